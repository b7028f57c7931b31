package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;
import org.xqverifier.casebook.CaseRun;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code xq casebook}: rules every case of {@code casebook/repetition/**.yaml} under its editions and compares with the
 * verdict (and the labels, where stated) the rule book gives. Reading the files and holding a ruling to the book are
 * the casebook's ({@link CaseFile}, {@link CaseRun}); this prints a line per case and edition and the totals.
 */
@Command(name = "casebook", mixinStandardHelpOptions = true,
        description = "Run the casebook (casebook/repetition/*.yaml): expected and actual verdict of every case.")
public final class CasebookCommand implements java.util.concurrent.Callable<Integer> {
    @Option(names = "--edition", paramLabel = "ID", description = "only this edition's expectations")
    String edition;

    @Option(names = "--dir", paramLabel = "DIR", description = "the casebook folder (default: " + CasebookFolder.DEFAULT + ")")
    Path dir;

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
        Path dir = CasebookFolder.orDefault(this.dir);
        if (dir == null) {
            throw CasebookFolder.missing("--dir");
        }
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
            throw new UserError(dir + ": no casebook folder here (give --dir DIR, or run where casebook/repetition is)");
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int pass = 0, fail = 0, skipped = 0, known = 0;
        for (Path f : CaseFile.files(dir)) {
            for (Case c : CaseFile.read(f)) {
                for (String ed : c.expected().keySet()) {
                    if (edition != null && !edition.equals(ed)) {
                        continue;
                    }
                    CaseRun.Outcome o;
                    try {
                        o = CaseRun.run(c, ed, this::arbiterFor, rules != null || hasRepetitionRules(ed));
                    } catch (RulesException e) {
                        throw new UserError(e.getMessage(), e);
                    }
                    switch (o.status()) {
                        case PASS -> pass++;
                        case FAIL -> fail++;
                        case SKIP -> skipped++;
                        case KNOWN -> known++;
                    }
                    if (json) {
                        ObjectNode row = RulingJson.MAPPER.createObjectNode();
                        row.put("id", c.id());
                        row.put("edition", ed);
                        row.put("expected", o.expected());
                        row.put("actual", o.actual());
                        row.put("status", o.status().name());
                        row.put("note", o.note());
                        out.println(RulingJson.MAPPER.writeValueAsString(row));
                    } else {
                        out.printf("%-4s %-22s %-10s expected %-18s actual %-18s %s%n", o.status(), c.id(), ed,
                                o.expected(), o.actual() == null ? "-" : o.actual(), o.note());
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

    /** One arbiter per edition: a committee's folder is compiled once, not once per case. */
    private Arbiter arbiterFor(String editionId) {
        return arbiters.computeIfAbsent(editionId, ed -> RepetitionEditions.arbiter(rules == null ? ed : null, rules));
    }
}
