package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Fen;
import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A game replayed without the rule base ({@link Replayer}) and decided afterwards rules exactly as the arbiter's own
 * first ruling; a game without a cycle is ruled by the tables alone.
 */
class PendingDecisionTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "Hu_Ronghua_1391_UCI_games.pgn");

    @Test
    void replayedThenDecidedRulesAsTheArbiterUnderEachKindOfEdition() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        List<Game> games = PgnReader.read(CORPUS);
        for (String edition : List.of("wxf-2018", "cxa-2020")) {
            Replayer replayer = Arbiters.bundled().replayer(edition);
            Arbiter arbiter = Arbiters.bundled().get(edition);
            int decided = 0, byTables = 0, mates = 0;
            for (Game g : games.subList(0, 300)) {
                PendingDecision pending = replayer.firstRuling(g.startFen(), g.moves());
                Ruling ruling;
                if (pending.needsDecision()) {
                    decided++;
                    ruling = arbiter.rule(pending);
                } else {
                    byTables++;
                    ruling = pending.ruling();
                    mates += ruling.verdict() != Verdict.NONE ? 1 : 0;
                }
                assertEquals(arbiter.firstRuling(g.startFen(), g.moves()), ruling, edition + ", game " + g.number());
            }
            assertTrue(decided >= 10 && byTables >= 10 && mates >= 1,
                    edition + ": the sample must hold both kinds, found " + decided + " decided, " + byTables
                            + " by the tables (" + mates + " mates)");
        }
    }

    @Test
    void aCycleWaitsForTheRulesOfItsOwnEdition() {
        int[] horses = codes("h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9");
        PendingDecision pending = Arbiters.bundled().replayer("tw-2007").firstRuling(Fen.START, horses);
        assertTrue(pending.needsDecision());
        assertThrows(IllegalStateException.class, pending::ruling, "a cycle has no ruling without the rules");
        assertThrows(IllegalArgumentException.class, () -> Arbiter.forEdition("wxf-2018").rule(pending));
        assertEquals(Arbiter.forEdition("tw-2007").firstRuling(Fen.START, horses),
                Arbiter.forEdition("tw-2007").rule(pending));

        PendingDecision opening = Arbiters.bundled().replayer("tw-2007").firstRuling(Fen.START, codes("h2e2", "h9g7"));
        assertFalse(opening.needsDecision());
        assertEquals(Verdict.NONE, opening.ruling().verdict());
    }

    private static int[] codes(String... iccs) {
        int[] codes = new int[iccs.length];
        for (int i = 0; i < iccs.length; i++) {
            codes[i] = Move.parseIccs(iccs[i]);
        }
        return codes;
    }
}
