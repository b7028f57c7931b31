package org.xqverifier.repetition;

import org.xqverifier.analysis.Board;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.notation.Notations;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game played move by move under one edition's repetition rules, for the referee: the moves are made on one board
 * with its Zobrist keys and counted positions, as a collection's games are replayed, and a cycle is ruled only when a
 * position stands often enough for a ruling to matter — by the same {@link Replayer} and {@link Arbiter} as
 * {@code xq rule --games}, through {@link Replayer#onCycle}. A move is forbidden when the ruling on the cycle it would
 * close makes the mover change: the move is tried on the board, the ruling asked, the move taken back.
 * Not safe for use by several threads at once (one game, one thread at a time).
 */
public final class LiveGame {
    private final Arbiter arbiter;
    private final Replayer replayer;
    private final RepetitionTables tables;
    private final GameInput input;
    private final Position position;
    private final Board board;
    private final PositionCounts seen = PositionCounts.forLiveGame();
    /** Each ply's facts, analysed once for all the rulings over it; made at the game's first ruling. */
    private PlyMemo memo;
    /** The moves, Move codes; played[p - 1] is ply p. */
    private int[] played = new int[64];
    /** slot[p]: the counted position after ply p (0 = the start). */
    private int[] slot = new int[65];
    /** reversibleFrom[p]: the last ply up to p that captured or moved a pawn forward; no position before it recurs. */
    private int[] reversibleFrom = new int[65];
    /** lastCapture[p]: the last ply up to p that captured (0 = none since the start). */
    private int[] lastCapture = new int[65];
    /** The ruling on the cycle that ply p closed, once asked (null: not asked, or none). */
    private Ruling[] closed = new Ruling[65];
    private boolean[] closedAsked = new boolean[65];
    private int plies;
    private int rulingsAsked;
    private int analysedAhead;
    /** The reference the tests hold the query to: every legal move tried, every ruling analysed afresh, nothing kept. */
    private final boolean reference;
    private final int[] scratch = new int[Position.MAX_MOVES];

    private LiveGame(Arbiter arbiter, String fen, boolean reference) {
        this.reference = reference;
        this.arbiter = arbiter;
        this.replayer = arbiter.replayer();
        this.tables = arbiter.tables();
        this.input = GameInput.live(fen);
        this.position = input.position();
        this.board = input.board();
        seen.makeRoom();
        slot[0] = seen.add(board.key(), 0);
    }

    /** A game from {@code fen} ruled by {@code arbiter}; an impossible FEN is a {@link RulingInputException} saying why. */
    public static LiveGame start(Arbiter arbiter, String fen) {
        return new LiveGame(arbiter, fen, false);
    }

    /**
     * The plain query, for tests to hold {@link #forbidden} and {@link #closedCycle} to: a game of {@code edition}
     * that tries every legal move (no position lookup) and rules each cycle afresh, analysing and searching every ply
     * of it (no memo, no repeated ply taken over, no look-ahead).
     */
    public static LiveGame reference(org.xqverifier.edition.Edition edition, String fen) {
        return new LiveGame(Arbiter.over(Replayer.searchingEveryPly(edition)), fen, true);
    }

    public Arbiter arbiter() {
        return arbiter;
    }

    /** Plies played. */
    public int ply() {
        return plies;
    }

    public Side sideToMove() {
        return position.sideToMove();
    }

    public String fen() {
        return position.toFen();
    }

    /** The moves played, ICCS. */
    public List<String> moves() {
        List<String> out = new ArrayList<>(plies);
        for (int p = 0; p < plies; p++) {
            out.add(Move.iccs(played[p]));
        }
        return out;
    }

    /**
     * Reads the next move in any notation xq reads (ICCS, WXF, Chinese) and checks it is legal here, without playing
     * it; a move that does not parse or is illegal is a {@link RulingInputException} naming the ply and the reason.
     */
    public int read(String text) {
        return input.read(text, plies + 1);
    }

    /** The legal move {@code move} (a {@link Move} code) in a notation: "chinese", "wxf", "iccs", "uci". */
    public String write(int move, String notation) {
        return Notations.byName(notation).write(position, move);
    }

    /** The legal moves of the side to move, ICCS, in generation order. */
    public List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            out.add(Move.iccs(m));
        }
        return out;
    }

    /** The last move played in a notation (the board taken back a move to write it, then put forward again). */
    public String writeLast(String notation) {
        int m = played[plies - 1];
        board.unmake(Move.from(m), Move.to(m));
        try {
            return write(m, notation);
        } finally {
            board.make(Move.from(m), Move.to(m));
        }
    }

    /** Plays a move {@link #read} returned (or any legal move of the side to move). */
    public void play(int move) {
        int from = Move.from(move), to = Move.to(move);
        int piece = position.pieceAt(from);
        boolean capture = position.pieceAt(to) != Piece.EMPTY;
        boolean pawnForward = Piece.typeCode(piece) == Piece.PAWN && Square.rank(from) != Square.rank(to);
        grow(plies + 1);
        board.make(from, to);
        played[plies] = move;
        plies++;
        if (memo != null) {
            memo.played(plies, move);
        }
        seen.makeRoom();
        slot[plies] = seen.add(board.key(), plies);
        reversibleFrom[plies] = capture || pawnForward ? plies : reversibleFrom[plies - 1];
        lastCapture[plies] = capture ? plies : lastCapture[plies - 1];
        closed[plies] = null;
        closedAsked[plies] = false;
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (plies == 0) {
            return false;
        }
        seen.uncount(slot[plies]);
        int m = played[plies - 1];
        board.unmake(Move.from(m), Move.to(m));
        plies--;
        return true;
    }

    /** How often the position on the board has stood there in this game (1 the first time). */
    public int occurrences() {
        return seen.count(slot[plies]);
    }

    /** Plies since the last capture (or since the start). */
    public int pliesSinceCapture() {
        return plies - lastCapture[plies];
    }

    /** True when the side to move has no legal move (checkmated or stalemated: a loss in Xiangqi). */
    public boolean over() {
        return !position.hasLegalMove(position.sideToMove());
    }

    /** The tables' ruling on the end of the game (checkmate or stalemate, with its row), or verdict none. */
    public Ruling ending() {
        return replayer.withoutCycle(board, Arrays.copyOf(played, plies)).ruling();
    }

    /**
     * The ruling on the cycle the last move closed, when its position now stands at least as often as a move becomes
     * forbidden ({@link RepetitionTables#forbiddenMoveOccurrence()}); null otherwise. The cycle runs from the
     * position's first occurrence, as a collection's first ruling does, so at the occurrence the edition rules on
     * ({@link RepetitionTables#occurrences()}) the first such ruling of a game is {@code xq rule --games}' ruling.
     */
    public Ruling closedCycle() {
        if (!closedAsked[plies]) {
            closed[plies] = occurrences() >= tables.forbiddenMoveOccurrence() ? ruleLastCycle() : null;
            closedAsked[plies] = true;
        }
        return closed[plies];
    }

    /** A move the side to move may not play: the ruling on the cycle it would close makes that side change. */
    public record Forbidden(int move, int occurrence, Ruling ruling) {
    }

    /**
     * The forbidden moves of the side to move. Only a move back to a position that has stood on the board
     * {@code forbiddenMoveOccurrence - 1} times since the last capture or pawn advance can close such a cycle, and
     * such a move captures nothing: each of those positions is asked which quiet move would bring it back
     * ({@link Position#quietMoveTo}), and only those moves are tried and ruled. Most positions of a game have none.
     */
    public List<Forbidden> forbidden() {
        if (reference) {
            return everyMoveTried();
        }
        int need = tables.forbiddenMoveOccurrence() - 1;
        List<Forbidden> out = null;
        int tried = 0;
        for (int q = plies - 1; q >= reversibleFrom[plies]; q -= 2) {
            int s = slot[q];
            if (seen.count(s) < need) {
                continue;
            }
            int m = position.quietMoveTo(keyAfter(q));
            if (m == Move.NONE) {
                continue;
            }
            if (triedAlready(m, tried)) {
                continue; // the same position met again further back
            }
            scratch[tried++] = m;
            String mover = position.sideToMove() == Side.RED ? "red" : "black";
            play(m);
            try {
                Ruling r = occurrences() >= tables.forbiddenMoveOccurrence() ? ruleLastCycle() : null;
                if (r != null && mover.equals(r.violator())) {
                    if (out == null) {
                        out = new ArrayList<>(2);
                    }
                    out.add(new Forbidden(m, occurrences(), r));
                }
            } finally {
                undo();
            }
        }
        if (out == null) {
            return List.of();
        }
        out.sort((a, b) -> Move.iccs(a.move()).compareTo(Move.iccs(b.move())));
        return out;
    }

    /** {@link #forbidden} the plain way: every legal move played, its cycle ruled, and taken back. */
    private List<Forbidden> everyMoveTried() {
        String mover = position.sideToMove() == Side.RED ? "red" : "black";
        List<Forbidden> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            play(m);
            try {
                Ruling r = occurrences() >= tables.forbiddenMoveOccurrence() ? ruleLastCycle() : null;
                if (r != null && mover.equals(r.violator())) {
                    out.add(new Forbidden(m, occurrences(), r));
                }
            } finally {
                undo();
            }
        }
        out.sort((a, b) -> Move.iccs(a.move()).compareTo(Move.iccs(b.move())));
        return out;
    }

    /**
     * Work a later ruling will need, done a ply at a time on moves that ask for none: when the position now has stood
     * before, the plies from its first occurrence to now are a loop that a ruling will soon be asked about (of this
     * cycle at a later occurrence, or of a move tried into it), so the first of them the memo lacks is analysed and
     * searched now. The analysis of a repetition's first loop is so spread over the moves of its second, one ply a
     * move, instead of falling whole on the first query; the rulings are those the query would reach alone (they take
     * the ply from the memo). Returns the ply analysed, or 0 (nothing to do: most moves).
     */
    public int lookAhead() {
        if (reference || occurrences() < 2) {
            return 0;
        }
        keepMemo();
        int ply = replayer.analyseAhead(board, Arrays.copyOf(played, plies), seen.firstPly(slot[plies]) + 1, memo);
        analysedAhead += ply > 0 ? 1 : 0;
        return ply;
    }

    /** How many plies {@link #lookAhead} has analysed in this game: for benchmarks. */
    public int analysedAhead() {
        return analysedAhead;
    }

    private boolean triedAlready(int m, int tried) {
        for (int i = 0; i < tried; i++) {
            if (scratch[i] == m) {
                return true;
            }
        }
        return false;
    }

    /** The ruling on the cycle {@code move} would close if played now (null: it closes none), the board left as it is. */
    public Ruling ruleIfPlayed(int move) {
        play(move);
        try {
            return occurrences() >= tables.forbiddenMoveOccurrence() ? ruleLastCycle() : null;
        } finally {
            undo();
        }
    }

    /** The key of the position after ply q: the position keeps the key before each move it made, in order. */
    private long keyAfter(int q) {
        return q == plies ? position.key() : position.keyBefore(q);
    }

    /** How many cycle rulings this game has asked the arbiter for (played or tried moves): for benchmarks. */
    public int rulingsAsked() {
        return rulingsAsked;
    }

    private Ruling ruleLastCycle() {
        rulingsAsked++;
        int first = seen.firstPly(slot[plies]);
        Cycle cycle = new Cycle(first + 1, plies - first);
        if (reference) {
            return arbiter.rule(replayer.onCycle(board, Arrays.copyOf(played, plies), cycle));
        }
        keepMemo();
        return arbiter.rule(replayer.onCycle(board, Arrays.copyOf(played, plies), cycle, memo));
    }

    /** The memo, made at the game's first need of it with the moves played so far. */
    private void keepMemo() {
        if (memo == null) {
            memo = new PlyMemo();
            for (int p = 1; p <= plies; p++) {
                memo.played(p, played[p - 1]);
            }
        }
    }

    private void grow(int need) {
        if (need < played.length) {
            return;
        }
        int n = played.length * 2;
        played = Arrays.copyOf(played, n);
        slot = Arrays.copyOf(slot, n + 1);
        reversibleFrom = Arrays.copyOf(reversibleFrom, n + 1);
        lastCapture = Arrays.copyOf(lastCapture, n + 1);
        closed = Arrays.copyOf(closed, n + 1);
        closedAsked = Arrays.copyOf(closedAsked, n + 1);
    }
}
