package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RuleBase;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.repetition.Arbiters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;

/** {@code xq editions}: which rule-book editions exist, what each extends and which areas it covers. */
@Command(name = "editions",
        mixinStandardHelpOptions = true,
        description = "Lists the rule-book editions: id, year, extends, areas (* = has Drools rules) and titles in Chinese and English.")
public final class EditionsCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "ID", description = "Only these editions (default: all).")
    List<String> ids = List.of();

    @Option(names = "--json", description = "Print a JSON array instead of a table.")
    boolean json;

    @Option(names = {"--dir", "--rules"}, paramLabel = "DIR",
            description = "List the editions of a rules folder (one edition folder, or a folder of them) instead of the bundled ones.")
    Path dir;

    @Option(names = "--check",
            description = "Also read every YAML table and build every Drools rule base; print where each rule base came from"
                    + " (precompiled or compiled from DRL) and how long it took. The first broken file stops with its line.")
    boolean check;

    @Option(names = "--show", paramLabel = "ID|DIR",
            description = "Print the edition's effective tables (its rows laid over its parent's) as one table per section,"
                    + " keyed by each row's id, with the edition(s) each row comes from; with --json, the tables as JSON."
                    + " DIR: a committee's edition folder.")
    String show;

    @Option(names = "--area", paramLabel = "AREA", description = "With --show: only this area (repetition, conduct, competition).")
    String area;

    @Option(names = "--changes",
            description = "With --show: only what the edition changes, row by row and field by field (old -> new, file:line),"
                    + " against the bundled edition a committee's folder was copied from (its id), else the edition it"
                    + " extends; a row whose status, level or condition changed while its zh/en did not is flagged.")
    boolean changes;

    @Option(names = "--against", paramLabel = "ID", description = "With --show --changes: compare with this edition instead.")
    String against;

    @Option(names = "--schema", paramLabel = "TABLE",
            description = "Print the JSON Schema of a kind of table, for an editor that checks YAML: AREA/TABLE (e.g."
                    + " competition/pairing, the tables under rules/<edition>/), edition (edition.yaml) or casebook-case"
                    + " (a case file).")
    String schema;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        EditionRepository repo = dir == null ? EditionRepository.bundled() : EditionRepository.fromDirectory(dir);
        List<Edition> editions = new ArrayList<>();
        if (ids.isEmpty()) {
            editions.addAll(repo.editions());
        } else {
            for (String id : ids) {
                editions.add(repo.get(id)); // an unknown id: one line listing the known ones
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (against != null && (show == null || !changes)) {
            throw new UserError("--against goes with --show ID|DIR --changes");
        }
        if (schema != null) {
            out.print(schemaText(schema, repo));
            out.flush();
            return 0;
        }
        if (show != null) {
            Edition e = shown(repo);
            if (area != null && !e.areas().contains(area)) {
                throw new UserError("edition " + e.id() + " has no area '" + area + "'; its areas: "
                        + String.join(", ", e.areas()));
            }
            Edition other = against == null ? null : against(repo, e);
            EffectiveTables tables = new EffectiveTables(e, out);
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            if (json) {
                out.println(mapper.writeValueAsString(changes ? tables.changesJson(area, other) : tables.json(area)));
            } else if (changes) {
                tables.printChanges(area, other);
            } else {
                tables.print(area);
            }
            out.flush();
            return 0;
        }
        if (check) {
            check(editions, out);
            Arbiters rulings = dir == null ? Services.rulings().arbiters() : Services.rulings(repo).arbiters();
            for (Edition e : editions) {
                AreaTables.validate(e, dir, rulings); // the same checks as the commands that rule
            }
        }
        if (json) {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ArrayNode list = mapper.createArrayNode();
            for (Edition e : editions) {
                ObjectNode n = list.addObject();
                n.put("id", e.id());
                if (e.year().isPresent()) {
                    n.put("year", e.year().getAsInt());
                } else {
                    n.putNull("year");
                }
                n.putObject("title").put("zh", e.title().zh()).put("en", e.title().en());
                n.put("publisher", e.publisher());
                n.put("source", e.source());
                ArrayNode casebook = n.putArray("casebook");
                e.casebook().forEach(casebook::add);
                if (e.descriptor().has("verified")) {
                    // e.g. cxa-2011, quoted from a secondary source and not checked against the rule book
                    n.put("verified", e.descriptor().path("verified").asBoolean());
                }
                if (!e.extendsByArea().isEmpty()) {
                    ObjectNode byArea = n.putObject("extends");
                    e.extendsByArea().forEach(byArea::put);
                } else {
                    n.put("extends", e.extendsId().orElse(null));
                }
                n.put("location", e.location());
                n.put("bundled", e.bundled());
                ArrayNode areas = n.putArray("areas");
                for (String area : e.areas()) {
                    ObjectNode a = areas.addObject().put("name", area).put("rules", e.hasRules(area)).put("files", e.files(area).size());
                    // which edition's text the area's rows are, nearest first; inherited: none of it is the edition's own
                    List<Edition> text = e.textEditions(area);
                    ArrayNode t = a.putArray("text");
                    text.forEach(x -> t.add(x.id()));
                    a.put("inherited", !text.contains(e));
                }
            }
            out.println(mapper.writeValueAsString(list));
        } else {
            int idWidth = 2;
            int extendsWidth = 7;
            int areasWidth = 5;
            int textWidth = 4;
            for (Edition e : editions) {
                idWidth = Math.max(idWidth, e.id().length());
                extendsWidth = Math.max(extendsWidth, e.extendsText().length());
                areasWidth = Math.max(areasWidth, areas(e).length());
                for (String line : texts(e)) {
                    textWidth = Math.max(textWidth, line.length());
                }
            }
            String format = "%-" + idWidth + "s  %-4s  %-" + extendsWidth + "s  %-" + areasWidth + "s  %-" + textWidth + "s  %s%n";
            out.printf(format, "ID", "YEAR", "EXTENDS", "AREAS", "TEXT", "TITLE");
            for (Edition e : editions) {
                List<String> text = texts(e);
                out.printf(format, e.id(), e.year().isPresent() ? Integer.toString(e.year().getAsInt()) : "-",
                        e.extendsText(), areas(e), text.get(0), e.title().zh());
                out.printf(format, "", "", "", "", text.get(1), e.title().en());
            }
            if (dir != null) {
                out.println();
                out.println("from " + repo);
            }
        }
        out.flush();
        return 0;
    }

    /**
     * The edition --show names: an id of the repository, or a committee's edition folder (one edition.yaml; a folder of
     * several editions names one with --rules DIR --show ID).
     */
    private Edition shown(EditionRepository repo) {
        Path path = Path.of(show);
        if (repo.find(show).isPresent() || !java.nio.file.Files.isDirectory(path)) {
            return repo.get(show);
        }
        List<Edition> own = EditionRepository.fromDirectory(path).editions().stream().filter(x -> !x.bundled()).toList();
        if (own.size() != 1) {
            throw new UserError("--show " + show + " holds " + own.size() + " editions ("
                    + String.join(", ", own.stream().map(Edition::id).toList()) + "); name one: --rules " + show + " --show ID");
        }
        return own.get(0);
    }

    /** The edition --against names: of the repository, else bundled; the shown folder's own id means the bundled one. */
    private Edition against(EditionRepository repo, Edition shown) {
        if (!against.equals(shown.id())) {
            java.util.Optional<Edition> inRepo = repo.find(against);
            if (inRepo.isPresent()) {
                return inRepo.get();
            }
        }
        java.util.Optional<Edition> bundled = EditionRepository.bundled().find(against);
        if (bundled.isEmpty() || bundled.get() == shown) {
            throw new UserError("--against: " + (bundled.isEmpty() ? "unknown edition '" + against + "'; known editions: "
                    + String.join(", ", EditionRepository.bundled().ids()) : "an edition is not compared with itself"));
        }
        return bundled.get();
    }

    /**
     * Which edition's text each area uses, in two lines (the table's two lines per edition): the areas whose rows are
     * the edition's own (with the editions they patch), then the areas it takes whole from another edition, with that
     * edition's year: {@code repetition ← wxf-2018, tw-2007} / {@code competition, conduct ← tw-2007 (2007, inherited)}.
     */
    static List<String> texts(Edition e) {
        java.util.Map<String, List<String>> own = new java.util.LinkedHashMap<>();
        java.util.Map<String, List<String>> inherited = new java.util.LinkedHashMap<>();
        for (String area : e.areas()) {
            List<Edition> text = e.textEditions(area);
            if (text.isEmpty()) {
                continue;
            }
            if (text.contains(e)) {
                own.computeIfAbsent(String.join(", ", text.stream().map(x -> x == e || x.year().isEmpty() ? x.id()
                        : x.id() + " (" + x.year().getAsInt() + ")").toList()), k -> new ArrayList<>()).add(area);
            } else {
                inherited.computeIfAbsent(String.join(", ", text.stream().map(x -> x.id() + " ("
                        + (x.year().isPresent() ? x.year().getAsInt() + ", " : "") + "inherited)").toList()),
                        k -> new ArrayList<>()).add(area);
            }
        }
        List<String> parts = new ArrayList<>();
        own.forEach((text, areas) -> parts.add(String.join(", ", areas) + " ← " + text));
        List<String> lines = new ArrayList<>();
        lines.add(String.join("; ", parts));
        parts.clear();
        inherited.forEach((text, areas) -> parts.add(String.join(", ", areas) + " ← " + text));
        lines.add(String.join("; ", parts));
        if (lines.get(0).isEmpty()) {
            lines.set(0, lines.get(1));
            lines.set(1, "");
        }
        return lines;
    }

    private static String areas(Edition e) {
        StringBuilder areas = new StringBuilder();
        for (String area : e.areas()) {
            areas.append(areas.length() == 0 ? "" : ",").append(area).append(e.hasRules(area) ? "*" : "");
        }
        return areas.length() == 0 ? "-" : areas.toString();
    }

    /**
     * A row whose status, level, condition or value differs from the edition it is compared with (the bundled edition
     * a committee's folder was copied from, else its parent) while its zh/en text is the old one: the ruling would
     * quote words that no longer say what the row does. A warning, with the row's file and line.
     */
    private static void staleText(Edition e, String area, PrintWriter out) {
        Edition against = TableChanges.defaultAgainst(e, area);
        if (against == null) {
            return;
        }
        for (TableChanges.Row r : TableChanges.of(e, against, area).staleText()) {
            List<String> fields = new ArrayList<>();
            r.meaningFields().forEach(f -> fields.add(f.toString()));
            out.printf("  warning: %s: %s (against %s): %s; %s%n", r.at(), r.name(), against.id(), String.join(", ", fields),
                    r.staleText());
        }
    }

    /** Loads everything, so a committee learns of a broken file before a ruling needs it. */
    private static void check(List<Edition> editions, PrintWriter out) {
        for (Edition e : editions) {
            int tables = 0;
            for (String f : e.files()) {
                if (f.endsWith(".yaml") || f.endsWith(".yml")) {
                    e.yaml(f);
                    tables++;
                }
            }
            out.printf("%s: %d tables read%n", e.id(), tables);
            for (String area : e.areas()) {
                if (e.lineage(area).size() > 1) {
                    out.printf("  %s%n", EffectiveTables.chain(e, area));
                }
                staleText(e, area, out);
                if (e.hasRules(area)) {
                    RuleBase rb = e.ruleBase(area);
                    int rules = rb.kieBase().getKiePackages().stream().mapToInt(p -> p.getRules().size()).sum();
                    out.printf("%s/%s: %d rules from %d files, %s%s, %d ms%n", e.id(), area, rules, rb.files().size(),
                            rb.origin() == RuleBase.Origin.PRECOMPILED ? "precompiled" : "compiled from DRL",
                            rb.edition().equals(e.id()) ? "" : " (inherited from " + rb.edition() + ")", rb.millis());
                }
            }
        }
        out.println();
    }

    /**
     * The schema of {@code name} as the jar holds it ({@code schemas/<name>.schema.json}, written by the build from the
     * table's record); an unknown name is one line listing the known ones.
     */
    static String schemaText(String name, EditionRepository repo) throws IOException {
        String n = name.replace('\\', '/').replaceFirst("\\.(schema\\.json|ya?ml)$", "");
        try (InputStream in = EditionsCommand.class.getResourceAsStream("/schemas/" + n + ".schema.json")) {
            if (in != null && !n.contains("..")) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        Set<String> known = new TreeSet<>(List.of("edition", "casebook-case"));
        for (Edition e : repo.editions()) {
            for (String area : e.areas()) {
                for (String f : e.files(area)) {
                    String t = f.replaceFirst("\\.ya?ml$", "");
                    if (EditionsCommand.class.getResource("/schemas/" + t + ".schema.json") != null) {
                        known.add(t);
                    }
                }
            }
        }
        throw new UserError("--schema " + name + ": no such table kind; known: " + String.join(", ", known));
    }
}
