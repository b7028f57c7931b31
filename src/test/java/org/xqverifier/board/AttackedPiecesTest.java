package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Position#attackedPieces} marks, for each side, exactly the points holding a piece that {@link
 * Position#isAttackedBy} says the side attacks (the material search's held and guarded pieces are read from it), over
 * the positions of random capture-happy games.
 */
class AttackedPiecesTest {

    @Test
    void everyPieceIsMarkedAsItsAttackersSay() {
        long[] marks = new long[4];
        int[] compared = {0};
        RandomGames.forEachPosition(37, 80, 160, p -> {
            p.attackedPieces(marks);
            for (int sq = 0; sq < Square.COUNT; sq++) {
                for (Side by : Side.values()) {
                    boolean marked = (marks[2 * by.index() + (sq >> 6)] & 1L << (sq & 63)) != 0;
                    boolean expected = p.pieceAt(sq) != Piece.EMPTY && p.isAttackedBy(sq, by);
                    assertEquals(expected, marked, p.toFen() + " " + Square.name(sq) + " by " + by);
                    compared[0] += expected ? 1 : 0;
                }
            }
        });
        assertTrue(compared[0] > 50_000, "attacked pieces compared: " + compared[0]);
    }
}
