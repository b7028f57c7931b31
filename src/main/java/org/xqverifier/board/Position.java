package org.xqverifier.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

import static org.xqverifier.board.MoveTables.*;

/**
 * A mutable Xiangqi position: the placement, the side to move, and the history of moves made on it, so that
 * {@link #make} and {@link #unmake} can walk a game forwards and back without copying. The Zobrist {@link #key()} covers
 * placement and side to move — exactly what the rule books mean by "the same position" in a repetition.
 */
public final class Position {
    /** Most legal-move counts stay far below this (the known maximum is in the low hundreds). */
    public static final int MAX_MOVES = 256;

    private final int[] board = new int[Square.COUNT];
    private final int[] kingSquare = {-1, -1};
    /**
     * Per side, the points its pieces stand on: bit {@code sq} of {@code low} for points 0–63, bit {@code sq - 64} of
     * {@code high} for 64–89. The loops over a side's pieces ({@link #nextPiece}) read these instead of all 90 points
     * (a side has 16 pieces at most); {@link #make}, {@link #unmake} and {@link #put} keep them. The attack questions'
     * trial placements, put back before they return, leave them alone and loop over no pieces.
     */
    private final long[] low = new long[2];
    private final long[] high = new long[2];
    private int side;
    private long key;
    private int halfmoveClock;
    private int fullmoveNumber = 1;

    private int[] historyMoves;
    private int[] historyCaptured;
    private long[] historyKeys;
    private int[] historyHalfmove;
    private int historyLength;

    /** Room for the legal moves of a status question, made when first asked (a replayed game never asks). */
    private int[] scratch;

    Position() {
        this(64);
    }

    private Position(int history) {
        historyMoves = new int[history];
        historyCaptured = new int[history];
        historyKeys = new long[history];
        historyHalfmove = new int[history];
    }

    /** Read once (on first use, after this class's tables): most games start here, and a copy costs less than a FEN. */
    private static final class Start {
        static final Position POSITION = Fen.parse(Fen.START);
    }

    public static Position start() {
        return Start.POSITION.copy();
    }

    /** True if the pieces stand as at the start of a game and Red is to move (counters aside). */
    public boolean isStartPosition() {
        return side == Start.POSITION.side && key == Start.POSITION.key && Arrays.equals(board, Start.POSITION.board);
    }

    /** Reads a FEN; throws {@link FenException} if it cannot be read or describes an impossible position. */
    public static Position fromFen(String fen) throws FenException {
        return Fen.START.equals(fen) ? start() : Fen.read(fen);
    }

    /**
     * A position with the given placement (indexed by square) and side to move, taken as it is: no FEN rules are
     * checked, so an analysis can set up any diagram its caller already validated. Counters start at 0 and 1.
     */
    public static Position fromPlacement(int[] placement, Side toMove) {
        Position p = new Position();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (placement[sq] != Piece.EMPTY) {
                p.put(sq, placement[sq]);
            }
        }
        p.setSideToMove(toMove);
        return p;
    }

    public String toFen() {
        return Fen.write(this);
    }

    // ---- placement -------------------------------------------------------------------------------------------

    public int pieceAt(int sq) {
        return board[sq];
    }

    public Side sideToMove() {
        return Side.ofIndex(side);
    }

    public long key() {
        return key;
    }

    public int kingSquare(Side s) {
        return kingSquare[s.index()];
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The number of moves made on this object since it was set up. */
    public int historyLength() {
        return historyLength;
    }

    /** The key of the position before the i-th move made (0-based); {@code key()} is the current one. */
    public long keyBefore(int i) {
        return historyKeys[i];
    }

    public int moveAt(int i) {
        return historyMoves[i];
    }

    /** The piece captured by the i-th move made, or {@link Piece#EMPTY}. */
    public int capturedAt(int i) {
        return historyCaptured[i];
    }

    /** The piece that the last move captured, or EMPTY; EMPTY when no move was made. */
    public int lastCaptured() {
        return historyLength == 0 ? Piece.EMPTY : historyCaptured[historyLength - 1];
    }

    void put(int sq, int piece) {
        int old = board[sq];
        if (old != Piece.EMPTY) {
            flip(old >> 3, sq);
            key ^= Zobrist.PIECE[old][sq];
            if (Piece.typeCode(old) == Piece.KING && kingSquare[old >> 3] == sq) {
                kingSquare[old >> 3] = -1;
            }
        }
        board[sq] = piece;
        if (piece != Piece.EMPTY) {
            flip(piece >> 3, sq);
            key ^= Zobrist.PIECE[piece][sq];
            if (Piece.typeCode(piece) == Piece.KING) {
                kingSquare[piece >> 3] = sq;
            }
        }
    }

    /** A piece of {@code side} arrives on or leaves {@code sq} ({@link #low}, {@link #high}). */
    private void flip(int side, int sq) {
        low[side] ^= LOW_BIT[sq];
        high[side] ^= HIGH_BIT[sq];
    }

    /** Each point's bit in {@link #low} and in {@link #high} (one of the two is 0): a flip without a branch. */
    private static final long[] LOW_BIT = new long[Square.COUNT], HIGH_BIT = new long[Square.COUNT];
    /** The index of a single set bit by a de Bruijn multiply (the launcher's C1 compiler has no bit-scan intrinsic). */
    private static final long DE_BRUIJN = 0x03f79d71b4ca8b09L;
    private static final int[] BIT_INDEX = new int[64];

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (sq < 64) {
                LOW_BIT[sq] = 1L << sq;
            } else {
                HIGH_BIT[sq] = 1L << (sq - 64);
            }
        }
        for (int i = 0; i < 64; i++) {
            BIT_INDEX[(int) (((1L << i) * DE_BRUIJN) >>> 58)] = i;
        }
    }

    /**
     * The first point from {@code sq} on (in point order) where a piece of side {@code side} stands, -1 if none:
     * {@code for (int p = nextPiece(s, 0); p >= 0; p = nextPiece(s, p + 1))} visits the side's pieces in the order of
     * a loop over the 90 points.
     */
    public int nextPiece(int side, int sq) {
        if (sq < 64) {
            long m = low[side] & (-1L << sq);
            if (m != 0) {
                return BIT_INDEX[(int) (((m & -m) * DE_BRUIJN) >>> 58)];
            }
            sq = 64;
        }
        long m = high[side] & (-1L << (sq - 64));
        return m != 0 ? 64 + BIT_INDEX[(int) (((m & -m) * DE_BRUIJN) >>> 58)] : -1;
    }

    /**
     * Takes the piece off a point, as when editing a diagram: the key follows, the history does not record it. For
     * "what if this point were empty" questions; {@link #placePiece} puts it back.
     */
    public void removePiece(int sq) {
        put(sq, Piece.EMPTY);
    }

    /** Puts a piece on a point (replacing whatever stood there), as when editing a diagram; the key follows. */
    public void placePiece(int sq, int piece) {
        put(sq, piece);
    }

    void setSideToMove(Side s) {
        if (s.index() != side) {
            key ^= Zobrist.SIDE;
        }
        side = s.index();
    }

    void setCounters(int halfmove, int fullmove) {
        this.halfmoveClock = halfmove;
        this.fullmoveNumber = fullmove;
    }

    public Position copy() {
        // the history as long as this one's, but at least 128 moves: most games run past 64 plies, few past 128
        Position p = new Position(Math.max(128, historyMoves.length));
        System.arraycopy(board, 0, p.board, 0, board.length);
        p.kingSquare[0] = kingSquare[0];
        p.kingSquare[1] = kingSquare[1];
        p.low[0] = low[0];
        p.low[1] = low[1];
        p.high[0] = high[0];
        p.high[1] = high[1];
        p.side = side;
        p.key = key;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        System.arraycopy(historyMoves, 0, p.historyMoves, 0, historyLength);
        System.arraycopy(historyCaptured, 0, p.historyCaptured, 0, historyLength);
        System.arraycopy(historyKeys, 0, p.historyKeys, 0, historyLength);
        System.arraycopy(historyHalfmove, 0, p.historyHalfmove, 0, historyLength);
        p.historyLength = historyLength;
        return p;
    }

    // ---- make / unmake ---------------------------------------------------------------------------------------

    /** Plays a move that is at least pseudo-legal (use {@link #isLegal} first for moves from outside). */
    public void make(int move) {
        growHistory();
        int from = Move.from(move), to = Move.to(move);
        int piece = board[from], captured = board[to];
        historyMoves[historyLength] = move;
        historyCaptured[historyLength] = captured;
        historyKeys[historyLength] = key;
        historyHalfmove[historyLength] = halfmoveClock;
        historyLength++;

        if (captured != Piece.EMPTY) {
            key ^= Zobrist.PIECE[captured][to];
            flip(captured >> 3, to);
        }
        key ^= Zobrist.PIECE[piece][from] ^ Zobrist.PIECE[piece][to] ^ Zobrist.SIDE;
        board[to] = piece;
        board[from] = Piece.EMPTY;
        flip(piece >> 3, from);
        flip(piece >> 3, to);
        if ((piece & 7) == Piece.KING) {
            kingSquare[piece >> 3] = to; // the mover's own king: analysis plays moves of the side not on move too
        }
        halfmoveClock = captured != Piece.EMPTY ? 0 : halfmoveClock + 1;
        if (side == 1) {
            fullmoveNumber++;
        }
        side ^= 1;
    }

    private void growHistory() {
        if (historyLength == historyMoves.length) {
            int n = historyLength * 2;
            historyMoves = Arrays.copyOf(historyMoves, n);
            historyCaptured = Arrays.copyOf(historyCaptured, n);
            historyKeys = Arrays.copyOf(historyKeys, n);
            historyHalfmove = Arrays.copyOf(historyHalfmove, n);
        }
    }

    /**
     * Passes the turn without moving (a null move): the other side is on move and the key changes accordingly. Threat
     * questions need it — "if this side could move again now, what would it win?" (a chase, a mate threat). It is
     * recorded in the history as {@link #NULL_MOVE}, so {@link #unmakeNullMove()} or {@link #unmake()} takes it back.
     * The counters are not advanced: passing is not a move of the game.
     */
    public void makeNullMove() {
        growHistory();
        historyMoves[historyLength] = NULL_MOVE;
        historyCaptured[historyLength] = Piece.EMPTY;
        historyKeys[historyLength] = key;
        historyHalfmove[historyLength] = halfmoveClock;
        historyLength++;
        key ^= Zobrist.SIDE;
        side ^= 1;
    }

    /** Takes back the last {@link #makeNullMove()}; the last thing made must be that null move. */
    public void unmakeNullMove() {
        if (historyLength == 0 || historyMoves[historyLength - 1] != NULL_MOVE) {
            throw new IllegalStateException("the last move made is not a null move");
        }
        unmake();
    }

    /** True if the last thing made on this position is a null move. */
    public boolean lastMoveIsNull() {
        return historyLength > 0 && historyMoves[historyLength - 1] == NULL_MOVE;
    }

    /** How a null move appears in the history ({@link #moveAt}): from and to both a0, which no real move has. */
    public static final int NULL_MOVE = 0;

    /** Takes back the last move made (a null move included). */
    public void unmake() {
        historyLength--;
        int move = historyMoves[historyLength];
        if (move == NULL_MOVE) {
            side ^= 1;
            key = historyKeys[historyLength];
            return;
        }
        int from = Move.from(move), to = Move.to(move);
        side ^= 1;
        if (side == 1) {
            fullmoveNumber--;
        }
        int piece = board[to];
        int captured = historyCaptured[historyLength];
        board[from] = piece;
        board[to] = captured;
        flip(piece >> 3, from);
        flip(piece >> 3, to);
        if (captured != Piece.EMPTY) {
            flip(captured >> 3, to);
        }
        if ((piece & 7) == Piece.KING) {
            kingSquare[piece >> 3] = from;
        }
        key = historyKeys[historyLength];
        halfmoveClock = historyHalfmove[historyLength];
    }

    // ---- attacks and check -----------------------------------------------------------------------------------

    /** True if the side to move is in check (its king attacked, the facing kings included). */
    public boolean inCheck() {
        return kingInDanger(side);
    }

    /** True if the given side's king is attacked, or faces the other king on an open file (帅将不能照面). */
    public boolean inCheck(Side s) {
        return kingInDanger(s.index());
    }

    private boolean kingInDanger(int us) {
        int k = kingSquare[us];
        if (k < 0) {
            return false;
        }
        int them = us ^ 1;
        int themBits = them << 3;
        for (int d = 0; d < 4; d++) {
            int[] ray = RAYS[k][d];
            int i = 0, len = ray.length;
            while (i < len && board[ray[i]] == Piece.EMPTY) {
                i++;
            }
            if (i == len) {
                continue;
            }
            int first = board[ray[i]];
            if (first == (themBits | Piece.ROOK) || first == (themBits | Piece.KING)) {
                return true;
            }
            i++;
            while (i < len && board[ray[i]] == Piece.EMPTY) {
                i++;
            }
            if (i < len && board[ray[i]] == (themBits | Piece.CANNON)) {
                return true;
            }
        }
        int horse = themBits | Piece.HORSE;
        int[] ha = HORSE_ATTACKERS[k];
        for (int i = 0; i < ha.length; i += 2) {
            if (board[ha[i]] == horse && board[ha[i + 1]] == Piece.EMPTY) {
                return true;
            }
        }
        return pawnAttacks(k, them);
    }

    /**
     * The points that matter to the checks on side {@code us}'s king now, as bits (point {@code sq} is bit
     * {@code sq & 63} of word {@code sq >> 6}) in {@code mask}: each checking piece's point, the points between it and
     * the king (a cannon's screen among them), a checking horse's leg. A move of another piece than the king that
     * neither leaves nor reaches one of them leaves every check standing, so it cannot be legal. Which kinds of check
     * it found are noted above the points ({@link #CHECKS_NOTE}, for {@link #stillInDanger}). Returns whether the
     * king is in danger at all ({@link #kingInDanger}).
     */
    private boolean checkMask(int us, long[] mask) {
        mask[0] = mask[1] = 0;
        int k = kingSquare[us];
        int themBits = (us ^ 1) << 3;
        boolean danger = false;
        int checks = 0;
        for (int d = 0; d < 4; d++) {
            int[] ray = RAYS[k][d];
            int i = 0, len = ray.length;
            while (i < len && board[ray[i]] == Piece.EMPTY) {
                i++;
            }
            if (i == len) {
                continue;
            }
            int first = board[ray[i]];
            int upTo = -1;
            if (first == (themBits | Piece.ROOK) || first == (themBits | Piece.KING)) {
                upTo = i;
            } else {
                int j = i + 1;
                while (j < len && board[ray[j]] == Piece.EMPTY) {
                    j++;
                }
                if (j < len && board[ray[j]] == (themBits | Piece.CANNON)) {
                    upTo = j;
                }
            }
            for (int m = 0; m <= upTo; m++) {
                mask[ray[m] >> 6] |= 1L << (ray[m] & 63);
            }
            if (upTo >= 0) {
                danger = true;
                checks |= 1 << d;
            }
        }
        int horse = themBits | Piece.HORSE;
        int[] ha = HORSE_ATTACKERS[k];
        for (int i = 0; i < ha.length; i += 2) {
            if (board[ha[i]] == horse && board[ha[i + 1]] == Piece.EMPTY) {
                mask[ha[i] >> 6] |= 1L << (ha[i] & 63);
                mask[ha[i + 1] >> 6] |= 1L << (ha[i + 1] & 63);
                danger = true;
                checks |= HORSE_CHECKS;
            }
        }
        int pawn = themBits | Piece.PAWN;
        int f = Square.file(k);
        for (int o = 0; o < 4; o++) {
            int sq = k + NEXT_TO[o];
            if (sq >= 0 && sq < Square.COUNT && board[sq] == pawn && (Square.file(sq) == f || Square.rank(sq) == Square.rank(k))
                    && contains(PAWN_STEPS[us ^ 1][sq], k)) {
                mask[sq >> 6] |= 1L << (sq & 63);
                danger = true;
                checks |= PAWN_CHECKS;
            }
        }
        mask[1] |= (long) checks << CHECKS_NOTE;
        assert danger == kingInDanger(us) : "checkMask disagrees with kingInDanger: " + toFen();
        return danger;
    }

    private static final int[] NEXT_TO = {-1, 1, Square.FILES, -Square.FILES};

    private static boolean inMask(long[] mask, int sq) {
        return (mask[sq >> 6] & 1L << (sq & 63)) != 0;
    }

    private final long[] checkMask = new long[2];

    private boolean pawnAttacks(int sq, int them) {
        int pawn = (them << 3) | Piece.PAWN;
        int f = Square.file(sq), r = Square.rank(sq);
        int behind = them == 0 ? r - 1 : r + 1; // where a pawn of `them` stands to step forward onto sq
        if (behind >= 0 && behind < Square.RANKS && board[Square.of(f, behind)] == pawn) {
            return true;
        }
        Side themSide = Side.ofIndex(them);
        if (Square.onOwnHalf(sq, themSide)) {
            return false; // sideways steps exist only beyond the river
        }
        return (f > 0 && board[sq - 1] == pawn) || (f < 8 && board[sq + 1] == pawn);
    }

    /**
     * True if a piece of {@code by} could move onto {@code sq} by the movement rules (a pseudo-legal capture if
     * something of the other side stands there). The facing-kings rule is not an attack on an ordinary point.
     */
    public boolean isAttacked(int sq, Side by) {
        return attackersOf(sq, by.index(), null, true) > 0;
    }

    /**
     * The squares of the pieces of {@code by} that could move onto {@code sq}, ignoring whether the move is legal and
     * who stands on {@code sq} (own pieces included). Onto an empty point a cannon moves like a rook, so there the
     * cannon counted is the first piece on the line, not the one behind a screen.
     */
    public List<Integer> attackers(int sq, Side by) {
        int[] found = new int[MAX_ATTACKERS];
        int n = attackersOf(sq, by.index(), found, true);
        List<Integer> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            result.add(found[i]);
        }
        return result;
    }

    // ---- attacks by either side: threats and protection -------------------------------------------------------
    //
    // Repetition rulings ask about the side that is NOT on move (could it capture there? who protects that piece?), so
    // these questions take the side from the piece or as an argument, never from the side to move. "Attack" here is
    // capture geometry: the king steps inside its palace (the facing-kings rule is a check, see inCheck, not an attack
    // on a point), a pawn steps forward and, beyond the river, sideways, a cannon needs exactly one piece between.

    /**
     * Calls {@code target} with every point the piece on {@code from} attacks, whoever stands there — own pieces
     * included, which is protection. A cannon's targets are the pieces it could capture (the first piece beyond its
     * screen); empty points are reported for the other pieces only. Nothing is reported for an empty {@code from}.
     */
    public void forEachAttack(int from, IntConsumer target) {
        int p = board[from];
        if (p == Piece.EMPTY) {
            return;
        }
        switch (p & 7) {
            case Piece.KING:
                for (int t : KING_STEPS[from]) {
                    target.accept(t);
                }
                break;
            case Piece.ADVISOR:
                for (int t : ADVISOR_STEPS[from]) {
                    target.accept(t);
                }
                break;
            case Piece.ELEPHANT:
            case Piece.HORSE: {
                int[] steps = (p & 7) == Piece.HORSE ? HORSE_STEPS[from] : ELEPHANT_STEPS[from];
                for (int i = 0; i < steps.length; i += 2) {
                    if (board[steps[i + 1]] == Piece.EMPTY) {
                        target.accept(steps[i]);
                    }
                }
                break;
            }
            case Piece.ROOK:
                for (int d = 0; d < 4; d++) {
                    for (int t : RAYS[from][d]) {
                        target.accept(t);
                        if (board[t] != Piece.EMPTY) {
                            break;
                        }
                    }
                }
                break;
            case Piece.CANNON:
                for (int d = 0; d < 4; d++) {
                    int t = cannonTarget(RAYS[from][d]);
                    if (t >= 0) {
                        target.accept(t);
                    }
                }
                break;
            default:
                for (int t : PAWN_STEPS[p >> 3][from]) {
                    target.accept(t);
                }
                break;
        }
    }

    /**
     * The points holding a piece that each side attacks, in {@link #forEachAttack}'s sense (its own pieces included:
     * that is protection), as bits: point {@code sq} is bit {@code sq & 63} of {@code into[2 * side + (sq >> 6)]}.
     * On a point holding a piece this is {@link #isAttackedBy}, for every piece at once in one pass over the pieces.
     */
    public void attackedPieces(long[] into) {
        into[0] = into[1] = into[2] = into[3] = 0;
        // forEachAttack's reach written out, with no consumer to call (asked before every material search): the two
        // must agree, and AttackedPiecesTest holds the marks to isAttackedBy on every point
        for (int s = 0; s < 2; s++) {
            for (int from = nextPiece(s, 0); from >= 0; from = nextPiece(s, from + 1)) {
                int p = board[from], word = 2 * s;
                switch (p & 7) {
                    case Piece.KING -> markOccupied(KING_STEPS[from], into, word);
                    case Piece.ADVISOR -> markOccupied(ADVISOR_STEPS[from], into, word);
                    case Piece.ELEPHANT, Piece.HORSE -> {
                        int[] steps = (p & 7) == Piece.HORSE ? HORSE_STEPS[from] : ELEPHANT_STEPS[from];
                        for (int i = 0; i < steps.length; i += 2) {
                            if (board[steps[i + 1]] == Piece.EMPTY) {
                                markOccupied(steps[i], into, word);
                            }
                        }
                    }
                    case Piece.ROOK -> {
                        for (int d = 0; d < 4; d++) {
                            int[] ray = RAYS[from][d];
                            int i = nextOccupied(ray, 0);
                            if (i < ray.length) {
                                markOccupied(ray[i], into, word);
                            }
                        }
                    }
                    case Piece.CANNON -> {
                        for (int d = 0; d < 4; d++) {
                            int t = cannonTarget(RAYS[from][d]);
                            if (t >= 0) {
                                markOccupied(t, into, word);
                            }
                        }
                    }
                    default -> markOccupied(PAWN_STEPS[p >> 3][from], into, word);
                }
            }
        }
    }

    private void markOccupied(int[] points, long[] into, int word) {
        for (int t : points) {
            markOccupied(t, into, word);
        }
    }

    /** Sets point {@code t}'s bit in {@code into}'s words from {@code word} when a piece stands there. */
    private void markOccupied(int t, long[] into, int word) {
        if (board[t] != Piece.EMPTY) {
            into[word + (t >> 6)] |= 1L << (t & 63);
        }
    }

    /**
     * True if the piece on {@code from} attacks {@code to}, whoever stands there. Unlike {@link #forEachAttack}, a
     * cannon attacks an empty point too when exactly one piece stands between (it would capture there).
     */
    public boolean attacks(int from, int to) {
        int p = board[from];
        if (p == Piece.EMPTY || from == to) {
            return false;
        }
        switch (p & 7) {
            case Piece.KING:
                return contains(KING_STEPS[from], to);
            case Piece.ADVISOR:
                return contains(ADVISOR_STEPS[from], to);
            case Piece.ELEPHANT:
                return stepWithFreeBlocker(ELEPHANT_STEPS[from], to);
            case Piece.HORSE:
                return stepWithFreeBlocker(HORSE_STEPS[from], to);
            case Piece.ROOK:
                return SAME_LINE[from][to] && piecesBetween(from, to) == 0;
            case Piece.CANNON:
                return SAME_LINE[from][to] && piecesBetween(from, to) == 1;
            default:
                return contains(PAWN_STEPS[p >> 3][from], to);
        }
    }

    private static boolean contains(int[] points, int sq) {
        for (int t : points) {
            if (t == sq) {
                return true;
            }
        }
        return false;
    }

    private boolean stepWithFreeBlocker(int[] pairs, int to) {
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i] == to) {
                return board[pairs[i + 1]] == Piece.EMPTY;
            }
        }
        return false;
    }

    /** Pieces strictly between two points of one file or rank. */
    private int piecesBetween(int a, int b) {
        int step = Square.rank(a) == Square.rank(b) ? 1 : Square.FILES;
        if (b < a) {
            step = -step;
        }
        int n = 0;
        for (int sq = a + step; sq != b; sq += step) {
            if (board[sq] != Piece.EMPTY) {
                n++;
            }
        }
        return n;
    }

    /**
     * Calls {@code found} with the square of every piece of {@code by} that attacks {@code sq} in the sense of
     * {@link #attacks} (whoever stands on {@code sq}; a cannon behind exactly one piece counts even onto an empty point)
     * and returns how many there are; with a null {@code found} it stops at the first. The attackers are found from
     * the target outwards through the tables — rays for rooks, cannons and the adjacent king or pawn, the horse points
     * with their legs, the diagonal points — so it costs a few probes, not a scan of the board.
     */
    public int forEachAttacker(int sq, Side by, IntConsumer found) {
        if (found == null) {
            return attackersOf(sq, by.index(), null, false); // only whether there is one: 1 at the first
        }
        int[] into = new int[MAX_ATTACKERS];
        int n = attackersOf(sq, by.index(), into, false);
        for (int i = 0; i < n; i++) {
            found.accept(into[i]);
        }
        return n;
    }

    /**
     * The squares of {@link #forEachAttacker}'s attackers, in its order, written into {@code into} (room for
     * {@link #MAX_ATTACKERS}); returns how many. For a search asking it at every node, without a callback.
     */
    public int attackers(int sq, Side by, int[] into) {
        return attackersOf(sq, by.index(), into, false);
    }

    /**
     * Every capture by {@code by} of a piece of the other side other than its king: the pairs that
     * {@link #attackers(int, Side, int[])} gives for each such piece, found from the capturers outwards (a side's
     * sixteen pieces' few rays and steps, where asking every enemy piece for its attackers probes four rays and a
     * dozen points around each of them). Each is written as {@code from | to << 7 | rank << 14}, where {@code rank}
     * (0–23) is the capturer's place in {@code attackers}' order for that target (its rays up, down, left, right, a
     * piece next on the ray before a cannon behind a screen; then the horses, the advisors, the elephants in their
     * tables' order): ordered by target and rank, the list is that of asking every enemy piece in point order.
     * Returns how many; {@code out} needs room for every capture (at most 64: a side's pieces have no more).
     */
    public int captures(Side by, int[] out) {
        int s = by.index();
        int[] b = board;
        int n = 0;
        for (int sq = nextPiece(s, 0); sq >= 0; sq = nextPiece(s, sq + 1)) {
            int p = b[sq];
            switch (p & 7) {
                case Piece.KING:
                    for (int t : KING_STEPS[sq]) {
                        n = addCapture(s, sq, t, 2 * DIRECTION[t][sq], out, n);
                    }
                    break;
                case Piece.ADVISOR:
                    // attackers() asks for advisors only onto a point of their own palace
                    if (Square.inPalace(sq, by)) {
                        for (int t : ADVISOR_STEPS[sq]) {
                            n = addCapture(s, sq, t, ATTACKER_RANK[t][sq], out, n);
                        }
                    }
                    break;
                case Piece.ELEPHANT:
                case Piece.HORSE: {
                    // and for elephants only onto a point of their own half; the elephant's eye is a horse's leg
                    boolean horse = (p & 7) == Piece.HORSE;
                    if (!horse && !Square.onOwnHalf(sq, by)) {
                        break;
                    }
                    int[] steps = horse ? HORSE_STEPS[sq] : ELEPHANT_STEPS[sq];
                    for (int i = 0; i < steps.length; i += 2) {
                        if (b[steps[i + 1]] == Piece.EMPTY) {
                            n = addCapture(s, sq, steps[i], ATTACKER_RANK[steps[i]][sq], out, n);
                        }
                    }
                    break;
                }
                case Piece.ROOK:
                    for (int d = 0; d < 4; d++) {
                        int[] ray = RAYS[sq][d];
                        int i = nextOccupied(ray, 0);
                        if (i < ray.length) {
                            n = addCapture(s, sq, ray[i], 2 * DIRECTION[ray[i]][sq], out, n);
                        }
                    }
                    break;
                case Piece.CANNON:
                    for (int d = 0; d < 4; d++) {
                        int t = cannonTarget(RAYS[sq][d]);
                        if (t >= 0) {
                            n = addCapture(s, sq, t, 2 * DIRECTION[t][sq] + 1, out, n);
                        }
                    }
                    break;
                default:
                    for (int t : PAWN_STEPS[s][sq]) {
                        n = addCapture(s, sq, t, 2 * DIRECTION[t][sq], out, n);
                    }
                    break;
            }
        }
        return n;
    }

    /** The index on {@code ray} of the first occupied point at or after {@code i}, or the ray's length if none. */
    private int nextOccupied(int[] ray, int i) {
        while (i < ray.length && board[ray[i]] == Piece.EMPTY) {
            i++;
        }
        return i;
    }

    /** The point a cannon at the ray's origin attacks along it: the first occupied point behind one screen, or -1. */
    private int cannonTarget(int[] ray) {
        int i = nextOccupied(ray, nextOccupied(ray, 0) + 1);
        return i < ray.length ? ray[i] : -1;
    }

    private int addCapture(int s, int from, int to, int rank, int[] out, int n) {
        int q = board[to];
        if (q != Piece.EMPTY && (q >> 3) != s && (q & 7) != Piece.KING) {
            out[n++] = from | to << 7 | rank << 14;
        }
        return n;
    }

    /**
     * [target][capturer]: the capturer's place in {@link #attackersOf}' order after the rays (0–7): 8 + its index
     * among the target's horse points, 16 + among its advisor points, 20 + among its elephant points.
     */
    private static final byte[][] ATTACKER_RANK = new byte[Square.COUNT][Square.COUNT];

    static {
        for (int t = 0; t < Square.COUNT; t++) {
            for (int i = 0; i < HORSE_ATTACKERS[t].length; i += 2) {
                ATTACKER_RANK[t][HORSE_ATTACKERS[t][i]] = (byte) (8 + i / 2);
            }
            for (int i = 0; i < ADVISOR_STEPS[t].length; i++) {
                ATTACKER_RANK[t][ADVISOR_STEPS[t][i]] = (byte) (16 + i);
            }
            for (int i = 0; i < ELEPHANT_STEPS[t].length; i += 2) {
                ATTACKER_RANK[t][ELEPHANT_STEPS[t][i]] = (byte) (20 + i / 2);
            }
        }
    }

    /** At most this many pieces of one side attack a point (2 rooks, 2 cannons, 2 horses, 3 pawns, 2 advisors, 2 elephants, the king). */
    public static final int MAX_ATTACKERS = 16;

    /** True if a piece of {@code by} attacks {@code sq} in the sense of {@link #attacks}. */
    public boolean isAttackedBy(int sq, Side by) {
        return attackersOf(sq, by.index(), null, false) > 0;
    }

    /**
     * The attackers of {@code sq} by side {@code by}. With {@code movesOnto} and an empty {@code sq} the cannon that
     * counts is the one that could slide there, not the one behind a screen (the move-generation sense).
     */
    private int attackersOf(int sq, int by, int[] into, boolean movesOnto) {
        int n = 0;
        int byBits = by << 3;
        boolean slidingCannon = movesOnto && board[sq] == Piece.EMPTY;
        for (int d = 0; d < 4; d++) {
            int[] ray = RAYS[sq][d];
            int i = 0, len = ray.length;
            while (i < len && board[ray[i]] == Piece.EMPTY) {
                i++;
            }
            if (i == len) {
                continue;
            }
            int s = ray[i], q = board[s];
            if (q == (byBits | Piece.ROOK)
                    || slidingCannon && q == (byBits | Piece.CANNON)
                    || i == 0 && q == (byBits | Piece.KING) && contains(KING_STEPS[s], sq)
                    || i == 0 && q == (byBits | Piece.PAWN) && contains(PAWN_STEPS[by][s], sq)) {
                if (into == null) {
                    return 1;
                }
                into[n++] = s;
            }
            if (slidingCannon) {
                continue;
            }
            for (i++; i < len; i++) {
                if (board[ray[i]] != Piece.EMPTY) {
                    if (board[ray[i]] == (byBits | Piece.CANNON)) {
                        if (into == null) {
                            return 1;
                        }
                        into[n++] = ray[i];
                    }
                    break;
                }
            }
        }
        int horse = byBits | Piece.HORSE;
        int[] ha = HORSE_ATTACKERS[sq];
        for (int i = 0; i < ha.length; i += 2) {
            if (board[ha[i]] == horse && board[ha[i + 1]] == Piece.EMPTY) {
                if (into == null) {
                    return 1;
                }
                into[n++] = ha[i];
            }
        }
        Side bySide = Side.ofIndex(by);
        if (Square.inPalace(sq, bySide)) {
            int advisor = byBits | Piece.ADVISOR;
            for (int s : ADVISOR_STEPS[sq]) {
                if (board[s] == advisor) {
                    if (into == null) {
                        return 1;
                    }
                    into[n++] = s;
                }
            }
        }
        if (Square.onOwnHalf(sq, bySide)) {
            // elephant steps are symmetric on one half: the points an elephant could come from are its steps from sq
            int elephant = byBits | Piece.ELEPHANT;
            int[] es = ELEPHANT_STEPS[sq];
            for (int i = 0; i < es.length; i += 2) {
                if (board[es[i]] == elephant && board[es[i + 1]] == Piece.EMPTY) {
                    if (into == null) {
                        return 1;
                    }
                    into[n++] = es[i];
                }
            }
        }
        return n;
    }

    /** True if the two kings stand on one file with nothing between them (帅将不能照面). */
    public boolean kingsFace() {
        int a = kingSquare[0], b = kingSquare[1];
        return a >= 0 && b >= 0 && Square.file(a) == Square.file(b) && piecesBetween(a, b) == 0;
    }

    // ---- move generation -------------------------------------------------------------------------------------

    /**
     * Pseudo-legal moves of side {@code s} into {@code out}: movement rules only, the own king's safety unchecked.
     * With {@code includeOwnTargets} moves onto own pieces are listed too — they say which pieces protect which.
     */
    int generatePseudo(int s, int[] out, boolean includeOwnTargets) {
        int n = 0;
        int[] b = board;
        for (int sq = nextPiece(s, 0); sq >= 0; sq = nextPiece(s, sq + 1)) {
            n = pseudoFrom(s, sq, b[sq], out, n, includeOwnTargets);
        }
        return n;
    }

    /** The pseudo-legal moves of side {@code s}'s piece {@code p} on {@code sq}, added to {@code out} from {@code n}. */
    private int pseudoFrom(int s, int sq, int p, int[] out, int n, boolean includeOwnTargets) {
        int[] b = board;
        switch (p & 7) {
            case Piece.KING:
                n = addSteps(s, sq, KING_STEPS[sq], out, n, includeOwnTargets);
                break;
            case Piece.ADVISOR:
                n = addSteps(s, sq, ADVISOR_STEPS[sq], out, n, includeOwnTargets);
                break;
            case Piece.ELEPHANT:
            case Piece.HORSE: {
                int[] steps = (p & 7) == Piece.HORSE ? HORSE_STEPS[sq] : ELEPHANT_STEPS[sq];
                for (int i = 0; i < steps.length; i += 2) {
                    int t = steps[i];
                    if (b[steps[i + 1]] != Piece.EMPTY) {
                        continue;
                    }
                    int q = b[t];
                    if (q == Piece.EMPTY || (q >> 3) != s || includeOwnTargets) {
                        out[n++] = sq | (t << 7);
                    }
                }
                break;
            }
            case Piece.ROOK:
                for (int d = 0; d < 4; d++) {
                    int[] ray = RAYS[sq][d];
                    for (int t : ray) {
                        int q = b[t];
                        if (q == Piece.EMPTY) {
                            out[n++] = sq | (t << 7);
                        } else {
                            if ((q >> 3) != s || includeOwnTargets) {
                                out[n++] = sq | (t << 7);
                            }
                            break;
                        }
                    }
                }
                break;
            case Piece.CANNON:
                for (int d = 0; d < 4; d++) {
                    int[] ray = RAYS[sq][d];
                    int i = 0, len = ray.length;
                    while (i < len && b[ray[i]] == Piece.EMPTY) {
                        out[n++] = sq | (ray[i] << 7);
                        i++;
                    }
                    for (i++; i < len; i++) {
                        int q = b[ray[i]];
                        if (q != Piece.EMPTY) {
                            if ((q >> 3) != s || includeOwnTargets) {
                                out[n++] = sq | (ray[i] << 7);
                            }
                            break;
                        }
                    }
                }
                break;
            default:
                n = addSteps(s, sq, PAWN_STEPS[s][sq], out, n, includeOwnTargets);
                break;
        }
        return n;
    }

    private int addSteps(int s, int from, int[] targets, int[] out, int n, boolean includeOwnTargets) {
        for (int t : targets) {
            int q = board[t];
            if (q == Piece.EMPTY || (q >> 3) != s || includeOwnTargets) {
                out[n++] = from | (t << 7);
            }
        }
        return n;
    }

    /**
     * Writes the legal moves of the side to move into {@code out} and returns their number. Only moves that could
     * expose the own king are tried on the board: king moves, and moves from or onto the king's lines or off a horse
     * leg next to the king — every other move is legal when the king is not in check.
     */
    public int generateLegal(int[] out) {
        return generateLegal(side, out);
    }

    /**
     * Writes the legal moves of side {@code s} into {@code out} and returns their number, whether or not it is that
     * side's turn: the moves it could play if it were on move now (for threats, "what could the other side do").
     */
    public int legalMoves(Side s, int[] out) {
        return generateLegal(s.index(), out);
    }

    /** Writes the pseudo-legal moves of side {@code s} (its own king's safety unchecked) into {@code out}. */
    public int pseudoLegalMoves(Side s, int[] out) {
        return generatePseudo(s.index(), out, false);
    }

    /** True if side {@code s} has a legal move, whether or not it is on move (no move at all: 困毙 or mate). */
    public boolean hasLegalMove(Side s) {
        // piece by piece, stopping at the first legal move: asked after every move of a game played move by move
        int[] moves = scratch();
        int us = s.index();
        int k = kingSquare[us];
        boolean check = k < 0 || checkMask(us, checkMask);
        long[] mask = checkMask;
        for (int sq = nextPiece(us, 0); sq >= 0; sq = nextPiece(us, sq + 1)) {
            int p = board[sq];
            // in check a piece other than the king that stands on none of the check's points must reach one
            boolean off = check && k >= 0 && sq != k && !inMask(mask, sq);
            int n = pseudoFrom(us, sq, p, moves, 0, false);
            for (int i = 0; i < n; i++) {
                if (off && !inMask(mask, moves[i] >>> 7)) {
                    continue;
                }
                if (leavesKingSafe(moves[i] & 0x7f, moves[i] >>> 7, us, k, check, mask)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * For {@link #legalReply}: writes into {@code mask} the points of the checks on side {@code s}'s king (as
     * {@link #checkMask}) and returns whether its moves must be tried on the board (in check, or no king).
     */
    public boolean evasionMask(Side s, long[] mask) {
        int us = s.index();
        if (kingSquare[us] < 0) {
            mask[0] = mask[1] = 0;
            return true;
        }
        return checkMask(us, mask);
    }

    /**
     * The pseudo-legal moves of the piece on {@code sq} (its side's, whoever is on move), in the order
     * {@link #legalMoves} lists its legal ones: the moves of a side piece by piece, for a search that asks
     * {@link #legalReply} of each in turn and stops at the first that holds (most do at the first piece), so that
     * most of a side's moves are never tested.
     */
    public int pseudoMovesFrom(int sq, int[] out) {
        int p = board[sq];
        return pseudoFrom(p >> 3, sq, p, out, 0, false);
    }

    /**
     * Whether {@code move}, one of {@link #pseudoMovesFrom}, is legal, given what {@link #evasionMask} said of its
     * side on this board: {@link #generateLegal}'s test, for one move (generateLegal keeps its own loop over the whole
     * side's list: asking it piece by piece cost perft 5 % more).
     */
    public boolean legalReply(int move, boolean check, long[] mask) {
        int sq = move & 0x7f, to = move >>> 7;
        int us = board[sq] >> 3;
        int k = kingSquare[us];
        if (check && k >= 0 && sq != k && !inMask(mask, sq) && !inMask(mask, to)) {
            return false;
        }
        return leavesKingSafe(sq, to, us, k, check, mask);
    }

    private int generateLegal(int us, int[] out) {
        int n = generatePseudo(us, out, false);
        int k = kingSquare[us];
        boolean check = k < 0 || checkMask(us, checkMask);
        boolean masked = check && k >= 0;
        long[] mask = checkMask;
        int legal = 0;
        for (int i = 0; i < n; i++) {
            int move = out[i];
            int from = move & 0x7f;
            // in check a move of another piece than the king that neither leaves nor reaches a point of the check
            // leaves it standing: not tried on the board
            if (masked && from != k && !inMask(mask, from) && !inMask(mask, move >>> 7)) {
                continue;
            }
            if (leavesKingSafe(move & 0x7f, move >>> 7, us, k, check, mask)) {
                out[legal++] = move;
            }
        }
        return legal;
    }

    /**
     * Whether the pseudo-legal move from→to of side {@code us}, whose king stands on {@code k}, leaves that king safe:
     * tried on the board for a king move (or without a king: {@code check} is then true); in check, a move of another
     * piece looks again only at the lines that had a check on them ({@code mask}, from {@link #checkMask}) and those
     * through its from- and to-squares ({@link #stillInDanger}); out of check only the king's lines through the from-
     * and to-squares and the horse leg left are looked at ({@link #exposesKing}).
     */
    private boolean leavesKingSafe(int from, int to, int us, int k, boolean check, long[] mask) {
        if (from == k || k < 0) {
            return !leavesKingInDanger(from, to);
        }
        return check ? !stillInDanger(from, to, us, k, mask) : !exposesKing(from, to, us, k);
    }

    /**
     * In check, whether moving a piece other than the king from→to leaves the king on {@code k} in danger. Only the
     * two points change, so a line of the king's that had no check on it ({@link #checkMask}'s note, {@code mask})
     * and does not pass through either point has none after; a horse checks after only if one did before or the
     * move left a leg next to the king; a pawn only if one did before (nothing blocks a pawn). The rest is looked at
     * again with the move played on the board and taken back.
     */
    private boolean stillInDanger(int from, int to, int us, int k, long[] mask) {
        int checks = (int) (mask[1] >>> CHECKS_NOTE);
        int dFrom = DIRECTION[k][from], dTo = DIRECTION[k][to];
        int piece = board[from], captured = board[to];
        board[to] = piece;
        board[from] = Piece.EMPTY;
        int them = us ^ 1;
        boolean danger = false;
        for (int d = 0; d < 4 && !danger; d++) {
            if ((checks & (1 << d)) != 0 || d == dFrom || d == dTo) {
                danger = lineAttacksKing(k, d, them);
            }
        }
        if (!danger && ((checks & HORSE_CHECKS) != 0 || DIAGONAL_NEIGHBOUR[from][k])) {
            int horse = (them << 3) | Piece.HORSE;
            int[] ha = HORSE_ATTACKERS[k];
            for (int i = 0; i < ha.length && !danger; i += 2) {
                danger = board[ha[i]] == horse && board[ha[i + 1]] == Piece.EMPTY;
            }
        }
        if (!danger && (checks & PAWN_CHECKS) != 0) {
            danger = pawnAttacks(k, them);
        }
        board[from] = piece;
        board[to] = captured;
        assert danger == leavesKingInDanger(from, to) : "stillInDanger disagrees: " + toFen() + " " + from + "-" + to;
        return danger;
    }

    /**
     * Where {@link #checkMask} notes which kinds of check it found, in the mask's second word above its points (bits
     * 0–25 are points 64–89): one bit for each of the king's four lines with a check on it, one for a horse's, one for
     * a pawn's.
     */
    private static final int CHECKS_NOTE = 32, HORSE_CHECKS = 1 << 4, PAWN_CHECKS = 1 << 5;

    /**
     * True if the move (assumed pseudo-legal) leaves the mover's own king neither attacked nor facing the other king.
     * The mover is the side that owns the piece on the from-square, whoever is on move.
     */
    public boolean leavesOwnKingSafe(int move) {
        return !leavesKingInDanger(Move.from(move), Move.to(move));
    }

    /**
     * Like {@link #leavesOwnKingSafe} for a mover known not to be in check now: a move of a piece other than the king
     * can expose the king only along the king's lines through its from- and to-squares or over a horse leg it leaves
     * (see {@link #exposesKing}), so only those are looked at; a king move is tried on the board.
     */
    public boolean leavesOwnKingSafeOutOfCheck(int move) {
        int from = Move.from(move), to = Move.to(move);
        int us = board[from] >> 3;
        int k = kingSquare[us];
        if (k < 0) {
            return true; // a diagram without this side's king: there is no king to expose
        }
        // the caller's promise; tests run with assertions on, so every analysis the tests run checks it
        assert !kingInDanger(us) : "leavesOwnKingSafeOutOfCheck with the mover in check: " + toFen() + " " + Move.iccs(move);
        return from == k ? !leavesKingInDanger(from, to) : !exposesKing(from, to, us, k);
    }

    /**
     * {@link #isLegalForOwner} for a game replayed move by move, where it is known whether the mover is in check now:
     * out of check, a move that cannot expose the king (see {@link #leavesOwnKingSafeOutOfCheck}) is not tried on the
     * board. Reading a game record checks every move, so this is most of what reading costs.
     */
    public boolean isLegalForOwner(int move, boolean ownerInCheck) {
        if (ownerInCheck) {
            return isLegalForOwner(move);
        }
        if (!reachableByItsPiece(move)) {
            return false;
        }
        int from = Move.from(move), to = Move.to(move);
        int us = board[from] >> 3;
        int k = kingSquare[us];
        if (k < 0) {
            return true; // a diagram without this side's king: there is no king to expose
        }
        return from == k ? !leavesKingInDanger(from, to) : !exposesKing(from, to, us, k);
    }

    /**
     * Out of check, whether moving a piece other than the king from→to lets the other side attack the king {@code k}:
     * only along the king's lines through the from-square (a rook, the other king or a cannon's screen uncovered) or
     * the to-square (a new screen for a cannon), or through a horse's leg vacated next to it. Those lines alone are
     * looked at, with the move played on the board and taken back.
     */
    private boolean exposesKing(int from, int to, int us, int k) {
        int dFrom = DIRECTION[k][from], dTo = DIRECTION[k][to];
        boolean leg = DIAGONAL_NEIGHBOUR[from][k];
        if (dFrom < 0 && dTo < 0 && !leg) {
            return false;
        }
        int piece = board[from], captured = board[to];
        board[to] = piece;
        board[from] = Piece.EMPTY;
        int them = us ^ 1;
        boolean danger = dFrom >= 0 && lineAttacksKing(k, dFrom, them)
                || dTo >= 0 && dTo != dFrom && lineAttacksKing(k, dTo, them)
                || leg && horseThroughLeg(k, from, them);
        board[from] = piece;
        board[to] = captured;
        return danger;
    }

    /** Whether a piece of {@code by} checks the king on {@code k} along ray {@code d}: a rook or king, or a cannon behind one screen. */
    private boolean lineAttacksKing(int k, int d, int by) {
        int[] ray = RAYS[k][d];
        int i = 0, len = ray.length;
        while (i < len && board[ray[i]] == Piece.EMPTY) {
            i++;
        }
        if (i == len) {
            return false;
        }
        int byBits = by << 3, first = board[ray[i]];
        if (first == (byBits | Piece.ROOK) || first == (byBits | Piece.KING)) {
            return true;
        }
        for (i++; i < len; i++) {
            if (board[ray[i]] != Piece.EMPTY) {
                return board[ray[i]] == (byBits | Piece.CANNON);
            }
        }
        return false;
    }

    /** Whether a horse of {@code by} checks the king on {@code k} over the (empty) leg point {@code leg}. */
    private boolean horseThroughLeg(int k, int leg, int by) {
        int horse = (by << 3) | Piece.HORSE;
        int[] ha = HORSE_ATTACKERS[k];
        for (int i = 0; i < ha.length; i += 2) {
            if (ha[i + 1] == leg && board[ha[i]] == horse && board[leg] == Piece.EMPTY) {
                return true;
            }
        }
        return false;
    }

    /**
     * Right after {@code move} was made from a legal position: is the side now on move in check? It was not before, so
     * only the moved piece from where it lands, or what the move uncovers or screens along the king's lines through its
     * from- and to-squares or over a horse leg it left, can give check: those alone are looked at.
     */
    public boolean inCheckAfter(int move) {
        return checksAfter(Move.from(move), Move.to(move), side ^ 1);
    }

    /**
     * Right after the move from→to was made (by whichever side): does the moved piece's side now check the other king,
     * which was not in check before it? As {@link #inCheckAfter}, only the moved piece from where it lands and the
     * king's lines through the from- and to-squares (or a horse leg left) are looked at.
     */
    public boolean checksAfter(int from, int to) {
        return checksAfter(from, to, board[to] >> 3);
    }

    /**
     * The mate searches' question about a check candidate, asked without playing it (only its two points are changed
     * and put back, not the key, the history or the side to move): after the pseudo-legal move from→to, does its side
     * check the other king? A king in check before ({@code checkedBefore}) counts as checked when the moved piece
     * attacks it from where it lands, or when the move stays on the king's lines and the king is still in check; a
     * king not in check before is checked only through what the move did ({@link #checksAfter}). Most candidates are
     * no check, and this costs a fraction of a {@link #make} and {@link #unmake}.
     */
    public boolean wouldCheck(int from, int to, boolean checkedBefore) {
        int piece = board[from], captured = board[to];
        int mover = piece >> 3;
        int k = kingSquare[mover ^ 1];
        board[to] = piece;
        board[from] = Piece.EMPTY;
        boolean king = (piece & 7) == Piece.KING;
        int savedKing = kingSquare[mover];
        if (king) {
            kingSquare[mover] = to; // as make would
        }
        boolean check = checkedBefore
                ? attacks(to, k) || onKingsLines(from, to, k) && kingInDanger(mover ^ 1)
                : checksAfter(from, to, mover);
        kingSquare[mover] = savedKing;
        board[from] = piece;
        board[to] = captured;
        return check;
    }

    /** Does {@code mover}, whose move from→to has just been made, check the other king, not in check before it? */
    private boolean checksAfter(int from, int to, int mover) {
        int k = kingSquare[mover ^ 1];
        if (k < 0) {
            return false;
        }
        if (NEAR[to][k] && attacks(to, k)) {
            return true; // a horse or pawn (a rook or cannon on the king's line is seen on that line below)
        }
        // along the king's lines through the from- and to-squares (the moved piece itself, what it uncovers, a cannon's
        // new screen), or over a horse leg it left
        int dFrom = DIRECTION[k][from], dTo = DIRECTION[k][to];
        return dFrom >= 0 && lineAttacksKing(k, dFrom, mover)
                || dTo >= 0 && dTo != dFrom && lineAttacksKing(k, dTo, mover)
                || DIAGONAL_NEIGHBOUR[from][k] && horseThroughLeg(k, from, mover);
    }

    /**
     * Whether a move from {@code from} to {@code to} of the piece {@code piece} could check the king on {@code king}
     * that is not in check now: only by leaving or reaching a point of the king's file or rank (standing on it, or
     * uncovering or screening it), by leaving a horse's leg (a point diagonally next to the king), or as a horse
     * landing a horse's jump away (its leg not looked at). Any other move leaves that king unchecked, and so does it
     * leave the moved piece attacking it.
     */
    public static boolean mayCheck(int piece, int from, int to, int king) {
        return king < 0 || onKingsLines(from, to, king) || (piece & 7) == Piece.HORSE && HORSE_JUMP[to][king];
    }

    /**
     * The pseudo-legal moves of side {@code s} that {@link #mayCheck} lets through against the other king, in the order
     * {@link #pseudoLegalMoves} lists them: the searches for checks look at these alone. A piece off the king's lines
     * and legs reaches them at no more than one point a ray (a rook's or cannon's), so its other moves are not made. A
     * piece on them whose leaving uncovers no check (a king not in check now) keeps only the moves that land on the
     * king's file or rank or, a horse, a jump away: the others cannot check (the mate searches' candidates were a
     * tenth checks before this).
     */
    public int checkCandidates(Side s, int[] out) {
        return checkCandidates(s, kingInDanger(s.index() ^ 1), out);
    }

    /**
     * {@link #checkCandidates(Side, int[])} for a caller that has asked already whether the other king is in check
     * ({@code checked}, {@link #inCheck(Side)} of the other side): the mate searches ask it for themselves.
     */
    public int checkCandidates(Side s, boolean checked, int[] out) {
        int us = s.index();
        int k = kingSquare[us ^ 1];
        if (k < 0) {
            return generatePseudo(us, out, false);
        }
        assert checked == kingInDanger(us ^ 1) : "checkCandidates told the wrong check: " + toFen();
        int n = 0;
        int fk = Square.file(k), rk = Square.rank(k);
        // a king in check already: a move that leaves that check standing counts too (the searches' question), so a
        // piece on the king's lines lists every move, as it does when its leaving them would uncover a check
        for (int sq = nextPiece(us, 0); sq >= 0; sq = nextPiece(us, sq + 1)) {
            int p = board[sq];
            if (SAME_LINE[sq][k] || DIAGONAL_NEIGHBOUR[sq][k]) {
                if (checked || vacatingChecks(sq, us, k)) {
                    n = pseudoFrom(us, sq, p, out, n, false);
                    continue;
                }
                // leaving this point uncovers nothing, so a move checks only from where it lands: on the king's file
                // or rank (the piece itself, or a cannon's new screen), or a horse's jump away
                int start = n;
                n = pseudoFrom(us, sq, p, out, n, false);
                boolean horse = (p & 7) == Piece.HORSE;
                int kept = start;
                for (int i = start; i < n; i++) {
                    int t = out[i] >>> 7;
                    if (SAME_LINE[t][k] || horse && HORSE_JUMP[t][k]) {
                        out[kept++] = out[i];
                    }
                }
                n = kept;
                continue;
            }
            switch (p & 7) {
                case Piece.ROOK, Piece.CANNON -> {
                    boolean cannon = (p & 7) == Piece.CANNON;
                    for (int d = 0; d < 4; d++) {
                        // the one point of this ray on the king's file (a rank ray) or rank (a file ray)
                        int c = d < 2 ? Square.of(Square.file(sq), rk) : Square.of(fk, Square.rank(sq));
                        if (DIRECTION[sq][c] != d) {
                            continue;
                        }
                        int q = board[c], between = piecesBetween(sq, c);
                        if (q == Piece.EMPTY ? between == 0 : (q >> 3) != us && between == (cannon ? 1 : 0)) {
                            out[n++] = sq | (c << 7);
                        }
                    }
                }
                case Piece.HORSE -> {
                    int[] steps = HORSE_STEPS[sq];
                    for (int i = 0; i < steps.length; i += 2) {
                        int t = steps[i], q = board[t];
                        if (board[steps[i + 1]] == Piece.EMPTY && (q == Piece.EMPTY || (q >> 3) != us)
                                && (SAME_LINE[t][k] || HORSE_JUMP[t][k])) {
                            out[n++] = sq | (t << 7);
                        }
                    }
                }
                default -> {
                    int start = n;
                    n = pseudoFrom(us, sq, p, out, n, false);
                    int kept = start;
                    for (int i = start; i < n; i++) {
                        if (SAME_LINE[out[i] >>> 7][k]) {
                            out[kept++] = out[i];
                        }
                    }
                    n = kept;
                }
            }
        }
        return n;
    }

    /**
     * Whether side {@code us} would check the king on {@code k} (not in check now) if the piece on {@code sq}, a point
     * of the king's lines or diagonally next to it, were lifted: a rook or cannon (or the king) uncovered along that
     * line, a cannon given its one screen, a horse's leg freed.
     */
    private boolean vacatingChecks(int sq, int us, int k) {
        int piece = board[sq];
        board[sq] = Piece.EMPTY;
        int d = DIRECTION[k][sq];
        boolean check = d >= 0 ? lineAttacksKing(k, d, us) : horseThroughLeg(k, sq, us);
        board[sq] = piece;
        return check;
    }

    /**
     * The points next to side {@code s}'s king, in its own palace, where the king may legally step now (an empty point
     * or an enemy piece, and the king not attacked there nor facing the other king), written into {@code out} (4 long);
     * how many. Asked once by a mate-in-one search: a check that leaves one of them alone ({@link #leavesPointAlone})
     * leaves the king that step, so it cannot mate. None for a king outside its palace (an edited diagram), where an
     * advisor or elephant could reach the steps and {@link #leavesPointAlone}'s reasoning would not hold.
     */
    public int kingFlights(Side s, int[] out) {
        int us = s.index();
        int k = kingSquare[us];
        if (k < 0 || board[k] != ((us << 3) | Piece.KING) || !Square.inPalace(k, s)) {
            return 0; // (a king taken in a search's line leaves its last point behind: nothing to reason from)
        }
        int n = 0;
        for (int f : KING_STEPS[k]) {
            int q = board[f];
            if ((q == Piece.EMPTY || (q >> 3) != us) && !leavesKingInDanger(k, f)) {
                out[n++] = f;
            }
        }
        return n;
    }

    /**
     * Whether the move from→to of {@code piece}, a piece of the other side than the king whose step {@code point} is
     * (one of {@link #kingFlights}), leaves that step as it is: it neither leaves nor lands on the point, and cannot
     * attack it ({@link #mayCheck} with the point for the king: only along the point's file and rank, over a horse's
     * leg next to it, or as a horse a jump away; the other side's advisors and elephants never reach the king's
     * palace). Not attacked before such a move, with the king stepped there, the point is not attacked after it: the
     * king keeps the step, so the move is not mate.
     */
    public static boolean leavesPointAlone(int piece, int from, int to, int point) {
        return from != point && to != point && !mayCheck(piece, from, to, point);
    }

    /** The move leaves or reaches the king's file or rank, or leaves a point diagonally next to the king. */
    public static boolean onKingsLines(int from, int to, int king) {
        return king < 0 || SAME_LINE[from][king] || SAME_LINE[to][king] || DIAGONAL_NEIGHBOUR[from][king];
    }

    /**
     * True if the piece on the from-square may play this move by the movement rules and leave its own king safe,
     * whichever side is on move (compare {@link #isLegal}, which also requires it to be that side's turn).
     */
    public boolean isLegalForOwner(int move) {
        return reachableByItsPiece(move) && !leavesKingInDanger(Move.from(move), Move.to(move));
    }

    /** The piece on the from-square moves or captures onto the to-square by the movement rules (the king's safety aside). */
    private boolean reachableByItsPiece(int move) {
        int from = Move.from(move), to = Move.to(move);
        if (from >= Square.COUNT || to >= Square.COUNT || from == to) {
            return false;
        }
        int p = board[from];
        if (p == Piece.EMPTY) {
            return false;
        }
        int q = board[to];
        if (q != Piece.EMPTY && (q >> 3) == (p >> 3)) {
            return false;
        }
        boolean reachable = (p & 7) == Piece.CANNON && q == Piece.EMPTY
                ? SAME_LINE[from][to] && piecesBetween(from, to) == 0
                : attacks(from, to);
        return reachable;
    }

    /** Tries from→to on the board and tells whether the mover's king (the owner of the piece on from) is then in danger. */
    private boolean leavesKingInDanger(int from, int to) {
        int piece = board[from], captured = board[to];
        int us = piece >> 3;
        board[to] = piece;
        board[from] = Piece.EMPTY;
        boolean king = (piece & 7) == Piece.KING;
        int savedKing = kingSquare[us];
        if (king) {
            kingSquare[us] = to;
        }
        boolean danger = kingInDanger(us);
        board[from] = piece;
        board[to] = captured;
        kingSquare[us] = savedKing;
        return danger;
    }

    private int[] scratch() {
        if (scratch == null) {
            scratch = new int[MAX_MOVES];
        }
        return scratch;
    }

    public int[] legalMoves() {
        int[] out = new int[MAX_MOVES];
        int n = generateLegal(out);
        return Arrays.copyOf(out, n);
    }

    /**
     * True if the move is legal here: the side to move's piece moves by the rules and leaves its king safe. The move
     * is checked on its own (its piece's geometry, then the king), not looked up among every generated move: readers
     * ask this once per ply of every game they read.
     */
    public boolean isLegal(int move) {
        int from = Move.from(move), to = Move.to(move);
        if (from >= Square.COUNT || to >= Square.COUNT) {
            return false;
        }
        int p = board[from];
        if (p == Piece.EMPTY || (p >> 3) != side) {
            return false;
        }
        return isLegalForOwner(move);
    }

    /** {@link #isLegal} for a game replayed move by move, where it is known whether the side to move is in check. */
    public boolean isLegal(int move, boolean inCheck) {
        int from = Move.from(move);
        if (from >= Square.COUNT || Move.to(move) >= Square.COUNT) {
            return false;
        }
        int p = board[from];
        if (p == Piece.EMPTY || (p >> 3) != side) {
            return false;
        }
        return isLegalForOwner(move, inCheck);
    }

    /**
     * The legal move of the side to move that leads, without a capture, to the position whose key is {@code key}, or
     * {@link Move#NONE}: "which move would bring back that earlier position?", answered from the difference of the
     * two keys (one table look-up) rather than by trying every legal move.
     */
    public int quietMoveTo(long key) {
        int pair = QuietMoveKeys.pairOf(this.key ^ key ^ Zobrist.SIDE);
        if (pair == 0) {
            return Move.NONE;
        }
        int piece = pair & 15, a = (pair >>> 4) & 127, b = pair >>> 11;
        if ((piece >> 3) != side) {
            return Move.NONE;
        }
        int move = board[a] == piece && board[b] == Piece.EMPTY ? Move.of(a, b)
                : board[b] == piece && board[a] == Piece.EMPTY ? Move.of(b, a) : Move.NONE;
        return move != Move.NONE && isLegalForOwner(move) ? move : Move.NONE;
    }

    /** Whether the game goes on, or the side to move has lost: checkmated, or stalemated (困毙, also a loss). */
    public GameStatus status() {
        if (generateLegal(scratch()) > 0) {
            return GameStatus.ONGOING;
        }
        return inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
    }

    @Override
    public String toString() {
        return toFen();
    }
}
