package org.xqverifier.board;

/** The two players. Red moves first and sits at ranks 0–9 counted from its own back rank. */
public enum Side {
    RED, BLACK;

    public Side opposite() {
        return this == RED ? BLACK : RED;
    }

    /** 0 for Red, 1 for Black: the index used in per-side arrays. */
    public int index() {
        return ordinal();
    }

    public static Side ofIndex(int index) {
        return index == 0 ? RED : BLACK;
    }
}
