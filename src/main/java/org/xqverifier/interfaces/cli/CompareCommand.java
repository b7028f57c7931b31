package org.xqverifier.interfaces.cli;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;
import org.xqverifier.interfaces.report.CaseRulings;
import org.xqverifier.interfaces.report.CompareReport;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.interfaces.engine.Services;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code xq compare}: every casebook case under every edition, side by side. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Rule every casebook case under every edition: the rule books' verdicts, the actual ones, and the "
                + "cases where editions disagree, with the rule that makes the difference.")
public final class CompareCommand implements Callable<Integer> {

    @Option(names = "--html", paramLabel = "FILE", description = "Write an HTML report to FILE.")
    Path html;

    @Option(names = "--markdown", description = "Print a Markdown table (default: a plain text summary).")
    boolean markdown;

    @Option(names = "--casebook", paramLabel = "DIR", description = "The case files (default: " + CasebookFolder.DEFAULT + ").")
    Path casebook;

    @Option(names = "--edition", paramLabel = "ID", description = "Only these editions (default: every edition).")
    List<String> editions;

    RulingService rulings = Services.rulings();

    @Override
    public Integer call() throws Exception {
        Path folder = CasebookFolder.orDefault(casebook);
        if (folder == null) {
            throw CasebookFolder.missing("--casebook");
        }
        List<Case> cases = CaseFile.readAll(folder);
        List<String> ids = editionIds(rulings, editions);
        if (editions == null || editions.isEmpty()) {
            ids = CaseRulings.editions(cases, rulings);   // also the editions a rule book rules that the engine lacks
        }
        List<CaseRulings.Row> rows = CaseRulings.rule(cases, rulings, ids);
        if (html != null) {
            Files.writeString(html, CompareReport.html(rows, ids), StandardCharsets.UTF_8);
            System.out.println("xq compare: " + rows.size() + " cases under " + ids.size() + " editions written to " + html);
        }
        if (markdown) {
            System.out.print(CompareReport.markdown(rows, ids));
        } else if (html == null) {
            int differ = 0, offBook = 0, offReading = 0;
            for (CaseRulings.Row r : rows) {
                StringBuilder line = new StringBuilder(r.theCase().id());
                for (String e : ids) {
                    String book = r.theCase().verdicts().get(e);
                    CaseRulings.Cell cell = r.byEdition().get(e);
                    if (!cell.editionAvailable() && book == null) {
                        continue;
                    }
                    String actual = cell.editionAvailable() ? cell.verdict() : "not-ruled";
                    // "book" only where the rule book prints the verdict; else it is the casebook's reading of it
                    line.append("  ").append(e).append('=').append(actual == null ? "error" : actual)
                            .append(book != null && !book.equals(actual) ? (r.theCase().printed(e) != null ? " (book: "
                                    : " (casebook's reading: ") + book + ")" : "");
                }
                String title = r.theCase().titleEn() != null ? r.theCase().titleEn() : r.theCase().title();
                if (title != null) {
                    line.append("  — ").append(title);
                }
                differ += r.editionsDisagree() ? 1 : 0;
                offBook += r.differsFromThePrintedBook() ? 1 : 0;
                offReading += r.differsFromTheCasebooksReading() ? 1 : 0;
                System.out.println((r.editionsDisagree() ? "* " : "  ") + line);
            }
            System.out.println(rows.size() + " cases, " + differ + " where editions disagree (*), " + offBook
                    + " where a verdict differs from the rule book, " + offReading + " from the casebook's reading");
        }
        return 0;
    }

    /** The editions asked for, checked against the engine's. */
    static List<String> editionIds(RulingService rulings, List<String> asked) {
        List<String> known = new ArrayList<>();
        rulings.editions().forEach(e -> known.add(e.id()));
        if (asked == null || asked.isEmpty()) {
            return known;
        }
        for (String a : asked) {
            if (!known.contains(a)) {
                throw new IllegalArgumentException("unknown edition '" + a + "' (known: " + String.join(", ", known) + ")");
            }
        }
        return asked;
    }
}
