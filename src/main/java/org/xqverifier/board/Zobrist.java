package org.xqverifier.board;

import java.util.SplittableRandom;

/** Random keys for hashing positions; a fixed seed keeps keys identical across runs, so they can be logged and compared. */
final class Zobrist {
    static final long[][] PIECE = new long[16][Square.COUNT];
    static final long SIDE;

    private Zobrist() {
    }

    static {
        SplittableRandom random = new SplittableRandom(0x5851F42D4C957F2DL);
        for (int p = 0; p < 16; p++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                PIECE[p][sq] = random.nextLong();
            }
        }
        SIDE = random.nextLong();
    }
}
