package org.xqverifier.board;

/**
 * User input quoted in a message, cut to a readable length: a 100 kB FEN must not become a 100 kB error line.
 * Lives with the board because every layer above quotes input and may depend on it.
 */
public final class Quoted {
    /** What a message quotes of one input at most, unless it says otherwise. */
    public static final int DEFAULT = 120;

    private Quoted() {
    }

    /** {@code text}, or its first {@code max} characters and how long it was. */
    public static String cut(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        int end = max;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "… (" + text.length() + " characters)";
    }

    public static String cut(String text) {
        return cut(text, DEFAULT);
    }

    /** A whole message with every unbroken run of more than {@link #DEFAULT} characters cut: the last line of defence. */
    public static String longRuns(String message) {
        if (message == null || message.length() <= DEFAULT) {
            return message;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        int n = message.length();
        while (i < n) {
            int j = i;
            while (j < n && !Character.isWhitespace(message.charAt(j))) {
                j++;
            }
            out.append(cut(message.substring(i, j), DEFAULT));
            while (j < n && Character.isWhitespace(message.charAt(j))) {
                out.append(message.charAt(j++));
            }
            i = j;
        }
        return out.toString();
    }
}
