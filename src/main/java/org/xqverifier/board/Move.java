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

    /** The canonical ICCS form, lowercase: "h2e2" (one string per move, made once: games write every move they play). */
    public static String iccs(int move) {
        int i = from(move) * Square.COUNT + to(move);
        if (from(move) >= Square.COUNT || to(move) >= Square.COUNT) {
            return Square.name(from(move)) + Square.name(to(move));
        }
        String s = Names.ICCS[i];
        if (s == null) {
            s = Square.name(from(move)) + Square.name(to(move));
            Names.ICCS[i] = s; // a benign race: every thread writes an equal string
        }
        return s;
    }

    private static final class Names {
        static final String[] ICCS = new String[Square.COUNT * Square.COUNT];
    }

    /** Parses ICCS "h2e2" (also "H2-E2"); returns {@link #NONE} if the text is not a coordinate move. */
    public static int parseIccs(String text) {
        if (text == null) {
            return NONE;
        }
        if (text.length() == 4) { // the plain form, read without making strings (a referee reads every move)
            int from = square(text.charAt(0), text.charAt(1));
            int to = square(text.charAt(2), text.charAt(3));
            return from < 0 || to < 0 || from == to ? NONE : of(from, to);
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

    private static int square(char f, char r) {
        int file = Character.toLowerCase(f) - 'a';
        int rank = r - '0';
        return Square.onBoard(file, rank) ? Square.of(file, rank) : -1;
    }
}
