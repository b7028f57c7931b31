package org.xqverifier.repetition;

/**
 * How often each position (by its Zobrist key) has stood on the board in a game, and at which ply it first did: an
 * open-addressing table of primitives, as every ply of every game of a collection is counted and most never repeat.
 * One table per thread serves game after game ({@link #forGame}): only the slots a game used are cleared for the next,
 * instead of new arrays for every game (a sixth of what replaying the XQF collection allocated).
 */
final class PositionCounts {
    private static final ThreadLocal<PositionCounts> OF_THREAD = new ThreadLocal<>();

    private long[] keys;
    private int[] counts;
    private int[] firstPly;
    private int mask;
    private int[] used;
    private int usedCount;

    /** @param positions how many positions at most will be counted (the table never grows) */
    private PositionCounts(int positions) {
        int size = Integer.highestOneBit(Math.max(4, positions) * 2 - 1) << 1;
        keys = new long[size];
        counts = new int[size];
        firstPly = new int[size];
        used = new int[size];
        mask = size - 1;
    }

    /** This thread's table, empty, with room for {@code positions} positions (a bigger one if the game needs it). */
    static PositionCounts forGame(int positions) {
        PositionCounts t = OF_THREAD.get();
        if (t == null || t.used.length < positions * 2) {
            t = new PositionCounts(Math.max(positions, 256));
            OF_THREAD.set(t);
        } else {
            for (int i = 0; i < t.usedCount; i++) {
                t.counts[t.used[i]] = 0;
            }
        }
        t.usedCount = 0;
        return t;
    }

    /**
     * A table of its own for a game played move by move (the referee's): it grows with the game, and takes back the
     * last count ({@link #uncount}).
     */
    static PositionCounts forLiveGame() {
        return new PositionCounts(256);
    }

    /** Room for one more position; only a live game's table grows (a collection's is sized for each game). */
    void makeRoom() {
        if ((usedCount + 1) * 2 <= keys.length) {
            return;
        }
        long[] oldKeys = keys;
        int[] oldCounts = counts, oldFirst = firstPly, oldUsed = used;
        int n = usedCount;
        keys = new long[oldKeys.length * 2];
        counts = new int[keys.length];
        firstPly = new int[keys.length];
        used = new int[keys.length];
        mask = keys.length - 1;
        usedCount = 0;
        // in the order the slots were taken, so a later position still probes past an earlier one (see uncount)
        for (int k = 0; k < n; k++) {
            int from = oldUsed[k];
            int i = add(oldKeys[from], oldFirst[from]);
            counts[i] = oldCounts[from];
        }
    }

    /**
     * Takes back the last {@link #add} (a move taken back): the count of its slot drops, and a slot left empty is
     * freed. Only the last position added may be taken back, so a freed slot is the last one taken and no position
     * counted since probes past it.
     */
    void uncount(int slot) {
        if (--counts[slot] == 0) {
            usedCount--;
        }
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
            used[usedCount++] = i;
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
