package org.xqverifier.interfaces.report;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;

import java.util.List;
import java.util.Map;

/**
 * The federation comparison: every case under every edition, with the verdict each rule book prints where it prints
 * one, the actual verdict, and the rows where the editions disagree highlighted with each edition's decisive rule.
 */
public final class CompareReport {
    private CompareReport() {
    }

    public static String html(List<CaseRulings.Row> rows, List<String> editions) {
        StringBuilder b = new StringBuilder();
        int differ = 0, offBook = 0, offReading = 0;
        for (CaseRulings.Row r : rows) {
            differ += r.editionsDisagree() ? 1 : 0;
            offBook += r.differsFromThePrintedBook() ? 1 : 0;
            offReading += r.differsFromTheCasebooksReading() ? 1 : 0;
        }
        b.append("<h1>Federations compared · 各版本棋例对照</h1>\n");
        b.append("<p>").append(rows.size()).append(" cases ruled under ").append(editions.size()).append(" editions (")
                .append(Html.esc(String.join(", ", editions))).append("). <b>").append(differ)
                .append("</b> cases where the editions disagree (highlighted); <b>").append(offBook)
                .append("</b> where an actual verdict differs from the rule book's; <b>").append(offReading)
                .append("</b> where it differs from the casebook's reading (the book prints no ruling there).</p>\n");
        b.append("<p class=\"legend small\"><span>book = the verdict the edition's rule book prints (— where it prints none); our reading = the casebook authors' application of the edition's articles where its book does not print the case</span>"
                + "<span style=\"background:#e3f4e1\">agrees with the book (or our reading)</span><span style=\"background:#fde0dc\">differs from the book (or our reading)</span>"
                + "<span style=\"background:#fff6d6\">editions disagree</span></p>\n");
        b.append("<table><thead><tr><th>Case</th>");
        for (String e : editions) {
            b.append("<th>").append(Html.esc(e)).append("</th>");
        }
        b.append("<th>What makes the difference</th></tr></thead><tbody>\n");
        for (CaseRulings.Row r : rows) {
            Case c = r.theCase();
            b.append("<tr").append(r.editionsDisagree() ? " class=\"differ\"" : "").append("><td><b>").append(Html.esc(c.id()))
                    .append("</b>");
            if (c.heading() != null) {
                b.append("<div>").append(Html.esc(c.heading())).append("</div>");
            }
            if (c.source() != null) {
                b.append("<div class=\"small\">").append(Html.esc(c.source())).append("</div>");
            }
            b.append("</td>");
            for (String e : editions) {
                CaseRulings.Cell cell = r.byEdition().get(e);
                String book = c.verdicts().get(e);
                String cls = book == null || !cell.editionAvailable() ? "" : book.equals(cell.verdict()) ? " class=\"match\"" : " class=\"mismatch\"";
                b.append("<td").append(cls).append(">").append(Html.verdictCell(cell))
                        .append("<div class=\"small\">").append(c.printed(e) != null || book == null ? "book: " : "our reading: ")
                        .append(book == null ? "—" : Html.esc(book)).append("</div>");
                if (cell.error() != null) {
                    b.append("<div class=\"small\">").append(Html.esc(cell.error())).append("</div>");
                }
                b.append("</td>");
            }
            b.append("<td class=\"small\">");
            if (r.editionsDisagree()) {
                for (String e : editions) {
                    CaseRulings.Cell cell = r.byEdition().get(e);
                    if (!cell.editionAvailable()) {
                        continue;
                    }
                    b.append("<div><b>").append(Html.esc(e)).append("</b>: ").append(Html.esc(CaseRulings.decisive(cell.ruling())))
                            .append("</div>");
                }
            }
            b.append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        return Html.page("xq compare — editions side by side", b.toString());
    }

    public static String markdown(List<CaseRulings.Row> rows, List<String> editions) {
        StringBuilder b = new StringBuilder();
        b.append("# Federations compared\n\n");
        b.append("Each cell: actual verdict (book: the rule book's verdict, — where it prints none; our reading: the ")
                .append("casebook's reading of the edition's articles where its book prints no ruling). ")
                .append("**bold** rows: the editions disagree; ✗ marks an actual verdict that differs from the book, or ")
                .append("from our reading where the book prints none.\n\n");
        b.append("| case |");
        editions.forEach(e -> b.append(' ').append(e).append(" |"));
        b.append(" what makes the difference | the case |\n|---|");
        editions.forEach(e -> b.append("---|"));
        b.append("---|---|\n");
        for (CaseRulings.Row r : rows) {
            boolean differ = r.editionsDisagree();
            String id = md(r.theCase().id());
            b.append("| ").append(differ ? "**" + id + "**" : id).append(" |");
            for (String e : editions) {
                CaseRulings.Cell cell = r.byEdition().get(e);
                String book = r.theCase().verdicts().get(e);
                String actual = !cell.editionAvailable() ? "not ruled" : cell.verdict() == null ? "error" : cell.verdict();
                b.append(' ').append(book != null && cell.editionAvailable() && !book.equals(cell.verdict()) ? "✗ " : "").append(actual)
                        .append(r.theCase().printed(e) != null || book == null ? " (book: " : " (our reading: ")
                        .append(book == null ? "—" : book).append(") |");
            }
            b.append(' ');
            if (differ) {
                StringBuilder why = new StringBuilder();
                for (Map.Entry<String, CaseRulings.Cell> e : r.byEdition().entrySet()) {
                    if (!e.getValue().editionAvailable()) {
                        continue;
                    }
                    why.append(why.length() > 0 ? "; " : "").append(e.getKey()).append(": ")
                            .append(CaseRulings.decisive(e.getValue().ruling()));
                }
                b.append(md(why.toString()));
            }
            b.append(" | ").append(md(r.theCase().heading())).append(" |\n");
        }
        return b.toString();
    }

    private static String md(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
    }
}
