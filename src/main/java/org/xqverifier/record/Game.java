package org.xqverifier.record;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;

/**
 * One game as a record holds it: tags, the start position, the main line as moves (ICCS-coded ints, see
 * {@link org.xqverifier.board.Move}), the comments and the variations recorded beside the main line. Immutable;
 * every move is known to be legal in sequence. Rulings follow the main line; variations are there to be written back
 * out (PGN {@code ( … )}) or followed when asked for.
 */
public final class Game {
    private final Map<String, String> tags;
    private final String startFen;
    private final int[] moves;
    private final String result;
    private final Map<Integer, String> comments;
    private final String source;
    private final int number;
    private final int line;
    private final List<Variation> variations;
    private final List<RecordException> leftOut;
    private final List<String> leftOutCounted;

    /**
     * @param tags     tags in file order (the {@code Game}, {@code FEN} and {@code Format} tags included if present)
     * @param startFen the start position (the {@code FEN} tag, else {@link Fen#START})
     * @param moves    the main line
     * @param result   {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @param comments comment texts by the ply they follow (0 = before the first move)
     * @param source   file name the game came from, for messages
     * @param number   1-based number of the game in its file
     * @param line     line where the game starts (PGN), 0 if not applicable
     */
    public Game(Map<String, String> tags, String startFen, int[] moves, String result, Map<Integer, String> comments,
                String source, int number, int line) {
        this(tags, startFen, moves, result, comments, List.of(), source, number, line);
    }

    /** As above, with the variations hanging off the main line (each by the index of the main-line move it replaces). */
    public Game(Map<String, String> tags, String startFen, int[] moves, String result, Map<Integer, String> comments,
                List<Variation> variations, String source, int number, int line) {
        this(tags, startFen, moves, result, comments, variations, List.of(), source, number, line);
    }

    /**
     * As above, with what the record holds but could not be played and was left out: each a variation cut at its first
     * move that cannot be played, with where (byte offset, ply) and why.
     */
    public Game(Map<String, String> tags, String startFen, int[] moves, String result, Map<Integer, String> comments,
                List<Variation> variations, List<RecordException> leftOut, String source, int number, int line) {
        this(tags, startFen, moves, result, comments, variations, leftOut, List.of(), source, number, line);
    }

    /**
     * As above, with notes on what was left out without being listed in {@code leftOut} (a reader bounds what it keeps
     * of a record whatever the record holds: how many more were left out, and why).
     */
    public Game(Map<String, String> tags, String startFen, int[] moves, String result, Map<Integer, String> comments,
                List<Variation> variations, List<RecordException> leftOut, List<String> leftOutCounted, String source,
                int number, int line) {
        this.leftOut = List.copyOf(leftOut);
        this.leftOutCounted = List.copyOf(leftOutCounted);
        this.variations = Variation.byPly(variations);
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.startFen = startFen == null ? Fen.START : startFen;
        this.moves = moves.clone();
        this.result = result == null ? "*" : result;
        this.comments = Collections.unmodifiableMap(new TreeMap<>(comments));
        this.source = source;
        this.number = number;
        this.line = line;
    }

    public Map<String, String> tags() {
        return tags;
    }

    /** The tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    public String startFen() {
        return startFen;
    }

    /** A fresh position at the start of the game. */
    public Position startPosition() {
        try {
            return Position.fromFen(startFen);
        } catch (FenException e) {
            throw new IllegalStateException("start FEN was checked when the game was read: " + e.getMessage(), e);
        }
    }

    /** The position after {@code ply} moves (0 = start). */
    public Position positionAfter(int ply) {
        Position p = startPosition();
        for (int i = 0; i < ply; i++) p.make(moves[i]);
        return p;
    }

    /** The main line, a copy. */
    public int[] moves() {
        return moves.clone();
    }

    public int move(int index) {
        return moves[index];
    }

    public int plies() {
        return moves.length;
    }

    public String result() {
        return result;
    }

    public Map<Integer, String> comments() {
        return comments;
    }

    /** The variations hanging off the main line, in the order the record gives them. */
    public List<Variation> variations() {
        return variations;
    }

    /**
     * The damage the reader read past: variations cut where a move cannot be played (the main line is whole; a record
     * whose main line has such a move is refused instead). Empty for most games.
     */
    public List<RecordException> leftOut() {
        return leftOut;
    }

    /** {@link #leftOut()} as lines for a reader of the output: where, why, and what was read instead. */
    public List<String> leftOutNotes() {
        List<String> notes = new java.util.ArrayList<>(leftOut.size() + leftOutCounted.size());
        for (RecordException e : leftOut) {
            notes.add(e.getMessage() + " (the variation ends before this move; the rest of the record is read)");
        }
        for (String counted : leftOutCounted) {
            notes.add(source + ": " + counted);
        }
        return notes;
    }

    /** How many variations the game holds, nested ones included. */
    public int variationCount() {
        return Variation.count(variations);
    }

    /**
     * The game as it goes when {@code variation} (one of this game's, at any depth) is played: the moves that lead to
     * it, then its moves; without comments or variations. For ruling a variation instead of the main line.
     *
     * @throws IllegalArgumentException if it is not one of this game's variations
     */
    public Game alongVariation(Variation variation) {
        int[] line = lineTo(new int[0], moves, variations, variation);
        if (line == null) throw new IllegalArgumentException("not a variation of this game: " + variation);
        return new Game(tags, startFen, line, result, Map.of(), List.of(), source, number, this.line);
    }

    private static int[] lineTo(int[] before, int[] moves, List<Variation> variations, Variation target) {
        for (Variation v : variations) {
            int[] start = Arrays.copyOf(before, before.length + v.ply());
            System.arraycopy(moves, 0, start, before.length, v.ply());
            if (v == target) {
                int[] line = Arrays.copyOf(start, start.length + v.plies());
                System.arraycopy(v.moves(), 0, line, start.length, v.plies());
                return line;
            }
            int[] deeper = lineTo(start, v.moves(), v.variations(), target);
            if (deeper != null) return deeper;
        }
        return null;
    }

    public String source() {
        return source;
    }

    public int number() {
        return number;
    }

    public int line() {
        return line;
    }

    @Override
    public String toString() {
        return "Game " + number + " of " + source + " (" + moves.length + " plies, " + result + ")";
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Game)) return false;
        Game g = (Game) o;
        return tags.equals(g.tags) && startFen.equals(g.startFen) && Arrays.equals(moves, g.moves)
                && result.equals(g.result) && comments.equals(g.comments) && variations.equals(g.variations);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves) * 31 + startFen.hashCode();
    }
}
