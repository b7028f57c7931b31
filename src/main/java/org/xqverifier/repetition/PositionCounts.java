package org.xqverifier.repetition;

/**
 * How often each position (by its Zobrist key) has stood on the board in a game, and at which ply it first did: an
 * open-addressing table of primitives, as every ply of every game of a collection is counted and most never repeat.
 */
final class PositionCounts {
    private final long[] keys;
    private final int[] counts;
    private final int[] firstPly;
    private final int mask;

    /** @param positions how many positions at most will be counted (the table never grows) */
    PositionCounts(int positions) {
        int size = Integer.highestOneBit(Math.max(4, positions) * 2 - 1) << 1;
        keys = new long[size];
        counts = new int[size];
        firstPly = new int[size];
        mask = size - 1;
    }

    /** Counts the position {@code key} standing after {@code ply}; returns its slot (for {@link #count}, {@link #firstPly}). */
    int add(long key, int ply) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (counts[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (counts[i] == 0) {
            keys[i] = key;
            firstPly[i] = ply;
        }
        counts[i]++;
        return i;
    }

    int count(int slot) {
        return counts[slot];
    }

    int firstPly(int slot) {
        return firstPly[slot];
    }
}
