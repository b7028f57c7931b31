package org.xqverifier.interfaces.report;

import java.util.List;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.interfaces.engine.RulingResult;

/**
 * {@code xq diff --html FILE}: the revision report as one self-contained page: the summary, the edited rows, the
 * changed cases against the books, and each change with its board diagram (the cycle's moves as numbered arrows and
 * the chased pieces marked, as the printed casebook draws them), both explanations and the moves of the cycle.
 */
public final class RevisionReportPage {
    private RevisionReportPage() {
    }

    public static String html(RevisionReport report) {
        RevisionDiff.Result r = report.result();
        StringBuilder b = new StringBuilder();
        b.append("<h1>Revision diff · 修订对比</h1><p>base <b>").append(Html.esc(r.baseName())).append("</b> vs revised <b>")
                .append(Html.esc(r.revisedName())).append("</b></p>");
        b.append("<table><tr><th></th><th>ruled</th><th>changed</th></tr><tr><td>casebook cases</td><td>").append(r.cases())
                .append("</td><td>").append(r.casesChanged()).append("</td></tr><tr><td>games</td><td>").append(r.games())
                .append("</td><td>").append(r.gamesChanged()).append("</td></tr></table>");
        List<RevisionReport.Entry> contra = report.contradicting();
        if (!contra.isEmpty()) {
            b.append("<p class=\"alert\"><b>").append(contra.size()).append(contra.size() == 1 ? " case now contradicts" : " cases now contradict")
                    .append(" the book:</b> ");
            for (int i = 0; i < contra.size(); i++) {
                RevisionReport.Entry e = contra.get(i);
                b.append(i == 0 ? "" : ", ").append("<a href=\"#").append(anchor(e)).append("\">").append(Html.esc(e.item().id()))
                        .append("</a> (").append(Html.esc(e.book().edition())).append(" prints ").append(Html.esc(e.book().verdict())).append(')');
            }
            b.append("</p>");
        }
        List<TableChanges.Row> stale = report.staleText();
        if (!stale.isEmpty()) {
            b.append("<p class=\"alert\"><b>").append(stale.size()).append(stale.size() == 1 ? " edited row's text no longer says" : " edited rows' texts no longer say")
                    .append(" what the row does:</b> ");
            for (int i = 0; i < stale.size(); i++) {
                b.append(i == 0 ? "" : ", ").append(Html.esc(stale.get(i).file() + " " + stale.get(i).name()));
            }
            b.append("</p>");
        }
        if (!r.changesByRule().isEmpty()) {
            b.append("<h2>Changes by decisive rule</h2><table><tr><th>base → revised</th><th>items</th></tr>");
            r.changesByRule().forEach((rule, n) -> b.append("<tr><td>").append(Html.esc(rule)).append("</td><td>").append(n).append("</td></tr>"));
            b.append("</table>");
        }
        if (report.against() != null) {
            b.append("<h2>What was edited</h2><p class=\"small\">Against ").append(Html.esc(report.against()))
                    .append(", the edition itself, not what it extends.</p>");
            edits(b, report.edits());
        }
        List<RevisionReport.Entry> cases = report.entries().stream().filter(e -> !e.item().game()).toList();
        if (!cases.isEmpty()) {
            b.append("<h2>Against the books</h2><table><tr><th>Case</th><th>Standing</th><th>Book</th><th>Base</th><th>Revised</th></tr>");
            for (RevisionReport.Entry e : cases) {
                b.append("<tr").append(e.standing() == RevisionReport.Standing.CONTRADICTS ? " class=\"contra\"" : "")
                        .append("><td><a href=\"#").append(anchor(e)).append("\">").append(Html.esc(e.item().id())).append("</a></td><td>")
                        .append(Html.esc(e.standing().words)).append("</td><td>")
                        .append(e.book() == null ? "—" : Html.esc(e.book().words())).append("</td><td>")
                        .append(Html.verdictCell(e.change().base().ruling() == null ? null : e.change().base().verdict()))
                        .append("</td><td>").append(Html.verdictCell(e.change().revised().ruling() == null ? null : e.change().revised().verdict()))
                        .append("</td></tr>");
            }
            b.append("</table>");
        }
        b.append("<h2>Each change</h2>");
        for (RevisionReport.Entry e : report.entries()) {
            entry(b, e);
        }
        return Html.page("xq diff — " + r.baseName() + " vs " + r.revisedName(), b.toString());
    }

    private static void edits(StringBuilder b, List<TableChanges.Area> areas) {
        b.append("<table><tr><th>Area</th><th>Row</th><th>Field</th><th>Old</th><th>New</th><th>Where</th></tr>");
        boolean any = false;
        for (TableChanges.Area a : areas) {
            for (TableChanges.Row row : a.rows()) {
                any = true;
                String stale = row.staleText();
                int span = Math.max(1, row.fields().size()) + (stale == null ? 0 : 1);
                boolean first = true;
                for (TableChanges.Field f : row.fields()) {
                    b.append("<tr>");
                    if (first) {
                        b.append("<td rowspan=\"").append(span).append("\">").append(Html.esc(a.area())).append("</td><td rowspan=\"")
                                .append(span).append("\"><b>").append(Html.esc(row.name())).append("</b><div class=\"small\">")
                                .append(Html.esc(row.file())).append(" (").append(row.kind().name().toLowerCase()).append(")</div></td>");
                    }
                    b.append("<td>").append(Html.esc(f.name())).append("</td><td>")
                            .append(row.kind() == TableChanges.Kind.ADDED ? "" : Html.esc(f.beforeText())).append("</td><td>")
                            .append(row.kind() == TableChanges.Kind.REMOVED ? "" : Html.esc(f.afterText())).append("</td><td class=\"small\">")
                            .append(Html.esc(f.at() == null ? row.at() : f.at()))
                            .append(first && row.was() != null ? "<br>was " + Html.esc(row.was()) : "").append("</td></tr>");
                    first = false;
                }
                if (stale != null) {
                    b.append("<tr class=\"contra\"><td colspan=\"4\">⚠ ").append(Html.esc(stale)).append("</td></tr>");
                }
            }
            for (TableChanges.RuleFile f : a.ruleFiles()) {
                any = true;
                b.append("<tr><td>").append(Html.esc(a.area())).append("</td><td>").append(Html.esc(f.file()))
                        .append("</td><td colspan=\"3\">rule file ").append(f.kind().name().toLowerCase()).append("</td><td class=\"small\">")
                        .append(Html.esc(f.at())).append("</td></tr>");
            }
        }
        if (!any) {
            b.append("<tr><td colspan=\"6\">no table row and no rule file differs</td></tr>");
        }
        b.append("</table>");
    }

    private static void entry(StringBuilder b, RevisionReport.Entry e) {
        RevisionDiff.Item item = e.item();
        b.append("<h3 id=\"").append(anchor(e)).append("\">").append(Html.esc(RevisionReport.heading(e))).append("</h3>");
        if (item.tags() != null) {
            b.append("<p>").append(Html.esc(RevisionReport.players(item.tags()))).append("</p>");
        }
        b.append("<div class=\"case\"><div>").append(diagram(e)).append("</div><div><table>");
        if (!item.game()) {
            b.append("<tr><th>Book</th><td").append(e.standing() == RevisionReport.Standing.CONTRADICTS ? " class=\"mismatch\"" : "").append(">");
            if (e.book() == null) {
                b.append("no verdict under the base edition in the casebook");
            } else {
                b.append(Html.verdictCell(e.book().verdict())).append("<div class=\"small\">")
                        .append(Html.esc(e.book().printed() ? "printed by " + e.book().edition() : "the casebook's own reading under "
                                + e.book().edition() + " (not printed)")).append(" — ").append(Html.esc(e.standing().words))
                        .append("<br>").append(Html.esc(e.book().basis())).append("</div>");
            }
            for (RevisionReport.Expectation x : e.expectations()) {
                if (x != e.book()) {
                    b.append("<div class=\"small\">also: ").append(Html.esc(x.words())).append("</div>");
                }
            }
            b.append("</td></tr>");
        }
        b.append("<tr><th>Base</th><td>").append(cell(e.change().base())).append("</td></tr>");
        b.append("<tr><th>Revised</th><td>").append(cell(e.change().revised())).append("</td></tr>");
        b.append("<tr><th>Why</th><td>");
        if (e.labels().isEmpty()) {
            b.append("<div>no move's label changed</div>");
        }
        for (RevisionReport.LabelChange l : e.labels()) {
            b.append("<div>ply ").append(l.ply()).append(' ').append(Html.esc(l.chinese() == null ? "" : l.chinese())).append(' ')
                    .append(Html.esc(l.iccs())).append(": ").append(labels(l.before())).append(" → ").append(labels(l.after())).append("</div>");
        }
        for (TableChanges.Row r : e.decidingEdits()) {
            b.append("<div>the edited row <b>").append(Html.esc(r.name())).append("</b> (").append(Html.esc(r.file())).append(") decides");
            r.fields().forEach(f -> b.append("<br>").append(Html.esc(f.toString())));
            if (r.staleText() != null) {
                b.append("<div class=\"alert\">⚠ ").append(Html.esc(r.staleText())).append("</div>");
            }
            b.append("</div>");
        }
        b.append("</td></tr></table>");
        if (e.cycleStart() > 0) {
            b.append("<table><tr><th>Ply</th><th>Move</th><th>ICCS</th><th>Labels (revised)</th></tr>");
            for (RevisionReport.CycleMove m : e.cycle()) {
                b.append("<tr><td>").append(m.ply()).append("</td><td>").append(Html.esc(m.chinese() == null ? "" : m.chinese()))
                        .append("</td><td>").append(Html.esc(m.iccs())).append("</td><td>").append(labels(m.labels())).append("</td></tr>");
            }
            b.append("</table><p class=\"small\">The cycle: plies ").append(e.cycleStart()).append("–").append(e.decisionPly())
                    .append("; the ruling falls at ply ").append(e.decisionPly()).append(".</p>");
        }
        b.append("</div></div>");
    }

    /**
     * A case: its start position with the cycle's moves numbered, as the printed casebook draws it. A game: the position
     * where the cycle starts, drawn the same way.
     */
    private static String diagram(RevisionReport.Entry e) {
        RulingResult labelled = e.change().revised().ruling() != null ? e.change().revised().ruling() : e.change().base().ruling();
        Position p;
        try {
            p = Position.fromFen(e.item().fen());
        } catch (FenException x) {
            return "<p class=\"small\">diagram unavailable: " + Html.esc(x.getMessage()) + "</p>";
        }
        if (e.item().game() && e.cycleStart() > 1) {
            for (int i = 0; i < e.cycleStart() - 1 && i < e.item().moves().size(); i++) {
                p.make(Move.parseIccs(e.item().moves().get(i)));
            }
        }
        if (labelled == null) {
            return CycleDiagram.render(p, null, 1, 0, false, e.item().id());
        }
        int first = labelled.cycle() == null ? 1 : labelled.cycle().startPly();
        int last = labelled.cycle() == null ? labelled.moves().size() : first + labelled.cycle().length() - 1;
        return CycleDiagram.render(p, labelled, first, last, false, e.item().id());
    }

    private static String labels(List<String> labels) {
        StringBuilder b = new StringBuilder();
        labels.forEach(l -> b.append("<span class=\"label\">").append(Html.esc(l)).append("</span>"));
        return b.length() == 0 ? "—" : b.toString();
    }

    private static String cell(RevisionDiff.Outcome o) {
        StringBuilder b = new StringBuilder(Html.verdictCell(o.ruling() == null ? null : o.verdict()));
        if (o.error() != null) {
            b.append("<div class=\"small\">").append(Html.esc(o.error())).append("</div>");
        } else if (o.ruling().reasons() != null) {
            boolean first = true;
            for (RulingResult.Reason reason : o.ruling().reasons()) {
                b.append("<div class=\"small\">").append(first ? "" : "because ").append("<b>").append(Html.esc(reason.shown()))
                        .append("</b> ").append(Html.esc(reason.rule())).append("<br>").append(Html.esc(reason.zh())).append("<br>")
                        .append(Html.esc(reason.en())).append("</div>");
                first = false;
            }
        }
        return b.toString();
    }

    private static String anchor(RevisionReport.Entry e) {
        // ids of Chinese file names would all become underscores: the hash keeps them apart
        return (e.item().game() ? "game-" : "case-") + e.item().id().replaceAll("[^A-Za-z0-9_-]", "_") + "-"
                + Integer.toHexString(e.item().id().hashCode());
    }
}
