package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.xqverifier.edition.YamlTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fast reader gives the full YAML reader's tree, or leaves the file to it. */
class PlainYamlTest {

    private static JsonNode full(String text) {
        return YamlTable.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).root();
    }

    @Test
    void everyYamlFileOfTheProjectReadsAsTheFullReaderReadsIt() throws IOException {
        int read = 0;
        for (String dir : List.of("examples", "features", "rules")) {
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                    String text = Files.readString(f);
                    JsonNode quick = PlainYaml.parse(text);
                    if (quick != null) {
                        assertEquals(full(text), quick, f.toString());
                        read++;
                    }
                }
            }
        }
        assertTrue(read > 50, "only " + read + " files in the plain subset");
    }

    @Test
    void aTournamentFileOfFlowRows() {
        String text = """
                # a comment
                event:
                  name: "Open 2024"   # quoted
                  edition: tw-2007
                  rounds: 9
                  draw_seed: -12
                  share_places: false
                players:
                  - {id: P1, name: 'O''Neil', rating: 2500, unit: 北京}
                  - id: P2
                    rating: 0
                rounds:
                  - round: 1
                    games:
                      - {red: P1, black: P2, result: 1/2-1/2, fouls: {red: 1, black: 0}}
                      - {red: P3, black: bye}
                      - [1-0, -/+, +/-, "0-1"]
                withdrawals:
                """;
        JsonNode quick = PlainYaml.parse(text);
        assertNotNull(quick);
        assertEquals(full(text), quick);
        assertEquals("O'Neil", quick.get("players").get(0).get("name").asText());
    }

    @Test
    void whatYamlTypesInItsOwnWayIsLeftToTheFullReader() {
        for (String value : List.of("yes", "No", "on", "012", "0x1F", "1.", ".5", "01.5", "1e3", "1.5e3", ".inf",
                "1_000", "1_0.5", "2024-01-02", "12:30", "&a x", "*a", "!!str 1", "|+", ">2", "> # why", "12345678901",
                "+1")) {
            assertNull(PlainYaml.parse("a: " + value + "\n"), value);
        }
        assertNull(PlainYaml.parse("a: 1\na: 2\n"), "a duplicate key");
        assertNull(PlainYaml.parse("a: {b: 1\n"), "an unclosed flow mapping");
        assertNull(PlainYaml.parse("a: x\n  y\n"), "a multi-line scalar");
        assertNull(PlainYaml.parse("{\"a\": 1}"), "JSON");
        assertNull(PlainYaml.parse("---\na: 1\n"), "a document marker");
        assertNull(PlainYaml.parse("a:\n\t- 1\n"), "a tab");
        assertNull(PlainYaml.parse("a: >\n  x\n    y\n"), "a more indented line in a folded text");
        assertNull(PlainYaml.parse("a: >\n  x \n"), "a trailing space in a text");
        assertNull(PlainYaml.parse("a: >\n\n  x\n"), "a text that starts with an empty line");
        assertNull(PlainYaml.parse("a:\n  b: >\n   x\n  y\n"), "a text's end that is not a key of its mapping");
        assertNull(PlainYaml.parse("- >\n  x\n"), "a text as a list item");
    }

    @Test
    void decimalsDottedNumbersAndTextsReadAsTheFullReaderReadsThem() {
        for (String text : List.of("a: 0.5\nb: -12.25\nc: {d: 1.0, e: [0.75, 2]}\n", "article: 9.1.4\nother: 4.1.2.3\n",
                "a: >-\n  one\n  two\n\n  three\n\n\n  four\nb: 1\n", "a: >\n  one\n  two\n\n\nb: x\n",
                "rows:\n  - id: x\n    en: |\n      line one\n        indented # not a comment\n\n      three\n    zh: 文\n",
                "a: |-\n  one\n  # two\n", "\"6.1\":\n  'x y': 1\n  \"a\\\"b\": 2\n", "a:\n  b: >-\n      deep\n      text\n  c: 2\nd: 3\n")) {
            JsonNode quick = PlainYaml.parse(text);
            assertNotNull(quick, text);
            assertEquals(full(text), quick, text);
        }
    }

    @Test
    void everyBundledTableIsInThePlainSubsetAndKeepsItsPlaces() throws IOException {
        int tables = 0;
        try (Stream<Path> files = Files.walk(Path.of("rules"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                byte[] bytes = Files.readAllBytes(f);
                JsonNode quick = PlainYaml.parse(new String(bytes, StandardCharsets.UTF_8));
                assertNotNull(quick, f + " is outside the plain subset: every start would load the full YAML reader");
                YamlTable fullTable = YamlTable.parse(f.toString(), bytes);
                assertEquals(fullTable.root(), quick, f.toString());
                YamlTable bundled = YamlTable.read(f.toString(), bytes);
                assertEquals(fullTable.root(), bundled.root(), f.toString());
                assertEquals(fullTable.places(), bundled.places(), f + ": places");
                tables++;
            }
        }
        assertTrue(tables > 70, tables + " tables");
    }
}
