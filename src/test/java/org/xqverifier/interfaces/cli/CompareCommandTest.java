package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code xq compare}: "the rule book" only where a book prints the ruling; each case by its title too. */
class CompareCommandTest {
    private static final String FEN = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    private static final String MOVES = "[f0e0, e8f8, e0f0, f8e8, f0e0, e8f8, e0f0, f8e8]";

    @TempDir
    Path temp;

    @Test
    void aVerdictOffTheCasebooksOwnReadingIsNotCalledOffTheRuleBook() throws IOException {
        // Red's perpetual check, expected (wrongly, on purpose) a draw: by the book under wxf-2018, by the casebook's
        // own reading under tw-2007
        Files.writeString(temp.resolve("checks.yaml"), "id: checks\ntitle: 红方长将\ntitle_en: Red checks perpetually\n"
                + "fen: '" + FEN + "'\nmoves: " + MOVES + "\nexpected:\n"
                + "  wxf-2018: {verdict: draw, reading: book, source: a book}\n"
                + "  tw-2007: {verdict: draw, reading: own, why: a reading}\n");
        CliRunner.Result r = CliRunner.run("compare", "--casebook", temp.toString(), "--edition", "tw-2007",
                "--edition", "wxf-2018");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("  checks  tw-2007=red-must-change (casebook's reading: draw)  wxf-2018=red-must-change "
                + "(book: draw)  — Red checks perpetually\n"
                + "1 cases, 0 where editions disagree (*), 1 where a verdict differs from the rule book, "
                + "1 from the casebook's reading\n", r.out());
    }

    @Test
    void theBundledCasebookNamesItsCasesInUsersWords() {
        CliRunner.Result r = CliRunner.run("compare", "--edition", "cxa-2020", "--html",
                temp.resolve("compare.html").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("xq compare: "), r.out());
        CliRunner.Result text = CliRunner.run("compare", "--edition", "cxa-2020");
        assertTrue(!text.out().contains("issue 10"), text.out());
        String html;
        try {
            html = Files.readString(temp.resolve("compare.html"));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertTrue(!html.contains("issue 10") && !html.contains("principle 4"), "no project history in the report");
        assertTrue(html.contains("Whole-board win: each cannon step frees the rook to win the horse"), "the case's title");
    }
}
