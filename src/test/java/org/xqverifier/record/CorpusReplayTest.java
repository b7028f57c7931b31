package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The shared corpus replays: every game of the two game files, and the two notation samples. */
class CorpusReplayTest {

    @Test
    void everyCorpusGameReplays() throws Exception {
        int games = 0;
        int plies = 0;
        for (String name : Corpus.GAME_FILES) {
            PgnReport report = PgnReader.check(Corpus.file(name));
            assertTrue(report.ok(), () -> report.summary() + "\n" + report.problems());
            games += report.games();
            plies += report.plies();
        }
        // The corpus's own description: 2,516 games, 221,678 plies.
        assertEquals(2516, games);
        assertEquals(221_678, plies);
    }

    /**
     * The samples hold the same games in Chinese (full-width digits) and in WXF (full-width, {@code =}, sign-first
     * {@code +P+1}); both must replay to the same moves.
     */
    @Test
    void notationSamplesParseToTheSameMoves() throws Exception {
        List<Game> chinese = PgnReader.read(Corpus.file("sample_chinese_notation.pgn"));
        List<Game> wxf = PgnReader.read(Corpus.file("sample_wxf_notation.pgn"));
        assertEquals(chinese.size(), wxf.size());
        assertTrue(chinese.size() > 0);
        for (int i = 0; i < chinese.size(); i++) {
            assertEquals(chinese.get(i).tags(), wxf.get(i).tags());
            org.junit.jupiter.api.Assertions.assertArrayEquals(chinese.get(i).moves(), wxf.get(i).moves(), "game " + (i + 1));
        }
    }
}
