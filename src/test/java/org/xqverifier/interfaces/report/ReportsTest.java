package org.xqverifier.interfaces.report;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;

/** The compare report and the printed casebook, rendered from the development fake engine's rulings. */
class ReportsTest {
    private static final List<String> EDITIONS = List.of(DevelopmentFakeRulingService.EDITION, DevelopmentFakeRulingService.OTHER_EDITION);

    private static List<CaseRulings.Row> rows() throws Exception {
        return CaseRulings.rule(CaseFile.readAll(casebook()), new DevelopmentFakeRulingService(), EDITIONS);
    }

    private static Path casebook() throws URISyntaxException {
        return Path.of(ReportsTest.class.getResource("casebook").toURI());
    }

    @Test
    void casesAreOrderedAsPeopleCount() {
        assertTrue(CaseFile.naturalCompare("cxa2020-fig-2", "cxa2020-fig-10") < 0);
        assertTrue(CaseFile.naturalCompare("tw2007-10a", "tw2007-10b") < 0);
        assertTrue(CaseFile.naturalCompare("wxf-D105", "wxf-D13") > 0);
        assertEquals(0, CaseFile.naturalCompare("a1", "a1"));
    }

    @Test
    void readsCaseFilesInBothShapes() throws Exception {
        List<Case> cases = CaseFile.readAll(casebook());
        assertEquals(2, cases.size());
        Case d2 = cases.get(1);
        assertEquals("wxf-D2", d2.id());
        assertEquals(7, d2.moves().size());
        assertEquals("red-must-change", d2.verdicts().get("dev-fake"));
        assertEquals("red-must-change", d2.printed("dev-fake"));
        assertEquals(null, d2.printed("dev-fake-lenient"));
        assertEquals("将", d2.bookLabels().get(1));
        assertEquals("D2", d2.figure());
        assertTrue(d2.provenance().contains("adopted: WXF 2018 diagram D2"), d2.provenance());
        assertEquals(List.of("b0c2", "b9c7", "c2b0", "c7b9", "b0c2"), cases.get(0).moves());
    }

    @Test
    void compareHighlightsWhereEditionsAndBooksDisagree() throws Exception {
        List<CaseRulings.Row> rows = rows();
        CaseRulings.Row d2 = rows.get(1);
        // The strict fake rules a perpetual check red-must-change, the lenient one a draw.
        assertTrue(d2.editionsDisagree());
        assertTrue(d2.disagreesWithABook());
        String html = CompareReport.html(rows, EDITIONS);
        assertTrue(html.contains("<tr class=\"differ\"><td><b>wxf-D2</b>"), html);
        assertTrue(html.contains("class=\"mismatch\""));
        assertTrue(html.contains("class=\"match\""));
        String md = CompareReport.markdown(rows, EDITIONS);
        assertTrue(md.contains("| **wxf-D2** | red-must-change (book: red-must-change) | ✗ draw (our reading: red-must-change) |"), md);
        assertTrue(md.contains("| horses-out-and-back | draw (book: —) | draw (book: —) |"), md);
    }

    @Test
    void differsFromTheRuleBookOnlyWhereTheBookPrintsARuling() throws Exception {
        CaseRulings.Row d2 = rows().get(1);
        // the strict fake rules as the book prints; the lenient one differs from the casebook's own reading only
        assertEquals(false, d2.differsFromThePrintedBook());
        assertEquals(true, d2.differsFromTheCasebooksReading());
        String html = CompareReport.html(rows(), EDITIONS);
        assertTrue(html.contains("<b>0</b> where an actual verdict differs from the rule book's; <b>1</b> where it differs "
                + "from the casebook's reading"), html);
        // each case by its title, in the casebook's words, not only by its file's id
        assertTrue(html.contains("<b>wxf-D2</b><div>红方长将 — Red checks perpetually</div>"), html);
        String md = CompareReport.markdown(rows(), EDITIONS);
        assertTrue(md.contains(" | the case |"), md);
        assertTrue(md.lines().anyMatch(l -> l.startsWith("| **wxf-D2** |") && l.endsWith(" | 红方长将 — Red checks perpetually |")), md);
    }

    @Test
    void editionsARuleBookRulesButTheEngineLacksAreShownNotRuled() throws Exception {
        List<Case> cases = CaseFile.readAll(casebook());
        DevelopmentFakeRulingService fake = new DevelopmentFakeRulingService();
        List<String> editions = CaseRulings.editions(cases, fake);
        assertEquals(List.of("dev-fake", "dev-fake-lenient", "dev-absent"), editions);
        List<CaseRulings.Row> rows = CaseRulings.rule(cases, fake, editions);
        CaseRulings.Cell absent = rows.get(0).byEdition().get("dev-absent");
        assertEquals(false, absent.editionAvailable());
        assertEquals(false, rows.get(0).editionsDisagree());
        assertEquals(false, rows.get(0).disagreesWithABook());
        assertTrue(CompareReport.html(rows, editions).contains("not ruled"));
    }

    @Test
    void printedCasebookHasAPagePerCaseWithItsDiagram(@TempDir Path out) throws Exception {
        assertEquals(2, CasebookSite.write(out, rows(), EDITIONS));
        String index = Files.readString(out.resolve("index.html"));
        assertTrue(index.contains("href=\"cases/wxf-D2.html\""), index);
        String page = Files.readString(out.resolve("cases/wxf-D2.html"));
        assertTrue(page.contains("<svg"), "diagram");
        // The cycle (plies 1–4 under the strict fake) drawn as numbered arrows on the diagram.
        assertTrue(page.contains("class=\"arrow arrow-move\" data-from=\"f0\" data-to=\"e0\""), page);
        // Moves numbered as an arbiter counts them, the ply beside.
        assertTrue(page.contains("Highlighted: the cycle, moves 1.–2… (plies 1–4)."), page);
        assertTrue(page.contains("<td>2…</td><td class=\"small\">4</td>"), page);
        assertTrue(page.contains("红方长将，须变着。"));
        assertTrue(page.contains("adopted: WXF 2018 diagram D2 (third-party transcription)"), page);
        assertTrue(page.contains("printed by the book") && page.contains("our reading"));
    }

    @Test
    void revisionDiffListsEachChangedVerdictWithBothExplanations() throws Exception {
        DevelopmentFakeRulingService fake = new DevelopmentFakeRulingService();
        List<RevisionDiff.Item> items = new java.util.ArrayList<>();
        for (Case c : CaseFile.readAll(casebook())) {
            items.add(new RevisionDiff.Item(c.id(), false, c.source(), c.fen(), c.moves()));
        }
        items.add(new RevisionDiff.Item("game 1", true, "test.pgn", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
                List.of("h2e2", "zz")));
        java.util.concurrent.atomic.AtomicInteger progress = new java.util.concurrent.atomic.AtomicInteger();
        RevisionDiff.Result r = RevisionDiff.compare(
                DevelopmentFakeRulingService.EDITION, i -> fake.rule(DevelopmentFakeRulingService.EDITION, i.fen(), i.moves()),
                DevelopmentFakeRulingService.OTHER_EDITION, i -> fake.rule(DevelopmentFakeRulingService.OTHER_EDITION, i.fen(), i.moves()),
                items, done -> progress.accumulateAndGet(done, Math::max));
        assertEquals(3, progress.get());
        assertEquals(2, r.cases());
        assertEquals(1, r.games());
        // Only the perpetual check changes (red-must-change → draw); the game fails the same way under both.
        assertEquals(1, r.changes().size());
        assertEquals("wxf-D2", r.changes().get(0).item().id());
        assertEquals(java.util.Map.of("dev-fake → dev-fake", 1), r.changesByRule());
        String text = RevisionDiff.text(r);
        assertTrue(text.contains("cases: 2 ruled, 1 changed; games: 1 ruled, 0 changed"), text);
        assertTrue(text.contains("base   : red-must-change") && text.contains("revised: draw"), text);
        assertTrue(RevisionDiff.html(r).contains("<h1>Revision diff"));
    }
}
