package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Quoted;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The shape of an arbiter's log, checked before anything is replayed: every field known (a misspelled {@code clok:}
 * would silently drop the clock), every value of its type and range (docs/conduct.md, "The log"). A log that does not fit
 * gets no verdict; the message names the file, the event and its line, and the field.
 */
final class LogSchema {
    /** A value's check: null when it fits, else what it should be. */
    private interface Check {
        String problem(JsonNode n);
    }

    /** Offence kinds a log may name (docs/conduct.md); which of them an edition punishes, and how, is up to its rules. */
    static final Set<String> OFFENCE_KINDS = Set.of("clock-stopped", "clock-pressed-hard", "left-seat", "talked",
            "consulted", "analysed", "read", "disturbed", "asked-question", "record-refused", "refused-rules",
            "serious-misconduct", "collusion");

    /** Penalties an arbiter or committee may choose (docs/conduct.md); which of them an edition allows is up to its rules. */
    static final Set<String> PENALTIES = Set.of("foul", "warning", "loss", "expulsion", "cancel-points", "ban");

    private static final Check TEXT = n -> n.isTextual() && !n.asText().isBlank() ? null : "text";
    private static final Check BOOL = n -> n.isBoolean() ? null : "true or false";
    private static final Check SIDE = n -> n.isTextual() && side(n.asText()) ? null : "red or black";
    private static final Check SIDES = n -> SIDE.problem(n) == null
            || n.isArray() && n.size() <= 2 && all(n, SIDE) ? null : "a side or a list of sides (red, black)";
    private static final Check SQUARE = n -> n.isTextual() && n.asText().trim().toLowerCase().matches("[a-i][0-9]")
            ? null : "a point such as e3 (files a-i, ranks 0-9)";
    private static final Check SQUARES = n -> SQUARE.problem(n) == null
            || n.isArray() && n.size() >= 1 && n.size() <= 32 && all(n, SQUARE) ? null
            : "one point or several touched at once, e.g. [e3, e6] (files a-i, ranks 0-9)";
    private static final Check YEARS = n -> n.isIntegralNumber() && n.asInt() >= 1 && n.asInt() <= 99 ? null
            : "a whole number of years from 1 to 99";
    private static final Check MINUTES = n -> {
        try {
            ClockReading.minutes(n, "");
            return null;
        } catch (IllegalArgumentException e) {
            return "a whole number of minutes from 0 to " + ClockReading.MAX_MINUTES;
        }
    };
    private static final Check READING = n -> {
        try {
            ClockReading.seconds(n, "");
            return null;
        } catch (IllegalArgumentException e) {
            return "a clock reading: h:mm:ss, m:ss or seconds, minutes and seconds below 60, at most " + ClockReading.MAX_TEXT;
        }
    };
    private static final Check CLOCK = object(Map.of("red", READING, "black", READING), "{red: USED, black: USED}");
    private static final Check ANY_SCALAR = n -> n.isValueNode() ? null : "a single value";

    private static final Map<String, Map<String, Check>> EVENTS = new LinkedHashMap<>();

    static {
        event("move", TEXT, "clock", CLOCK, "unrecorded_by", SIDES, "released", READING);
        event("touch", SQUARES, "side", SIDE, "accidental", BOOL,
                "adjust", object(Map.of("announced", BOOL, "consent", BOOL), "{announced: true, consent: true}"));
        event("claim", oneOf("natural-limit", "repetition"), "side", SIDE,
                "verdict", oneOf("red-must-change", "black-must-change", "draw", "none"));
        event("review", oneOf("natural-limit"), "for", SIDE);
        event("draw_offer", SIDE);
        event("draw_answer", oneOf("accept", "decline"));
        event("clock_press", SIDE);
        event("offence", object(Map.of("side", SIDE, "kind", oneOf(OFFENCE_KINDS.toArray(String[]::new))),
                "{side: red, kind: talked}", "side", "kind"));
        event("late", object(Map.of("side", SIDE, "minutes", MINUTES, "resumption", BOOL), "{side, minutes}",
                "side", "minutes"));
        event("absent", object(Map.of("side", SIDE, "sides", SIDES, "minutes", MINUTES), "{sides: [red, black], minutes}",
                "minutes"));
        event("resign", SIDE);
        event("seal", n -> n.isNull() || TEXT.problem(n) == null ? null
                : object(Map.of("move", TEXT), "a move, or {move: h2e2}").problem(n), "clock", CLOCK);
        event("resume", n -> n.isNull() || n.isValueNode() ? null : object(Map.of("sealed", TEXT,
                "late", object(Map.of("side", SIDE, "minutes", MINUTES), "{side, minutes}", "side", "minutes")),
                "{sealed: unclear, late: {side, minutes}}").problem(n));
        event("illegal_move", n -> TEXT.problem(n) == null ? null
                : object(Map.of("move", TEXT, "corrected", BOOL), "{move, corrected}", "move").problem(n),
                "corrected", BOOL, "clock", CLOCK);
        event("colour_reversal", ANY_SCALAR, "clock", CLOCK);
        event("flag", SIDE, "clock", CLOCK);
        event("limit", oneOf("start"));
        event("clock_not_pressed", SIDE);
        event("clock_fault", object(Map.of("red", READING, "black", READING), "{red: USED, black: USED} as the arbiter set them"),
                "agreed", BOOL);
        event("draw_withdrawn", SIDE);
        event("penalty", object(Map.of("side", SIDE, "chosen", oneOf(PENALTIES.toArray(String[]::new)),
                "for", oneOf(OFFENCE_KINDS.toArray(String[]::new)), "years", YEARS),
                "{side: red, chosen: warning, for: serious-misconduct}", "side", "chosen", "for"));
        event("displaced", SQUARES, "side", SIDE, "restored", BOOL);
        event("take_back", SIDE);
        event("record_completed", SIDE);
    }

    private LogSchema() {
    }

    private static void event(String type, Check value, Object... fields) {
        Map<String, Check> m = new LinkedHashMap<>();
        m.put(type, value);
        for (int i = 0; i < fields.length; i += 2) {
            m.put((String) fields[i], (Check) fields[i + 1]);
        }
        EVENTS.put(type, m);
    }

    /** Throws a {@link LogError} at the first field of the event that does not fit the schema. */
    static void check(String file, LogEvent e) {
        Map<String, Check> fields = EVENTS.get(e.type());
        String where = file + " event " + e.index() + " (line " + e.line() + ", " + e.type() + ")";
        for (Iterator<Map.Entry<String, JsonNode>> it = e.body().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            Check c = fields.get(f.getKey());
            if (c == null) {
                TreeSet<String> known = new TreeSet<>(fields.keySet());
                known.remove(e.type());
                throw new LogError(where + ": unknown field '" + Quoted.cut(f.getKey(), 40) + "' in a " + e.type()
                        + " event" + (known.isEmpty() ? " (it has none besides '" + e.type() + "')" : " (fields: "
                        + String.join(", ", known) + ")"));
            }
            String problem = c.problem(f.getValue());
            if (problem != null) {
                throw new LogError(where + ": " + f.getKey() + " must be " + problem + ", not "
                        + Quoted.cut(f.getValue().toString(), 60));
            }
        }
    }

    private static boolean side(String s) {
        try {
            LogFields.parseSide(s, "");
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean all(JsonNode array, Check c) {
        for (JsonNode n : array) {
            if (c.problem(n) != null) return false;
        }
        return true;
    }

    private static Check oneOf(String... values) {
        Set<String> allowed = new TreeSet<>(Set.of(values));
        return n -> n.isTextual() && allowed.contains(n.asText().trim()) ? null : "one of " + String.join(", ", allowed);
    }

    /** A mapping with only these keys, each fitting its check, the {@code required} ones present. */
    private static Check object(Map<String, Check> keys, String shape, String... required) {
        return n -> {
            if (!n.isObject()) return shape;
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                Check c = keys.get(f.getKey());
                if (c == null) return shape + " (unknown field '" + Quoted.cut(f.getKey(), 40) + "')";
                String p = c.problem(f.getValue());
                if (p != null) return shape + " with " + f.getKey() + " " + p;
            }
            for (String r : required) {
                if (!n.has(r)) return shape + " (" + r + " is missing)";
            }
            return null;
        };
    }
}
