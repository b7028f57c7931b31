package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Position#quietMoveTo}: from the key of a position one quiet move away it finds that move, and nothing for a
 * position a capture, a move of the other side or two moves away. Checked over random games from the start.
 */
class QuietMoveToTest {
    @Test
    void findsEveryQuietMoveFromItsKeyAndNothingElse() {
        SplittableRandom random = new SplittableRandom(24);
        int quiet = 0, other = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.start();
            long twoAgo = p.key();
            for (int ply = 0; ply < 120; ply++) {
                int[] moves = p.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                for (int m : moves) {
                    boolean capture = p.pieceAt(Move.to(m)) != Piece.EMPTY;
                    p.make(m);
                    long after = p.key();
                    p.unmake();
                    if (capture) {
                        assertEquals(Move.NONE, p.quietMoveTo(after), "a capture is not a quiet move: " + Move.iccs(m));
                        other++;
                    } else {
                        assertEquals(m, p.quietMoveTo(after), p.toFen() + " " + Move.iccs(m));
                        quiet++;
                    }
                }
                assertEquals(Move.NONE, p.quietMoveTo(p.key()), "the position itself is no move away");
                if (ply >= 2) {
                    assertEquals(Move.NONE, p.quietMoveTo(twoAgo ^ 1), "an unrelated key");
                }
                twoAgo = p.key();
                p.make(moves[random.nextInt(moves.length)]);
            }
        }
        assertTrue(quiet > 100_000 && other > 1_000, quiet + " quiet, " + other + " captures");
    }
}
