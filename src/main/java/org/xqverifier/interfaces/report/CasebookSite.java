package org.xqverifier.interfaces.report;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.notation.MoveNumbers;

/**
 * The printed casebook: an index and one page per case with its diagram (the start position, the cycle's moves drawn
 * as numbered arrows, the chased pieces marked), the moves with their labels, the rule book's text, the expected and
 * actual verdict under each edition, and where the position came from.
 */
public final class CasebookSite {
    private CasebookSite() {
    }

    /**
     * {@code xq casebook --html DIR}: reads the case files under {@code casebook}, rules them under every edition of
     * {@code rulings} (and shows the editions the cases name that it lacks as not ruled), and writes the site to
     * {@code out}; returns the number of case pages.
     */
    public static int write(Path casebook, Path out, RulingService rulings) throws IOException {
        List<Case> cases = CaseFile.readAll(casebook);
        List<String> editions = CaseRulings.editions(cases, rulings);
        return write(out, CaseRulings.rule(cases, rulings, editions), editions);
    }

    /** Writes {@code index.html} and {@code cases/<id>.html} into {@code dir}; returns the number of case pages. */
    public static int write(Path dir, List<CaseRulings.Row> rows, List<String> editions) throws IOException {
        Files.createDirectories(dir.resolve("cases"));
        StringBuilder index = new StringBuilder();
        index.append("<h1>Casebook · 棋例图例</h1><p>").append(rows.size())
                .append(" cases. Each page shows the diagram, the moves with their labels, the rule book's words and the verdict under every edition.</p>\n");
        index.append("<table><thead><tr><th>Case</th><th>Source</th>");
        editions.forEach(e -> index.append("<th>").append(Html.esc(e)).append("</th>"));
        index.append("</tr></thead><tbody>\n");
        for (CaseRulings.Row r : rows) {
            Case c = r.theCase();
            String file = fileName(c.id());
            index.append("<tr").append(r.editionsDisagree() ? " class=\"differ\"" : "").append("><td><a href=\"cases/")
                    .append(Html.esc(file)).append("\">").append(Html.esc(c.id())).append("</a>")
                    .append(c.skipText() != null ? " <span class=\"small\">(skipped in the casebook)</span>" : "")
                    .append("</td><td class=\"small\">").append(Html.esc(c.source())).append("</td>");
            for (String e : editions) {
                String expected = c.verdicts().get(e);
                String td = verdictTd(expected, r.byEdition().get(e));
                if (expected != null) {
                    td = td.replace("</td>", "<div class=\"small\">" + (c.printed(e) != null ? "book: " : "our reading: ")
                            + Html.esc(expected) + "</div></td>");
                }
                index.append(td);
            }
            index.append("</tr>\n");
            Files.writeString(dir.resolve("cases").resolve(file), casePage(r, editions), StandardCharsets.UTF_8);
        }
        index.append("</tbody></table>\n");
        Files.writeString(dir.resolve("index.html"), Html.page("xq casebook", index.toString()), StandardCharsets.UTF_8);
        return rows.size();
    }

    static String casePage(CaseRulings.Row r, List<String> editions) {
        Case c = r.theCase();
        RulingResult labelled = labelledRuling(r, editions);
        StringBuilder b = new StringBuilder();
        b.append("<p><a href=\"../index.html\">← casebook</a></p>");
        b.append("<h1>").append(Html.esc(c.id())).append("</h1>\n");
        if (c.heading() != null) {
            b.append("<p><b>").append(Html.esc(c.heading())).append("</b></p>\n");
        }
        if (c.skipText() != null) {
            b.append("<p><b>Skipped in the casebook:</b> ").append(Html.esc(c.skipText())).append("</p>");
        }
        b.append("<div class=\"case\"><div>").append(diagram(c, labelled)).append("<div class=\"small\">FEN ")
                .append(Html.esc(c.fen())).append("</div></div><div>");
        b.append("<h2>Verdicts</h2><table><thead><tr><th>Edition</th><th>Expected</th><th>Actual</th><th>Decisive article</th></tr></thead><tbody>");
        for (String e : editions) {
            CaseRulings.Cell cell = r.byEdition().get(e);
            String book = c.verdicts().get(e);
            b.append("<tr><td>").append(Html.esc(e)).append("</td><td>").append(book == null ? "—" : Html.verdictCell(book)
                            + "<div class=\"small\">" + (c.printed(e) != null ? "printed by the book" : "our reading") + "</div>")
                    .append("</td>").append(verdictTd(book, cell)).append("<td class=\"small\">");
            if (cell.ruling() != null) {
                for (RulingResult.Reason reason : cell.ruling().reasons()) {
                    b.append("<div><b>").append(Html.esc(reason.shown())).append("</b> ").append(Html.esc(reason.rule()))
                            .append(reason.figures() == null || reason.figures().isEmpty() ? "" : " (" + Html.esc(String.join(", ", reason.figures())) + ")")
                            .append("<br>").append(Html.esc(reason.zh())).append("<br>").append(Html.esc(reason.en())).append("</div>");
                }
            } else {
                b.append(Html.esc(cell.error()));
            }
            b.append("</td></tr>");
        }
        b.append("</tbody></table>");
        MoveNumbers numbers = MoveNumbers.from(c.fen());
        b.append("<h2>Moves</h2><table><thead><tr><th>No.</th><th>Ply</th><th>Move</th><th>Book label</th><th>Labels")
                .append(labelled == null ? "" : " (" + Html.esc(labelled.edition()) + ")").append("</th></tr></thead><tbody>");
        for (int i = 0; i < c.moves().size(); i++) {
            int ply = i + 1;
            RulingResult.MoveRuling m = labelled == null ? null : labelled.moves().stream().filter(x -> x.ply() == ply).findFirst().orElse(null);
            boolean inCycle = labelled != null && labelled.cycle() != null && ply >= labelled.cycle().startPly()
                    && ply < labelled.cycle().startPly() + labelled.cycle().length();
            b.append("<tr").append(inCycle ? " class=\"differ\"" : "").append("><td>").append(Html.esc(numbers.label(ply)))
                    .append("</td><td class=\"small\">").append(ply).append("</td><td>")
                    .append(Html.esc(c.moves().get(i))).append("</td><td>")
                    .append(Html.esc(c.bookLabels().getOrDefault(ply, "")))
                    .append("</td><td>");
            if (m != null) {
                m.labels().forEach(l -> b.append("<span class=\"label\">").append(Html.esc(l)).append("</span>"));
                if (m.targets() != null && !m.targets().isEmpty()) {
                    b.append(" <span class=\"small\">→ ").append(Html.esc(String.join(", ", m.targets()))).append("</span>");
                }
            }
            b.append("</td></tr>");
        }
        b.append("</tbody></table>");
        if (labelled != null && labelled.cycle() != null) {
            int first = labelled.cycle().startPly(), last = first + labelled.cycle().length() - 1;
            b.append("<p class=\"small\">Highlighted: the cycle, moves ").append(Html.esc(numbers.range(first, last)))
                    .append(" (plies ").append(first).append("–").append(last).append(").</p>");
        }
        b.append("</div></div>\n<h2>The rule book</h2>");
        b.append(c.bookText() == null ? "<p class=\"small\">No text recorded.</p>" : "<div class=\"book\">" + Html.esc(c.bookText()) + "</div>");
        b.append("<h2>Where the position comes from</h2><p>").append(Html.esc(c.source() == null ? "(no source recorded)" : c.source()));
        if (c.figure() != null) {
            b.append(" — figure ").append(Html.esc(c.figure()));
        }
        b.append("</p>");
        if (c.provenance() != null) {
            b.append("<div class=\"book\">").append(Html.esc(c.provenance())).append("</div>");
        }
        b.append("<p class=\"small\">Case file: ").append(Html.esc(c.file() == null ? "" : c.file().toString())).append("</p>");
        return Html.page("xq casebook — " + c.id(), b.toString());
    }

    /** The start position with the cycle's moves (or all moves) as numbered arrows and the chased pieces marked. */
    static String diagram(Case c, RulingResult labelled) {
        Position p;
        try {
            p = Position.fromFen(c.fen());
        } catch (FenException e) {
            return "<p class=\"small\">diagram unavailable: " + Html.esc(e.getMessage()) + "</p>";
        }
        if (labelled == null) {
            return CycleDiagram.render(p, null, 1, 0, false, c.id());
        }
        int first = labelled.cycle() == null ? 1 : labelled.cycle().startPly();
        int last = labelled.cycle() == null ? labelled.moves().size() : first + labelled.cycle().length() - 1;
        return CycleDiagram.render(p, labelled, first, last, false, c.id());
    }

    private static String verdictTd(String book, CaseRulings.Cell cell) {
        String cls = book == null || !cell.editionAvailable() ? "" : book.equals(cell.verdict()) ? " class=\"match\"" : " class=\"mismatch\"";
        return "<td" + cls + ">" + Html.verdictCell(cell) + "</td>";
    }

    /** The ruling whose labels the page shows: the first edition whose rule book rules the case, else the first. */
    private static RulingResult labelledRuling(CaseRulings.Row r, List<String> editions) {
        RulingResult first = null;
        for (String e : editions) {
            RulingResult x = r.byEdition().get(e).ruling();
            if (x != null && r.theCase().expected().containsKey(e)) {
                return x;
            }
            first = first == null ? x : first;
        }
        return first;
    }

    static String fileName(String id) {
        String safe = id.replaceAll("[^A-Za-z0-9._-]", "_");
        // Ids in Chinese would all become underscores: keep them apart.
        return (safe.equals(id) ? safe : safe + "-" + Integer.toHexString(id.hashCode())) + ".html";
    }
}
