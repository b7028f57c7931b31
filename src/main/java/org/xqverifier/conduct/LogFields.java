package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Move;
import org.xqverifier.board.Quoted;
import org.xqverifier.board.Side;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Reads the values of an arbiter's log's fields: sides, required text, moves in coordinates; a bad value names its field. */
final class LogFields {
    private LogFields() {
    }

    static String name(Side s) {
        return s == Side.RED ? "red" : "black";
    }

    static Side parseSide(String s, String field) {
        if (s == null) throw new IllegalArgumentException(field + ": which side (red or black)?");
        return switch (s.trim().toLowerCase()) {
            case "red", "r", "紅", "红" -> Side.RED;
            case "black", "b", "黑" -> Side.BLACK;
            default -> throw new IllegalArgumentException(field + ": '" + Quoted.cut(s, 40) + "' is not a side (red or black)");
        };
    }

    /** A side or a list of sides; absent means none. */
    static Set<Side> sides(JsonNode n, String field) {
        Set<Side> out = new HashSet<>();
        if (n.isArray()) n.forEach(x -> out.add(parseSide(x.isTextual() ? x.asText() : null, field)));
        else if (n.isTextual()) out.add(parseSide(n.asText(), field));
        else if (!n.isMissingNode() && !n.isNull()) throw new IllegalArgumentException(field + ": a side or a list of sides");
        return out;
    }

    /** A point or a list of points (touch: [e3, e6]), as written: the caller says what is wrong with one. */
    static List<String> points(JsonNode n) {
        List<String> out = new ArrayList<>();
        if (n.isArray()) n.forEach(x -> out.add(x.asText())); else out.add(n.asText());
        return out;
    }

    static Side side(JsonNode n, String field) {
        return parseSide(n.isTextual() ? n.asText() : null, field);
    }

    static String required(JsonNode n, String field) {
        if (!n.isValueNode() || n.isNull() || n.asText().isBlank()) throw new IllegalArgumentException(field + " is missing");
        return n.asText().trim();
    }

    /** A move in coordinates (ICCS, e.g. h2e2): how illegal moves are logged, since no other notation can name them. */
    static boolean inCoordinates(String text) {
        return text.trim().toLowerCase().matches("[a-i][0-9][a-i][0-9]");
    }

    static int coordinateMove(String text) {
        if (!inCoordinates(text)) throw new IllegalArgumentException("cannot read move '" + text + "' (an illegal move is given in ICCS, e.g. h2h8)");
        return Move.parseIccs(text.trim().toLowerCase());
    }
}
