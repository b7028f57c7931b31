package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A search depth or window from a committee's table never makes one ruling crash or run unbounded. The probe's values
 * ({@code mate_search_plies: 17} gave "internal error: Index 16"; {@code win_by_checks_plies: 33} ran over 300 s on
 * one game) are now refused at load, at their line (the tables' ranges, issue 22); and the analysis of a ruling is
 * held to a bound on the positions it plays whatever the tables say, tested with a value in range and a bound of
 * 5,000 positions ({@code -Dxq.analysis.maxPositions}; the default is 25 M, the bundled editions' heaviest ruling
 * plays under 1 M).
 */
class SearchBoundsTest {
    static final Path PROBES = Path.of("..", "shared", "reference", "probe-inputs-2026-12", "rules");
    static final String GAME = PROBES.resolve("wbc33-game.pgn").toString();

    @TempDir
    Path dir;

    @AfterEach
    void restore() {
        System.clearProperty("xq.analysis.maxPositions");
    }

    private static CliRunner.Result rule(Path folder, String edition) {
        CliRunner.Result r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> CliRunner.run("rule", "--rules",
                folder.toString(), "--edition", edition, "--games", GAME));
        String all = r.out() + r.err();
        assertFalse(all.contains("internal error") || all.contains("\tat "), folder + ": " + all);
        return r;
    }

    private static void refusedAtItsLine(String folder, String edition, String table, String key) {
        CliRunner.Result r = rule(PROBES.resolve(folder), edition);
        assertNotEquals(0, r.exitCode(), folder + ": " + r.out());
        assertEquals(1, r.errLines().length, folder + ": one line: " + r.err());
        assertTrue(r.err().contains(folder + "/repetition/" + table + ":2:3: '" + key), folder + ": " + r.err());
        assertFalse(r.out().contains("summary"), folder + ": nothing is ruled under a folder that does not load");
    }

    @Test
    void theProbesDepthsAreRefusedAtTheirLine() {
        refusedAtItsLine("mate17", "tw-2007", "parameters.yaml", "mate_search_plies");
        refusedAtItsLine("wm33", "cxa-2020", "chases.yaml", "winner_mated_plies");
        refusedAtItsLine("wbc33", "cxa-2020", "chases.yaml", "win_by_checks_plies");
    }

    @Test
    void aWindowInItsRangeStillStopsAtThePerRulingBound() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("wbc11/repetition")).getParent();
        Files.copy(PROBES.resolve("wbc33/edition.yaml"), folder.resolve("edition.yaml"));
        // the longest line of checks the table allows (a forced answer costs no depth, so the whole line is 11 too)
        Files.writeString(folder.resolve("repetition/chases.yaml"),
                "win_by_checks_plies:\n  value: 11\nwin_by_checks_forced_line_plies:\n  value: 11\n");
        // a bound the 11-ply window passes: the ruling plays between 2,000 and 3,000 positions on the board since the
        // searches for checks play only the moves that check (10,000 to 20,000 when they played the moves that can,
        // more than 20,000 before that)
        System.setProperty("xq.analysis.maxPositions", "1000");
        CliRunner.Result r = rule(folder, "cxa-2020");
        assertTrue(r.out().contains("wbc33-game.pgn game 1") && r.out().contains("per-ruling bound of 1,000 positions"),
                r.out());
        assertTrue(r.out().contains("summary"), "the collection is summed up: " + r.out());
        assertEquals(1, r.exitCode(), "the game that could not be ruled makes the exit code 1");
    }
}
