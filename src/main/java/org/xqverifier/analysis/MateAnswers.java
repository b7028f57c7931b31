package org.xqverifier.analysis;

/**
 * The answers of the mate-by-checks search kept by position: "does this side mate by checks within so many plies
 * here?" is a question of the placement alone (no history, no repetition enters it), and the search meets the same
 * question again and again: along its own lines (two orders of checks reaching one position), between the question
 * after a move and the one before the next move (the same board, the same side to move again), between a cycle's loops,
 * and between the mate-threat search and the material search's mate probes, which look at the same positions.
 *
 * <p>Direct-mapped and replaced always: a question is kept under a 64-bit key made of the position's Zobrist key, the
 * checking side and the depths the search was given, and an answer is taken only when the whole key is equal, so an
 * entry overwritten by another question is a miss, never a wrong answer (a wrong answer would need two questions of
 * one game with the same 64-bit key). Only completed answers are kept: a search cancelled half-way stores nothing.
 */
final class MateAnswers {
    private static final int SIZE = 1 << 11;
    private static final int MASK = SIZE - 1;
    /** Distinct odd constants for the question's parameters, mixed into the position's key. */
    private static final long SIDE = 0x9E3779B97F4A7C15L, PLIES = 0xC2B2AE3D27D4EB4FL, LINE = 0x165667B19E3779F9L,
            FORCED = 0xD6E8FEB86659FD93L;

    private final long[] keys = new long[SIZE];
    /** 0: empty; 1: no mate; 2: mate. */
    private final byte[] answers = new byte[SIZE];

    static long question(long positionKey, int side, int plies, int lineLeft, boolean forcedFree) {
        long k = positionKey ^ (side + 1) * SIDE ^ plies * PLIES ^ (long) lineLeft * LINE ^ (forcedFree ? FORCED : 0);
        return k ^ (k >>> 29);
    }

    /** 0 when not known, 1 when known not to mate, 2 when known to mate. */
    int get(long question) {
        int i = (int) question & MASK;
        return keys[i] == question ? answers[i] : 0;
    }

    void put(long question, boolean mates) {
        int i = (int) question & MASK;
        keys[i] = question;
        answers[i] = (byte) (mates ? 2 : 1);
    }
}
