package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.builder.ReleaseId;
import org.kie.api.runtime.KieSession;
import org.xqverifier.conduct.facts.TouchStep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An edition's conduct rules, loaded once per process: its Drools rule base and the rows of its YAML tables
 * (numbers as {@link Param}s, touch-move steps, time controls). Nothing is ruled from a rule set that did not load whole.
 */
public final class ConductRules {
    private static final Map<String, ConductRules> LOADED = new ConcurrentHashMap<>();
    private static final Set<String> TABLE_KEYS = Set.of("params", "orderings", "controls", "description", "source", "unverified");
    private static final Set<String> ORDERINGS = Set.of("own", "opponent", "own-then-opponent", "opponent-then-own", "both-at-once");
    private static final Set<String> OBLIGATIONS = Set.of("capture-with-touched", "move-touched", "capture-with-other", "capture-with-any", "free");

    private final String edition;
    private final KieBase kieBase;
    private final List<Param> params = new ArrayList<>();
    private final List<TouchStep> touchSteps = new ArrayList<>();
    private final Map<String, TimeControl> controls = new LinkedHashMap<>();
    private final Map<String, List<Integer>> gamesPerDay = new LinkedHashMap<>();

    private ConductRules(String edition, ConductRuleSource source) {
        this.edition = edition;
        Map<String, Path> files = source.files(edition);
        List<Path> drl = new ArrayList<>();
        for (Map.Entry<String, Path> f : files.entrySet()) {
            if (f.getKey().endsWith(".yaml") || f.getKey().endsWith(".yml")) {
                readTable(source, f.getValue());
            } else if (f.getKey().endsWith(".drl")) {
                drl.add(f.getValue());
            }
        }
        if (drl.isEmpty()) throw new ConductRulesException("edition " + edition + " has no conduct rules (.drl)");
        this.kieBase = build(source, drl);
    }

    /** The edition's conduct rules from the project's rules/ folder, built once per process. */
    public static ConductRules forEdition(String edition) {
        ConductRuleSource source = ConductRuleSource.located();
        return LOADED.computeIfAbsent(source.root() + "|" + edition, k -> new ConductRules(edition, source));
    }

    /** The conduct rules of an edition in another rules folder (a committee's copy), built at each call. */
    public static ConductRules fromDirectory(Path rulesRoot, String edition) {
        return new ConductRules(edition, new ConductRuleSource(rulesRoot));
    }

    /** Editions with a conduct folder in the project's rules/ folder. */
    public static List<String> editions() {
        return ConductRuleSource.located().editions();
    }

    public String edition() { return edition; }
    public List<Param> params() { return params; }
    public List<TouchStep> touchSteps() { return touchSteps; }
    public Map<String, TimeControl> controls() { return controls; }

    public KieSession newSession() {
        return kieBase.newKieSession();
    }

    /** The control set for a number of games a day (TW 第二章第二節 一 [A]–[D]), or null. */
    public String controlForGamesPerDay(int games) {
        for (Map.Entry<String, List<Integer>> e : gamesPerDay.entrySet()) {
            if (e.getValue().contains(games)) return e.getKey();
        }
        return null;
    }

    private void readTable(ConductRuleSource source, Path file) {
        JsonNode root = source.readYaml(file);
        String where = source.display(file);
        if (!root.isObject()) throw new ConductRulesException(where + ": a conduct table must be a mapping");
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!TABLE_KEYS.contains(k)) throw new ConductRulesException(where + ": unknown section '" + k + "' (known: " + TABLE_KEYS + ")");
        }
        root.path("params").fields().forEachRemaining(e -> {
            JsonNode row = e.getValue();
            String at = where + " params/" + e.getKey();
            JsonNode v = row.path("value");
            if (v.isNull() || v.isMissingNode()) return; // the edition has no such provision
            if (!v.canConvertToInt() || !v.isNumber()) throw new ConductRulesException(at + ": value must be a whole number or null");
            params.removeIf(p -> p.getName().equals(e.getKey()));
            params.add(new Param(e.getKey(), v.asInt(), article(row, at), text(row, "zh"), text(row, "en")));
        });
        root.path("orderings").fields().forEachRemaining(e -> {
            String ordering = e.getKey();
            String at = where + " orderings/" + ordering;
            if (!ORDERINGS.contains(ordering)) throw new ConductRulesException(at + ": unknown ordering (known: " + ORDERINGS + ")");
            touchSteps.removeIf(s -> s.getOrdering().equals(ordering));
            int rank = 0;
            for (JsonNode step : e.getValue().path("steps")) {
                String ob = step.path("obligation").asText("");
                if (!OBLIGATIONS.contains(ob)) throw new ConductRulesException(at + " step " + (rank + 1) + ": unknown obligation '" + ob + "' (known: " + OBLIGATIONS + ")");
                touchSteps.add(new TouchStep(ordering, rank++, ob, step.path("foul").asBoolean(false),
                        article(step, at), text(step, "zh"), text(step, "en")));
            }
            if (rank == 0) throw new ConductRulesException(at + ": no steps");
        });
        root.path("controls").fields().forEachRemaining(e -> {
            String at = where + " controls/" + e.getKey();
            controls.put(e.getKey(), control(e.getKey(), e.getValue(), at));
            List<Integer> days = new ArrayList<>();
            e.getValue().path("games_per_day").forEach(n -> days.add(n.asInt()));
            if (!days.isEmpty()) gamesPerDay.put(e.getKey(), days);
        });
    }

    private static TimeControl control(String id, JsonNode row, String at) {
        List<TimeControl.Period> periods = new ArrayList<>();
        for (JsonNode p : row.path("periods")) {
            JsonNode m = p.path("minutes");
            JsonNode mv = p.path("moves");
            periods.add(new TimeControl.Period(m.isNumber() ? m.asInt() : 0, mv.isNumber() ? mv.asInt() : null,
                    p.path("repeat").asBoolean(false), p.path("carry_over").asBoolean(true)));
        }
        JsonNode base = row.path("base_minutes");
        Integer red = null;
        Integer black = null;
        if (base.isNumber()) {
            red = black = base.asInt();
        } else if (base.isObject()) {
            red = base.path("red").asInt();
            black = base.path("black").asInt();
        }
        if (periods.isEmpty() && red == null) throw new ConductRulesException(at + ": a control needs periods or base_minutes");
        JsonNode draw = row.path("draw_counts_as");
        return new TimeControl(id, periods, red, black, row.path("increment_seconds").asInt(0),
                row.path("recording").asBoolean(true), draw.isTextual() ? draw.asText() : null,
                article(row, at), text(row, "zh"), text(row, "en"));
    }

    private static String article(JsonNode row, String at) {
        JsonNode a = row.path("article");
        if (!a.isValueNode() || a.isNull() || a.asText().isBlank()) throw new ConductRulesException(at + ": every row needs its article");
        return a.asText();
    }

    private static String text(JsonNode row, String field) {
        return row.path(field).asText("");
    }

    private KieBase build(ConductRuleSource source, List<Path> drl) {
        KieServices ks = KieServices.Factory.get();
        ReleaseId rid = ks.newReleaseId("org.xqverifier.rules", "conduct-" + edition.replaceAll("[^A-Za-z0-9]", "-"), "1.0.0");
        KieFileSystem kfs = ks.newKieFileSystem();
        kfs.generateAndWritePomXML(rid);
        Map<String, Path> byResource = new LinkedHashMap<>();
        for (Path p : drl) {
            String res = "src/main/resources/conduct/" + p.getFileName();
            byResource.put(res, p);
            kfs.write(res, source.readText(p));
        }
        KieBuilder kb = ks.newKieBuilder(kfs).buildAll();
        List<Message> errors = kb.getResults().getMessages(Message.Level.ERROR);
        if (!errors.isEmpty()) {
            Message m = errors.get(0);
            Path file = null;
            for (Map.Entry<String, Path> r : byResource.entrySet()) {
                if (m.getPath() != null && r.getKey().endsWith(m.getPath().replaceFirst("^.*?conduct/", "conduct/"))) file = r.getValue();
            }
            String where = file == null ? "conduct rules of " + edition : source.display(file);
            throw new ConductRulesException(where + " line " + m.getLine() + ": " + m.getText().lines().findFirst().orElse("")
                    + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more errors)" : ""));
        }
        return ks.newKieContainer(rid).getKieBase();
    }
}
