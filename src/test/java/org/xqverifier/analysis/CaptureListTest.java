package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.RandomGames;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The exchange search's capture list at every node ({@code MaterialSearch.captures}) is found from the capturers
 * ({@link Position#captures}); it must be exactly the list of asking every enemy piece, in point order, for its
 * attackers and sorting them stably by the ordering key, as it was first written (below): the same captures in the
 * same order, ties included, so every line the search follows is the same. Over the positions of random
 * capture-happy games and over random placements (pieces on any point: advisors outside a palace, elephants across
 * the river, kings anywhere or missing), for both sides, with values that tie often and values that do not.
 */
class CaptureListTest {

    private static PieceValues values(int advisor, int elephant, int horse, int rook, int cannon, int... pawns) {
        int[] v = new int[8];
        v[Piece.ADVISOR] = advisor;
        v[Piece.ELEPHANT] = elephant;
        v[Piece.HORSE] = horse;
        v[Piece.ROOK] = rook;
        v[Piece.CANNON] = cannon;
        v[Piece.KING] = 1000;
        return new PieceValues(v, pawns[0], pawns[1], pawns[2], pawns[3]);
    }

    /** cxa-2020-like values (a pawn taken low, given high) and flat ones where almost every capture ties. */
    private static final PieceValues[] VALUES = {values(2, 2, 4, 9, 4, 1, 2, 1, 5), values(3, 3, 3, 3, 3, 3, 3, 3, 3)};

    @Test
    void capturesFromTheCapturersAreTheCapturesAskedOfEveryTarget() {
        int[] compared = new int[2]; // positions, captures
        RandomGames.forEachPosition(29, 60, 200, p -> compare(Board.over(p.copy()), compared));
        SplittableRandom random = new SplittableRandom(2029);
        for (int i = 0; i < 3_000; i++) {
            compare(randomBoard(random), compared);
        }
        assertTrue(compared[0] > 10_000, "positions compared: " + compared[0]);
        assertTrue(compared[1] > 50_000, "captures compared: " + compared[1]);
    }

    private static void compare(Board board, int[] compared) {
        for (PieceValues v : VALUES) {
            MaterialSearch search = new MaterialSearch(board, new MaterialSearch.Settings(v, 3, 1, true, false, false));
            for (int side = 0; side < 2; side++) {
                int[] fast = new int[160], slow = new int[160];
                int n = search.captures(side, fast);
                int m = byTarget(board, v, side, slow);
                assertArrayEquals(Arrays.copyOf(slow, m), Arrays.copyOf(fast, n), "side " + side + " at " + placement(board));
                compared[0]++;
                compared[1] += n;
            }
        }
    }

    /** The capture list as first written: every enemy piece but the king in point order, asked for its attackers. */
    private static int byTarget(Board board, PieceValues values, int side, int[] out) {
        int n = 0;
        int[] attackers = new int[16];
        for (int t = 0; t < Square.COUNT; t++) {
            int tp = board.pieceAt(t);
            if (tp == Piece.EMPTY || Piece.sideIndex(tp) == side || Piece.typeCode(tp) == Piece.KING) {
                continue;
            }
            int victimValue = values.taken(tp, t);
            int found = board.attackers(t, side, attackers);
            for (int i = 0; i < found; i++) {
                int a = attackers[i];
                int key = Math.min(victimValue, 100) * 64 - Math.min(values.given(board.pieceAt(a), a), 63) + 64;
                out[n++] = a | t << 7 | key << 14;
            }
        }
        // insertion sort on the ordering key, highest first (stable: ties stay in the order found)
        for (int i = 1; i < n; i++) {
            int m = out[i], j = i - 1;
            while (j >= 0 && (out[j] >>> 14) < (m >>> 14)) {
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = m;
        }
        return n;
    }

    /** Up to 32 pieces of any type but the king on random points, and a king of each side on a random point or none. */
    private static Board randomBoard(SplittableRandom random) {
        int[] placement = new int[Square.COUNT];
        int pieces = 4 + random.nextInt(29);
        for (int i = 0; i < pieces; i++) {
            int type = Piece.ADVISOR + random.nextInt(Piece.PAWN - Piece.ADVISOR + 1);
            placement[random.nextInt(Square.COUNT)] = type | (random.nextBoolean() ? 8 : 0);
        }
        for (int side = 0; side < 2; side++) {
            if (random.nextInt(4) > 0) {
                placement[random.nextInt(Square.COUNT)] = Piece.KING | side << 3;
            }
        }
        return Board.of(placement, random.nextBoolean() ? Side.RED : Side.BLACK);
    }

    private static String placement(Board board) {
        StringBuilder s = new StringBuilder();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (board.pieceAt(sq) != Piece.EMPTY) {
                s.append(Piece.fenChar(board.pieceAt(sq))).append(sq).append(' ');
            }
        }
        return s.toString();
    }
}
