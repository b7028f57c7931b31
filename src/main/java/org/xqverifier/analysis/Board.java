package org.xqverifier.analysis;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.function.IntConsumer;

/**
 * The analysis' view of a game: a {@link Position} (which does all the mechanics — moves, attacks, legality, keys)
 * plus what only the analysis needs, the identity of every piece, so a chased piece can be followed through its own
 * moves. Repetition rulings keep asking about the side that is <em>not</em> on move (a chase is a threat to capture
 * on the next move, a protector a piece that could recapture); the position answers those questions for either side.
 */
public final class Board {
    static final int NO_SQUARE = -1;

    /** Identity of the piece on each point (0 = none); ids are stable for a piece's whole life. */
    final int[] id = new int[Square.COUNT];
    private final Position position;
    private int[] capturedIdHistory = new int[256];
    private int depth;
    /** Positions played on this board (one ruling's), and how many it may play ({@link AnalysisBoundExceeded}). */
    private long played;
    private final long maxPlayed = AnalysisBoundExceeded.maxPositions();

    private Board(Position position) {
        this.position = position;
    }

    /** A board with the given placement; ids are numbered 1.. in square order. */
    public static Board of(int[] placement, Side toMove) {
        Board b = new Board(Position.fromPlacement(placement, toMove));
        int next = 1;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (placement[sq] != Piece.EMPTY) {
                b.id[sq] = next++;
            }
        }
        return b;
    }

    /**
     * A board over this position, which it takes over (the caller no longer plays on it); ids are numbered 1.. in square
     * order, as by {@link #of(int[], Side)}.
     */
    public static Board over(Position position) {
        Board b = new Board(position);
        int next = 1;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (position.pieceAt(sq) != Piece.EMPTY) {
                b.id[sq] = next++;
            }
        }
        return b;
    }

    public int pieceAt(int sq) {
        return position.pieceAt(sq);
    }

    public int idAt(int sq) {
        return id[sq];
    }

    public Side sideToMove() {
        return position.sideToMove();
    }

    int toMoveIndex() {
        return position.sideToMove().index();
    }

    public int kingSquare(int sideIndex) {
        return position.kingSquare(Side.ofIndex(sideIndex));
    }

    /** Zobrist key of placement and side to move: equal keys = the same position for repetition purposes. */
    public long key() {
        return position.key();
    }

    /**
     * Plays from→to (no legality test) and switches the side to move.
     *
     * @throws AnalysisBoundExceeded past the positions one ruling may play
     */
    public void make(int from, int to) {
        if (++played > maxPlayed) {
            throw new AnalysisBoundExceeded(maxPlayed);
        }
        if (depth == capturedIdHistory.length) {
            capturedIdHistory = java.util.Arrays.copyOf(capturedIdHistory, depth * 2);
        }
        capturedIdHistory[depth++] = id[to];
        position.make(Move.of(from, to));
        id[to] = id[from];
        id[from] = 0;
    }

    /** Takes back the last {@link #make(int, int)} of from→to. */
    public void unmake(int from, int to) {
        position.unmake();
        depth--;
        id[from] = id[to];
        id[to] = capturedIdHistory[depth];
    }

    /**
     * Passes the move to the other side (for threat questions: "if this side could move again"); a second pass gives
     * it back. Done with the position's null move, so the key changes exactly as the position's would.
     */
    void pass() {
        if (position.lastMoveIsNull()) {
            position.unmakeNullMove();
        } else {
            position.makeNullMove();
        }
    }

    /** Empties a point for a "what if it stood elsewhere" question; {@link #restore} puts the piece back. */
    void lift(int sq) {
        position.removePiece(sq);
    }

    /** Puts back a piece taken off by {@link #lift}. */
    void restore(int sq, int p) {
        position.placePiece(sq, p);
    }

    /** {@link Position#mayCheck}: whether the move could check the king on {@code king}, not in check now. */
    static boolean mayCheck(int piece, int from, int to, int king) {
        return Position.mayCheck(piece, from, to, king);
    }

    /** {@link Position#onKingsLines}. */
    static boolean onKingsLines(int from, int to, int king) {
        return Position.onKingsLines(from, to, king);
    }

    /** {@link Position#wouldCheck}: whether the move from→to would check the other king, asked without playing it. */
    boolean wouldCheck(int from, int to, boolean checkedBefore) {
        return position.wouldCheck(from, to, checkedBefore);
    }

    /** True if a pawn of its side stands beyond the river. */
    static boolean crossedRiver(int pawnSq, int sideIndex) {
        return !Square.onOwnHalf(pawnSq, Side.ofIndex(sideIndex));
    }

    // ---- attacks: all answered by the position --------------------------------------------------------------

    /**
     * Every point the piece on {@code from} attacks, whatever stands there (own pieces included: that is protection).
     * The king's flying-general "attack" on the other king is not included here.
     */
    public void forEachAttack(int from, IntConsumer target) {
        position.forEachAttack(from, target);
    }

    /** {@link Position#attackedPieces}: the points holding a piece that each side attacks, as bits. */
    void attackedPieces(long[] into) {
        position.attackedPieces(into);
    }

    /** True if the piece on {@code from} attacks {@code to} (pseudo-legally, whoever stands on {@code to}). */
    public boolean attacks(int from, int to) {
        return position.attacks(from, to);
    }

    /** True if the two kings face each other on an open file (flying general). */
    public boolean kingsFace() {
        return position.kingsFace();
    }

    /** True if any piece of side {@code bySide} attacks {@code sq}. */
    public boolean attacked(int sq, int bySide) {
        return position.isAttackedBy(sq, Side.ofIndex(bySide));
    }

    /**
     * Calls {@code found} with the point of every piece of side {@code bySide} that attacks {@code sq} (found from the
     * target outwards, so it costs a few probes, not a scan of the board); returns how many there are. With a null
     * consumer it stops at the first one.
     */
    public int forEachAttacker(int sq, int bySide, IntConsumer found) {
        return position.forEachAttacker(sq, Side.ofIndex(bySide), found);
    }

    /** The squares of {@link #forEachAttacker}'s attackers, in its order, in {@code into} (16 long); how many. */
    public int attackers(int sq, int bySide, int[] into) {
        return position.attackers(sq, Side.ofIndex(bySide), into);
    }

    /** The side's captures of enemy pieces other than the king, with their place in {@link #attackers}' order ({@link Position#captures}). */
    int captures(int bySide, int[] out) {
        return position.captures(Side.ofIndex(bySide), out);
    }

    /** True if the side's king is attacked or faces the other king. */
    public boolean inCheck(int sideIndex) {
        return position.inCheck(Side.ofIndex(sideIndex));
    }

    /**
     * True if the piece on {@code from} may legally capture on {@code to} whoever is on move: it attacks the point, the
     * point holds an enemy piece, and afterwards its own king is neither attacked nor facing the other king.
     */
    public boolean legalCapture(int from, int to) {
        int p = pieceAt(from), q = pieceAt(to);
        if (p == Piece.EMPTY || q == Piece.EMPTY || Piece.sideIndex(p) == Piece.sideIndex(q) || !attacks(from, to)) {
            return false;
        }
        return legalAfter(from, to);
    }

    /**
     * Like {@link #legalAfter(int, int)} when the mover is known not to be in check now: a move of a piece other than
     * the king can expose the king only along the king's lines through its from- and to-squares or over a horse leg it
     * leaves, so only those are looked at ({@link Position#leavesOwnKingSafeOutOfCheck}, which asserts the promise).
     */
    boolean legalAfterOutOfCheck(int from, int to) {
        int move = Move.of(from, to);
        boolean safe = position.leavesOwnKingSafeOutOfCheck(move);
        // with assertions on (the tests), every question the analysis asks is also put to the full test
        assert safe == position.leavesOwnKingSafe(move) : position.toFen() + " " + Move.iccs(move) + ": out of check says " + safe;
        return safe;
    }

    /** True if the side may play from→to now: a pseudo-legal move (whoever is on move) that leaves its king safe. */
    public boolean isLegal(int from, int to) {
        return position.isLegalForOwner(Move.of(from, to));
    }

    /** True if moving from→to (assumed pseudo-legal) leaves the mover's king safe. */
    boolean legalAfter(int from, int to) {
        return position.leavesOwnKingSafe(Move.of(from, to));
    }

    /** Every legal move of the side, as {@code from | to << 7} (the board package's move encoding). */
    public int legalMoves(int sideIndex, int[] out) {
        return position.legalMoves(Side.ofIndex(sideIndex), out);
    }

    /** Every pseudo-legal move of the side (its own king may be left in check), as {@code from | to << 7}. */
    public int pseudoMoves(int sideIndex, int[] out) {
        return position.pseudoLegalMoves(Side.ofIndex(sideIndex), out);
    }

    /** The side's pseudo-legal moves that could check the other king ({@link Position#checkCandidates}), in move order. */
    int checkCandidates(int sideIndex, int[] out) {
        return position.checkCandidates(Side.ofIndex(sideIndex), out);
    }

    /** As above, told whether the other king is in check now ({@code checked}, as {@link #inCheck} answers). */
    int checkCandidates(int sideIndex, boolean checked, int[] out) {
        return position.checkCandidates(Side.ofIndex(sideIndex), checked, out);
    }

    /** {@link Position#evasionMask}: whether the side's moves must be tried on the board, with the check's points. */
    boolean evasionMask(int sideIndex, long[] mask) {
        return position.evasionMask(Side.ofIndex(sideIndex), mask);
    }

    /** {@link Position#pseudoMovesFrom}: the pseudo-legal moves of the piece on {@code sq}, in legal-move order. */
    int pseudoMovesFrom(int sq, int[] out) {
        return position.pseudoMovesFrom(sq, out);
    }

    /** {@link Position#legalReply}: whether one of those moves is legal, given {@link #evasionMask}'s answer. */
    boolean legalReply(int move, boolean check, long[] mask) {
        return position.legalReply(move, check, mask);
    }

    /** {@link Position#kingFlights}: the points next to the side's king where it may legally step now. */
    int kingFlights(int sideIndex, int[] out) {
        return position.kingFlights(Side.ofIndex(sideIndex), out);
    }

    /** {@link Position#leavesPointAlone}. */
    static boolean leavesPointAlone(int piece, int from, int to, int point) {
        return Position.leavesPointAlone(piece, from, to, point);
    }

    /** {@link Position#nextPiece}: the first point from {@code sq} on where a piece of the side stands, -1 if none. */
    int nextPiece(int sideIndex, int sq) {
        return position.nextPiece(sideIndex, sq);
    }

    /** True if the side has at least one legal move. */
    public boolean hasLegalMove(int sideIndex) {
        return position.hasLegalMove(Side.ofIndex(sideIndex));
    }
}
