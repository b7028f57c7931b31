package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Square;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Roots that reach the attacked point only through the attacker's own square (AXF Art. 19, D39–D41): the capture
 * itself opens their line. Positions constructed by hand; the counts were worked out on the board.
 */
class RootsThroughAttackerTest {
    private static Attack before(String fen, String move, String from, String to) {
        Board b = PlyAnalyzerTest.board(fen);
        PlyFacts f = new PlyAnalyzer(b, 3).play(1, Square.parse(move.substring(0, 2)), Square.parse(move.substring(2)));
        List<Attack> found = f.getAttacks().stream().filter(a -> a.getPhase() == Phase.BEFORE
                && a.getAttackerSquare().equals(from) && a.getTargetSquare().equals(to)).toList();
        assertEquals(1, found.size(), "one attack " + from + "x" + to + " before the move: " + f.getAttacks());
        return found.get(0);
    }

    @Test
    void aRookBehindTheAttackerProtectsOnlyThroughIt() {
        // black rook d5 next to the red horse c5; the red rook h5 sees c5 only once d5 is empty
        Attack a = before("5k3/9/9/9/2Nr3R1/9/9/9/9/3K5 b", "f9f8", "d5", "c5");
        assertEquals(1, a.getRealProtectors());
        assertEquals(1, a.getRootsThroughAttacker());
        assertTrue(a.isProtectedOnlyThroughAttacker());
    }

    @Test
    void aRootOnAnotherLineIsAnOrdinaryRoot() {
        // the same, and a red rook on c0 that guards c5 along the file whatever the black rook does
        Attack a = before("5k3/9/9/9/2Nr3R1/9/9/9/9/2RK5 b", "f9f8", "d5", "c5");
        assertEquals(2, a.getRealProtectors());
        assertEquals(1, a.getRootsThroughAttacker());
        assertFalse(a.isProtectedOnlyThroughAttacker());
    }

    @Test
    void aCannonWhoseScreenIsTheAttackerIsNoRootThroughIt() {
        // red cannon h5 behind the black rook d5 with the horse c5 beyond: d5 is the cannon's screen for c5 now, and
        // once the rook has taken on c5 the cannon has no screen left: not a root at all
        Attack a = before("5k3/9/9/9/2Nr3C1/9/9/9/9/3K5 b", "f9f8", "d5", "c5");
        assertEquals(0, a.getRealProtectors());
        assertEquals(0, a.getRootsThroughAttacker());
    }
}
