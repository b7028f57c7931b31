package org.xqverifier.conduct;

import org.xqverifier.edition.Citation;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.xqverifier.conduct.facts.TouchStep;
import org.xqverifier.conduct.tables.AreaTable;
import org.xqverifier.conduct.tables.ConductTable;
import org.xqverifier.conduct.tables.TimeControl;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RuleFiring;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.Arbiters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An edition's conduct rules, loaded once per process: its Drools rule base and the rows of its YAML tables
 * (numbers as {@link Param}s, touch-move steps, time controls), read through the shared rules infrastructure
 * ({@code org.xqverifier.edition}: the edition folder, YAML with line numbers, the rule base precompiled at build time).
 * Nothing is ruled from a rule set that did not load whole: a broken table or rule is a {@link RulesException}.
 */
public final class ConductRules {
    static final String AREA = "conduct";
    static final String AREA_FILE = "area.yaml";

    private final String edition;
    private final KieBase kieBase;
    private final RuleFiring firing;
    private final List<Param> params = new ArrayList<>();
    private final Map<String, Citation> citations = new LinkedHashMap<>();
    private final List<TouchStep> touchSteps = new ArrayList<>();
    private final Map<String, TimeControl> controls = new LinkedHashMap<>();
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
    /** The record a table of the area is bound to (and its schema written from, at build time): by its file name. */
    public static Class<? extends Record> kind(String table) {
        return table.equals(AREA_FILE) ? AreaTable.class : ConductTable.class;
    }

    private static String repetitionEdition(Edition ed) {
        if (ed.hasRules("repetition")) {
            return ed.id();
        }
        YamlTable area = ed.yamlOrNull(AREA + "/" + AREA_FILE);
        return area == null ? null : TableBinder.bind(ed, area, AreaTable.class).repetitionEdition();
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

    /**
     * The conduct rules of an edition (bundled or a committee's folder), its tables read and its rule base reached once
     * per edition object ({@link Edition#door}); an edition without conduct rules is a RulesException saying so.
     */
    public static ConductRules of(Edition edition) {
        return edition.door(ConductRules.class, ConductRules::new);
    }

    /** The edition's conduct rules as bundled with xq (rule base precompiled at build time), built once per process. */
    public static ConductRules forEdition(String edition) {
        return of(EditionRepository.bundled().get(edition));
    }

    /** The conduct rules of an edition already loaded (bundled or a committee's folder); null when it has none. */
    public static ConductRules ofEditionOrNull(Edition edition) {
        return edition.hasRules(AREA) ? of(edition) : null;
    }

    /** The conduct rules of an edition in another rules folder (a committee's copy), read from that folder. */
    public static ConductRules fromDirectory(Path rulesRoot, String edition) {
        return of(EditionRepository.fromDirectory(rulesRoot).get(edition));
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
        for (TimeControl c : controls.values()) {
            if (c.gamesPerDay().contains(games)) return c.id();
        }
        return null;
    }

    private void readTable(Edition ed, YamlTable table) {
        if (!table.root().isObject()) throw table.error("", "a conduct table must be a mapping");
        ConductTable t = TableBinder.bind(ed, table, ConductTable.class);
        t.params().forEach((name, row) -> {
            if (row.value() == null) return; // the edition has no such provision
            if (!namedByRules.contains(name) && !READ_BY_JAVA.contains(name)) {
                throw table.error("/params/" + YamlTable.escape(name), "no rule of " + edition + " uses the setting '"
                        + name + "' (misspelt?)");
            }
            params.removeIf(p -> p.name().equals(name));
            params.add(new Param(name, row.value(), row.citation()));
        });
        t.citations().forEach((id, citation) -> {
            if (!namedByRules.contains(id)) {
                throw table.error("/citations/" + YamlTable.escape(id), "no rule of " + edition + " cites '" + id
                        + "' (misspelt?)");
            }
            citations.put(id, citation);
        });
        t.orderings().forEach((ordering, o) -> {
            touchSteps.removeIf(s -> s.ordering().equals(ordering));
            for (int rank = 0; rank < o.steps().size(); rank++) {
                ConductTable.Step step = o.steps().get(rank);
                touchSteps.add(new TouchStep(ordering, rank, step.obligation(), step.foul(), step.citation().withId(ordering + "." + (rank + 1))));
            }
        });
        controls.putAll(t.controls());
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
}
