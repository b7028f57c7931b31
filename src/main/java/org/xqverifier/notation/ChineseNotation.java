package org.xqverifier.notation;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Chinese vertical-line notation (中文纵线格式): piece, origin file, direction 进/退/平, number ({@code 炮二平五},
 * {@code 马8进7}). Files count from each player's own right; Red writes Chinese numerals, Black Arabic digits.
 *
 * <p>House style (written): simplified characters, Red 帅仕相马车炮兵, Black 将士象马车炮卒; Black's digits in ASCII
 * ({@code 马8进7}, as the 2020 CXA rules' examples print them). Two same pieces on a file: 前/后 + piece, file omitted
 * ({@code 前马退四}); three pawns on a file: 前/中/后; four or five pawns on a file: 一二三四五 from the front
 * ({@code 二兵平四}); pawns doubled on two files: one series 一…五 over those files, right to left from the mover's
 * side, then front to back (xqbase 《着法表示》). Advisors and elephants never need 前/后.
 *
 * <p>Also read: traditional and variant characters (帥將俥車傌馬砲包仕士相象進後), full-width digits, Chinese numerals
 * for Black or Arabic digits for Red, spaces anywhere, piece after the position word (车前平三), the file restored
 * after 前/中/后 or an ordinal (前兵九平八) or with the piece left out (前九平八), and 前/后 for the first/last of four
 * or five pawns.
 */
final class ChineseNotation implements MoveNotation {

    private static final String RED_PIECES = "帅仕相马车炮兵";
    private static final String BLACK_PIECES = "将士象马车炮卒";
    private static final String NUMERALS = "一二三四五六七八九";

    private static final int PIECE = 1;
    private static final int NUMBER = 2;
    private static final int DIRECTION = 3;
    private static final int PLACE = 4;

    private static final int FRONT = 1;
    private static final int MIDDLE = 2;
    private static final int REAR = 3;

    @Override
    public String name() {
        return "chinese";
    }

    @Override
    public String write(Position position, int move) {
        int piece = LineView.mover(position, move);
        Side side = Piece.side(piece);
        PieceType type = Piece.type(piece);
        int direction = LineView.direction(side, move);
        char dir = direction > 0 ? '进' : direction < 0 ? '退' : '平';
        return identity(position, move, side, type) + dir + number(side, LineView.value(side, type, move));
    }

    private static String identity(Position position, int move, Side side, PieceType type) {
        int from = Move.from(move);
        int file = LineView.fileNumber(side, Square.file(from));
        char name = pieceChar(side, type);
        if (type == PieceType.KING) return "" + name + number(side, file);
        int[] onFile = LineView.onFile(position, side, type, file);
        int count = onFile.length;
        int index = LineView.placeOnFile(onFile, from);
        if (LineView.plainSuffices(position, move, side, type, onFile)) {
            return "" + name + number(side, file);
        }
        if (type != PieceType.PAWN) return (index == 0 ? "前" : "后") + name;
        int[] doubled = LineView.filesWithSeveral(position, side, PieceType.PAWN);
        if (doubled.length == 1) {
            if (count == 2) return (index == 0 ? "前" : "后") + name;
            if (count == 3) return (index == 0 ? "前" : index == 1 ? "中" : "后") + name;
            return "" + NUMERALS.charAt(index) + name;
        }
        int series = index;
        for (int f : doubled) {
            if (f < file) series += LineView.onFile(position, side, PieceType.PAWN, f).length;
        }
        return "" + NUMERALS.charAt(series) + name;
    }

    private static char pieceChar(Side side, PieceType type) {
        return (side == Side.RED ? RED_PIECES : BLACK_PIECES).charAt(type.ordinal());
    }

    private static String number(Side side, int n) {
        return side == Side.RED ? String.valueOf(NUMERALS.charAt(n - 1)) : Integer.toString(n);
    }

    /** The piece a character names, either side, any variant; null if it names none. */
    static PieceType pieceOf(char c) {
        switch (c) {
            case '帅': case '帥': case '将': case '將': return PieceType.KING;
            case '仕': case '士': return PieceType.ADVISOR;
            case '相': case '象': return PieceType.ELEPHANT;
            case '马': case '馬': case '傌': return PieceType.HORSE;
            case '车': case '車': case '俥': return PieceType.ROOK;
            case '炮': case '砲': case '包': return PieceType.CANNON;
            case '兵': case '卒': return PieceType.PAWN;
            default: return null;
        }
    }

    /** Whether a character can occur in a Chinese move (used to find moves in running text). */
    static boolean isMoveChar(char c) {
        c = Notations.fold(c);
        return classify(c) != 0;
    }

    private static int classify(char c) {
        if (pieceOf(c) != null) return PIECE;
        if (numberOf(c) > 0) return NUMBER;
        if (directionOf(c) != -2) return DIRECTION;
        if (placeOf(c) != 0) return PLACE;
        return 0;
    }

    private static int numberOf(char c) {
        if (c >= '1' && c <= '9') return c - '0';
        int i = NUMERALS.indexOf(c);
        return i < 0 ? 0 : i + 1;
    }

    private static int directionOf(char c) {
        switch (c) {
            case '进': case '進': return LineView.FORWARD;
            case '退': return LineView.BACKWARD;
            case '平': return LineView.SIDEWAYS;
            default: return -2;
        }
    }

    private static int placeOf(char c) {
        switch (c) {
            case '前': return FRONT;
            case '中': return MIDDLE;
            case '后': case '後': return REAR;
            default: return 0;
        }
    }

    @Override
    public int parse(Position position, String text) throws NotationException {
        String t = Notations.withoutAnnotation(Notations.compact(text));
        int n = t.length();
        int[] kind = new int[n];
        for (int i = 0; i < n; i++) {
            kind[i] = classify(t.charAt(i));
            if (kind[i] == 0) {
                throw new NotationException(text, "unexpected character '" + t.charAt(i) + "' in a Chinese move");
            }
        }
        if (n < 4 || n > 5 || kind[n - 2] != DIRECTION || kind[n - 1] != NUMBER) {
            throw new NotationException(text, "not a Chinese move (piece, file, 进/退/平, number; e.g. 炮二平五)");
        }
        int direction = directionOf(t.charAt(n - 2));
        int value = numberOf(t.charAt(n - 1));
        char a = t.charAt(0), b = t.charAt(1);
        Side side = position.sideToMove();
        if (n == 4 && kind[0] == PIECE && kind[1] == NUMBER) {
            PieceType type = pieceOf(a);
            int file = numberOf(b);
            int[] onFile = LineView.onFile(position, side, type, file);
            if (onFile.length == 0) {
                throw new NotationException(text, "no " + Words.side(side) + " " + Words.piece(type) + " on file " + file);
            }
            return LineView.resolve(text, position, type, onFile, direction, value, " on file " + file);
        }
        if (n == 4 && (kind[0] == PLACE || kind[0] == NUMBER) && kind[1] == PIECE) {
            return placed(text, position, pieceOf(b), a, 0, direction, value);
        }
        if (n == 4 && kind[0] == PIECE && kind[1] == PLACE) {
            return placed(text, position, pieceOf(a), b, 0, direction, value);
        }
        if (n == 4 && kind[0] == PLACE && kind[1] == NUMBER) {
            return placed(text, position, PieceType.PAWN, a, numberOf(b), direction, value);
        }
        if (n == 5 && (kind[0] == PLACE || kind[0] == NUMBER) && kind[1] == PIECE && kind[2] == NUMBER) {
            return placed(text, position, pieceOf(b), a, numberOf(t.charAt(2)), direction, value);
        }
        throw new NotationException(text, "not a Chinese move (piece, file, 进/退/平, number; e.g. 炮二平五, 前马退四)");
    }

    /**
     * A piece named by its place among same pieces on a file: 前/中/后 or an ordinal. {@code file} 0 means "whichever
     * file has several"; an ordinal then counts through all such files, right to left and front to back.
     */
    private int placed(String text, Position position, PieceType type, char placeChar, int file, int direction, int value)
            throws NotationException {
        Side side = position.sideToMove();
        int place = placeOf(placeChar);
        int ordinal = place == 0 ? numberOf(placeChar) : 0;
        int[] files = file != 0 ? new int[] {file} : LineView.filesWithSeveral(position, side, type);
        String sidePieces = Words.side(side) + " " + Words.pieces(type, 2);
        if (files.length == 0) throw new NotationException(text, "no two " + sidePieces + " on one file");
        if (ordinal > 0) {
            int seen = 0;
            for (int f : files) {
                int[] onFile = LineView.onFile(position, side, type, f);
                if (ordinal - 1 < seen + onFile.length) {
                    return LineView.resolve(text, position, type, new int[] {onFile[ordinal - 1 - seen]}, direction, value,
                            " on file " + f);
                }
                seen += onFile.length;
            }
            throw new NotationException(text, "there is no " + ordinalWord(ordinal) + " " + Words.side(side) + " "
                    + Words.piece(type) + (files.length == 1 ? " on file " + files[0] : "") + " (counting "
                    + seen + ")");
        }
        int[] candidates = new int[files.length];
        int n = 0;
        String problem = null;
        for (int f : files) {
            int[] onFile = LineView.onFile(position, side, type, f);
            int count = onFile.length;
            if (count == 0) {
                throw new NotationException(text, "no " + Words.side(side) + " " + Words.piece(type) + " on file " + f);
            }
            int index = count < 2 ? -1 : place == FRONT ? 0 : place == REAR ? count - 1 : count % 2 == 1 ? count / 2 : -1;
            if (index < 0) {
                problem = "'" + placeChar + "' does not fit " + Words.count(count) + " " + Words.side(side) + " "
                        + Words.pieces(type, count) + " on file " + f;
                continue;
            }
            candidates[n++] = onFile[index];
        }
        if (n == 0) throw new NotationException(text, problem);
        String where = files.length == 1 ? " on file " + files[0] : "";
        return LineView.resolve(text, position, type, java.util.Arrays.copyOf(candidates, n), direction, value, where);
    }

    private static String ordinalWord(int n) {
        switch (n) {
            case 1: return "first";
            case 2: return "second";
            case 3: return "third";
            case 4: return "fourth";
            case 5: return "fifth";
            default: return n + "th";
        }
    }
}
