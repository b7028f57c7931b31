package org.xqverifier.board;

/** Moves are ints {@code from | to << 7}; 0 is never a legal move (from and to would coincide). */
public final class Move {
    public static final int NONE = 0;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 7);
    }

    public static int from(int move) {
        return move & 0x7f;
    }

    public static int to(int move) {
        return move >>> 7;
    }

    /** The canonical ICCS form, lowercase: "h2e2". */
    public static String iccs(int move) {
        return Square.name(from(move)) + Square.name(to(move));
    }

    /** Parses ICCS "h2e2" (also "H2-E2"); returns {@link #NONE} if the text is not a coordinate move. */
    public static int parseIccs(String text) {
        if (text == null) {
            return NONE;
        }
        String t = text.trim().replace("-", "");
        if (t.length() != 4) {
            return NONE;
        }
        int from = Square.parse(t.substring(0, 2));
        int to = Square.parse(t.substring(2, 4));
        if (from < 0 || to < 0 || from == to) {
            return NONE;
        }
        return of(from, to);
    }
}
