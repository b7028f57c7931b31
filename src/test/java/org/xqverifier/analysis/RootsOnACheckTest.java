package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On a move that gives check, roots are judged as if the check were answered (our reading of AXF Art. 12, D13): a
 * protector whose recapture is illegal only because the check already on the board goes on still protects.
 * Constructed position.
 */
class RootsOnACheckTest {
    @Test
    void aRootHeldOnlyByTheCheckStillProtects() {
        // the red rook leaves e4 for d4: the cannon e0 checks over the pawn e3, and the rook attacks the horse c4,
        // which the black rook c9 guards along the file; recapturing would leave the cannon's check standing
        PlyFacts f = PlyAnalyzerTest.play("2r1k4/9/9/9/9/2n1R4/4P4/9/9/3KC4 w", "e4d4");
        assertTrue(f.isCheck());
        Attack a = PlyAnalyzerTest.after(f, "d4", "c4");
        assertEquals(1, a.getRealProtectors());
        assertEquals(0, a.getFakeProtectors());
    }

    @Test
    void aRecaptureThatOpensANewCheckIsStillAFakeRoot() {
        // the same, and a red rook on a9 pins the black rook c9 to its king: recapturing would add the rook's check
        PlyFacts f = PlyAnalyzerTest.play("R1r1k4/9/9/9/9/2n1R4/4P4/9/9/3KC4 w", "e4d4");
        assertTrue(f.isCheck());
        Attack a = PlyAnalyzerTest.after(f, "d4", "c4");
        assertEquals(0, a.getRealProtectors());
        assertEquals(1, a.getFakeProtectors());
    }
}
