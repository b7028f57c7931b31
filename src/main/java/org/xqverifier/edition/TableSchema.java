package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JSON Schema of a kind of YAML table ({@code schemas/} on the class path): {@code edition.schema.json} for an
 * edition's {@code edition.yaml}, {@code <area>/<table>.schema.json} for each table of an area (e.g.
 * {@code repetition/pieces.schema.json} for {@code rules/<edition>/repetition/pieces.yaml}, written by the build from
 * the table's record: {@link RecordSchema}), and {@code casebook-case.schema.json} for a casebook case (for editors:
 * the reader binds a case to its record). An unknown key, a wrong type or a missing field is one error at
 * the file, line and column of the value (the first one in the file, with the number of others).
 */
public final class TableSchema {
    private static final String FOLDER = "/schemas/";
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final Map<String, Optional<TableSchema>> BY_NAME = new ConcurrentHashMap<>();

    private final String name;
    private final Schema schema;

    private TableSchema(String name, Schema schema) {
        this.name = name;
        this.schema = schema;
    }

    /** The schema of that name under {@code schemas/} (e.g. {@code repetition/pieces}), if there is one. */
    public static Optional<TableSchema> named(String name) {
        return BY_NAME.computeIfAbsent(name, n -> {
            try (InputStream in = TableSchema.class.getResourceAsStream(FOLDER + n + ".schema.json")) {
                return in == null ? Optional.empty() : Optional.of(new TableSchema(n, REGISTRY.getSchema(in)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The schema of an edition's table at {@code relativePath} ({@code area/table.yaml} or {@code edition.yaml}). */
    public static Optional<TableSchema> forTable(String relativePath) {
        String p = relativePath.replace('\\', '/');
        return named(p.endsWith(".yaml") ? p.substring(0, p.length() - 5) : p.endsWith(".yml") ? p.substring(0, p.length() - 4) : p);
    }

    /** The schema's name, e.g. {@code repetition/pieces}. */
    public String name() {
        return name;
    }

    /** Checks the table; the first problem (in file order) is a {@link RulesException} at its file:line:column. */
    public void check(YamlTable table) {
        List<Error> errors = schema.validate(table.root());
        if (errors.isEmpty()) {
            return;
        }
        record Found(String pointer, String message, int line, int column, boolean unknown) {
        }
        List<Found> found = errors.stream().map(e -> {
            String at = pointer(e.getInstanceLocation());
            boolean unknown = "additionalProperties".equals(e.getKeyword()) || "unevaluatedProperties".equals(e.getKeyword());
            String pointer = unknown ? at + "/" + YamlTable.escape(e.getProperty()) : at;
            int[] lc = table.position(pointer);
            return new Found(pointer, message(e, at), lc[0], lc[1], unknown);
        }).sorted(Comparator.comparingInt(Found::line).thenComparingInt(Found::column)).toList();
        Found first = found.get(0);
        if (first.message().startsWith("missing field")) {
            // a key written in the same mapping that the schema does not know is the likelier mistake (a misspelt
            // name), and the one the binder names first
            String at = first.pointer();
            first = found.stream().filter(f -> f.unknown() && f.pointer().lastIndexOf('/') == at.length()
                    && f.pointer().startsWith(at)).findFirst().orElse(first);
        }
        String more = found.size() == 1 ? "" : " (and " + (found.size() - 1) + " more problem" + (found.size() == 2 ? "" : "s") + ")";
        throw table.error(first.pointer(), first.message() + " [schema " + name + "]" + more);
    }

    private static String message(Error e, String at) {
        String field = TableMessages.field(at);
        Object[] args = e.getArguments() == null ? new Object[0] : e.getArguments();
        return switch (e.getKeyword()) {
            case "additionalProperties", "unevaluatedProperties" -> TableMessages.unknownKey(e.getProperty(), field);
            case "required" -> TableMessages.missing(e.getProperty(), field);
            case "type" -> args.length > 1 ? TableMessages.wrongType(field, String.valueOf(args[1]), String.valueOf(args[0]))
                    : (field.isEmpty() ? "the document" : "'" + field + "'") + ": " + e.getMessage();
            case "enum" -> TableMessages.notOneOf(field, args.length > 0 ? String.valueOf(args[0]) : "the listed values");
            default -> (field.isEmpty() ? "" : "'" + field + "' ") + e.getMessage().replaceFirst("^\\$[^:]*: ", "");
        };
    }

    /** A NodePath as a JSON Pointer ({@code /labels/2/ply}). */
    private static String pointer(NodePath path) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < path.getNameCount(); i++) {
            Object el = path.getElement(i);
            b.append('/').append(el instanceof Integer ? el.toString() : YamlTable.escape(String.valueOf(el)));
        }
        return b.toString();
    }
}
