package org.xqverifier.notation;

import java.util.Locale;

import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;

/**
 * ICCS coordinates, the canonical form: from-square then to-square, files a–i from Red's left, ranks 0–9 from Red's
 * back rank ({@code h2e2}). Reads the xqbase PGN form {@code H2-E2} too.
 */
final class IccsNotation implements MoveNotation {

    @Override
    public String name() {
        return "iccs";
    }

    @Override
    public String write(Position position, int move) {
        return Move.iccs(move);
    }

    @Override
    public int parse(Position position, String text) throws NotationException {
        String t = Notations.withoutAnnotation(Notations.compact(text).toLowerCase(Locale.ROOT));
        if (t.length() == 5 && t.charAt(2) == '-') t = t.substring(0, 2) + t.substring(3);
        if (t.equals("0000")) throw new NotationException(text, "a null move (0000) is not a move in a game");
        if (t.length() != 4 || !isFile(t.charAt(0)) || !isRank(t.charAt(1)) || !isFile(t.charAt(2)) || !isRank(t.charAt(3))) {
            throw new NotationException(text, "not an ICCS move (file a-i, rank 0-9, twice, e.g. h2e2)");
        }
        int move = Move.of(Square.of(t.charAt(0) - 'a', t.charAt(1) - '0'), Square.of(t.charAt(2) - 'a', t.charAt(3) - '0'));
        if (!position.isLegal(move)) throw new NotationException(text, MoveLegality.explain(position, move));
        return move;
    }

    /** a coordinate move shape: file, rank (one or two digits), optional '-', file, rank. Lower-case input. */
    static boolean looksLikeCoordinates(String t) {
        int i = 0;
        if (i >= t.length() || !isFile(t.charAt(i++))) return false;
        int digits = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i)) && digits < 2) {
            i++;
            digits++;
        }
        if (digits == 0) return false;
        if (i < t.length() && t.charAt(i) == '-') i++;
        if (i >= t.length() || !isFile(t.charAt(i++))) return false;
        digits = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i)) && digits < 2) {
            i++;
            digits++;
        }
        return digits > 0 && i == t.length();
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'i';
    }

    private static boolean isRank(char c) {
        return c >= '0' && c <= '9';
    }
}
