package org.xqverifier.casebook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one casebook reader: what it reads, and that each bad case file is one error at its file:line:column. */
class CaseFileTest {
    private static final String GOOD = """
            id: demo-1
            title: 红方长将
            source: {reference: constructed for this test, figure: D2}
            position: {provenance: constructed}
            fen: "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w"
            moves:
              iccs: [f0e0, e8f8, e0f0, f8e8, f0e0, e8f8, e0f0, f8e8]
              book_plies: 6
            trigger: {after_ply: 8, occurrences: 3, first_seen_after_ply: 0}
            labels:
              - {ply: 1, side: red, label: 将, book: 照將}
              - {ply: 2, side: black, not: 将, book: 走將}
            expected:
              tw-2007: {verdict: red-must-change, reading: book, source: the test}
              cxa-2020: {verdict: red-must-change, reading: own, why: the test}
            skip: {cxa-2020: not yet}
            """;

    private static Path write(Path dir, String name, String yaml) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, yaml);
        return f;
    }

    @Test
    void readsACaseWithEveryPart(@TempDir Path dir) throws Exception {
        Case c = CaseFile.read(write(dir, "demo-1.yaml", GOOD)).get(0);
        assertEquals("demo-1", c.id());
        assertEquals(8, c.moves().size());
        assertEquals(6, c.bookPlies());
        assertEquals(8, c.trigger().afterPly());
        assertEquals("将", c.bookLabels().get(1));
        assertEquals("not 将", c.bookLabels().get(2));
        assertEquals("red-must-change", c.printed("tw-2007"));
        assertEquals(null, c.printed("cxa-2020"));
        assertEquals("not yet", c.skipReason("cxa-2020"));
        assertEquals(null, c.skipReason("tw-2007"));
        assertEquals("D2", c.figure());
        assertEquals("constructed", c.origin());
        assertEquals(c, CaseFile.byId(dir, "demo-1"));
    }

    @Test
    void aListOfCasesAndATableBesideThemAreRead(@TempDir Path dir) throws Exception {
        write(dir, "list.yaml", """
                - {id: b-10, fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", moves: "b0c2 b9c7", expected: {x: draw}}
                - {fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", moves: [b0c2, b9c7]}
                """);
        write(dir, "ranking.yaml", "ranking: [{heavier: a, lighter: b}]\n");
        List<Case> cases = CaseFile.readAll(dir);
        assertEquals(List.of("b-10", "list#2"), cases.stream().map(Case::id).toList());
        assertEquals(List.of("b0c2", "b9c7"), cases.get(0).moves());
        assertEquals("draw", cases.get(0).verdicts().get("x"));
    }

    private static CaseFileException bad(Path dir, String yaml) throws Exception {
        Path f = write(dir, "bad.yaml", yaml);
        return assertThrows(CaseFileException.class, () -> CaseFile.read(f));
    }

    @Test
    void anUnknownKeyIsNamedWhereItIsWritten(@TempDir Path dir) throws Exception {
        CaseFileException e = bad(dir, GOOD.replace("  tw-2007: {verdict: red-must-change,", "  tw-2007: {verdikt: red-must-change, verdict: draw,"));
        assertEquals(14, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("bad.yaml:14:") && e.getMessage().contains("unknown key 'verdikt' in expected.tw-2007"),
                e.getMessage());
    }

    @Test
    void aWrongTypeIsNamedWithItsField(@TempDir Path dir) throws Exception {
        CaseFileException e = bad(dir, GOOD.replace("book_plies: 6", "book_plies: six"));
        assertTrue(e.getMessage().matches(".*bad\\.yaml:8:\\d+: 'moves\\.book_plies': integer expected, string found.*"),
                e.getMessage());
    }

    @Test
    void aMissingFieldIsNamed(@TempDir Path dir) throws Exception {
        CaseFileException e = bad(dir, GOOD.replace("{verdict: red-must-change, reading: own,", "{reading: own,"));
        assertTrue(e.getMessage().matches(".*bad\\.yaml:15:\\d+: missing field 'verdict' in expected\\.cxa-2020.*"),
                e.getMessage());
    }

    @Test
    void aLabelBeyondTheMovesOrABadPositionIsNamed(@TempDir Path dir) throws Exception {
        CaseFileException e = bad(dir, GOOD.replace("{ply: 2, side: black,", "{ply: 12, side: black,"));
        assertTrue(e.getMessage().contains("bad.yaml:12:") && e.getMessage().contains("label of ply 12, but the case has 8 moves"),
                e.getMessage());
        e = bad(dir, GOOD.replace("3K1RBc1 w", "3K1RBc1X w"));
        assertTrue(e.getMessage().contains("bad.yaml:5:") && e.getMessage().contains("not a position"), e.getMessage());
    }

    @Test
    void aSyntaxErrorIsNamedWhereItIs(@TempDir Path dir) throws Exception {
        CaseFileException e = bad(dir, GOOD.replace("family", "x").replace("trigger: {", "trigger: {{"));
        assertTrue(e.line() > 0 && e.getMessage().startsWith(dir.resolve("bad.yaml") + ":"), e.getMessage());
    }
}
