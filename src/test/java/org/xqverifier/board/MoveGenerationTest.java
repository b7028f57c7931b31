package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.*;

class MoveGenerationTest {

    private static Position at(String fen) throws FenException {
        return Position.fromFen(fen);
    }

    private static boolean legal(Position p, String iccs) {
        return p.isLegal(Move.parseIccs(iccs));
    }

    @Test
    void checkmateIsALossForTheSideToMove() throws FenException {
        // Black king e9: the rook on a9 checks along rank 9, the rook on b8 guards rank 8.
        assertEquals(GameStatus.CHECKMATE, at("R3k4/1R7/9/9/9/9/9/9/9/3K5 b").status());
    }

    @Test
    void stalemateIsALossToo() throws FenException {
        // Black king e9 not in check: rooks on files d and f guard d9 and f9, the horse on c7 guards e8.
        Position p = at("4k4/9/2N6/9/9/9/9/9/3R1R3/3K5 b");
        assertFalse(p.inCheck());
        assertEquals(GameStatus.STALEMATE, p.status());
    }

    @Test
    void kingsMayNotFaceEachOther() throws FenException {
        // The red pawn on e5 is the only piece between the kings: it may step forward but not sideways.
        Position p = at("4k4/9/9/9/4P4/9/9/9/9/4K4 w");
        assertTrue(legal(p, "e5e6"));
        assertFalse(legal(p, "e5d5"));
        assertFalse(legal(p, "e5f5"));
        assertEquals(4, p.legalMoves().length, "e5e6 and the king's three steps");
    }

    @Test
    void horseLegAndElephantEyeBlock() throws FenException {
        Position p = Position.start();
        assertTrue(legal(p, "b0c2"));
        assertFalse(legal(p, "b0d1"), "b0-d1 goes over c0, where the elephant stands (蹩马腿)");
        assertTrue(legal(p, "c0e2"));
        assertFalse(legal(p, "c0a4"), "elephants move exactly two points diagonally; c0-a4 is not an elephant move");
        assertFalse(legal(p, "c0e4"));
    }

    @Test
    void cannonNeedsExactlyOneScreenToCapture() throws FenException {
        Position p = Position.start();
        assertTrue(legal(p, "b2b9"), "the cannon captures the horse over the b7 cannon");
        assertFalse(legal(p, "b2b7"), "a cannon cannot capture without a screen");
        assertTrue(legal(p, "b2b6"));
    }

    @Test
    void pawnsMoveSidewaysOnlyAfterCrossingTheRiver() throws FenException {
        Position p = at("4k4/9/9/9/2P6/4P4/9/9/9/4K4 w");
        assertTrue(legal(p, "c5b5"));
        assertTrue(legal(p, "c5c6"));
        assertFalse(legal(p, "c5c4"), "pawns never move backwards");
        assertFalse(legal(p, "e4d4"), "an uncrossed pawn only moves forward");
    }

    @Test
    void optimisedLegalityAgreesWithTryingEveryMoveOnTheBoard() {
        SplittableRandom random = new SplittableRandom(7);
        int[] moves = new int[Position.MAX_MOVES];
        int positions = 0;
        for (int game = 0; game < 300; game++) {
            Position p = Position.start();
            for (int ply = 0; ply < 150; ply++) {
                int[] fast = p.legalMoves();
                int[] slow = bruteForce(p, moves);
                Arrays.sort(fast);
                assertArrayEquals(slow, fast, () -> "legal moves differ in " + p.toFen());
                positions++;
                if (fast.length == 0) {
                    break;
                }
                p.make(fast[random.nextInt(fast.length)]);
            }
        }
        assertTrue(positions > 10_000);
    }

    private static int[] bruteForce(Position p, int[] buffer) {
        int n = p.generatePseudo(p.sideToMove().index(), buffer, false);
        int[] legal = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            p.make(buffer[i]);
            if (!p.inCheck(p.sideToMove().opposite())) {
                legal[m++] = buffer[i];
            }
            p.unmake();
        }
        int[] result = Arrays.copyOf(legal, m);
        Arrays.sort(result);
        return result;
    }

    @Test
    void makeUnmakeRestoresPositionAndKey() {
        SplittableRandom random = new SplittableRandom(11);
        Position p = Position.start();
        String fen = p.toFen();
        long key = p.key();
        for (int i = 0; i < 200; i++) {
            int[] legal = p.legalMoves();
            if (legal.length == 0) {
                break;
            }
            p.make(legal[random.nextInt(legal.length)]);
        }
        assertEquals(p.key(), Fen.parse(p.toFen()).key(), "incremental key equals a key computed from scratch");
        while (p.historyLength() > 0) {
            p.unmake();
        }
        assertEquals(fen, p.toFen());
        assertEquals(key, p.key());
    }
}
