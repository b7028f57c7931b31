package org.xqverifier.notation;

import java.util.List;
import java.util.Locale;

import org.xqverifier.board.Position;

/**
 * The notations {@code xq} reads and writes, and {@link #parseAny} for text whose notation is not known.
 */
public final class Notations {
    public static final MoveNotation ICCS = new IccsNotation();
    public static final MoveNotation WXF = new WxfNotation();
    public static final MoveNotation CHINESE = new ChineseNotation();
    public static final MoveNotation UCI = new UciNotation();

    private static final List<MoveNotation> ALL = List.of(ICCS, WXF, CHINESE, UCI);

    private Notations() {
    }

    /** iccs, wxf, chinese, uci. */
    public static List<MoveNotation> all() {
        return ALL;
    }

    /**
     * The notation with this name (case ignored; PGN {@code Format} values such as "ICCS", "WXF", "Chinese" too).
     *
     * @throws IllegalArgumentException listing the known names
     */
    public static MoveNotation byName(String name) {
        String key = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        switch (key) {
            case "iccs": case "ucci": return ICCS;
            case "wxf": case "axf": return WXF;
            case "chinese": case "zh": case "中文": return CHINESE;
            case "uci": case "fairy": case "fsf": return UCI;
            default:
                throw new IllegalArgumentException("unknown notation '" + name + "' (known: iccs, wxf, chinese, uci)");
        }
    }

    /**
     * Reads a move in whichever notation it is written: Chinese if it has Chinese characters; a coordinate move
     * ({@code h2e2}, {@code H2-E2}) as ICCS unless a rank is written "10", which only Fairy-Stockfish's UCI form
     * has; everything else as WXF. A coordinate move without a "10" is always ICCS: to read Fairy-Stockfish moves,
     * use {@link #UCI} explicitly.
     */
    public static int parseAny(Position position, String text) throws NotationException {
        return detect(text).parse(position, text);
    }

    /** The notation {@link #parseAny} would read this text with. */
    public static MoveNotation detect(String text) {
        String t = compact(text);
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) >= 0x2E80) return CHINESE;
        }
        String lower = withoutAnnotation(t.toLowerCase(Locale.ROOT));
        if (IccsNotation.looksLikeCoordinates(lower)) {
            return lower.contains("10") ? UCI : ICCS;
        }
        return WXF;
    }

    /**
     * The text with full-width forms folded to ASCII (Ｃ２＝５ → C2=5), dashes to '-', and all spacing removed.
     * Chinese characters are left as they are.
     */
    public static String compact(String text) {
        if (text == null) return "";
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = fold(text.charAt(i));
            if (!Character.isWhitespace(c) && !Character.isSpaceChar(c)) sb.append(c);
        }
        return sb.toString();
    }

    /** The text without a trailing annotation or check mark: ! ? + #. */
    static String withoutAnnotation(String t) {
        int end = t.length();
        while (end > 0 && "!?+#".indexOf(t.charAt(end - 1)) >= 0) end--;
        return t.substring(0, end);
    }

    /** One character with full-width forms folded to ASCII and dash variants to '-'. */
    static char fold(char c) {
        if (c >= '\uFF01' && c <= '\uFF5E') return (char) (c - 0xFEE0);
        if (c == '\u3000') return ' ';
        if (c == '\u2212' || c == '\u2013' || c == '\u2014' || c == '\u2010' || c == '\u2011') return '-';
        return c;
    }

    /**
     * A move written by {@link #CHINESE} (simplified characters, the house style) in traditional characters, as a
     * Taiwanese or Hong Kong record prints it: 帥 將 車 馬 進 後 (the other characters are the same in both). The
     * readers take either.
     */
    public static String traditional(String chineseMove) {
        StringBuilder b = new StringBuilder(chineseMove.length());
        for (int i = 0; i < chineseMove.length(); i++) {
            char c = chineseMove.charAt(i);
            int k = SIMPLIFIED.indexOf(c);
            b.append(k < 0 ? c : TRADITIONAL.charAt(k));
        }
        return b.toString();
    }

    private static final String SIMPLIFIED = "帅将车马进后";
    private static final String TRADITIONAL = "帥將車馬進後";
}
