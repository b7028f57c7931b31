package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Quoted;
import org.xqverifier.edition.TableBinder;

import java.util.List;

/**
 * The values of an arbiter's log that a type cannot say: a side as the arbiter writes it (red, r, 红, …), a point, a
 * clock reading, minutes. Each event's {@code check()} calls these with the field's name, so the binder reports the
 * field at the event's line, with what the value should look like.
 */
final class LogValues {
    /** Offence kinds a log may name (docs/conduct.md); which of them an edition punishes, and how, is up to its rules. */
    static final List<String> OFFENCE_KINDS = List.of("analysed", "asked-question", "clock-pressed-hard",
            "clock-stopped", "collusion", "consulted", "disturbed", "left-seat", "read", "record-refused",
            "refused-rules", "serious-misconduct", "talked");

    /** Penalties an arbiter or committee may choose (docs/conduct.md); which of them an edition allows is up to its rules. */
    static final List<String> PENALTIES = List.of("ban", "cancel-points", "expulsion", "foul", "loss", "warning");

    private LogValues() {
    }

    static void text(String field, String value) {
        if (value != null && value.isBlank()) {
            throw TableBinder.problem(field, "must be text, not " + quoted(value));
        }
    }

    static void side(String field, String value) {
        if (value != null && !isSide(value)) {
            throw TableBinder.problem(field, "must be red or black, not " + quoted(value));
        }
    }

    /**
     * An offence kind. Its 13 kinds are listed without the binder's quotes: with them, a message with a long path
     * passes the 300 characters a message may have (MessagesTest).
     */
    static void offence(String field, String kind) {
        if (!OFFENCE_KINDS.contains(kind)) {
            throw TableBinder.problem(field, "must be one of " + String.join(", ", OFFENCE_KINDS) + ", not "
                    + quoted(kind));
        }
    }

    static void sides(String field, List<String> values) {
        for (int i = 0; i < values.size(); i++) {
            side(field + "[" + (i + 1) + "]", values.get(i));
        }
        if (values.size() > 2) {
            throw TableBinder.problem(field, "must be a side or a list of sides (red, black), not " + values.size()
                    + " of them");
        }
    }

    static void points(String field, List<String> values) {
        if (values.isEmpty() || values.size() > 32) {
            throw TableBinder.problem(field, "must be one point or several touched at once, e.g. [e3, e6] (files a-i,"
                    + " ranks 0-9), not " + values.size() + " of them");
        }
        for (int i = 0; i < values.size(); i++) {
            String p = values.get(i);
            if (!p.trim().toLowerCase().matches("[a-i][0-9]")) {
                throw TableBinder.problem(values.size() == 1 && i == 0 ? field : field + "[" + (i + 1) + "]",
                        "must be a point such as e3 (files a-i, ranks 0-9), not " + quoted(p));
            }
        }
    }

    /** A used time as a clock shows it: seconds, m:ss or h:mm:ss, minutes and seconds below 60, at most 9:59:59. */
    static void reading(String field, JsonNode value) {
        if (value == null) {
            return;
        }
        try {
            ClockReading.seconds(value, field);
        } catch (IllegalArgumentException e) {
            throw TableBinder.problem(field, "must be a clock reading: h:mm:ss, m:ss or seconds, minutes and seconds"
                    + " below 60, at most " + ClockReading.MAX_TEXT + ", not " + Quoted.cut(value.toString(), 60));
        }
    }

    static void minutes(String field, int value) {
        if (value < 0 || value > ClockReading.MAX_MINUTES) {
            throw TableBinder.problem(field, "must be a whole number of minutes from 0 to " + ClockReading.MAX_MINUTES + ", not "
                    + value);
        }
    }

    private static boolean isSide(String s) {
        try {
            LogFields.parseSide(s, "");
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String quoted(String text) {
        return "\"" + Quoted.cut(text, 40) + "\"";
    }
}
