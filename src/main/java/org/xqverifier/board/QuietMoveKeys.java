package org.xqverifier.board;

/**
 * Which quiet move changes a position's key by a given amount: every piece's key moved from one point to another,
 * {@code PIECE[p][a] ^ PIECE[p][b]}, in one open-addressing table built on first use (14 pieces × 4,005 pairs of
 * points). A referee asks, of every earlier position that could stand on the board again, "which move would bring it
 * back?" — one look-up here instead of trying every legal move.
 */
final class QuietMoveKeys {
    private static final int BITS = 17;
    private static final int MASK = (1 << BITS) - 1;
    private static final long[] DELTAS = new long[1 << BITS];
    /** piece | a << 4 | b << 11, with a < b; 0 = an empty slot (no piece is 0). */
    private static final int[] PAIRS = new int[1 << BITS];

    static {
        for (int side = 0; side < 2; side++) {
            for (int type = Piece.KING; type <= Piece.PAWN; type++) {
                int p = type | (side == 0 ? 0 : Piece.BLACK_BIT);
                for (int a = 0; a < Square.COUNT; a++) {
                    for (int b = a + 1; b < Square.COUNT; b++) {
                        long d = Zobrist.PIECE[p][a] ^ Zobrist.PIECE[p][b];
                        int i = slot(d);
                        while (PAIRS[i] != 0 && DELTAS[i] != d) {
                            i = (i + 1) & MASK;
                        }
                        if (PAIRS[i] == 0) { // an equal delta twice would need a 64-bit coincidence: the first is kept
                            DELTAS[i] = d;
                            PAIRS[i] = p | a << 4 | b << 11;
                        }
                    }
                }
            }
        }
    }

    private QuietMoveKeys() {
    }

    private static int slot(long d) {
        return (int) (d ^ (d >>> 29) ^ (d >>> 47)) & MASK;
    }

    /** The piece and the two points whose keys differ by {@code delta} (piece | a << 4 | b << 11, a < b), or 0. */
    static int pairOf(long delta) {
        int i = slot(delta);
        while (PAIRS[i] != 0) {
            if (DELTAS[i] == delta) {
                return PAIRS[i];
            }
            i = (i + 1) & MASK;
        }
        return 0;
    }
}
