package org.xqverifier.board;

/** Counts the leaf nodes of the legal move tree: the standard check that move generation is exactly right. */
public final class Perft {
    private final Position position;
    private final int[][] buffers;

    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.buffers = new int[Math.max(1, maxDepth)][Position.MAX_MOVES];
    }

    public long count(int depth) {
        return count(depth, 0);
    }

    private long count(int depth, int level) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[level];
        int n = position.generateLegal(moves);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.make(moves[i]);
            total += count(depth - 1, level + 1);
            position.unmake();
        }
        return total;
    }
}
