package org.xqverifier.conduct;

import org.xqverifier.board.Quoted;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.YamlTable;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An arbiter's log of one game (YAML or JSON; its fields in docs/conduct.md, "The log"): a header and the events
 * in the order they happened. Each event is a mapping with exactly one type key (move, touch, claim, …).
 */
public final class ArbiterLog {
    public static final Set<String> TYPES = LogEvents.KINDS.keySet();
    private static final Set<String> HEADER = Set.of("edition", "game", "fen", "time_control", "games_per_day", "events");

    /** One game's log is a few kilobytes; a file beyond this is not one. */
    static final long MAX_BYTES = 4L << 20;

    private final String name;
    private final Map<String, JsonNode> header;
    private final List<LogEvent> events;

    private ArbiterLog(String name, Map<String, JsonNode> header, List<LogEvent> events) {
        this.name = name;
        this.header = header;
        this.events = events;
    }

    public static ArbiterLog read(Path file) {
        String name = file.toString();
        if (Files.isDirectory(file)) throw new LogError(name + ": is a directory, not an arbiter's log");
        if (!Files.isReadable(file)) throw new LogError(name + ": cannot read the file");
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new LogError(name + ": " + Files.size(file) + " bytes is too large for one game's log (at most "
                        + MAX_BYTES + ")");
            }
            return parse(name, Files.readString(file), file.toString().endsWith(".json"));
        } catch (java.nio.charset.MalformedInputException e) {
            throw new LogError(name + ": not UTF-8 text");
        } catch (IOException e) {
            throw new LogError(name + ": " + e.getMessage());
        }
    }

    public static ArbiterLog parse(String name, String text, boolean json) {
        JsonFactory factory = json ? new JsonFactory() : new YAMLFactory();
        // a key given twice is a mistake to report, not a value to overwrite
        factory.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        ObjectMapper mapper = new ObjectMapper(factory);
        Map<String, JsonNode> header = new LinkedHashMap<>();
        List<LogEvent> events = new ArrayList<>();
        try (JsonParser p = factory.createParser(text)) {
            p.setCodec(mapper);
            if (p.nextToken() != JsonToken.START_OBJECT) throw new LogError(name + " line 1: an arbiter's log is a mapping with 'events'");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                int line = p.currentLocation().getLineNr();
                if (!HEADER.contains(field)) throw new LogError(name + " line " + line + ": unknown field '" + field + "' (known: " + new java.util.TreeSet<>(HEADER) + ")");
                JsonToken t = p.nextToken();
                if (!field.equals("events")) {
                    JsonNode value = p.readValueAsTree();
                    String problem = headerProblem(field, value);
                    if (problem != null) throw new LogError(name + " line " + line + ": " + field + " must be " + problem);
                    header.put(field, value);
                    continue;
                }
                if (t != JsonToken.START_ARRAY) throw new LogError(name + " line " + line + ": 'events' must be a list");
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    int at = p.currentTokenLocation().getLineNr();
                    JsonNode node = p.readValueAsTree();
                    LogEvent e = event(name, events.size() + 1, at, node);
                    bind(name, e);
                    events.add(e);
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw new LogError(name + " line " + p.currentLocation().getLineNr() + ": the log's mapping is not closed");
            }
            JsonToken after = p.nextToken();
            if (after != null) {
                throw new LogError(name + " line " + p.currentTokenLocation().getLineNr()
                        + ": more after the end of the log (one log per file)");
            }
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String message = e.getOriginalMessage() == null ? "cannot be read" : e.getOriginalMessage().strip();
            if (e.getCause() instanceof org.yaml.snakeyaml.error.MarkedYAMLException marked && marked.getProblemMark() != null) {
                // SnakeYAML's message spans lines (context, snippet, caret): one line says what and where
                line = marked.getProblemMark().getLine() + 1;
                message = marked.getProblem() == null ? "YAML syntax error" : marked.getProblem().strip();
                if (marked.getContext() != null && marked.getContextMark() != null) {
                    message += " (" + marked.getContext().strip() + " that begins on line " + (marked.getContextMark().getLine() + 1) + ")";
                }
            }
            int nl = message.indexOf('\n');
            throw new LogError(name + " line " + line + ": " + (nl < 0 ? message : message.substring(0, nl).strip()));
        } catch (IOException e) {
            throw new LogError(name + ": " + e.getMessage());
        }
        return new ArbiterLog(name, header, events);
    }

    /**
     * Binds the event to its record ({@link LogEvents}), which refuses an unknown field and a value of the wrong type
     * or range; the binder's words follow the event's number, line and type.
     */
    private static void bind(String name, LogEvent e) {
        try {
            TableBinder.bind(null, YamlTable.ofNode(name, e.body(), e.line()), LogEvents.KINDS.get(e.type()));
        } catch (RulesException x) {
            throw new LogError(name + " event " + e.index() + " (line " + e.line() + ", " + e.type() + "): " + x.detail());
        }
    }

    /** Null when a header value fits, else what it should be. */
    private static String headerProblem(String field, JsonNode v) {
        return switch (field) {
            case "edition", "fen" -> v.isTextual() && !v.asText().isBlank() ? null : "text";
            case "games_per_day" -> v.isIntegralNumber() && v.longValue() >= 1 && v.longValue() <= 99 ? null
                    : "a whole number of games a day (1 to 99)";
            case "time_control" -> v.isTextual() || v.isIntegralNumber() || v.isObject() && timeControlObject(v) ? null
                    : "a control id, or {id: ID, minutes: N}";
            default -> null;
        };
    }

    private static boolean timeControlObject(JsonNode v) {
        for (Iterator<String> it = v.fieldNames(); it.hasNext(); ) {
            if (!Set.of("id", "minutes").contains(it.next())) return false;
        }
        JsonNode id = v.path("id");
        JsonNode minutes = v.path("minutes");
        return (id.isTextual() || id.isIntegralNumber())
                && (minutes.isMissingNode() || minutes.isIntegralNumber() && minutes.longValue() > 0 && minutes.longValue() <= 600);
    }

    private static LogEvent event(String name, int index, int line, JsonNode node) {
        String where = name + " event " + index + " (line " + line + ")";
        if (!(node instanceof ObjectNode)) throw new LogError(where + ": an event is a mapping such as {move: h2e2}");
        String type = null;
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (TYPES.contains(f)) {
                if (type != null) throw new LogError(where + ": one event, one type; found both '" + type + "' and '" + f + "'");
                type = f;
            }
        }
        if (type == null) throw new LogError(where + ": " + noType(node));
        // a field written as null is a field not written, as in every table the binder reads (clock: ~ is no clock)
        String kind = type;
        ((ObjectNode) node).properties().removeIf(f -> f.getValue().isNull() && !f.getKey().equals(kind));
        return new LogEvent(index, line, type, node);
    }

    /**
     * Why an event has no type, in a line: the key that is nearly a type's name (a misspelt {@code ove:}), else what a
     * type is; the 24 types are listed in docs/conduct.md, not here (they made the line 350 characters long).
     */
    private static String noType(JsonNode node) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            for (String t : new java.util.TreeSet<>(TYPES)) {
                if (nearly(f, t)) {
                    return "no event type: '" + Quoted.cut(f, 40) + "' is not one; did you mean '" + t + "'?";
                }
            }
        }
        return "no event type: an event's key names it, as in {move: h2e2}, {touch: [h2]}, {claim: repetition} ("
                + TYPES.size() + " types, listed in docs/conduct.md)";
    }

    /** One letter dropped, added, changed, or two neighbours swapped (an edit distance of one). */
    private static boolean nearly(String a, String b) {
        if (a.equals(b) || Math.abs(a.length() - b.length()) > 1 || a.length() > 40) return false;
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
                        d[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()] <= 1;
    }

    public String name() { return name; }
    public List<LogEvent> events() { return events; }

    public JsonNode header(String field) {
        JsonNode n = header.get(field);
        return n == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : n;
    }
}
