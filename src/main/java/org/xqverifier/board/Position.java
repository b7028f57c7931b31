package org.xqverifier.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
    private int side;
    private long key;
    private int halfmoveClock;
    private int fullmoveNumber = 1;

    private int[] historyMoves = new int[64];
    private int[] historyCaptured = new int[64];
    private long[] historyKeys = new long[64];
    private int[] historyHalfmove = new int[64];
    private int historyLength;

    private final int[] scratch = new int[MAX_MOVES];

    Position() {
    }

    public static Position start() {
        return Fen.parse(Fen.START);
    }

    /** Reads a FEN; throws {@link FenException} if it cannot be read or describes an impossible position. */
    public static Position fromFen(String fen) throws FenException {
        return Fen.read(fen);
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
            key ^= Zobrist.PIECE[old][sq];
            if (Piece.typeCode(old) == Piece.KING && kingSquare[old >> 3] == sq) {
                kingSquare[old >> 3] = -1;
            }
        }
        board[sq] = piece;
        if (piece != Piece.EMPTY) {
            key ^= Zobrist.PIECE[piece][sq];
            if (Piece.typeCode(piece) == Piece.KING) {
                kingSquare[piece >> 3] = sq;
            }
        }
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
        Position p = new Position();
        System.arraycopy(board, 0, p.board, 0, board.length);
        p.kingSquare[0] = kingSquare[0];
        p.kingSquare[1] = kingSquare[1];
        p.side = side;
        p.key = key;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        p.historyMoves = historyMoves.clone();
        p.historyCaptured = historyCaptured.clone();
        p.historyKeys = historyKeys.clone();
        p.historyHalfmove = historyHalfmove.clone();
        p.historyLength = historyLength;
        return p;
    }

    // ---- make / unmake ---------------------------------------------------------------------------------------

    /** Plays a move that is at least pseudo-legal (use {@link #isLegal} first for moves from outside). */
    public void make(int move) {
        if (historyLength == historyMoves.length) {
            int n = historyLength * 2;
            historyMoves = Arrays.copyOf(historyMoves, n);
            historyCaptured = Arrays.copyOf(historyCaptured, n);
            historyKeys = Arrays.copyOf(historyKeys, n);
            historyHalfmove = Arrays.copyOf(historyHalfmove, n);
        }
        int from = Move.from(move), to = Move.to(move);
        int piece = board[from], captured = board[to];
        historyMoves[historyLength] = move;
        historyCaptured[historyLength] = captured;
        historyKeys[historyLength] = key;
        historyHalfmove[historyLength] = halfmoveClock;
        historyLength++;

        if (captured != Piece.EMPTY) {
            key ^= Zobrist.PIECE[captured][to];
        }
        key ^= Zobrist.PIECE[piece][from] ^ Zobrist.PIECE[piece][to] ^ Zobrist.SIDE;
        board[to] = piece;
        board[from] = Piece.EMPTY;
        if ((piece & 7) == Piece.KING) {
            kingSquare[side] = to;
        }
        halfmoveClock = captured != Piece.EMPTY ? 0 : halfmoveClock + 1;
        if (side == 1) {
            fullmoveNumber++;
        }
        side ^= 1;
    }

    /** Takes back the last move made. */
    public void unmake() {
        historyLength--;
        int move = historyMoves[historyLength];
        int from = Move.from(move), to = Move.to(move);
        side ^= 1;
        if (side == 1) {
            fullmoveNumber--;
        }
        int piece = board[to];
        board[from] = piece;
        board[to] = historyCaptured[historyLength];
        if ((piece & 7) == Piece.KING) {
            kingSquare[side] = from;
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
        return !attackers(sq, by).isEmpty();
    }

    /** The squares of the pieces of {@code by} that could move onto {@code sq}, ignoring whether the move is legal. */
    public List<Integer> attackers(int sq, Side by) {
        List<Integer> result = new ArrayList<>(4);
        int[] moves = new int[MAX_MOVES];
        int n = generatePseudo(by.index(), moves, true);
        for (int i = 0; i < n; i++) {
            if (Move.to(moves[i]) == sq) {
                result.add(Move.from(moves[i]));
            }
        }
        return result;
    }

    // ---- move generation -------------------------------------------------------------------------------------

    /**
     * Pseudo-legal moves of side {@code s} into {@code out}: movement rules only, the own king's safety unchecked.
     * With {@code includeOwnTargets} moves onto own pieces are listed too — they say which pieces protect which.
     */
    int generatePseudo(int s, int[] out, boolean includeOwnTargets) {
        int n = 0;
        int[] b = board;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = b[sq];
            if (p == Piece.EMPTY || (p >> 3) != s) {
                continue;
            }
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
        int n = generatePseudo(side, out, false);
        int k = kingSquare[side];
        boolean check = kingInDanger(side);
        int legal = 0;
        for (int i = 0; i < n; i++) {
            int move = out[i];
            int from = move & 0x7f, to = move >>> 7;
            if (check || from == k || SAME_LINE[from][k] || SAME_LINE[to][k] || DIAGONAL_NEIGHBOUR[from][k]) {
                if (!leavesKingInDanger(from, to)) {
                    out[legal++] = move;
                }
            } else {
                out[legal++] = move;
            }
        }
        return legal;
    }

    private boolean leavesKingInDanger(int from, int to) {
        int piece = board[from], captured = board[to];
        board[to] = piece;
        board[from] = Piece.EMPTY;
        boolean king = (piece & 7) == Piece.KING;
        int savedKing = kingSquare[side];
        if (king) {
            kingSquare[side] = to;
        }
        boolean danger = kingInDanger(side);
        board[from] = piece;
        board[to] = captured;
        kingSquare[side] = savedKing;
        return danger;
    }

    public int[] legalMoves() {
        int[] out = new int[MAX_MOVES];
        int n = generateLegal(out);
        return Arrays.copyOf(out, n);
    }

    /** True if the move is legal here: the side to move's piece moves by the rules and leaves its king safe. */
    public boolean isLegal(int move) {
        int from = Move.from(move), to = Move.to(move);
        if (from >= Square.COUNT || to >= Square.COUNT) {
            return false;
        }
        int p = board[from];
        if (p == Piece.EMPTY || (p >> 3) != side) {
            return false;
        }
        int n = generatePseudo(side, scratch, false);
        for (int i = 0; i < n; i++) {
            if (scratch[i] == move) {
                return !leavesKingInDanger(from, to);
            }
        }
        return false;
    }

    /** Whether the game goes on, or the side to move has lost: checkmated, or stalemated (困毙, also a loss). */
    public GameStatus status() {
        if (generateLegal(scratch) > 0) {
            return GameStatus.ONGOING;
        }
        return inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
    }

    @Override
    public String toString() {
        return toFen();
    }
}
