package org.xqverifier.competition;

import com.fasterxml.jackson.databind.JsonNode;

/** A rule book's provision as the explanations quote it: article, Chinese and English wording. */
public record Provision(String article, String zh, String en) {
    public static final Provision NONE = new Provision("", "", "");

    /** The article, zh and en of a table row; a field the row leaves out (or sets to null) reads as "". */
    public static Provision of(JsonNode row) {
        return new Provision(row.path("article").asText(""), row.path("zh").asText(""), row.path("en").asText(""));
    }
}
