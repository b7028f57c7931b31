package org.xqverifier.repetition;

import org.xqverifier.analysis.Board;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/**
 * Reads the position and the moves of a ruling: the game position (the board package) checks the FEN and every move,
 * which may be written in any notation the notation package reads (ICCS, WXF, Chinese), and each move is then played
 * on the analysis board too.
 */
final class GameInput {
    private final Position position;
    private final Board board;

    GameInput(String fen) {
        try {
            position = Position.fromFen(fen);
        } catch (FenException e) {
            throw new RulingInputException(e.getMessage()); // the message names the FEN already
        }
        int[] placement = new int[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            placement[sq] = position.pieceAt(sq);
        }
        board = Board.of(placement, position.sideToMove());
    }

    private GameInput(Position recordStart) {
        position = null;
        board = Board.over(recordStart);
    }

    /**
     * For moves already checked in sequence (a game record's main line): the FEN is read and checked, and the board
     * takes over its position, as no move text will be read and checked here.
     */
    static GameInput ofCheckedMoves(String fen) {
        try {
            return new GameInput(Position.fromFen(fen));
        } catch (FenException e) {
            throw new RulingInputException(e.getMessage());
        }
    }

    Board board() {
        return board;
    }

    /**
     * For a game played move by move (the referee's): the FEN is read and checked, and the board plays on that one
     * position, which {@link #read} reads each move against; the caller plays what it reads on the board.
     */
    static GameInput live(String fen) {
        try {
            Position p = Position.fromFen(fen);
            return new GameInput(p, Board.over(p));
        } catch (FenException e) {
            throw new RulingInputException(e.getMessage());
        }
    }

    private GameInput(Position shared, Board board) {
        position = shared;
        this.board = board;
    }

    /** The position moves are read against (the board's own, for a live game): for writing them in a notation. */
    Position position() {
        return position;
    }

    /** Reads and checks the move of ply {@code ply}, plays it on the game position and returns it ({@link Move} code). */
    int next(String text, int ply) {
        int m = read(text, ply);
        position.make(m);
        return m;
    }

    /** Reads and checks the move of ply {@code ply} without playing it; a refused move says why, naming the ply. */
    int read(String text, int ply) {
        int m = parse(text, ply);
        if (!position.isLegal(m)) {
            throw new RulingInputException("ply " + ply + ": move '" + text + "' is illegal: " + whyIllegal(m));
        }
        return m;
    }

    private int parse(String text, int ply) {
        int m = Move.parseIccs(text);
        if (m != Move.NONE) {
            return m; // legality is checked by the caller, with the reason
        }
        try {
            return Notations.parseAny(position, text);
        } catch (NotationException e) {
            throw new RulingInputException("ply " + ply + ": move '" + text + "': " + e.reason());
        }
    }

    private String whyIllegal(int m) {
        int from = Move.from(m), to = Move.to(m);
        int p = position.pieceAt(from);
        Side side = position.sideToMove();
        if (p == Piece.EMPTY) {
            return "no piece on " + Square.name(from);
        }
        if (Piece.side(p) != side) {
            return "the piece on " + Square.name(from) + " is " + Piece.side(p).name().toLowerCase() + "'s, and "
                    + side.name().toLowerCase() + " is to move";
        }
        int q = position.pieceAt(to);
        if (q != Piece.EMPTY && Piece.side(q) == side) {
            return "its own piece stands on " + Square.name(to);
        }
        if (!board.isLegal(from, to) && !reachable(from, to)) {
            return "a " + Piece.type(p).name().toLowerCase() + " on " + Square.name(from) + " cannot move to " + Square.name(to);
        }
        if (position.status() != org.xqverifier.board.GameStatus.ONGOING) {
            return "the game is over (" + position.status().name().toLowerCase() + ")";
        }
        return "it would leave " + side.name().toLowerCase() + "'s king in check or facing the other king";
    }

    private boolean reachable(int from, int to) {
        int p = board.pieceAt(from);
        if (Piece.typeCode(p) == Piece.CANNON && board.pieceAt(to) == Piece.EMPTY) {
            int f1 = Square.file(from), r1 = Square.rank(from), f2 = Square.file(to), r2 = Square.rank(to);
            if (f1 != f2 && r1 != r2) {
                return false;
            }
            int sf = Integer.signum(f2 - f1), sr = Integer.signum(r2 - r1);
            for (int f = f1 + sf, r = r1 + sr; f != f2 || r != r2; f += sf, r += sr) {
                if (board.pieceAt(Square.of(f, r)) != Piece.EMPTY) {
                    return false;
                }
            }
            return true;
        }
        return board.attacks(from, to);
    }
}
