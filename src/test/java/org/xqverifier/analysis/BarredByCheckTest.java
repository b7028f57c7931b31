package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Before a move, an attack of the side in check whose capture would leave that same check on the board and nothing else
 * is barred only by the check: it stood, and the answer to the check frees it (AXF Art. 12; the Fairy-Stockfish
 * triage's "chases made by answering checks", casebook/disagreements). A capture barred by a pin is not. Constructed
 * positions (tools/ffish-diff's random seed 7, shuffle-172).
 */
class BarredByCheckTest {
    private static Attack before(PlyFacts f, String from, String to) {
        List<Attack> found = f.getAttacks().stream().filter(a -> a.getPhase() == Phase.BEFORE
                && a.getAttackerSquare().equals(from) && a.getTargetSquare().equals(to)).toList();
        assertEquals(1, found.size(), "one attack " + from + "x" + to + " before the move: " + f.getAttacks());
        return found.get(0);
    }

    @Test
    void anAttackHeldOnlyByTheCheckStands() {
        // the black rook d8 checks the red king d0; the advisor e1 attacks the cannon f0, which it may take once the
        // check is answered (d0e0)
        PlyFacts f = PlyAnalyzerTest.play("9/3r4c/5k3/9/1R5P1/9/9/8B/4A4/3K1c3 w", "d0e0");
        Attack a = before(f, "e1", "f0");
        assertFalse(a.isLegal());
        assertTrue(a.isBarredOnlyByCheck());
        assertEquals(0, a.getRealProtectors());
    }

    @Test
    void anAttackHeldByAPinIsNotBarredOnlyByCheck() {
        // no check: the black rook e8 pins the advisor e1 to the king e0; the king's step d0 frees it
        PlyFacts f = PlyAnalyzerTest.play("9/4r3c/5k3/9/1R5P1/9/9/8B/4A4/4Kc3 w", "e0d0");
        Attack a = before(f, "e1", "f0");
        assertFalse(a.isLegal());
        assertFalse(a.isBarredOnlyByCheck());
        assertTrue(PlyAnalyzerTest.after(f, "e1", "f0").isLegal());
    }
}
