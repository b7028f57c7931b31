package org.xqverifier.repetition;

import org.xqverifier.analysis.Board;
import org.xqverifier.analysis.ExchangeOffer;
import org.xqverifier.analysis.LineBlock;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.board.Move;
import org.xqverifier.board.Square;
import org.xqverifier.repetition.facts.AnsweredCheck;
import org.xqverifier.repetition.facts.MovedPiece;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a live game keeps of each ply's analysis for the next ruling over the same plies: the facts of a ply depend
 * only on the board before and after it, so a ply of the game line is analysed (and, for an edition that judges
 * chases by material, searched) once, not again for every cycle it falls in and every move tried at the end of the
 * line. An entry belongs to the line of moves it was made on (a hash of the moves up to its ply), so a move taken
 * back, or tried and taken back, leaves entries that serve again only if the same moves are played again.
 * <p>
 * And a ply that repeats an earlier one — the same move from the same board, every piece on the same point (a
 * repetition is made of such plies, and so is each move tried into one) — has that ply's facts, relabelled with its
 * own ply number: found by the board's key, the move and where each piece (by its identity) stands.
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

    /** A ply's facts as first found, by {@link #positionKey}: the ply they were found at, and what was found. */
    private static final class Found {
        int ply;
        PlyFacts facts;
        List<Object> extras;
        List<Object> material;
        String bound;
    }

    private final Map<Long, Found> byPosition = new HashMap<>();
    /** The wins a side had before its move, by the board, the point it leaves and the targets searched ({@link #beforeKey}). */
    private final Map<Long, Found> winsBefore = new HashMap<>();

    /** The wins before ply {@code ply}'s move on the board {@code before}, relabelled to that ply; or null. */
    List<Object> winsBefore(int ply, long before) {
        Found f = winsBefore.get(before);
        return f == null ? null : f.ply == ply ? f.material : relabelled(f.material, ply);
    }

    String boundBefore(long before) {
        return winsBefore.get(before).bound;
    }

    void keepWinsBefore(int ply, List<Object> wins, String bound, long before) {
        Found f = new Found();
        f.ply = ply;
        f.material = List.copyOf(wins);
        f.bound = bound;
        winsBefore.putIfAbsent(before, f);
    }

    /** The material searches' answers to "does this side mate by checks here?", for every search of this game. */
    private final Map<Long, Boolean> mateAnswers = new HashMap<>();

    Map<Long, Boolean> mateAnswers() {
        return mateAnswers;
    }

    PlyMemo() {
        Arrays.fill(factsLine, 0);
        line[0] = 0x9E3779B97F4A7C15L;
    }

    /** A memo for one ruling over the moves {@code played}: a ply it holds serves the plies that repeat it. */
    static PlyMemo forOneRuling(int[] played) {
        PlyMemo memo = new PlyMemo();
        for (int p = 1; p <= played.length; p++) {
            memo.played(p, played[p - 1]);
        }
        return memo;
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

    /**
     * The analysis of ply {@code ply} on this line, or of an earlier ply that made the same move from the same board
     * ({@code position}: its {@link #positionKey}), relabelled and kept for this line; else null.
     */
    PlyFacts facts(int ply, long position) {
        PlyFacts f = facts(ply);
        if (f != null) {
            return f;
        }
        Found found = byPosition.get(position);
        if (found == null || found.facts == null) {
            return null;
        }
        List<Object> more = new ArrayList<>(found.extras.size());
        for (Object o : found.extras) {
            more.add(atPly(o, ply));
        }
        f = found.ply == ply ? found.facts : found.facts.atPly(ply);
        keep(ply, f, more, position);
        return f;
    }

    /**
     * The board before a ply and its move, as one key: the position's Zobrist key, the move, and the identity of the
     * piece on each point (two pieces of a kind that changed places make another board for the analysis).
     */
    static long positionKey(Board board, int move) {
        long h = board.key() * 0x9E3779B97F4A7C15L + move;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int id = board.idAt(sq);
            if (id != 0) {
                h = h * 0x100000001B3L ^ (sq * 64L + id);
            }
        }
        return mix(h);
    }

    /**
     * The board before a ply and the point its move leaves: what the wins before the move depend on (the piece about
     * to move may escape, CXA 24.3 因果关系), shared by every move from that point. (A move from a point to
     * itself is no move, so the key is no real move's.)
     */
    static long beforeKey(Board board, int from) {
        return positionKey(board, Move.of(from, from));
    }

    /** {@link #beforeKey(Board, int)} for a search of only some targets (piece-id masks, as MaterialSearch takes them). */
    static long beforeKey(long before, long captured, long facing) {
        return mix(before ^ mix(captured) * 0x9E3779B97F4A7C15L ^ mix(facing ^ 0x632BE59BD9B4E019L));
    }

    private static Object atPly(Object fact, int ply) {
        if (fact instanceof MaterialWin w) {
            return w.getPly() == ply ? w : w.atPly(ply);
        } else if (fact instanceof ExchangeOffer o) {
            return o.getPly() == ply ? o : o.atPly(ply);
        } else if (fact instanceof LineBlock b) {
            return b.getPly() == ply ? b : b.atPly(ply);
        } else if (fact instanceof AnsweredCheck a) {
            return a.ply() == ply ? a : a.atPly(ply);
        } else if (fact instanceof MovedPiece m) {
            return m.ply() == ply ? m : m.atPly(ply);
        }
        // a new kind of fact must say how it moves to another ply, or a repeated ply would carry the old one's number
        throw new IllegalStateException("no ply of its own to relabel in " + fact.getClass().getName());
    }

    /** The answered check and the moved piece of ply {@code ply} (valid when {@link #facts} is). */
    List<Object> extras(int ply) {
        return extras[ply];
    }

    void keep(int ply, PlyFacts f, List<Object> more, long position) {
        factsLine[ply] = line[ply];
        facts[ply] = f;
        extras[ply] = List.copyOf(more);
        Found found = byPosition.computeIfAbsent(position, k -> new Found());
        if (found.facts == null) {
            found.ply = ply;
            found.facts = f;
            found.extras = extras[ply];
            if (found.material != null) { // the material was found at another ply: keep both at one ply
                found.material = relabelled(found.material, ply);
            }
        }
    }

    static List<Object> relabelled(List<Object> facts, int ply) {
        List<Object> out = new ArrayList<>(facts.size());
        for (Object o : facts) {
            out.add(atPly(o, ply));
        }
        return out;
    }

    /** The material wins searched at ply {@code ply} (0: the given position's threats), or null. */
    List<Object> material(int ply) {
        return materialLine[ply] == line[ply] ? material[ply] : null;
    }

    /** {@link #material(int)}, or an earlier ply's from the same board with the same move, relabelled and kept. */
    List<Object> material(int ply, long position) {
        List<Object> m = material(ply);
        if (m != null) {
            return m;
        }
        Found found = byPosition.get(position);
        if (found == null || found.material == null) {
            return null;
        }
        keepMaterial(ply, found.ply == ply ? found.material : relabelled(found.material, ply), found.bound, position);
        return material(ply);
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

    void keepMaterial(int ply, List<Object> wins, String boundHit, long position) {
        keepMaterial(ply, wins, boundHit);
        Found found = byPosition.computeIfAbsent(position, k -> new Found());
        if (found.material == null) {
            found.material = found.facts == null || found.ply == ply ? material[ply] : relabelled(material[ply], found.ply);
            found.bound = boundHit;
            if (found.facts == null) {
                found.ply = ply;
            }
        }
    }
}
