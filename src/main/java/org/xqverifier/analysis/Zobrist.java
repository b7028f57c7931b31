package org.xqverifier.analysis;

import java.util.SplittableRandom;

/** Fixed random keys so a position's key depends only on its placement and the side to move. */
final class Zobrist {
    static final long[][] PIECE = new long[16][90];
    static final long BLACK_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x5851F42D4C957F2DL);
        for (long[] row : PIECE) {
            for (int i = 0; i < row.length; i++) {
                row[i] = random.nextLong();
            }
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private Zobrist() {
    }
}
