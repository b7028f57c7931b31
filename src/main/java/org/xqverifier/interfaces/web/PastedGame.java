package org.xqverifier.interfaces.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What the page pastes: a bare move list or a PGN game. One pass over the text, each character looked at a bounded
 * number of times, so a hostile body ({@code {{{…}, {@code ((…))}, {@code !!!…}) costs no more than a plain one: tags
 * ({@code [Name "value"]}, the FEN tag kept), {@code {comments}}, {@code ; comments}, nested {@code (variations)}, move
 * numbers, annotations and the result are dropped; what is left, split at spaces and commas, are the moves. The tags an
 * arbiter's page shows (event, round, board, players, date, site, result) are kept, each cut to a bounded length.
 */
final class PastedGame {
    /** The tags kept besides FEN: those the page shows above the board and the ruling sheet prints. */
    static final Set<String> SHOWN_TAGS = Set.of("Event", "Round", "Board", "Date", "Site", "Red", "Black", "Result");
    private static final int MAX_TAG_LENGTH = 200;

    final String fenTag;
    final List<String> moves;
    final Map<String, String> tags;

    private PastedGame(String fenTag, List<String> moves, Map<String, String> tags) {
        this.fenTag = fenTag;
        this.moves = moves;
        this.tags = tags;
    }

    static PastedGame scan(String text) {
        List<String> moves = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        String fen = null;
        StringBuilder token = new StringBuilder();
        int depth = 0;
        int n = text.length();
        int i = 0;
        // where the next ']' and the next line end are, found once per stretch so that many '[' stay linear
        int nextClose = -1;
        int nextEol = -1;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '{') {
                int close = text.indexOf('}', i + 1);
                i = close < 0 ? n : close + 1;
                flush(token, moves);
            } else if (c == ';') {
                int eol = endOfLine(text, i);
                i = eol;
                flush(token, moves);
            } else if (c == '(') {
                depth++;
                i++;
                flush(token, moves);
            } else if (c == ')' && depth > 0) {
                depth--;
                i++;
            } else if (depth > 0) {
                i++;
            } else if (c == '[' && token.length() == 0) {
                // a tag: '[' … ']' on one line; anything else with a '[' is left to be reported as a bad move
                if (nextEol < i) {
                    nextEol = endOfLine(text, i);
                }
                if (nextClose <= i) {
                    int found = text.indexOf(']', i + 1);
                    nextClose = found < 0 ? n : found;
                }
                int eol = nextEol;
                int close = nextClose;
                if (close >= n || close > eol) {
                    token.append(c);
                    i++;
                } else {
                    String[] tag = tag(text.substring(i + 1, close));
                    if (tag != null && tag[0].toUpperCase(Locale.ROOT).equals("FEN")) {
                        fen = fen == null ? tag[1] : fen;
                    } else if (tag != null && SHOWN_TAGS.contains(tag[0]) && !tags.containsKey(tag[0]) && !tag[1].isBlank()) {
                        tags.put(tag[0], tag[1].length() > MAX_TAG_LENGTH ? tag[1].substring(0, MAX_TAG_LENGTH) : tag[1]);
                    }
                    i = close + 1;
                }
            } else if (separator(c)) {
                flush(token, moves);
                i++;
            } else {
                token.append(c);
                i++;
            }
        }
        flush(token, moves);
        return new PastedGame(fen, moves, tags);
    }

    private static int endOfLine(String text, int from) {
        int eol = text.indexOf('\n', from);
        return eol < 0 ? text.length() : eol;
    }

    private static boolean separator(char c) {
        return Character.isWhitespace(c) || c == ',' || c == '，' || c == '、';
    }

    /** {@code Name "value"} as {name, value}, or null when the tag is not written so. */
    private static String[] tag(String tag) {
        String t = tag.strip();
        int space = 0;
        while (space < t.length() && !Character.isWhitespace(t.charAt(space))) {
            space++;
        }
        if (space == 0 || space == t.length()) {
            return null;
        }
        String value = t.substring(space).strip();
        if (value.length() < 2 || value.charAt(0) != '"' || value.charAt(value.length() - 1) != '"') {
            return null;
        }
        return new String[] {t.substring(0, space), value.substring(1, value.length() - 1)};
    }

    /** Ends the current token: a move number prefix and trailing annotations come off; numbering and results go. */
    private static void flush(StringBuilder token, List<String> moves) {
        if (token.length() == 0) {
            return;
        }
        String m = token.toString();
        token.setLength(0);
        m = withoutMoveNumber(m);
        int end = m.length();
        while (end > 0 && (m.charAt(end - 1) == '!' || m.charAt(end - 1) == '?')) {
            end--;
        }
        if (end == 0 || isNag(m) || isResult(m)) {
            return;
        }
        moves.add(m.substring(0, end));
    }

    /** "12." / "12..." / "12、" before a move (or alone). */
    private static String withoutMoveNumber(String m) {
        int d = 0;
        while (d < m.length() && m.charAt(d) >= '0' && m.charAt(d) <= '9') {
            d++;
        }
        if (d == 0 || d == m.length()) {
            return m;
        }
        char after = m.charAt(d);
        if (after == '.') {
            int e = d;
            while (e < m.length() && m.charAt(e) == '.') {
                e++;
            }
            return m.substring(e);
        }
        if (after == '、' || after == '．' || after == '。') {
            return m.substring(d + 1);
        }
        return m;
    }

    private static boolean isNag(String m) {
        if (m.length() < 2 || m.charAt(0) != '$') {
            return false;
        }
        for (int i = 1; i < m.length(); i++) {
            if (m.charAt(i) < '0' || m.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static boolean isResult(String m) {
        return m.equals("1-0") || m.equals("0-1") || m.equals("1/2-1/2") || m.equals("½-½") || m.equals("*");
    }
}
