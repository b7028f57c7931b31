package org.xqverifier.repetition;

import org.xqverifier.analysis.PlyFacts;

import java.util.Arrays;
import java.util.List;

/**
 * What a live game keeps of each ply's analysis for the next ruling over the same plies: the facts of a ply depend
 * only on the board before and after it, so a ply of the game line is analysed (and, for an edition that judges
 * chases by material, searched) once, not again for every cycle it falls in and every move tried at the end of the
 * line. An entry belongs to the line of moves it was made on (a hash of the moves up to its ply), so a move taken
 * back, or tried and taken back, leaves entries that serve again only if the same moves are played again.
 */
final class PlyMemo {
    private static final List<Object> NONE = List.of();

    /** line[p]: the hash of the moves of plies 1..p of the game now (line[0] = the start). */
    private long[] line = new long[65];
    private long[] factsLine = new long[65];
    private PlyFacts[] facts = new PlyFacts[65];
    private List<Object>[] extras = newLists(65);
    private long[] materialLine = new long[65];
    private List<Object>[] material = newLists(65);
    private String[] bound = new String[65];

    PlyMemo() {
        Arrays.fill(factsLine, 0);
        line[0] = 0x9E3779B97F4A7C15L;
    }

    @SuppressWarnings("unchecked")
    private static List<Object>[] newLists(int n) {
        return (List<Object>[]) new List<?>[n];
    }

    /** Ply {@code ply} of the game is now {@code move}. */
    void played(int ply, int move) {
        if (ply >= line.length) {
            int n = Math.max(ply + 1, line.length * 2);
            line = Arrays.copyOf(line, n);
            factsLine = Arrays.copyOf(factsLine, n);
            facts = Arrays.copyOf(facts, n);
            extras = Arrays.copyOf(extras, n);
            materialLine = Arrays.copyOf(materialLine, n);
            material = Arrays.copyOf(material, n);
            bound = Arrays.copyOf(bound, n);
        }
        line[ply] = mix(line[ply - 1] ^ (move * 0xBF58476D1CE4E5B9L));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31) | 1; // never 0, the mark of an empty entry
    }

    /** The analysis of ply {@code ply} on this line, or null. */
    PlyFacts facts(int ply) {
        return factsLine[ply] == line[ply] ? facts[ply] : null;
    }

    /** The answered check and the moved piece of ply {@code ply} (valid when {@link #facts} is). */
    List<Object> extras(int ply) {
        return extras[ply];
    }

    void keep(int ply, PlyFacts f, List<Object> more) {
        factsLine[ply] = line[ply];
        facts[ply] = f;
        extras[ply] = List.copyOf(more);
    }

    /** The material wins searched at ply {@code ply} (0: the given position's threats), or null. */
    List<Object> material(int ply) {
        return materialLine[ply] == line[ply] ? material[ply] : null;
    }

    /** The bound a search of ply {@code ply} stopped at ("nodes", "time"), or null (valid when {@link #material} is). */
    String bound(int ply) {
        return bound[ply];
    }

    void keepMaterial(int ply, List<Object> wins, String boundHit) {
        materialLine[ply] = line[ply];
        material[ply] = wins.isEmpty() ? NONE : List.copyOf(wins);
        bound[ply] = boundHit;
    }
}
