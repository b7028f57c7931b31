package org.xqverifier.edition;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A parsed YAML file of an edition that still knows where each value came from, so that a row naming an unknown label
 * can be reported as {@code rules/wxf-2018/repetition/labels.yaml:14:9: unknown label 'foo'}.
 * Values are addressed by JSON Pointer ({@code /rows/3/label}). The tree is shared and cached: do not modify it.
 */
public final class YamlTable {
    /** The full YAML reader, loaded on first use: a command that reads only bundled tables never needs it. */
    private static final class FullReader {
        static final ObjectMapper MAPPER = new YAMLMapper();
        static final YAMLFactory FACTORY = (YAMLFactory) MAPPER.getFactory();
    }

    /** Where a value was written: file as shown, 1-based line and column. */
    record Place(String file, int line, int column) {
    }

    private final String file;
    private final JsonNode root;
    private Supplier<Map<String, Place>> findPositions;
    private volatile Map<String, Place> positions;
    /** The table as parsed that wrote the value at a pointer, for a table made of others (an overlay); null: this one. */
    private Function<String, YamlTable> origins;
    /** The edition whose folder holds the file, for a table an edition parsed; null otherwise. */
    private volatile Edition edition;

    YamlTable(String file, JsonNode root, Map<String, Place> positions) {
        this.file = file;
        this.root = root;
        this.positions = positions;
    }

    /** A table whose places are found only when a message or an overlay asks for one. */
    YamlTable(String file, JsonNode root, Supplier<Map<String, Place>> findPositions) {
        this.file = file;
        this.root = root;
        this.findPositions = findPositions;
    }

    /** A table made of others: each value's place and the parsed table it comes from are found when asked for. */
    YamlTable(String file, JsonNode root, Supplier<Map<String, Place>> findPositions, Function<String, YamlTable> origins) {
        this(file, root, findPositions);
        this.origins = origins;
    }

    /** Marks the table as the file of {@code owner}'s folder (an edition's own table); returns it. */
    YamlTable ownedBy(Edition owner) {
        this.edition = owner;
        return this;
    }

    /**
     * The table as parsed that wrote the value at {@code pointer}: this one, or for an edition's effective table (an
     * overlay) the child's file for what it adds or patches and the parent's for the rest. Found without the places,
     * so without the full YAML reader.
     */
    YamlTable originAt(String pointer) {
        return origins == null ? this : origins.apply(pointer);
    }

    /** The edition whose file wrote the value at {@code pointer} (see {@link #originAt}), or null if not an edition's. */
    Edition editionAt(String pointer) {
        return originAt(pointer).edition;
    }

    /** The file as shown in messages. */
    public String file() {
        return file;
    }

    /** The document (an object or an array). */
    public JsonNode root() {
        return root;
    }

    /** 1-based {line, column} of the value at {@code pointer} (or of its key), or of its nearest ancestor that has one. */
    public int[] position(String pointer) {
        Place at = place(pointer);
        return at == null ? new int[] {0, 0} : new int[] {at.line(), at.column()};
    }

    /**
     * The file that wrote the value at {@code pointer}: for an edition's effective table (an overlay on its parent's),
     * the child's file for the rows it adds or changes and the parent's for the others.
     */
    public String fileAt(String pointer) {
        Place at = place(pointer);
        return at == null ? file : at.file();
    }

    private Place place(String pointer) {
        Map<String, Place> positions = places();
        String p = pointer;
        while (true) {
            Place pos = positions.get(p);
            if (pos != null || p.isEmpty()) {
                return pos;
            }
            p = p.substring(0, Math.max(0, p.lastIndexOf('/')));
        }
    }

    Map<String, Place> places() {
        Map<String, Place> known = positions;
        if (known == null) {
            synchronized (this) {
                known = positions;
                if (known == null) {
                    known = findPositions.get();
                    positions = known;
                    findPositions = null;
                }
            }
        }
        return known;
    }

    /** An error about the value at {@code pointer}, located at its file, line and column. */
    public RulesException error(String pointer, String message) {
        Place at = place(pointer);
        return at == null ? new RulesException(file, 0, 0, message)
                : new RulesException(at.file(), at.line(), at.column(), message);
    }

    /**
     * An error about {@code node}, a row or list of this table's tree (found by identity). Use {@link #error(String,
     * String)} with a pointer for a single value: Jackson shares small numbers, booleans and nulls between places.
     */
    public RulesException error(JsonNode node, String message) {
        String pointer = pointerOf(root, node, "");
        return error(pointer == null ? "" : pointer, message);
    }

    /** The JSON Pointer of {@code node}, a row or list of this table's tree (found by identity), or null if it is not one. */
    public String pointerOf(JsonNode node) {
        return pointerOf(root, node, "");
    }

    private static String pointerOf(JsonNode at, JsonNode target, String pointer) {
        if (at == target) {
            return pointer;
        }
        if (at.isObject()) {
            for (var it = at.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                String found = pointerOf(e.getValue(), target, pointer + "/" + escape(e.getKey()));
                if (found != null) {
                    return found;
                }
            }
        } else if (at.isArray()) {
            for (int i = 0; i < at.size(); i++) {
                String found = pointerOf(at.get(i), target, pointer + "/" + i);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static final java.util.regex.Pattern INDEX = java.util.regex.Pattern.compile("\\[(\\d+)]");

    /**
     * The JSON Pointer of a field written the way messages write it: dotted keys and 1-based indexes, e.g.
     * {@code chains[2].criteria[1].criterion} → {@code /chains/1/criteria/0/criterion}.
     */
    public static String pointerOfField(String field) {
        StringBuilder pointer = new StringBuilder();
        for (String part : field.split("\\.")) {
            String key = part.replaceAll("\\[\\d+]", "");
            if (!key.isEmpty()) {
                pointer.append('/').append(key);
            }
            java.util.regex.Matcher m = INDEX.matcher(part);
            while (m.find()) {
                pointer.append('/').append(Integer.parseInt(m.group(1)) - 1);
            }
        }
        return pointer.toString();
    }

    /** The value at a JSON Pointer, or a missing node. */
    public JsonNode at(String pointer) {
        return root.at(JsonPointer.compile(pointer));
    }

    /**
     * Parses a document the way every reader of the project does: by {@link PlainYaml} when it is in the strict plain
     * subset (every bundled table and tournament file is, and reads alike either way: PlainYamlTest,
     * PlainYamlAgreementTest), the full reader then running only if a place is asked for; else by the full reader
     * ({@link #parse}), whose answer, an error at its line and column included, is then the one answer.
     */
    public static YamlTable read(String file, byte[] bytes) {
        JsonNode plain = PlainYaml.parse(new String(bytes, StandardCharsets.UTF_8));
        if (plain == null) {
            return parse(file, bytes);
        }
        return new YamlTable(file, plain, () -> parse(file, bytes).places());
    }

    /**
     * A part of a document read elsewhere ({@code node}, which began on {@code line}), to be bound as a table: every
     * error in it is placed at that line, because the reader that parsed it kept no places inside it (an arbiter's
     * log is read by a streaming parser that gives each event its line, and its messages name the event by it).
     */
    public static YamlTable ofNode(String file, JsonNode node, int line) {
        return new YamlTable(file, node, Map.of("", new Place(file, line, 0)));
    }

    /** Parses {@code bytes} (UTF-8 YAML); a syntax error becomes a {@link RulesException} at its line and column. */
    public static YamlTable parse(String file, byte[] bytes) {
        Map<String, Place> positions = new HashMap<>();
        try (JsonParser p = FullReader.FACTORY.createParser(bytes)) {
            p.setCodec(FullReader.MAPPER);
            if (p.nextToken() == null) {
                throw new RulesException(file, 1, 1, "the file is empty");
            }
            JsonNode root = read(p, "", file, positions);
            if (p.nextToken() != null) {
                JsonLocation loc = p.currentTokenLocation();
                throw new RulesException(file, loc.getLineNr(), loc.getColumnNr(),
                        "more than one YAML document in the file (remove the '---' separator)");
            }
            return new YamlTable(file, root, positions);
        } catch (JsonProcessingException e) {
            if (e.getCause() instanceof MarkedYAMLException marked && marked.getProblemMark() != null) {
                // SnakeYAML says what is wrong (problem) and where the enclosing construct began (context).
                Mark at = marked.getProblemMark();
                String message = marked.getProblem() == null ? "YAML syntax error" : marked.getProblem().strip();
                if (marked.getContext() != null && marked.getContextMark() != null) {
                    Mark from = marked.getContextMark();
                    message += " (" + marked.getContext().strip() + " that begins at " + (from.getLine() + 1) + ":"
                            + (from.getColumn() + 1) + ")";
                }
                throw new RulesException(file, at.getLine() + 1, at.getColumn() + 1, YamlWords.plain(message), e);
            }
            JsonLocation loc = e.getLocation();
            String msg = e.getOriginalMessage();
            // SnakeYAML repeats the position and a context snippet after the first line; the prefix says it already.
            int nl = msg.indexOf('\n');
            if (nl > 0) {
                msg = msg.substring(0, nl);
            }
            throw new RulesException(file, loc == null ? 0 : loc.getLineNr(), loc == null ? 0 : loc.getColumnNr(),
                    YamlWords.plain(msg), e);
        } catch (IOException e) {
            throw new RulesException(file, 0, 0, "cannot read YAML: " + e.getMessage(), e);
        }
    }

    private static JsonNode read(JsonParser p, String pointer, String file, Map<String, Place> positions)
            throws IOException {
        JsonToken t = p.currentToken();
        JsonLocation here = p.currentTokenLocation();
        positions.putIfAbsent(pointer, new Place(file, here.getLineNr(), here.getColumnNr()));
        if (t == JsonToken.START_OBJECT) {
            ObjectNode object = JsonNodeFactory.instance.objectNode();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonLocation keyAt = p.currentTokenLocation();
                String child = pointer + "/" + escape(key);
                if (object.has(key)) {
                    throw new RulesException(file, keyAt.getLineNr(), keyAt.getColumnNr(), "duplicate key '" + key + "'");
                }
                positions.put(child, new Place(file, keyAt.getLineNr(), keyAt.getColumnNr()));
                p.nextToken();
                object.set(key, read(p, child, file, positions));
            }
            return object;
        }
        if (t == JsonToken.START_ARRAY) {
            ArrayNode array = JsonNodeFactory.instance.arrayNode();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                array.add(read(p, pointer + "/" + array.size(), file, positions));
            }
            return array;
        }
        JsonNode scalar = p.readValueAsTree();
        return scalar == null ? JsonNodeFactory.instance.nullNode() : scalar;
    }

    /** A key as a JSON Pointer writes it ({@code ~} and {@code /} escaped). */
    public static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
