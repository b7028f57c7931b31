package org.xqverifier.notation;

import java.util.Locale;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * WXF (AXF) notation, as the WXF's "Official Xiangqi piece names and notation" writes it: piece letter, origin file
 * (from the mover's right), direction {@code + - .}, then a number ({@code C2.5}, {@code H8+7}).
 *
 * <p>House style (written): letters K A E H R C P; {@code .} for sideways; two same pieces on a file {@code R+}/
 * {@code R-}; pawns on one file: 3 → {@code P+ P<file> P-}, 4 → {@code ++ P+ P- --}, 5 → {@code ++ P+ P<file> P- --};
 * pawns doubled on two files → {@code <file>+}, {@code <file><file>} (middle of three), {@code <file>-}.
 *
 * <p>Also read: the older {@code =} for sideways, sign first ({@code +R.3}, the form of many PGN files), UCCI
 * letters B/N for elephant/horse, lower case, full-width characters, a trailing check mark or annotation
 * ({@code +}, {@code #}, {@code !}, {@code ?}).
 */
final class WxfNotation implements MoveNotation {

    private static final char MIDDLE = 'm';

    @Override
    public String name() {
        return "wxf";
    }

    @Override
    public String write(Position position, int move) {
        int piece = LineView.mover(position, move);
        Side side = Piece.side(piece);
        PieceType type = Piece.type(piece);
        int direction = LineView.direction(side, move);
        char dir = direction > 0 ? '+' : direction < 0 ? '-' : '.';
        return identity(position, move, side, type) + dir + LineView.value(side, type, move);
    }

    private static String identity(Position position, int move, Side side, PieceType type) {
        int from = Move.from(move);
        int file = LineView.fileNumber(side, Square.file(from));
        char letter = letter(type);
        if (type == PieceType.KING) return "" + letter + file;
        int[] onFile = LineView.onFile(position, side, type, file);
        int count = onFile.length;
        int index = LineView.placeOnFile(onFile, from);
        if (LineView.plainSuffices(position, move, side, type, onFile)) {
            return "" + letter + file;
        }
        if (type != PieceType.PAWN) return "" + letter + (index == 0 ? '+' : '-');
        if (LineView.filesWithSeveral(position, side, PieceType.PAWN).length > 1) {
            return "" + file + (index == 0 ? "+" : index == count - 1 ? "-" : Integer.toString(file));
        }
        switch (count) {
            case 2: return index == 0 ? "P+" : "P-";
            case 3: return index == 0 ? "P+" : index == 1 ? "P" + file : "P-";
            case 4: return new String[] {"++", "P+", "P-", "--"}[index];
            default: return new String[] {"++", "P+", "P" + file, "P-", "--"}[index];
        }
    }

    static char letter(PieceType type) {
        switch (type) {
            case KING: return 'K';
            case ADVISOR: return 'A';
            case ELEPHANT: return 'E';
            case HORSE: return 'H';
            case ROOK: return 'R';
            case CANNON: return 'C';
            default: return 'P';
        }
    }

    private static PieceType type(char c) {
        switch (c) {
            case 'K': return PieceType.KING;
            case 'A': return PieceType.ADVISOR;
            case 'E': case 'B': return PieceType.ELEPHANT;
            case 'H': case 'N': return PieceType.HORSE;
            case 'R': return PieceType.ROOK;
            case 'C': return PieceType.CANNON;
            case 'P': return PieceType.PAWN;
            default: return null;
        }
    }

    @Override
    public int parse(Position position, String text) throws NotationException {
        String t = Notations.compact(text).toUpperCase(Locale.ROOT).replace('=', '.');
        int end = t.length();
        while (end > 0 && (t.charAt(end - 1) == '!' || t.charAt(end - 1) == '?')) end--;
        if (end == 5 && (t.charAt(4) == '+' || t.charAt(4) == '#')) end = 4;
        t = t.substring(0, end);
        if (t.length() != 4) {
            throw new NotationException(text, "not a WXF move (piece, file or +/-, direction + - or ., number; e.g. C2.5)");
        }
        char c0 = t.charAt(0), c1 = t.charAt(1), c2 = t.charAt(2), c3 = t.charAt(3);
        int direction;
        if (c2 == '+') direction = LineView.FORWARD;
        else if (c2 == '-') direction = LineView.BACKWARD;
        else if (c2 == '.') direction = LineView.SIDEWAYS;
        else throw new NotationException(text, "the third character must be a direction: + (forward), - (backward) or . (sideways)");
        if (c3 < '1' || c3 > '9') throw new NotationException(text, "the last character must be a number 1-9");
        int value = c3 - '0';
        Side side = position.sideToMove();

        if (type(c0) != null && isDigit(c1)) {
            PieceType type = type(c0);
            int file = c1 - '0';
            int[] onFile = LineView.onFile(position, side, type, file);
            if (onFile.length == 0) {
                throw new NotationException(text, "no " + Words.side(side) + " " + Words.piece(type) + " on file " + file);
            }
            if (type == PieceType.PAWN && (onFile.length == 3 || onFile.length == 5)) {
                // WXF writes the middle pawn of three (or five) in ordinary notation.
                onFile = new int[] {onFile[onFile.length / 2]};
            }
            return LineView.resolve(text, position, type, onFile, direction, value, " on file " + file);
        }
        if (type(c0) != null && isSign(c1)) return tandem(text, position, type(c0), 0, "" + c1, direction, value);
        if (isSign(c0) && type(c1) != null) return tandem(text, position, type(c1), 0, "" + c0, direction, value);
        if (isSign(c0) && isSign(c1)) {
            if (c0 != c1) throw new NotationException(text, "'" + c0 + c1 + "' is not a position on a file (use ++ or --)");
            return tandem(text, position, PieceType.PAWN, 0, "" + c0 + c1, direction, value);
        }
        if (isDigit(c0) && (isSign(c1) || c1 == c0)) {
            return tandem(text, position, PieceType.PAWN, c0 - '0', isSign(c1) ? "" + c1 : "" + MIDDLE, direction, value);
        }
        throw new NotationException(text, "cannot tell the piece: the first two characters must be a piece letter "
                + "(K A E H R C P) and a file, or name a piece among several on a file (R+, ++, 3-, 33)");
    }

    /** A piece named by its place among same pieces on one file ({@code file} 0 = whichever file has several). */
    private int tandem(String text, Position position, PieceType type, int file, String place, int direction, int value)
            throws NotationException {
        Side side = position.sideToMove();
        int[] files = file != 0 ? new int[] {file} : LineView.filesWithSeveral(position, side, type);
        if (files.length == 0) {
            throw new NotationException(text, "no two " + Words.side(side) + " " + Words.pieces(type, 2) + " on one file");
        }
        int[] candidates = new int[files.length];
        int n = 0;
        String problem = null;
        for (int f : files) {
            int[] onFile = LineView.onFile(position, side, type, f);
            if (onFile.length == 0) {
                throw new NotationException(text, "no " + Words.side(side) + " " + Words.piece(type) + " on file " + f);
            }
            int index = index(place, onFile.length);
            if (index < 0) {
                String written = Notations.compact(text).substring(0, 2).toUpperCase(Locale.ROOT);
                problem = "'" + written + "' does not fit " + Words.count(onFile.length) + " " + Words.side(side) + " "
                        + Words.pieces(type, onFile.length) + " on file " + f;
                continue;
            }
            candidates[n++] = onFile[index];
        }
        if (n == 0) throw new NotationException(text, problem);
        String where = files.length == 1 ? " on file " + files[0] : "";
        return LineView.resolve(text, position, type, java.util.Arrays.copyOf(candidates, n), direction, value, where);
    }

    /** Which of {@code count} same pieces on a file (front first) a WXF place names; -1 if it names none. */
    private static int index(String place, int count) {
        if (count < 2) return -1;
        switch (place) {
            case "+": return count >= 4 ? 1 : 0;
            case "-": return count >= 4 ? count - 2 : count - 1;
            case "++": return count >= 4 ? 0 : -1;
            case "--": return count >= 4 ? count - 1 : -1;
            default: return count == 3 || count == 5 ? count / 2 : -1;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '1' && c <= '9';
    }

    private static boolean isSign(char c) {
        return c == '+' || c == '-';
    }
}
