package org.xqverifier.edition;

import java.util.List;

/**
 * The words of a table error, written once for the schema check ({@link TableSchema}) and the binder
 * ({@link TableBinder}), so that a committee sees the same message whichever finds the mistake.
 */
final class TableMessages {
    private TableMessages() {
    }

    static String unknownKey(String key, String field) {
        return "unknown key '" + key + "'" + in(field) + " (a typo, or an unquoted ',' or ':' in a text cut it in two?)";
    }

    /** As {@link #unknownKey(String, String)}, listing the keys that {@code field} may have. */
    static String unknownKey(String key, String field, java.util.Collection<String> known) {
        return unknownKey(key, field) + "; known keys: " + String.join(", ", new java.util.TreeSet<>(known));
    }

    static String missing(String key, String field) {
        return "missing field '" + key + "'" + in(field);
    }

    static String wrongType(String field, String expected, String found) {
        return named(field) + ": " + expected + " expected, " + found + " found";
    }

    /** After a wrong type, what the value looks like: {@code (such as {side: red, kind: talked})}. */
    static String example(String example) {
        return " (such as " + example + ")";
    }

    /** {@code values} as the schema check writes an enum: {@code ["book", "inferred", "disputed"]}. */
    static String notOneOf(String field, String values) {
        return named(field) + " must be one of " + values;
    }

    static String notOneOf(String field, List<String> values) {
        return notOneOf(field, "[\"" + String.join("\", \"", values) + "\"]");
    }

    /** As {@link #notOneOf(String, List)}, saying the value written: {@code …, not "adjacen"}. */
    static String notOneOf(String field, List<String> values, String found) {
        return notOneOf(field, values) + ", not " + quoted(found);
    }

    /** A value written in the file, quoted and cut to 40 characters. */
    static String quoted(String text) {
        return "\"" + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "\"";
    }

    private static String in(String field) {
        return field.isEmpty() ? "" : " in " + field;
    }

    private static String named(String field) {
        return field.isEmpty() ? "the document" : "'" + field + "'";
    }

    /** A JSON Pointer the way messages write a field: {@code labels[3].ply} (1-based, as YamlTable.pointerOfField). */
    static String field(String pointer) {
        StringBuilder b = new StringBuilder();
        for (String part : pointer.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            if (part.matches("\\d+")) {
                b.append('[').append(Integer.parseInt(part) + 1).append(']');
            } else {
                b.append(b.length() == 0 ? "" : ".").append(part.replace("~1", "/").replace("~0", "~"));
            }
        }
        return b.toString();
    }
}
