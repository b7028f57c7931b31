package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;

/** One event of an arbiter's log: its number (from 1), its line in the file, its type and its fields. */
public record LogEvent(int index, int line, String type, JsonNode body) {

    /** The event's main value (the value of its type key). */
    public JsonNode value() {
        return body.path(type);
    }

    public String text(String field) {
        JsonNode n = body.path(field);
        return n.isValueNode() && !n.isNull() ? n.asText() : null;
    }

    public boolean flag(String field) {
        return body.path(field).asBoolean(false);
    }
}
