package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Probes of our CXA 2020 readings (principles 4–6, the casebook's cxa-probe-4 … 6): constructed positions, not the
 * book's figures. Each expected verdict is our reading of the book's text (24.3 whole-board 得子, 因果关系, the capturing
 * piece owns a win by checks), never the engine's output.
 */
class CxaPrinciplesTest {
    private static Ruling rule(String fen, String moves) {
        return Arbiter.forEdition("cxa-2020").rule(fen, Arrays.asList(moves.split(" ")));
    }

    @Test
    void principle4_aCaptureThatCostsThePieceTheCapturerGuardedWinsNothing_soEachStepThatFreesTheRookChases() {
        // constructed: the g5 rook guards the f5 cannon that the f7 rook attacks; each cannon step out of the rook's
        // line lets the g5 rook take the g1 horse for nothing (24.3, the complete exchange over the whole board)
        Ruling r = rule("3k5/9/5r3/9/5CR2/9/3P5/9/3K2n2/9 w", "f5e5 f7e7 e5f5 e7f7 f5e5 f7e7 e5f5 e7f7");
        assertEquals(List.of("捉"), r.moves().get(0).labels());
        assertEquals(List.of("捉"), r.moves().get(2).labels());
        assertEquals(Verdict.RED_MUST_CHANGE, r.verdict());
    }

    @Test
    void principle6_aWinByChecksWhoseCaptureIsAPawnsIsIdle_oneCheckOneIdleIsADraw() {
        // constructed: after 车二退三 the rook's check on b8 lets the f8 pawn take an advisor; the capturing piece
        // owns the win and a pawn's own chases are idle (26.1, 图14), so Red checks and idles: allowed (24.14, 25.2)
        Ruling r = rule("3k1a3/4aP3/9/1R7/9/9/9/9/9/4K4 w", "b6b9 d9d8 b9b6 d8d9 b6b9 d9d8 b9b6 d8d9");
        assertEquals(List.of("将"), r.moves().get(0).labels());
        assertEquals(List.of("闲"), r.moves().get(2).labels());
        assertEquals(Verdict.DRAW, r.verdict());
    }

    @Test
    void principle5_anEscapeByAPieceThatTakesNoPartInAnOldWinIsIdle() {
        // constructed: the b7 rook could always take the b0 cannon; the black cannon's escapes from the horse take
        // no part in that capture, so they are not chases (因果关系); Red's horse chases the cannon every move
        Ruling r = rule("3aka3/7c1/1r7/9/9/5N3/4P4/9/9/1C2K4 w", "f4g6 h8h5 g6f4 h5h8 f4g6 h8h5 g6f4 h5h8");
        assertEquals(List.of("捉"), r.moves().get(0).labels());
        assertEquals(List.of("闲"), r.moves().get(1).labels());
        assertEquals(List.of("闲"), r.moves().get(3).labels());
        assertEquals(Verdict.RED_MUST_CHANGE, r.verdict());
    }

    @Test
    void principle5a_theCapturerSlidingAlongItsOwnLineOutOfAttackKeepsAnOldWin_soItIsIdle() {
        // constructed: the c-file rook could always take the c9 cannon; the b6/d5 horse chases it and it slides along
        // its own file, keeping that attack: 图5's "the result did not change", so 闲; Black's horse chases the
        // unprotected rook every move (长捉): Black changes
        Ruling r = rule("2cak4/4a4/9/1n7/9/2R6/9/9/9/4K4 w", "c4c3 b6d5 c3c4 d5b6 c4c3 b6d5 c3c4 d5b6");
        assertEquals(List.of("闲"), r.moves().get(0).labels());
        assertEquals(List.of("捉"), r.moves().get(1).labels());
        assertEquals(List.of("闲"), r.moves().get(2).labels());
        assertEquals(Verdict.BLACK_MUST_CHANGE, r.verdict());
    }

    @Test
    void principle5b_aBlockOfACheckThatLeftTheTargetUnguardedIsNotCreditedWithTheOldAttack() {
        // constructed: 车8平5 checks and stops guarding the h3 cannon the f2 horse already attacked; 仕六进五 blocks and
        // takes no part in the capture: the state the checker caused himself is 闲 (因果关系); 一将一闲 against 闲: draw
        Ruling r = rule("4ka3/4a4/7r1/9/9/9/7c1/5N3/9/3AK4 b", "h7e7 d0e1 e7h7 e1d0 h7e7 d0e1 e7h7 e1d0");
        assertEquals(List.of("将"), r.moves().get(0).labels());
        assertTrue(!r.moves().get(1).labels().contains("捉"), r.moves().get(1).labels().toString());
        assertEquals(Verdict.DRAW, r.verdict());
    }

    @Test
    void principle5c_aKingsStepOutOfAMateThreatIsNotCreditedWithTheRooksOldAttack() {
        // constructed: the h2 rook always attacks the unprotected h3 cannon; with the king on e0 taking it loses to
        // 车7进7 mate, and 帅五平四 steps out of the mate: the king's answer is idle (图17's reading for a check), the
        // old attack is not its chase; Black 一杀一闲, Red idles: draw
        Ruling r = rule("9/4a4/4kar2/9/9/9/2n4c1/3A3R1/4A4/4K4 b", "c3e4 e0f0 e4c3 f0e0 c3e4 e0f0 e4c3 f0e0");
        assertEquals(List.of("杀"), r.moves().get(0).labels());
        assertTrue(!r.moves().get(1).labels().contains("捉"), r.moves().get(1).labels().toString());
        assertEquals(Verdict.DRAW, r.verdict());
    }
}
