package org.xqverifier.edition;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The build-time index of the bundled rules ({@code META-INF/xq/bundled-rules.json}, written by
 * {@link org.xqverifier.edition.build.RulesPrecompiler}): the files under {@code rules/} (a jar directory cannot be listed
 * portably) and, per edition area, the executable-model classes compiled from its DRL with a digest of that DRL.
 */
record BundledIndex(List<String> files, JsonNode ruleBases) {
    static final String RESOURCE = "META-INF/xq/bundled-rules.json";

    /** The index on the classpath, or null if the build step has not run (e.g. classes compiled by an IDE only). */
    static BundledIndex load() {
        try (InputStream in = BundledIndex.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return null;
            }
            JsonNode root;
            try (JsonParser p = new JsonFactory().createParser(in)) {
                root = tree(p, p.nextToken());
            }
            List<String> files = new ArrayList<>();
            root.path("files").forEach(f -> files.add(f.asText()));
            return new BundledIndex(List.copyOf(files), root.path("ruleBases"));
        } catch (IOException e) {
            throw new RulesException(RESOURCE, 0, 0, "unreadable bundled rules index: " + e.getMessage(), e);
        }
    }

    /**
     * The index as a tree, read token by token: an {@code ObjectMapper} would do it in one call but costs a start-up
     * of its own (a thousand classes), and no command that reads only bundled tables needs one otherwise.
     */
    private static JsonNode tree(JsonParser p, JsonToken t) throws IOException {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (t == null) {
            throw new IOException("empty");
        }
        switch (t) {
            case START_OBJECT -> {
                ObjectNode o = nodes.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    o.set(key, tree(p, p.nextToken()));
                }
                return o;
            }
            case START_ARRAY -> {
                ArrayNode a = nodes.arrayNode();
                for (JsonToken next = p.nextToken(); next != JsonToken.END_ARRAY; next = p.nextToken()) {
                    a.add(tree(p, next));
                }
                return a;
            }
            case VALUE_STRING -> {
                return nodes.textNode(p.getText());
            }
            case VALUE_NUMBER_INT -> {
                return p.getNumberType() == JsonParser.NumberType.INT ? nodes.numberNode(p.getIntValue())
                        : nodes.numberNode(p.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> {
                return nodes.numberNode(p.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return nodes.booleanNode(t == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> throw new IOException("unexpected " + t + " at " + p.currentLocation());
        }
    }

    /** The precompiled model of {@code edition/area}, or null. */
    Precompiled model(String edition, String area) {
        JsonNode n = ruleBases.path(edition + "/" + area);
        if (!n.isObject()) {
            return null;
        }
        List<String> models = new ArrayList<>();
        n.path("models").forEach(m -> models.add(m.asText()));
        String why = n.path("notPrecompiled").isTextual() ? n.path("notPrecompiled").asText() : null;
        return new Precompiled(n.path("sha256").asText(), List.copyOf(models), why);
    }

    /** @param notPrecompiled why the build could not precompile the area (it is then compiled from DRL), or null */
    record Precompiled(String sha256, List<String> modelClasses, String notPrecompiled) {
    }
}
