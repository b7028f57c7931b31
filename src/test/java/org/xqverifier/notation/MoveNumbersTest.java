package org.xqverifier.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Fen;

class MoveNumbersTest {
    @Test
    void fromTheStartPly108IsBlacksMove54AndPly115RedsMove58() {
        MoveNumbers n = MoveNumbers.from(Fen.START);
        assertEquals("1.", n.label(1));
        assertEquals("1…", n.label(2));
        assertEquals("54…", n.label(108));
        assertEquals("58.", n.label(115));
        assertEquals("54…–58.", n.range(108, 115));
        assertEquals("3.", n.range(5, 5));
    }

    @Test
    void blackToMoveFirstStartsAtBlacksHalfOfTheFensMoveNumber() {
        MoveNumbers n = MoveNumbers.from("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 b - - 0 30");
        assertEquals("30…", n.label(1));
        assertTrue(n.isBlack(1));
        assertEquals("31.", n.label(2));
        assertFalse(n.isBlack(2));
        assertEquals(31, n.number(3));
        // no move number in the FEN: move 1
        assertEquals("1…", MoveNumbers.from("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 b").label(1));
    }
}
