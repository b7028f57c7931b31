package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The JSON Schema of a table kind, written from the record the binder binds it to ({@link TableBinder}), so that a
 * committee's editor and the check of a committee's folder ({@link TableSchema}) ask what the binder asks:
 * <ul>
 *   <li>a record is an object of its components' keys (snake_case, or its {@code KEYS}), every one required unless
 *   {@code OPTIONAL} names it (then it may also be null), and no other key ({@code additionalProperties: false});</li>
 *   <li>an embedded {@link Citation} adds the row's {@code article} (required unless the component is optional),
 *   {@code figures}, {@code zh} and {@code en};</li>
 *   <li>an enum, or a {@code ONE_OF} text, is an {@code enum} of the words a table writes ({@code lowest-scoring});</li>
 *   <li>{@code List}/{@code Set} is an array, {@code Map<String, T>} an object of rows keyed by id
 *   ({@code additionalProperties}), a record with a one-scalar constructor also that scalar, a {@code ONE_OR_MANY}
 *   list also its one value, and a {@code DEFAULTS} value the property's {@code default}.</li>
 * </ul>
 * What the schema cannot say (ranges, unique ids, the labels a pattern names) stays with the record's {@code check()}
 * and the area's loader.
 */
public final class RecordSchema {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private RecordSchema() {
    }

    /**
     * Writes {@code schemas/<area>/<table>.schema.json} under {@code classesDir} for every table kind of the bundled
     * {@code rulesDir} ({@code rules/<edition>/<area>/<table>.yaml}) that {@code kindOf} knows (by {@code area/table.yaml};
     * null for a table the area reads as rows of its own). A file whose text is already that is left as it is.
     * Returns the number of schemas.
     */
    public static int writeAll(Path rulesDir, Path classesDir, Function<String, Type> kindOf) throws IOException {
        Set<String> tables = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(rulesDir, 3)) {
            walk.filter(f -> f.getNameCount() - rulesDir.getNameCount() == 3 && f.toString().endsWith(".yaml"))
                    .map(f -> rulesDir.relativize(f).subpath(1, 3).toString().replace('\\', '/'))
                    .forEach(tables::add);
        }
        int written = 0;
        for (String table : tables) {
            Type kind = kindOf.apply(table);
            if (kind == null) {
                continue;
            }
            String title = "rules/<edition>/" + table + ", the effective table (a child edition's rows laid over its"
                    + " parent's): written from " + kind.getTypeName() + " (docs/tables.md)";
            write(classesDir.resolve("schemas").resolve(table.replace(".yaml", ".schema.json")), kind, title);
            written++;
        }
        return written;
    }

    /** Writes the schema of {@code type} to {@code out}; a file whose text is already that is left as it is. */
    public static void write(Path out, Type type, String title) throws IOException {
        byte[] text = (new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(of(type, title)) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        if (!Files.isRegularFile(out) || !Arrays.equals(Files.readAllBytes(out), text)) {
            Files.createDirectories(out.getParent());
            Files.write(out, text);
        }
    }

    /** The schema of a table of {@code type} (a record, or {@link TableBinder#rowsOf} a record), titled {@code title}. */
    public static ObjectNode of(Type type, String title) {
        ObjectNode schema = JSON.objectNode();
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        schema.put("title", title);
        schema.setAll(tidy(value(type, null)));
        return schema;
    }

    private static ObjectNode value(Type type, List<String> oneOf) {
        Class<?> raw = TableBinder.raw(type);
        if (raw == JsonNode.class || raw == Object.class) {
            return JSON.objectNode();
        }
        if (raw == String.class) {
            return oneOf != null ? words(oneOf) : types("string", "number", "boolean");
        }
        if (raw == int.class || raw == Integer.class || raw == long.class || raw == Long.class) {
            return types("integer");
        }
        if (raw == double.class || raw == Double.class) {
            return types("number");
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return types("boolean");
        }
        if (raw.isEnum()) {
            return words(Arrays.stream(raw.getEnumConstants()).map(c -> TableBinder.wireName((Enum<?>) c)).toList());
        }
        if (raw == List.class || raw == Set.class) {
            ObjectNode s = types("array");
            s.set("items", value(TableBinder.argument(type, 0), oneOf));
            return s;
        }
        if (raw == Map.class) {
            ObjectNode s = types("object");
            s.set("additionalProperties", value(TableBinder.argument(type, 1), oneOf));
            return s;
        }
        if (raw == Citation.class) {
            ObjectNode s = closedObject();
            s.putObject("properties").set("id", types("string", "number", "boolean"));
            citation((ObjectNode) s.get("properties"), s, true);
            return s;
        }
        if (raw.isRecord()) {
            return record(TableBinder.shape(raw));
        }
        throw new IllegalArgumentException(raw + " is not a type a table binds to");
    }

    private static ObjectNode record(TableBinder.Shape shape) {
        ObjectNode s = closedObject();
        if (shape.scalar != null) {     // also written as its one scalar (base_minutes: 60)
            ArrayNode t = (ArrayNode) value(shape.scalar.getParameterTypes()[0], null).get("type");
            t.add("object");
            s.set("type", t);
        }
        ObjectNode properties = s.putObject("properties");
        for (TableBinder.Component c : shape.components) {
            if (c.type() == Citation.class) {
                citation(properties, s, !c.optional());
                continue;
            }
            ObjectNode p = value(c.generic(), c.oneOf());
            if (c.oneOrMany()) {
                // the one value or the list: "if" it is the value "then" the value's schema, and the list's items
                // otherwise (not anyOf, whose every branch would report its own error)
                ObjectNode one = value(TableBinder.argument(c.generic(), 0), c.oneOf());
                ((ArrayNode) p.get("type")).addAll((ArrayNode) one.get("type"));
                p.putObject("if").set("type", one.get("type").deepCopy());
                p.set("then", one);
            }
            if (c.optional()) {
                p = nullable(p);
            } else {
                required(s).add(c.key());
            }
            if (c.byDefault() != null) {
                p.set("default", plain(c.byDefault()));
            }
            properties.set(c.key(), p);
        }
        return s;
    }

    /** The row's citation: {@code article} (required when {@code required}), {@code figures}, {@code zh}, {@code en}. */
    private static void citation(ObjectNode properties, ObjectNode row, boolean required) {
        ObjectNode article = types("string", "number");
        if (required) {
            article.put("minLength", 1);
            required(row).add("article");
        } else {
            article = nullable(article);
        }
        properties.set("article", article);
        ObjectNode figures = nullable(types("array"));
        figures.set("items", types("string", "number"));
        properties.set("figures", figures);
        properties.set("zh", nullable(types("string", "number", "boolean")));
        properties.set("en", nullable(types("string", "number", "boolean")));
    }

    private static ObjectNode closedObject() {
        ObjectNode s = types("object");
        s.put("additionalProperties", false);
        return s;
    }

    private static ArrayNode required(ObjectNode s) {
        return s.has("required") ? (ArrayNode) s.get("required") : s.putArray("required");
    }

    private static ObjectNode types(String... names) {
        ObjectNode s = JSON.objectNode();
        ArrayNode t = s.putArray("type");
        for (String n : names) {
            t.add(n);
        }
        return s;
    }

    private static ObjectNode words(List<String> values) {
        ObjectNode s = types("string");
        ArrayNode e = s.putArray("enum");
        values.forEach(e::add);
        return s;
    }

    /** An optional value may also be written as null (the binder reads it as absent). */
    private static ObjectNode nullable(ObjectNode s) {
        if (s.has("type")) {
            ((ArrayNode) s.get("type")).add("null");
            if (s.has("enum")) {
                ((ArrayNode) s.get("enum")).addNull();
            }
            return s;
        }
        return s;   // any value
    }

    /** {@code "type": ["object"]} as {@code "type": "object"}, throughout: as a person would write it. */
    private static ObjectNode tidy(ObjectNode s) {
        s.properties().forEach(e -> {
            if (e.getKey().equals("type") && e.getValue().isArray() && e.getValue().size() == 1) {
                e.setValue(e.getValue().get(0));
            } else if (e.getValue().isObject()) {
                tidy((ObjectNode) e.getValue());
            } else if (e.getValue().isArray()) {
                e.getValue().forEach(n -> {
                    if (n.isObject()) {
                        tidy((ObjectNode) n);
                    }
                });
            }
        });
        return s;
    }

    private static JsonNode plain(Object value) {
        if (value instanceof Boolean b) {
            return JSON.booleanNode(b);
        }
        if (value instanceof Integer i) {
            return JSON.numberNode(i);
        }
        if (value instanceof Double d) {
            return JSON.numberNode(d);
        }
        return JSON.textNode(String.valueOf(value));
    }
}
