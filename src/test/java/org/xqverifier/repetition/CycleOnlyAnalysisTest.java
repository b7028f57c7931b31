package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Replaying a game with make and keys only, and analysing just the plies of the repetition once a position reaches the
 * occurrence count, rules exactly as analysing the moves one by one as they are read.
 */
class CycleOnlyAnalysisTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "Liu_Dahua_1125_UCI_games.pgn");

    @Test
    void corpusGamesAreRuledAlikeUnderEachKindOfEdition() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        List<Game> games = PgnReader.read(CORPUS);
        for (String edition : List.of("wxf-2018", "cxa-2020")) {
            Arbiter arbiter = Arbiter.forEdition(edition);
            int cycles = 0;
            for (Game g : games.subList(0, 400)) {
                List<String> texts = new ArrayList<>();
                for (int m : g.moves()) {
                    texts.add(Move.iccs(m));
                }
                Ruling byText = arbiter.firstRuling(g.startFen(), texts);
                Ruling byReplay = arbiter.firstRuling(g.startFen(), g.moves());
                assertEquals(byText, byReplay, edition + ", game " + g.number());
                cycles += byReplay.cycleOrNull() != null ? 1 : 0;
            }
            assertTrue(cycles >= 20, edition + ": the sample must hold cycles to compare, found " + cycles);
        }
    }

    /** The key-only search for "does this game repeat?" (a file's game list) finds the cycle the first ruling rules on. */
    @Test
    void theFirstCycleFoundWithKeysOnlyIsTheFirstRulingsCycle() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        Arbiter arbiter = Arbiter.forEdition("wxf-2018");
        Replayer replayer = Replayer.of(arbiter.edition());
        int cycles = 0;
        for (Game g : PgnReader.read(CORPUS)) {
            Cycle ruled = arbiter.firstRuling(g.startFen(), g.moves()).cycleOrNull();
            assertEquals(ruled, replayer.firstCycle(g.startFen(), g.moves()), "game " + g.number());
            cycles += ruled != null ? 1 : 0;
        }
        assertTrue(cycles >= 40, "the corpus must hold cycles to compare, found " + cycles);
    }

    @Test
    void aCycleAfterOtherMovesIsFoundAndRuledAlike() {
        Arbiter arbiter = Arbiter.forEdition("tw-2007");
        // two cannons step aside first; then both horses go out and back twice: the position after ply 2 stands
        // there a third time at ply 10, and the repetition is judged from its first occurrence: plies 3-10
        String[] moves = {"b2c2", "b7c7", "h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9"};
        int[] codes = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            codes[i] = Move.parseIccs(moves[i]);
        }
        String start = org.xqverifier.board.Fen.START;
        Ruling r = arbiter.firstRuling(start, codes);
        assertEquals(arbiter.firstRuling(start, List.of(moves)), r);
        assertEquals(10, r.decisionPly());
        assertEquals(3, r.cycleOrNull().startPly());
        assertEquals(8, r.moves().size(), "only the repetition's plies are labelled");
        assertEquals(new Cycle(3, 8), Replayer.of(arbiter.edition()).firstCycle(start, codes));
    }
}
