package org.xqverifier.notation;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * The board as the vertical-line notations (Chinese and WXF) see it: files numbered 1–9 from the mover's own right,
 * "forward" towards the opponent, and same pieces on one file ordered from the front. Both notations describe a move
 * as (piece, which one, direction, number); this class turns such a description into a square and back.
 */
final class LineView {
    static final int FORWARD = 1;
    static final int BACKWARD = -1;
    static final int SIDEWAYS = 0;

    private LineView() {
    }

    /** The piece that makes the move; a move that is not the side to move's is a programming error. */
    static int mover(Position position, int move) {
        int piece = position.pieceAt(Move.from(move));
        if (piece == Piece.EMPTY || Piece.side(piece) != position.sideToMove()) {
            throw new IllegalArgumentException("not a move of the side to move: " + Move.iccs(move));
        }
        return piece;
    }

    /** The mover's number (1–9, from the mover's right) of an ICCS file 0–8. */
    static int fileNumber(Side side, int file) {
        return side == Side.RED ? 9 - file : file + 1;
    }

    /** The ICCS file 0–8 of a mover's file number 1–9. */
    static int iccsFile(Side side, int number) {
        return side == Side.RED ? 9 - number : number - 1;
    }

    static int forward(Side side) {
        return side == Side.RED ? 1 : -1;
    }

    /** Whether the piece's number is a destination file (horse, elephant, advisor) rather than a count of steps. */
    static boolean movesDiagonally(PieceType type) {
        return type == PieceType.HORSE || type == PieceType.ELEPHANT || type == PieceType.ADVISOR;
    }

    /** The side's pieces of one type on a file (mover's number), front first. */
    static int[] onFile(Position position, Side side, PieceType type, int fileNumber) {
        int piece = Piece.of(side, type);
        int file = iccsFile(side, fileNumber);
        int[] found = new int[10];
        int n = 0;
        if (side == Side.RED) {
            for (int rank = 9; rank >= 0; rank--) {
                int sq = Square.of(file, rank);
                if (position.pieceAt(sq) == piece) found[n++] = sq;
            }
        } else {
            for (int rank = 0; rank <= 9; rank++) {
                int sq = Square.of(file, rank);
                if (position.pieceAt(sq) == piece) found[n++] = sq;
            }
        }
        return java.util.Arrays.copyOf(found, n);
    }

    /** The mover's file numbers holding two or more of the side's pieces of one type, ascending (right to left). */
    static int[] filesWithSeveral(Position position, Side side, PieceType type) {
        int piece = Piece.of(side, type);
        int[] perNumber = new int[10];
        for (int sq = 0; sq < 90; sq++) {
            if (position.pieceAt(sq) == piece) perNumber[fileNumber(side, Square.file(sq))]++;
        }
        int[] files = new int[9];
        int n = 0;
        for (int number = 1; number <= 9; number++) {
            if (perNumber[number] >= 2) files[n++] = number;
        }
        return java.util.Arrays.copyOf(files, n);
    }

    /**
     * Whether the plain form (piece and file) names the moving piece among the same pieces on its file: always when it
     * is alone there; advisors and elephants sharing a file never need a place word either, since only one of them
     * can make any given move.
     */
    static boolean plainSuffices(Position position, int move, Side side, PieceType type, int[] onFile) {
        if (onFile.length == 1) return true;
        if (type != PieceType.ADVISOR && type != PieceType.ELEPHANT) return false;
        int direction = direction(side, move);
        int value = value(side, type, move);
        for (int other : onFile) {
            if (other == Move.from(move)) continue;
            int to = destination(side, type, other, direction, value);
            if (to >= 0 && position.isLegal(Move.of(other, to))) return false;
        }
        return true;
    }

    /** Where a square stands in a list from {@link #onFile}, front first. */
    static int placeOnFile(int[] onFile, int sq) {
        for (int i = 0; i < onFile.length; i++) {
            if (onFile[i] == sq) return i;
        }
        throw new IllegalStateException("square not in list");
    }

    static int direction(Side side, int move) {
        int dr = (Square.rank(Move.to(move)) - Square.rank(Move.from(move))) * forward(side);
        return Integer.signum(dr);
    }

    /** The number written after the direction: a destination file, or a count of steps. */
    static int value(Side side, PieceType type, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (movesDiagonally(type) || Square.rank(from) == Square.rank(to)) {
            return fileNumber(side, Square.file(to));
        }
        return Math.abs(Square.rank(to) - Square.rank(from));
    }

    /**
     * Where a piece lands when it moves in {@code direction} by {@code value}, or -1 if the piece cannot move so
     * (wrong shape for its kind, or off the board). Legality is not checked here.
     */
    static int destination(Side side, PieceType type, int from, int direction, int value) {
        if (value < 1 || value > 9) return -1;
        int file = Square.file(from);
        int rank = Square.rank(from);
        if (movesDiagonally(type)) {
            if (direction == SIDEWAYS) return -1;
            int toFile = iccsFile(side, value);
            int df = Math.abs(toFile - file);
            int dr;
            if (type == PieceType.HORSE) {
                if (df == 1) dr = 2;
                else if (df == 2) dr = 1;
                else return -1;
            } else if (type == PieceType.ELEPHANT) {
                if (df != 2) return -1;
                dr = 2;
            } else {
                if (df != 1) return -1;
                dr = 1;
            }
            int toRank = rank + direction * forward(side) * dr;
            return toRank < 0 || toRank > 9 ? -1 : Square.of(toFile, toRank);
        }
        if (direction == SIDEWAYS) {
            int toFile = iccsFile(side, value);
            return toFile == file ? -1 : Square.of(toFile, rank);
        }
        int toRank = rank + direction * forward(side) * value;
        return toRank < 0 || toRank > 9 ? -1 : Square.of(file, toRank);
    }

    /**
     * The one legal move among the candidates' moves by (direction, value). {@code where} completes the candidates'
     * description in messages, e.g. " on file 2" (or "").
     */
    static int resolve(String text, Position position, PieceType type, int[] candidates, int direction, int value,
                       String where) throws NotationException {
        Side side = position.sideToMove();
        int found = -1;
        int matches = 0;
        int lastMove = -1;
        for (int from : candidates) {
            int to = destination(side, type, from, direction, value);
            if (to < 0) continue;
            int move = Move.of(from, to);
            lastMove = move;
            if (position.isLegal(move)) {
                if (matches == 0) found = move;
                matches++;
            }
        }
        if (matches == 1) return found;
        String sidePiece = Words.side(side) + " " + Words.pieces(type, Math.max(matches, candidates.length));
        if (matches > 1) {
            throw new NotationException(text, "ambiguous: " + Words.count(matches) + " " + sidePiece + where
                    + " can make this move");
        }
        if (candidates.length == 1 && lastMove >= 0) {
            throw new NotationException(text, MoveLegality.explain(position, lastMove));
        }
        if (candidates.length == 1) {
            throw new NotationException(text, "the " + sidePiece + where + " cannot move "
                    + describe(type, direction, value));
        }
        throw new NotationException(text, "none of the " + Words.count(candidates.length) + " " + sidePiece + where
                + " can move " + describe(type, direction, value) + (lastMove >= 0 ? " legally" : ""));
    }

    private static String describe(PieceType type, int direction, int value) {
        String dir = direction == FORWARD ? "forward" : direction == BACKWARD ? "backward" : "sideways";
        if (movesDiagonally(type) || direction == SIDEWAYS) {
            return dir + " to file " + value;
        }
        return dir + " " + value + (value == 1 ? " step" : " steps");
    }
}
