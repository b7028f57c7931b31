package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A search depth or window from a committee's table never makes one ruling crash or run unbounded: the analysis of a
 * ruling is held to a bound on the positions it plays, whatever the tables say ({@code mate_search_plies: 17} gave
 * "internal error: Index 16"; {@code win_by_checks_plies: 33} ran over 300 s on one game). Tested with a bound of 2 M
 * positions ({@code -Dxq.analysis.maxPositions}); the bundled editions' heaviest ruling plays under 1 M.
 */
class SearchBoundsTest {
    static final Path PROBES = Path.of("..", "shared", "reference", "probe-inputs-2026-12", "rules");
    static final String GAME = PROBES.resolve("wbc33-game.pgn").toString();

    @AfterEach
    void restore() {
        System.clearProperty("xq.analysis.maxPositions");
    }

    private static void endsWithoutCrash(String folder, String edition, boolean bounded) {
        System.setProperty("xq.analysis.maxPositions", "2000000");
        CliRunner.Result r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> CliRunner.run("rule", "--rules",
                PROBES.resolve(folder).toString(), "--edition", edition, "--games", GAME));
        String all = r.out() + r.err();
        assertFalse(all.contains("internal error") || all.contains("\tat "), folder + ": " + all);
        assertTrue(all.contains("summary"), folder + ": the collection is summed up: " + all);
        if (bounded) {
            assertTrue(r.out().contains("wbc33-game.pgn game 1") && r.out().contains("per-ruling bound"), folder + ": " + r.out());
            assertTrue(r.exitCode() == 1, folder + ": the game that could not be ruled makes the exit code 1");
        }
    }

    @Test
    void aMateSearchDeeperThanTheArraysEndsWithoutCrash() {
        endsWithoutCrash("mate17", "tw-2007", false);
    }

    @Test
    void aWinnerMatedDepthOf33EndsWithoutCrash() {
        endsWithoutCrash("wm33", "cxa-2020", false);
    }

    @Test
    void aWinByChecksWindowOf33StopsAtThePerRulingBound() {
        endsWithoutCrash("wbc33", "cxa-2020", true);
    }
}
