package org.xqverifier.referee;

import org.junit.jupiter.api.Test;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Ruling;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The referee's first ruling is {@code xq rule}'s on the two lines where the whole-corpus check found them apart
 * under cxa-2020 (docs/referee.md): each a four-ply pair of loops from the position before the cycle, adopted from
 * the XQF collection (王嘉良专集/中炮过河车对屏风马平炮兑车.XQF plies 127–134 and 群英会森林(2弦)-和-北飞之燕(9弦)
 * 02-10-12.XQF plies 74–81, the position before each set as the start). In both a piece that is about to move is
 * attacked before its move (CXA 24.3 因果关系: taking it now is no answer the mover's captures created), and what
 * taking it "anyway" wins was searched with the reading of whatever the search object had been asked last.
 */
class RefereeAgreesOnEscapeTest {
    static final String ROOK_AND_CANNON = "2bcka3/3Ra2C1/4b2r1/9/p3R3p/9/P8/3A4B/3K5/7c1 w";
    static final String ROOK_AND_CANNON_MOVES = "h8i8 h7i7 i8h8 i7h7 h8g8 h7g7 g8h8 g7h7";
    static final String ROOK_OFFERED = "3k1ab2/4a4/4b4/p3C3p/4P2N1/1N1r5/2P3R1P/3A1R3/4KC3/c2n1rB2 b";
    static final String ROOK_OFFERED_MOVES = "f0e0 e1d1 e0f0 d1e1 f0e0 e1d1 e0f0 d1e1";

    @Test
    void aCannonShuttlingBesideAnAttackedRookIsRuledAsTheBatchRulesIt() {
        agree(ROOK_AND_CANNON, ROOK_AND_CANNON_MOVES);
    }

    @Test
    void aRookShuttlingBesideTheKingIsRuledAsTheBatchRulesIt() {
        agree(ROOK_OFFERED, ROOK_OFFERED_MOVES);
    }

    private static void agree(String fen, String line) {
        List<String> moves = List.of(line.split(" "));
        Ruling batch = Arbiter.forEdition("cxa-2020").firstRuling(fen, moves);
        RefereeGame game = Referee.of("cxa-2020").newGame(fen);
        Ruling live = null;
        for (String m : moves) {
            Status s = game.play(m);
            if (s.state() == State.REPETITION) {
                live = s.ruling();
                break;
            }
        }
        assertNotNull(live, "the line closes a cycle");
        assertEquals(batch.moves(), live.moves(), "every move's labels and targets");
        assertEquals(batch, live);
    }
}
