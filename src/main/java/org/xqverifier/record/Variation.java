package org.xqverifier.record;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A line of play recorded beside another: it replaces the move at index {@link #ply()} of the line it hangs off (so
 * it starts from the position after that many moves of that line), and may carry variations of its own. Immutable;
 * every move is legal in sequence from that position.
 */
public final class Variation {
    private final int ply;
    private final int[] moves;
    private final Map<Integer, String> comments;
    private final List<Variation> variations;

    /**
     * @param ply        index in the parent line of the move this variation replaces (0 = its first move)
     * @param moves      the variation's moves, at least one
     * @param comments   comment texts by the number of this variation's moves they follow (1 = after its first move)
     * @param variations variations hanging off this one, by their own {@code ply} within it
     */
    public Variation(int ply, int[] moves, Map<Integer, String> comments, List<Variation> variations) {
        this.ply = ply;
        this.moves = moves.clone();
        this.comments = comments.isEmpty() ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(comments));
        this.variations = byPly(variations);
    }

    /** The variations in the order of the moves they replace, those of one move in their given order. */
    static List<Variation> byPly(List<Variation> variations) {
        if (variations.isEmpty()) {
            return List.of(); // most variations have none of their own
        }
        List<Variation> sorted = new java.util.ArrayList<>(variations);
        sorted.sort(java.util.Comparator.comparingInt(Variation::ply));
        return List.copyOf(sorted);
    }

    public int ply() {
        return ply;
    }

    /** The moves, a copy. */
    public int[] moves() {
        return moves.clone();
    }

    public int move(int index) {
        return moves[index];
    }

    public int plies() {
        return moves.length;
    }

    public Map<Integer, String> comments() {
        return comments;
    }

    public List<Variation> variations() {
        return variations;
    }

    /** This variation and all variations nested in it. */
    public int count() {
        return 1 + count(variations);
    }

    static int count(List<Variation> variations) {
        int n = 0;
        for (Variation v : variations) n += v.count();
        return n;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Variation)) return false;
        Variation v = (Variation) o;
        return ply == v.ply && Arrays.equals(moves, v.moves) && comments.equals(v.comments) && variations.equals(v.variations);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves) * 31 + ply;
    }

    @Override
    public String toString() {
        return "Variation at ply " + ply + " (" + moves.length + " plies, " + variations.size() + " sub-variations)";
    }
}
