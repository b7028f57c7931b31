package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/**
 * In check, the legal moves are found without trying on the board the moves that cannot touch the check (a piece
 * other than the king that neither leaves nor reaches a checker's point, a point between it and the king, a horse's
 * leg): they must be exactly the pseudo-legal moves that leave the king safe, for both sides, in the many checks of
 * random games (capture-happy, so that rooks, cannons, horses and pawns give single, double and facing checks).
 */
class CheckEvasionTest {

    @Test
    void theMovesOutOfCheckAreThoseThatLeaveTheKingSafe() {
        int[] moves = new int[256];
        int[] checks = {0};
        RandomGames.forEachPosition(29, 400, 200, p -> {
            for (Side s : Side.values()) {
                int n = p.pseudoLegalMoves(s, moves);
                int[] expected = new int[n];
                int k = 0;
                for (int i = 0; i < n; i++) {
                    if (p.leavesOwnKingSafe(moves[i])) {
                        expected[k++] = moves[i];
                    }
                }
                expected = Arrays.copyOf(expected, k);
                int legal = p.legalMoves(s, moves);
                assertArrayEquals(expected, Arrays.copyOf(moves, legal), p.toFen() + " " + s);
                assertEquals(k > 0, p.hasLegalMove(s), p.toFen() + " " + s);
                if (p.inCheck(s)) {
                    checks[0]++;
                }
            }
        });
        assertTrue(checks[0] > 1_000, "checks seen: " + checks[0]);
    }

    /**
     * The mate searches ask a side's replies piece by piece, each pseudo-legal move tested alone: the legal ones,
     * together in square order, are its legal moves.
     */
    @Test
    void theMovesPieceByPieceAreTheLegalMovesInOrder() {
        int[] moves = new int[256];
        int[] one = new int[32];
        long[] mask = new long[2];
        int[] checks = {0};
        RandomGames.forEachPosition(31, 200, 200, p -> {
            for (Side s : Side.values()) {
                int n = p.legalMoves(s, moves);
                boolean tried = p.evasionMask(s, mask);
                int[] byPiece = new int[256];
                int k = 0;
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    int piece = p.pieceAt(sq);
                    if (piece != Piece.EMPTY && Piece.sideIndex(piece) == s.index()) {
                        int m = p.pseudoMovesFrom(sq, one);
                        for (int i = 0; i < m; i++) {
                            if (p.legalReply(one[i], tried, mask)) {
                                byPiece[k++] = one[i];
                            }
                        }
                    }
                }
                assertArrayEquals(Arrays.copyOf(moves, n), Arrays.copyOf(byPiece, k), p.toFen() + " " + s);
                if (tried) {
                    checks[0]++;
                }
            }
        });
        assertTrue(checks[0] > 500, "checks seen: " + checks[0]);
    }
}
