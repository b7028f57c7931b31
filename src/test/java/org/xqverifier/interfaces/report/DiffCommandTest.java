package org.xqverifier.interfaces.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.interfaces.cli.CliRunner;
import org.xqverifier.edition.CommitteeCopy;

/**
 * {@code xq diff} on a committee's copy of {@code rules/wxf-2018}: one table row changed (perpetual check allowed)
 * changes the ruling of WXF D2, a perpetual check; a copy that does not load rules nothing.
 */
class DiffCommandTest {

    private static Path revision(Path tmp) throws IOException {
        Path dir = tmp.resolve("wxf-2018-draft");
        CommitteeCopy.copyTree(Path.of("rules", "wxf-2018"), dir);
        Path edition = dir.resolve("edition.yaml");
        Files.writeString(edition, Files.readString(edition).replaceFirst("(?m)^id: wxf-2018$", "id: wxf-2018-draft"));
        return dir;
    }

    private static Path casebook(Path tmp) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("casebook"));
        Files.copy(Path.of("casebook", "repetition", "wxf-D2.yaml"), dir.resolve("wxf-D2.yaml"));
        return dir;
    }

    @Test
    void oneChangedRowChangesThePerpetualCheck(@TempDir Path tmp) throws IOException {
        Path revised = revision(tmp);
        Path patterns = revised.resolve("repetition/patterns.yaml");
        String text = Files.readString(patterns);
        // The copy's patterns.yaml patches tw-2007's rows: one field more in the perpetual-check row changes its status.
        String changed = text.replaceFirst("(?m)^(  - id: perpetual-check)$", "$1\n    status: allowed");
        assertTrue(!changed.equals(text), "the perpetual-check row should be in " + patterns);
        Files.writeString(patterns, changed);

        CliRunner.Result r = CliRunner.run("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", casebook(tmp).toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("cases: 1 ruled, 1 changed"), r.out());
        assertTrue(r.out().contains("case wxf-D2"), r.out());
        assertTrue(r.out().contains("base   : red-must-change"), r.out());   // WXF D2: the book's verdict
        assertTrue(r.out().contains("perpetual-check → "), r.out());
    }

    @Test
    void aRevisionThatDoesNotLoadRulesNothing(@TempDir Path tmp) throws IOException {
        Path revised = revision(tmp);
        Path patterns = revised.resolve("repetition/patterns.yaml");
        Files.writeString(patterns, Files.readString(patterns) + "\n  - id: [unclosed\n");
        CliRunner.Result r = CliRunner.run("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", casebook(tmp).toString());
        assertEquals(1, r.exitCode());
        assertEquals("", r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("patterns.yaml"), r.err());
    }

    @Test
    void aDirectoryOfGamesListsTheGamesWhoseVerdictTheRevisionChanges(@TempDir Path tmp) throws IOException {
        Path revised = revision(tmp);
        Path patterns = revised.resolve("repetition/patterns.yaml");
        Files.writeString(patterns, Files.readString(patterns)
                .replaceFirst("(?m)^(  - id: perpetual-check)$", "$1\n    status: allowed"));
        Path games = Files.createDirectories(tmp.resolve("games/2024"));
        Files.writeString(games.resolve("round1.pgn"), "[Event \"checks\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n"
                + "1. f0e0 e8f8 2. e0f0 f8e8 3. f0e0 e8f8 4. e0f0 f8e8 *\n\n[Event \"quiet\"]\n1. h2e2 h9g7 *\n");
        CliRunner.Result r = CliRunner.run("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", tmp.resolve("no-casebook").toString(), "--games", tmp.resolve("games").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("games: 2 ruled, 1 changed"), r.out());
        assertTrue(r.out().contains("game round1.pgn #1"), r.out());
        assertTrue(!r.out().contains("round1.pgn #2"), r.out());
        assertEquals("", r.err(), "no progress bar when stderr is not a terminal");
    }

    @Test
    void aDamagedRecordIsNamedOnStderrAndTheRestIsCompared(@TempDir Path tmp) throws IOException {
        Path revised = revision(tmp);
        Path patterns = revised.resolve("repetition/patterns.yaml");
        Files.writeString(patterns, Files.readString(patterns)
                .replaceFirst("(?m)^(  - id: perpetual-check)$", "$1\n    status: allowed"));
        Path games = Files.createDirectories(tmp.resolve("games"));
        // sorted first: the damaged file comes before the good one and must not stop the comparison
        Files.write(games.resolve("a-damaged.xqf"), new byte[] {'X', 'Q', 1, 2, 3});
        Files.writeString(games.resolve("b-round1.pgn"), "[Event \"checks\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n"
                + "1. f0e0 e8f8 2. e0f0 f8e8 3. f0e0 e8f8 4. e0f0 f8e8 *\n");
        CliRunner.Result r = CliRunner.run("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", tmp.resolve("no-casebook").toString(), "--games", games.toString());
        assertEquals(1, r.exitCode(), "a damaged record makes the exit code non-zero: " + r.err());
        assertTrue(r.out().contains("games: 1 ruled, 1 changed"), r.out());
        assertTrue(r.out().contains("game b-round1.pgn #1"), r.out());
        assertEquals(2, r.errLines().length, r.err());
        assertTrue(r.errLines()[0].contains("a-damaged.xqf"), r.err());
        assertTrue(r.errLines()[1].contains("1 unreadable game record skipped"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());
    }

    @Test
    void aVariationCutShortIsNamedOnStderrOnceAsXqRuleNamesIt(@TempDir Path tmp) throws IOException {
        Path revised = revision(tmp);
        Path games = Files.createDirectories(tmp.resolve("games"));
        // a variation whose second move cannot be played: the record is read up to it, and the cut said once
        org.xqverifier.record.XqfFixtures f = new org.xqverifier.record.XqfFixtures();
        f.version = 16;
        f.moves = org.xqverifier.record.XqfFixtures.iccsList("h2e2", "h9g7");
        f.alternatives.put(1, java.util.List.of(new org.xqverifier.record.XqfFixtures.Line("b9c7", "e2e9")));
        Path file = games.resolve("cut.xqf");
        Files.write(file, f.build());
        CliRunner.Result diff = CliRunner.run("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", tmp.resolve("no-casebook").toString(), "--games", games.toString());
        assertEquals(0, diff.exitCode(), "a cut variation is no unreadable record: " + diff.err());
        assertTrue(diff.out().contains("games: 1 ruled, 0 changed"), diff.out());
        CliRunner.Result rule = CliRunner.run("rule", "--edition", "wxf-2018", "--games", games.toString());
        assertEquals(1, rule.errLines().length, rule.err());
        assertTrue(rule.errLines()[0].endsWith("(the variation ends before this move; the rest of the record is read)"),
                rule.err());
        assertEquals(rule.err(), diff.err(), "the same line as xq rule, once");
    }
}
