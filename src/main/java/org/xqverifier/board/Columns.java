package org.xqverifier.board;

/**
 * Text laid out in columns for a terminal, where a Chinese character takes two columns and a Latin one one: padding
 * by {@code String.length()} puts every column after a Chinese name out of line. Lives with the board, as
 * {@link Quoted} does, because every layer above prints tables.
 */
public final class Columns {
    private Columns() {
    }

    /** The columns {@code s} takes in a terminal: two for each East Asian wide or full-width character, else one. */
    public static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            w += wide(c) ? 2 : 1;
        }
        return w;
    }

    /** East Asian Wide and Fullwidth (Unicode TR 11) for the scripts a rule book, a name or a move is written in. */
    private static boolean wide(int c) {
        return c >= 0x1100 && (c <= 0x115f                       // Hangul Jamo
                || (c >= 0x2e80 && c <= 0x303e)                  // CJK radicals, punctuation (、。「」《》)
                || (c >= 0x3041 && c <= 0x33ff)                  // kana, bopomofo, CJK compatibility
                || (c >= 0x3400 && c <= 0x4dbf)                  // CJK extension A
                || (c >= 0x4e00 && c <= 0x9fff)                  // CJK unified ideographs
                || (c >= 0xa000 && c <= 0xa4cf)                  // Yi
                || (c >= 0xac00 && c <= 0xd7a3)                  // Hangul syllables
                || (c >= 0xf900 && c <= 0xfaff)                  // CJK compatibility ideographs
                || (c >= 0xfe30 && c <= 0xfe4f)                  // CJK compatibility forms
                || (c >= 0xff00 && c <= 0xff60)                  // full-width forms (Ｃ２＝５, ８)
                || (c >= 0xffe0 && c <= 0xffe6)
                || (c >= 0x20000 && c <= 0x3fffd));              // CJK extensions B and later
    }

    /** {@code s} followed by spaces to {@code columns} columns (left-aligned); as it is if it is wider. */
    public static String left(String s, int columns) {
        int pad = columns - width(s);
        return pad <= 0 ? s : s + " ".repeat(pad);
    }

    /** Spaces then {@code s}, to {@code columns} columns (right-aligned); as it is if it is wider. */
    public static String right(String s, int columns) {
        int pad = columns - width(s);
        return pad <= 0 ? s : " ".repeat(pad) + s;
    }
}
