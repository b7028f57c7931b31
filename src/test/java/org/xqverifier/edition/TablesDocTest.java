package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * docs/tables.md is the committee's field reference: every table kind that has a schema has a section there, headed
 * by its file ({@code repetition/patterns.yaml}, {@code edition.yaml}), and every key the schema allows is named in
 * `backticks` in that section, in the area's introduction or under "What every row carries". A table that gains a field (and its schema with it, {@link TableSchemasTest}) fails
 * here until the page says what the field means.
 */
class TablesDocTest {
    /** Written by the build from the table records (RecordSchema), beside the two kept in src/main/resources. */
    private static final Path SCHEMAS = Path.of("target/classes/schemas");
    private static final Path PAGE = Path.of("docs/tables.md");
    /** The citation every row carries, described once at the top of the page. */
    private static final Set<String> CITATION = Set.of("article", "zh", "en", "figures");

    @Test
    void everyTableKindAndEveryKeyIsDescribed() throws IOException {
        Map<String, JsonNode> schemas = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SCHEMAS)) {
            for (Path schema : files.filter(p -> p.toString().endsWith(".schema.json")).toList()) {
                String table = SCHEMAS.relativize(schema).toString().replace('\\', '/').replace(".schema.json", ".yaml");
                if (!table.startsWith("casebook-case")) {          // the case files' fields are casebook/README.md's
                    schemas.put(table, new ObjectMapper().readTree(schema.toFile()));
                }
            }
        }
        assertEquals(List.of(), missing(Files.readString(PAGE, StandardCharsets.UTF_8), schemas),
                "table kinds and keys the schemas allow that " + PAGE + " does not describe");
    }

    @Test
    void aTableOrAKeyThePageDoesNotDescribeIsCaught() throws IOException {
        String page = """
                ## What every row carries
                - `interpretation`: why.
                ## Repetition (`repetition/`)
                ### `repetition/labels.yaml`
                `labels:` rows `{code, zh}`.
                """;
        JsonNode labels = new ObjectMapper().readTree("""
                {"properties": {"labels": {"items": {"properties": {"code": {}, "zh": {}, "precedence": {},
                 "interpretation": {}}}}}}""");
        assertEquals(List.of("repetition/labels.yaml: `precedence`", "repetition/pieces.yaml: no section headed "
                + "`repetition/pieces.yaml`"), missing(page, Map.of("repetition/labels.yaml", labels,
                "repetition/pieces.yaml", labels)).stream().sorted().toList());
    }

    private static List<String> missing(String page, Map<String, JsonNode> schemas) {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : new TreeMap<>(schemas).entrySet()) {
            String table = e.getKey();
            String section = section(page, table);
            if (section == null) {
                missing.add(table + ": no section headed `" + table + "`");
                continue;
            }
            Set<String> keys = new TreeSet<>();
            keys(e.getValue(), keys);
            keys.removeAll(CITATION);
            Set<String> named = namedIn(section + common(page, table));
            for (String key : keys) {
                if (!named.contains(key)) {
                    missing.add(table + ": `" + key + "`");
                }
            }
        }
        return missing;
    }

    /** Every word written in `backticks` ({@code `{id, piece, chased}`} names three keys). */
    private static Set<String> namedIn(String text) {
        Set<String> words = new TreeSet<>();
        Matcher m = Pattern.compile("`([^`]+)`").matcher(text);
        while (m.find()) {
            words.addAll(List.of(m.group(1).split("[^A-Za-z0-9_-]+")));
        }
        return words;
    }

    /**
     * What holds for every table of the area too: the page's "What every row carries" and the area's own
     * introduction (its text before its first table's heading).
     */
    private static String common(String page, String table) {
        String[] lines = page.split("\n");
        StringBuilder s = new StringBuilder();
        String area = table.contains("/") ? table.substring(0, table.indexOf('/')) : null;
        boolean on = false;
        for (String line : lines) {
            if (line.startsWith("## ")) {
                on = line.startsWith("## What every row carries") || area != null && line.contains("(`" + area + "/`)");
            } else if (line.startsWith("### ")) {
                on = false;
            } else if (on) {
                s.append(line).append('\n');
            }
        }
        return s.toString();
    }

    /**
     * The text under the heading naming {@code table}, up to the next heading of its level or above; the conduct
     * tables described together ("The other conduct tables") are found by their name in that section's text.
     */
    private static String section(String page, String table) {
        String[] lines = page.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("#") && lines[i].contains("`" + table + "`")) {
                return until(lines, i);
            }
        }
        String file = table.substring(table.indexOf('/') + 1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("### The other")) {
                String s = until(lines, i);
                if (s.contains("`" + file + "`")) {
                    return s;
                }
            }
        }
        return null;
    }

    private static String until(String[] lines, int heading) {
        int level = lines[heading].indexOf(' ');
        StringBuilder s = new StringBuilder();
        for (int j = heading + 1; j < lines.length; j++) {
            int l = lines[j].startsWith("#") ? lines[j].indexOf(' ') : -1;
            if (l > 0 && l <= level) {
                break;
            }
            s.append(lines[j]).append('\n');
        }
        return s.toString();
    }

    /** Every property name the schema allows, at any depth. */
    private static void keys(JsonNode schema, Set<String> out) {
        if (!schema.isObject()) {
            return;
        }
        schema.path("properties").properties().forEach(p -> {
            out.add(p.getKey());
            keys(p.getValue(), out);
        });
        for (String k : List.of("additionalProperties", "items")) {
            keys(schema.path(k), out);
        }
        for (String k : List.of("oneOf", "anyOf", "allOf", "prefixItems")) {
            schema.path(k).forEach(s -> keys(s, out));
        }
        for (String k : List.of("patternProperties", "$defs", "definitions")) {
            schema.path(k).forEach(s -> keys(s, out));
        }
    }
}
