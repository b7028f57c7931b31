package org.xqverifier.notation;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Says in words why a move is illegal. The board only answers yes or no; a player who typed a wrong move wants to
 * know which rule it breaks (the horse's leg, the river, the king left in check…).
 */
public final class MoveLegality {
    private MoveLegality() {
    }

    /** "illegal move: …" with the broken rule, or "legal" if the move is legal. */
    public static String explain(Position position, int move) {
        if (position.isLegal(move)) return "legal";
        return "illegal move: " + reason(position, move);
    }

    private static String reason(Position position, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (from < 0 || from >= 90 || to < 0 || to >= 90) return "a square is off the board";
        int piece = position.pieceAt(from);
        Side mover = position.sideToMove();
        if (piece == Piece.EMPTY) return "no piece on " + Square.name(from);
        Side side = Piece.side(piece);
        PieceType type = Piece.type(piece);
        String name = Words.side(side) + " " + Words.piece(type);
        if (side != mover) return "the " + name + " on " + Square.name(from) + " cannot move, " + Words.side(mover) + " is to move";
        if (from == to) return "the " + name + " does not move";
        int target = position.pieceAt(to);
        if (target != Piece.EMPTY && Piece.side(target) == side) {
            return "the " + name + " cannot capture its own " + Words.piece(Piece.type(target)) + " on " + Square.name(to);
        }
        String shape = shapeProblem(position, side, type, from, to, target != Piece.EMPTY);
        if (shape != null) return "the " + name + " on " + Square.name(from) + " " + shape;
        return checkProblem(position, move, side);
    }

    /** What is wrong with the move's shape for this kind of piece, or null if the piece could move so. */
    private static String shapeProblem(Position position, Side side, PieceType type, int from, int to, boolean capture) {
        int ff = Square.file(from), fr = Square.rank(from), tf = Square.file(to), tr = Square.rank(to);
        int df = tf - ff, dr = tr - fr;
        int adf = Math.abs(df), adr = Math.abs(dr);
        switch (type) {
            case KING:
                if (adf + adr != 1) return "moves one step along a line";
                if (!inPalace(side, tf, tr)) return "cannot leave the palace";
                return null;
            case ADVISOR:
                if (adf != 1 || adr != 1) return "moves one step diagonally";
                if (!inPalace(side, tf, tr)) return "cannot leave the palace";
                return null;
            case ELEPHANT:
                if (adf != 2 || adr != 2) return "moves two steps diagonally";
                if (side == Side.RED ? tr > 4 : tr < 5) return "cannot cross the river";
                int eye = Square.of(ff + df / 2, fr + dr / 2);
                if (position.pieceAt(eye) != Piece.EMPTY) return "is blocked: the elephant's eye at " + Square.name(eye) + " is occupied";
                return null;
            case HORSE:
                if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) return "moves one step straight then one diagonally";
                int leg = adf == 2 ? Square.of(ff + df / 2, fr) : Square.of(ff, fr + dr / 2);
                if (position.pieceAt(leg) != Piece.EMPTY) return "is blocked: the horse's leg at " + Square.name(leg) + " is occupied";
                return null;
            case ROOK:
            case CANNON: {
                if (df != 0 && dr != 0) return "moves along a file or a rank";
                int between = piecesBetween(position, from, to);
                if (type == PieceType.ROOK) {
                    return between == 0 ? null : "is blocked on the way to " + Square.name(to);
                }
                if (capture) {
                    return between == 1 ? null : "captures by jumping exactly one piece (there are " + between + ")";
                }
                return between == 0 ? null : "is blocked on the way to " + Square.name(to) + " (a cannon jumps only to capture)";
            }
            default: {
                int forward = side == Side.RED ? 1 : -1;
                boolean crossed = side == Side.RED ? fr >= 5 : fr <= 4;
                if (dr == forward && df == 0) return null;
                if (dr == 0 && adf == 1) return crossed ? null : "moves sideways only after crossing the river";
                if (dr * forward < 0) return "never moves backward";
                return "moves one step forward (or sideways after the river)";
            }
        }
    }

    private static boolean inPalace(Side side, int file, int rank) {
        return file >= 3 && file <= 5 && (side == Side.RED ? rank <= 2 : rank >= 7);
    }

    private static int piecesBetween(Position position, int from, int to) {
        int ff = Square.file(from), fr = Square.rank(from), tf = Square.file(to), tr = Square.rank(to);
        int sf = Integer.signum(tf - ff), sr = Integer.signum(tr - fr);
        int n = 0;
        for (int f = ff + sf, r = fr + sr; f != tf || r != tr; f += sf, r += sr) {
            if (position.pieceAt(Square.of(f, r)) != Piece.EMPTY) n++;
        }
        return n;
    }

    /** The move has a legal shape, so it must expose the mover's king: say whether by facing kings or by a check. */
    private static String checkProblem(Position position, int move, Side side) {
        Position after = position.copy();
        try {
            after.make(move);
        } catch (RuntimeException notAllowed) {
            return "would leave the king in check";
        }
        int own = after.kingSquare(side);
        int other = after.kingSquare(side.opposite());
        if (own >= 0 && other >= 0 && Square.file(own) == Square.file(other) && piecesBetween(after, own, other) == 0) {
            return "the kings would face each other on an open file";
        }
        return "would leave the king in check";
    }
}
