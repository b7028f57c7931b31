package org.xqverifier.notation;

import java.util.Locale;

import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;

/**
 * Fairy-Stockfish's plain UCI form: like ICCS but ranks count 1–10 ({@code h3e3}, {@code h10g8}). Under the ucci
 * protocol Fairy-Stockfish prints ICCS ranks instead; use {@link Notations#ICCS} for those.
 */
final class UciNotation implements MoveNotation {

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public String write(Position position, int move) {
        return square(Move.from(move)) + square(Move.to(move));
    }

    private static String square(int sq) {
        return (char) ('a' + Square.file(sq)) + Integer.toString(Square.rank(sq) + 1);
    }

    @Override
    public int parse(Position position, String text) throws NotationException {
        String t = Notations.withoutAnnotation(Notations.compact(text).toLowerCase(Locale.ROOT));
        int[] pos = {0};
        int from = square(t, pos);
        if (pos[0] < t.length() && t.charAt(pos[0]) == '-') pos[0]++;
        int to = from < 0 ? -1 : square(t, pos);
        if (from < 0 || to < 0 || pos[0] != t.length()) {
            throw new NotationException(text, "not a UCI move (file a-i, rank 1-10, twice, e.g. h3e3)");
        }
        int move = Move.of(from, to);
        if (!position.isLegal(move)) throw new NotationException(text, MoveLegality.explain(position, move));
        return move;
    }

    private static int square(String t, int[] pos) {
        int i = pos[0];
        if (i >= t.length() || t.charAt(i) < 'a' || t.charAt(i) > 'i') return -1;
        int file = t.charAt(i++) - 'a';
        int rank;
        if (t.startsWith("10", i)) {
            rank = 10;
            i += 2;
        } else if (i < t.length() && t.charAt(i) >= '1' && t.charAt(i) <= '9') {
            rank = t.charAt(i++) - '0';
        } else {
            return -1;
        }
        pos[0] = i;
        return Square.of(file, rank - 1);
    }
}
