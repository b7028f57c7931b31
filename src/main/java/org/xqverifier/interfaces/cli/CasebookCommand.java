package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Fen;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.interfaces.report.CaseFile;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.RuledMove;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.RulingInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * {@code xq casebook}: rules every case of {@code casebook/repetition/*.yaml} under its editions and compares with the
 * verdict (and the labels, where stated) the rule book gives. A case file holds: id, source, fen, moves (string or
 * list), {@code expected: {edition: verdict, …}} (or {@code edition} + {@code verdict}), optionally
 * {@code labels: [per-ply label or null, …]} (checked under {@code labels_edition}, tw-2007 by default),
 * {@code skip: reason} or {@code skip: {edition: reason}}, and {@code labels_disagree: reason} for a case whose
 * verdict agrees with the book but some move label does not, written down rather than hidden.
 */
@Command(name = "casebook", mixinStandardHelpOptions = true,
        description = "Run the casebook (casebook/repetition/*.yaml): expected and actual verdict of every case.")
public final class CasebookCommand implements java.util.concurrent.Callable<Integer> {
    @Option(names = "--edition", paramLabel = "ID", description = "only this edition's expectations")
    String edition;

    @Option(names = "--dir", paramLabel = "DIR", description = "the casebook folder (default: ./casebook/repetition)")
    Path dir = Path.of("casebook", "repetition");

    @Option(names = "--rules", paramLabel = "DIR",
            description = "rule with a committee's edition folder, against the book's expectations of --edition ID")
    Path rules;

    @Option(names = "--html", paramLabel = "DIR",
            description = "write the printed casebook into DIR: per case its diagram, moves and labels, the book's text, expected and actual verdicts per edition, provenance")
    Path html;

    @Option(names = "--json", description = "one JSON object per case and edition")
    boolean json;

    private final Map<String, Arbiter> arbiters = new java.util.HashMap<>();

    @Override
    public Integer call() throws IOException {
        if (html != null) {
            int pages = org.xqverifier.interfaces.report.CasebookSite.write(dir, html, org.xqverifier.interfaces.engine.Services.rulings());
            System.out.println("xq casebook: " + pages + " cases written to " + html.resolve("index.html"));
            return 0;
        }
        if (rules != null && edition == null) {
            throw new UserError("--rules DIR needs --edition ID: the edition whose expected verdicts the committee's rules are held to");
        }
        if (edition != null) {
            java.util.Set<String> known = new java.util.TreeSet<>(org.xqverifier.edition.EditionRepository.bundled().ids());
            if (rules != null) {
                known.addAll(org.xqverifier.edition.EditionRepository.fromDirectory(rules).ids());
            }
            if (!known.contains(edition)) {
                throw new UserError("unknown edition '" + org.xqverifier.board.Quoted.cut(edition, 40)
                        + "'; known editions: " + String.join(", ", known));
            }
        }
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + ": no casebook folder here (run from the repository root, or give --dir)");
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int pass = 0, fail = 0, skipped = 0, known = 0;
        for (Path f : CaseFile.files(dir)) {
            for (JsonNode c : CaseFile.caseNodes(f)) {
                String id = c.path("id").asText(f.getFileName().toString());
                for (Map.Entry<String, String> exp : expectations(c)) {
                    if (edition != null && !edition.equals(exp.getKey())) {
                        continue;
                    }
                    ObjectNode row = RulingJson.MAPPER.createObjectNode();
                    row.put("id", id);
                    row.put("edition", exp.getKey());
                    row.put("expected", exp.getValue());
                    String status, actual = null, note = "";
                    String skipReason = skipReason(c, exp.getKey());
                    if (skipReason != null || rules == null && !hasRepetitionRules(exp.getKey())) {
                        status = "SKIP";
                        note = skipReason != null ? skipReason
                                : "edition " + exp.getKey() + " has no repetition rules yet";
                        skipped++;
                        if (rules != null || hasRepetitionRules(exp.getKey())) {
                            // a skipped case is still ruled, so a reader sees what the engine says about it today
                            try {
                                actual = arbiterFor(exp.getKey()).rule(c.path("fen").asText(Fen.START),
                                        CaseFile.moves(c)).code();
                            } catch (RulingInputException | UserError e) {
                                note += " (not ruled: " + e.getMessage() + ")";
                            } catch (RulesException e) {
                                throw new UserError(e.getMessage(), e);
                            }
                        }
                    } else {
                        try {
                            Arbiter arbiter = arbiterFor(exp.getKey());
                            Ruling r = arbiter.rule(c.path("fen").asText(Fen.START), CaseFile.moves(c));
                            actual = r.code();
                            String labelProblem = labelMismatch(c, r, exp.getKey());
                            boolean verdictOk = actual.equals(exp.getValue());
                            boolean ok = verdictOk && labelProblem == null;
                            // a label disagreement written down in the case file is reported, not hidden or failed
                            boolean knownDisagreement = verdictOk && labelProblem != null
                                    && c.hasNonNull("labels_disagree");
                            status = ok ? "PASS" : knownDisagreement ? "KNOWN" : "FAIL";
                            note = labelProblem == null ? "" : labelProblem;
                            if (knownDisagreement) {
                                note += " (known disagreement: " + c.get("labels_disagree").asText() + ")";
                            }
                            if (ok) {
                                pass++;
                            } else if (knownDisagreement) {
                                known++;
                            } else {
                                fail++;
                            }
                        } catch (RulingInputException | UserError e) {
                            status = "FAIL";
                            note = e.getMessage();
                            fail++;
                        } catch (RulesException e) {
                            throw new UserError(e.getMessage(), e);
                        }
                    }
                    row.put("actual", actual);
                    row.put("status", status);
                    row.put("note", note);
                    if (json) {
                        out.println(RulingJson.MAPPER.writeValueAsString(row));
                    } else {
                        out.printf("%-4s %-22s %-10s expected %-18s actual %-18s %s%n", status, id, exp.getKey(),
                                exp.getValue(), actual == null ? "-" : actual, note);
                    }
                }
            }
        }
        if (!json) {
            out.printf("casebook: %d passed, %d failed, %d skipped, %d known label disagreements%n",
                    pass, fail, skipped, known);
        }
        out.flush();
        return fail == 0 ? 0 : 1;
    }

    /** Asked only without --rules: a committee's folder is held to its cases whatever it holds. */
    private static boolean hasRepetitionRules(String editionId) {
        try {
            return org.xqverifier.edition.EditionRepository.bundled().find(editionId)
                    .map(e -> e.hasRules("repetition")).orElse(true);
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    private static List<Map.Entry<String, String>> expectations(JsonNode c) {
        List<Map.Entry<String, String>> list = new ArrayList<>();
        JsonNode exp = c.has("expected") ? c.get("expected") : c.path("verdicts");
        if (exp.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = exp.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = e.getValue();
                list.add(Map.entry(e.getKey(), v.isObject() ? v.path("verdict").asText() : v.asText()));
            }
        } else if (c.has("verdict")) {
            List<String> eds = new ArrayList<>();
            if (c.path("editions").isArray()) {
                c.get("editions").forEach(e -> eds.add(e.asText()));
            } else {
                eds.add(c.path("edition").asText("tw-2007"));
            }
            eds.forEach(e -> list.add(Map.entry(e, c.get("verdict").asText())));
        }
        return list;
    }

    /**
     * Why a case is not ruled under an edition, or null: {@code skip: reason} skips it everywhere, {@code skip: {edition:
     * reason}} under that edition only — the same cases and reasons as the features' {@code @skip} scenarios.
     */
    /** One arbiter per edition: a committee's folder is compiled once, not once per case. */
    private Arbiter arbiterFor(String editionId) {
        return arbiters.computeIfAbsent(editionId, ed -> RepetitionEditions.arbiter(rules == null ? ed : null, rules));
    }

    private static String skipReason(JsonNode c, String edition) {
        JsonNode skip = c.path("skip");
        if (skip.isTextual()) {
            return skip.asText();
        }
        return skip.path(edition).isTextual() ? skip.path(edition).asText() : null;
    }

    /**
     * The first stated label the ruling does not give, or null. Labels are either one per ply (a list of words, null
     * where the book is silent) or the casebook's {ply, label} / {ply, not} rows: the move's labels must include the
     * label, or must not include the "not" one. Labels may be per edition.
     */
    private static String labelMismatch(JsonNode c, Ruling r, String edition) {
        JsonNode labels = c.path("labels");
        if (labels.isObject()) {
            labels = labels.path(edition);
        } else if (!c.path("labels_edition").asText("tw-2007").equals(edition)) {
            return null; // the book's labels are words of its own edition; other editions are held to the verdict only
        }
        if (!labels.isArray()) {
            return null;
        }
        for (int i = 0; i < labels.size(); i++) {
            JsonNode want = labels.get(i);
            if (want == null || want.isNull() || want.isValueNode() && want.asText().isBlank()) {
                continue;
            }
            if (want.isObject() && want.has("editions") && !want.get("editions").toString().contains("\"" + edition + "\"")) {
                continue;
            }
            int ply = want.isObject() ? want.path("ply").asInt(i + 1) : i + 1;
            if (ply < 1 || ply > r.moves().size()) {
                return "ply " + ply + ": no such move";
            }
            RuledMove m = r.moves().get(ply - 1);
            if (want.isObject() && want.has("not")) {
                String no = want.get("not").asText();
                if (m.labels().contains(no) || m.codes().contains(no)) {
                    return "ply " + ply + " " + m.move() + ": book says not " + no + ", ruled " + m.labels();
                }
                continue;
            }
            String w = want.isObject() ? want.path("label").asText() : want.asText();
            if (!(m.labels().contains(w) || m.codes().contains(w))) {
                return "ply " + ply + " " + m.move() + ": book says " + w + ", ruled " + m.labels();
            }
        }
        return null;
    }
}
