package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Quoted;

/**
 * A game clock's reading of a side's used time: seconds, {@code m:ss} or {@code h:mm:ss}, as a clock shows it — so
 * minutes and seconds below 60, no sign, and at most {@link #MAX_TEXT} (a clock shows no more).
 */
final class ClockReading {
    /** 9:59:59, the most a game clock shows; also what keeps deadline arithmetic small. */
    static final int MAX_SECONDS = 9 * 3600 + 59 * 60 + 59;
    static final String MAX_TEXT = "9:59:59";
    /** Minutes late or absent, at most as long as a clock can run. */
    static final int MAX_MINUTES = 600;

    private ClockReading() {
    }

    /** The reading in seconds; anything else is an {@link IllegalArgumentException} naming {@code field}. */
    static int seconds(JsonNode n, String field) {
        if (n.isNumber()) {
            if (!n.isIntegralNumber() || n.longValue() < 0 || n.longValue() > MAX_SECONDS) {
                throw new IllegalArgumentException(field + ": " + Quoted.cut(n.asText(), 40) + " is not a clock reading"
                        + " (whole seconds from 0 to " + MAX_SECONDS + ", or h:mm:ss up to " + MAX_TEXT + ")");
            }
            return n.intValue();
        }
        String s = n.isTextual() ? n.asText().trim() : "";
        int total = parse(s);
        if (total < 0) {
            throw new IllegalArgumentException(field + ": '" + Quoted.cut(n.isTextual() ? n.asText() : n.toString(), 40)
                    + "' is not a clock reading (h:mm:ss, m:ss or seconds; minutes and seconds below 60, at most "
                    + MAX_TEXT + ")");
        }
        return total;
    }

    /** Seconds of "h:mm:ss" or "m:ss", or -1. */
    private static int parse(String s) {
        String[] parts = s.split(":", -1);
        if (parts.length < 2 || parts.length > 3) {
            return -1;
        }
        int total = 0;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            boolean first = i == 0;
            if (p.isEmpty() || p.length() > (first ? 3 : 2) || !p.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return -1;
            }
            int v = Integer.parseInt(p);
            if (!first && (v >= 60 || p.length() != 2)) {
                return -1;
            }
            total = total * 60 + v;
        }
        return total <= MAX_SECONDS ? total : -1;
    }

    /** Minutes late or absent: a whole number from 0 to {@link #MAX_MINUTES}. */
    static int minutes(JsonNode n, String field) {
        if (!n.isIntegralNumber() || n.longValue() < 0 || n.longValue() > MAX_MINUTES) {
            throw new IllegalArgumentException(field + " must be a whole number of minutes from 0 to " + MAX_MINUTES);
        }
        return n.intValue();
    }

    static String text(int seconds) {
        return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
