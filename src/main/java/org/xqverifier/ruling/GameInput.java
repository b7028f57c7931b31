package org.xqverifier.ruling;

import org.xqverifier.analysis.Board;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Reads the position and the moves of a ruling onto the analysis board. Temporary adapter: it reads FEN and ICCS
 * moves itself until the lead's {@code Position.fromFen} and the notation package's {@code Notations.parseAny} land on
 * main; then it delegates to them and nothing else changes.
 */
final class GameInput {
    private GameInput() {
    }

    static Board board(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new RulingInputException("FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/");
        if (rows.length != 10) {
            throw new RulingInputException("FEN '" + fen + "': " + rows.length + " rows, a board has 10");
        }
        int[] placement = new int[Square.COUNT];
        int[] kings = new int[2];
        for (int i = 0; i < 10; i++) {
            int rank = 9 - i, file = 0;
            for (char c : rows[i].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    int p = Piece.ofFenChar(c);
                    if (p == Piece.EMPTY) {
                        throw new RulingInputException("FEN '" + fen + "': unknown piece letter '" + c + "' in row " + (i + 1));
                    }
                    if (file > 8) {
                        throw new RulingInputException("FEN '" + fen + "': row " + (i + 1) + " is longer than 9 points");
                    }
                    placement[Square.of(file++, rank)] = p;
                    if (Piece.typeCode(p) == Piece.KING) {
                        kings[Piece.sideIndex(p)]++;
                    }
                }
            }
            if (file != 9) {
                throw new RulingInputException("FEN '" + fen + "': row " + (i + 1) + " has " + file + " points, not 9");
            }
        }
        if (kings[0] != 1 || kings[1] != 1) {
            throw new RulingInputException("FEN '" + fen + "': each side needs exactly one king");
        }
        Side side = Side.RED;
        if (fields.length > 1) {
            switch (fields[1].toLowerCase()) {
                case "w": case "r": side = Side.RED; break;
                case "b": side = Side.BLACK; break;
                default: throw new RulingInputException("FEN '" + fen + "': side to move must be w, r or b, not '" + fields[1] + "'");
            }
        }
        Board board = Board.of(placement, side);
        if (board.kingsFace()) {
            throw new RulingInputException("FEN '" + fen + "': the kings face each other on an open file");
        }
        if (board.inCheck(side.opposite().index())) {
            throw new RulingInputException("FEN '" + fen + "': the side not to move is in check");
        }
        return board;
    }

    /** The move as {from, to}, legal for the side to move, or an error naming the ply, the move and why. */
    static int[] move(Board board, String text, int ply) {
        int m = Move.parseIccs(text);
        String where = "ply " + ply + ": move '" + text + "'";
        if (m == Move.NONE) {
            throw new RulingInputException(where + " is not a move in a notation this tool reads (ICCS, e.g. h2e2)");
        }
        int from = Move.from(m), to = Move.to(m);
        int p = board.pieceAt(from);
        Side side = board.sideToMove();
        if (p == Piece.EMPTY) {
            throw new RulingInputException(where + " is illegal: no piece on " + Square.name(from));
        }
        if (Piece.side(p) != side) {
            throw new RulingInputException(where + " is illegal: the piece on " + Square.name(from) + " is "
                    + Piece.side(p).name().toLowerCase() + "'s, and " + side.name().toLowerCase() + " is to move");
        }
        if (board.isLegal(from, to)) {
            return new int[] {from, to};
        }
        int q = board.pieceAt(to);
        String why;
        if (q != Piece.EMPTY && Piece.side(q) == side) {
            why = "its own piece stands on " + Square.name(to);
        } else if (!reachable(board, from, to)) {
            why = "a " + Piece.type(p).name().toLowerCase() + " on " + Square.name(from) + " cannot move to " + Square.name(to);
        } else {
            why = "it would leave " + side.name().toLowerCase() + "'s king in check or facing the other king";
        }
        throw new RulingInputException(where + " is illegal: " + why);
    }

    private static boolean reachable(Board board, int from, int to) {
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
