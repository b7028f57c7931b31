package org.xqverifier.conduct;

import org.xqverifier.edition.Citation;
import com.fasterxml.jackson.databind.JsonNode;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.xqverifier.conduct.facts.TouchStep;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RuleFiring;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.Arbiters;

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
 * (numbers as {@link Param}s, touch-move steps, time controls), read through the shared rules infrastructure
 * ({@code org.xqverifier.edition}: the edition folder, YAML with line numbers, the rule base precompiled at build time).
 * Nothing is ruled from a rule set that did not load whole: a broken table or rule is a {@link RulesException}.
 */
public final class ConductRules {
    static final String AREA = "conduct";
    static final String AREA_FILE = "area.yaml";
    private static final Map<String, ConductRules> LOADED = new ConcurrentHashMap<>();
    private static final Set<String> TABLE_KEYS = Set.of("params", "citations", "orderings", "controls", "description", "source", "unverified");
    private static final Set<String> ORDERINGS = Set.of("own", "opponent", "own-then-opponent", "opponent-then-own", "both-at-once");
    private static final Set<String> OBLIGATIONS = Set.of("capture-with-touched", "move-touched", "capture-with-other", "capture-with-any", "free");

    private final String edition;
    private final KieBase kieBase;
    private final RuleFiring firing;
    private final List<Param> params = new ArrayList<>();
    private final Map<String, Citation> citations = new LinkedHashMap<>();
    private final List<TouchStep> touchSteps = new ArrayList<>();
    private final Map<String, TimeControl> controls = new LinkedHashMap<>();
    private final Map<String, List<Integer>> gamesPerDay = new LinkedHashMap<>();
    private final String repetitionEdition;
    /** Every string the area's rules quote: a setting no rule names is a misspelling that would disable a rule. */
    private final Set<String> namedByRules;
    /** Settings Java reads itself (the counted cycles when counting plies). */
    private static final Set<String> READ_BY_JAVA = Set.of("natural-limit-counted-cycles");

    private ConductRules(Edition ed) {
        this.edition = ed.id();
        if (!ed.hasRules(AREA)) {
            throw new RulesException("rules/" + edition + "/" + AREA + "/", 0, 0, "edition " + edition + " has no conduct rules (.drl)");
        }
        this.namedByRules = quotedInRules(ed);
        for (String f : ed.files(AREA)) {
            if ((f.endsWith(".yaml") || f.endsWith(".yml")) && !f.endsWith("/" + AREA_FILE)) {
                readTable(ed, ed.yaml(f));
            }
        }
        for (String id : citedByRules(ed)) {
            if (!citations.containsKey(id)) {
                throw new RulesException("rules/" + edition + "/" + AREA + "/", 0, 0,
                        "a rule of " + edition + " cites '" + id + "' but no conduct table has that row under citations");
            }
        }
        this.kieBase = ed.kieBase(AREA);
        this.firing = RuleFiring.of(ed, AREA);
        this.repetitionEdition = repetitionEdition(ed);
    }

    /**
     * Which repetition rules rule a claim: the edition's own, when it has some (wxf-2018, which takes tw-2007's conduct
     * area, rules claims by wxf-2018's repetition rows, not by the tw-2007 its inherited area.yaml names; a committee's
     * copy by its own rows; a CXA 2020 replay by CXA 2020's); else the edition {@code conduct/area.yaml} names
     * ({@code repetition_edition}: axf-events → wxf-2018); else none, and the log states the verdict.
     */
    private static String repetitionEdition(Edition ed) {
        if (ed.hasRules("repetition")) {
            return ed.id();
        }
        JsonNode area = ed.tableOrNull(AREA + "/" + AREA_FILE);
        JsonNode named = area == null ? null : area.path("repetition_edition");
        return named != null && named.isTextual() ? named.asText() : null;
    }

    /**
     * The edition whose repetition rulings decide repetition claims under these conduct rules
     * ({@code repetition_edition} in {@code conduct/area.yaml}), or null: the log then states the verdict.
     */
    public String repetitionEdition() {
        return repetitionEdition;
    }

    /** How repetition claims get their verdict under this edition, ruled by {@code rulings} where it names an edition. */
    public RepetitionJudge repetitionJudge(Arbiters rulings) {
        return repetitionEdition == null ? RepetitionJudge.fromLog() : RepetitionJudge.fromRulings(repetitionEdition, rulings);
    }

    /** The edition's conduct rules as bundled with xq (rule base precompiled at build time), built once per process. */
    public static ConductRules forEdition(String edition) {
        return LOADED.computeIfAbsent(edition, id -> new ConductRules(EditionRepository.bundled().get(id)));
    }

    /**
     * The conduct rules of an edition already loaded (bundled or a committee's folder), built at each call; null when
     * the edition has no conduct rules.
     */
    public static ConductRules ofEditionOrNull(Edition edition) {
        if (!edition.hasRules(AREA)) {
            return null;
        }
        return edition.bundled() ? forEdition(edition.id()) : new ConductRules(edition);
    }

    /** The conduct rules of an edition in another rules folder (a committee's copy), compiled at each call. */
    public static ConductRules fromDirectory(Path rulesRoot, String edition) {
        return new ConductRules(EditionRepository.fromDirectory(rulesRoot).get(edition));
    }

    /** Bundled editions that have conduct rules. */
    public static List<String> editions() {
        return EditionRepository.bundled().editions().stream().filter(e -> e.hasRules(AREA)).map(Edition::id).toList();
    }

    public String edition() { return edition; }
    public List<Param> params() { return params; }
    /** The articles the rules quote, by id ({@code citations} in the area's tables). */
    public List<Citation> citations() { return List.copyOf(citations.values()); }
    public List<TouchStep> touchSteps() { return touchSteps; }
    public Map<String, TimeControl> controls() { return controls; }

    public KieSession newSession() {
        return kieBase.newKieSession();
    }

    /** Fires the session's rules within the edition's bounds (a looping or failing rule is named with its file). */
    public void fire(KieSession session) {
        firing.fire(session);
    }

    /** The control set for a number of games a day (TW 第二章第二節 一 [A]–[D]), or null. */
    public String controlForGamesPerDay(int games) {
        for (Map.Entry<String, List<Integer>> e : gamesPerDay.entrySet()) {
            if (e.getValue().contains(games)) return e.getKey();
        }
        return null;
    }

    private void readTable(Edition ed, YamlTable table) {
        JsonNode root = table.root();
        if (!root.isObject()) throw table.error("", "a conduct table must be a mapping");
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!TABLE_KEYS.contains(k)) throw table.error("/" + k, "unknown section '" + k + "' (known: " + TABLE_KEYS + ")");
        }
        root.path("params").fields().forEachRemaining(e -> {
            JsonNode row = e.getValue();
            String at = "/params/" + e.getKey();
            JsonNode v = row.path("value");
            if (v.isNull() || v.isMissingNode()) return; // the edition has no such provision
            if (!v.isIntegralNumber()) throw table.error(at + "/value", "value must be a whole number or null");
            if (!namedByRules.contains(e.getKey()) && !READ_BY_JAVA.contains(e.getKey())) {
                throw table.error(at, "no rule of " + edition + " uses the setting '" + e.getKey() + "' (misspelt?)");
            }
            params.removeIf(p -> p.name().equals(e.getKey()));
            article(table, row, at);
            params.add(new Param(e.getKey(), v.asInt(), Citation.of(ed, table, at, e.getKey())));
        });
        root.path("citations").fields().forEachRemaining(e -> {
            JsonNode row = e.getValue();
            String at = "/citations/" + e.getKey();
            if (!row.isObject()) throw table.error(at, "a citation is a mapping: {article, zh, en}");
            if (!namedByRules.contains(e.getKey())) {
                throw table.error(at, "no rule of " + edition + " cites '" + e.getKey() + "' (misspelt?)");
            }
            article(table, row, at);
            citations.put(e.getKey(), Citation.of(ed, table, at, e.getKey()));
        });
        root.path("orderings").fields().forEachRemaining(e -> {
            String ordering = e.getKey();
            String at = "/orderings/" + ordering;
            if (!ORDERINGS.contains(ordering)) throw table.error(at, "unknown ordering '" + ordering + "' (known: " + ORDERINGS + ")");
            touchSteps.removeIf(s -> s.getOrdering().equals(ordering));
            int rank = 0;
            for (JsonNode step : e.getValue().path("steps")) {
                String ob = step.path("obligation").asText("");
                if (!OBLIGATIONS.contains(ob)) {
                    throw table.error(at + "/steps/" + rank + "/obligation", "unknown obligation '" + ob + "' (known: " + OBLIGATIONS + ")");
                }
                String stepAt = at + "/steps/" + rank;
                article(table, step, stepAt); // every row needs its article
                touchSteps.add(new TouchStep(ordering, rank, ob, step.path("foul").asBoolean(false),
                        Citation.of(ed, table, stepAt, ordering + "." + (rank + 1))));
                rank++;
            }
            if (rank == 0) throw table.error(at, "an ordering needs its steps");
        });
        root.path("controls").fields().forEachRemaining(e -> {
            String at = "/controls/" + e.getKey();
            controls.put(e.getKey(), control(table, e.getKey(), e.getValue(), at));
            List<Integer> days = new ArrayList<>();
            e.getValue().path("games_per_day").forEach(n -> days.add(n.asInt()));
            if (!days.isEmpty()) gamesPerDay.put(e.getKey(), days);
        });
    }

    private static Set<String> quotedInRules(Edition ed) {
        return foundInRules(ed, "\"([^\"\\n]*)\"", new java.util.HashSet<>());
    }

    /** The ids rules look up as {@code Citation( id == "…" )}: a rule whose row is missing would never fire. */
    private static Set<String> citedByRules(Edition ed) {
        return foundInRules(ed, "Citation\\(\\s*id\\s*==\\s*\"([^\"\\n]*)\"", new java.util.TreeSet<>());
    }

    /** The first group of every match of {@code regex} in the area's rule files, added to {@code into}. */
    private static Set<String> foundInRules(Edition ed, String regex, Set<String> into) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher("");
        for (String f : ed.ruleFiles(AREA)) {
            m.reset(new String(ed.read(f), java.nio.charset.StandardCharsets.UTF_8));
            while (m.find()) into.add(m.group(1));
        }
        return into;
    }

    private static TimeControl control(YamlTable table, String id, JsonNode row, String at) {
        List<TimeControl.Period> periods = new ArrayList<>();
        int k = 0;
        for (JsonNode p : row.path("periods")) {
            JsonNode m = p.path("minutes");
            JsonNode mv = p.path("moves");
            String pat = at + "/periods/" + k++;
            if (!m.isMissingNode() && !m.isNull() && (!m.isIntegralNumber() || m.longValue() < 0 || m.longValue() > 600)) {
                throw table.error(pat + "/minutes", "minutes must be a whole number from 0 to 600 (null: set by the event)");
            }
            if (p.path("repeat").asBoolean(false) && m.asInt(0) < 1) {
                // a repeating period of no time would never end
                throw table.error(pat + "/minutes", "a repeating period needs at least 1 minute");
            }
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
        if (periods.isEmpty() && red == null) throw table.error(at, "a control needs periods or base_minutes");
        JsonNode draw = row.path("draw_counts_as");
        return new TimeControl(id, periods, red, black, row.path("increment_seconds").asInt(0),
                row.path("recording").asBoolean(true), draw.isTextual() ? draw.asText() : null,
                article(table, row, at), text(row, "zh"), text(row, "en"));
    }

    private static String article(YamlTable table, JsonNode row, String at) {
        JsonNode a = row.path("article");
        if (!a.isValueNode() || a.isNull() || a.asText().isBlank()) throw table.error(at, "every row needs its article");
        return a.asText();
    }

    private static String text(JsonNode row, String field) {
        return row.path(field).asText("");
    }
}
