package org.xqverifier.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The binder: a table's tree as a record, and every mistake in the file one message at its file:line:column. */
class TableBinderTest {
    enum Kind { ONE_WAY, OTHER }

    record Row(String id, Citation citation, int depth, Kind kind, List<String> tags) implements TableBinder.Checked {
        static final Set<String> OPTIONAL = Set.of("tags");

        @Override
        public void check() {
            if (depth % 2 == 0) {
                throw TableBinder.problem("depth", "must be odd (the side that starts also ends)");
            }
        }
    }

    record Table(List<Row> rows, int maxPlies, Map<String, Note> notes) implements TableBinder.Checked {
        static final Map<String, String> KEYS = Map.of("maxPlies", "max-plies");

        @Override
        public void check() {
            for (int i = 1; i < rows.size(); i++) {
                if (rows.get(i).id().equals(rows.get(i - 1).id())) {
                    throw TableBinder.problem("rows[" + (i + 1) + "].id", "is used twice");
                }
            }
        }
    }

    record Note(Citation citation, boolean shown) {
        static final Set<String> OPTIONAL = Set.of("shown");
    }

    private static final String GOOD = """
            rows:
              - id: a
                article: A 1
                depth: 3
                kind: one-way
              - id: b
                article: A 2
                figures: [图1, 图2]
                depth: 5
                kind: other
                tags: [x]
            max-plies: 9
            notes:
              late: {article: B 1, zh: 迟到, en: late, shown: true}
            """;

    private static Table bind(String yaml) {
        return TableBinder.bind(null, YamlTable.parse("demo/t.yaml", yaml.getBytes(StandardCharsets.UTF_8)), Table.class);
    }

    private static String error(String yaml) {
        return assertThrows(RulesException.class, () -> bind(yaml)).getMessage();
    }

    @Test
    void aTableIsItsRecord() {
        Table t = bind(GOOD);
        assertEquals(9, t.maxPlies());
        assertEquals(Kind.ONE_WAY, t.rows().get(0).kind());
        assertEquals(List.of(), t.rows().get(0).tags());
        assertEquals(List.of("x"), t.rows().get(1).tags());
        Citation b = t.rows().get(1).citation();
        assertEquals("b", b.id());
        assertEquals("A 2", b.article());
        assertEquals(List.of("图1", "图2"), b.figures());
        assertEquals("", b.zh());
        Citation late = t.notes().get("late").citation();
        assertEquals("late", late.id(), "a row of a mapping is cited by its key");
        assertEquals("迟到", late.zh());
        assertTrue(t.notes().get("late").shown());
    }

    @Test
    void anUnknownKeyIsRefusedWhereItIsWritten() {
        assertEquals("demo/t.yaml:4:5: unknown key 'dpeth' in rows[1] (a typo, or an unquoted ',' or ':' in a text cut"
                + " it in two?); known keys: article, depth, en, figures, id, kind, tags, zh",
                error(GOOD.replace("    depth: 3", "    dpeth: 3")));
        // an unquoted ',' in a flow mapping's text makes a key of the rest
        assertEquals("demo/t.yaml:14:43: unknown key 'then late' in notes.late (a typo, or an unquoted ',' or ':' in a"
                + " text cut it in two?); known keys: article, en, figures, shown, zh",
                error(GOOD.replace("en: late,", "en: early, then late,")));
    }

    @Test
    void aValueOutsideAClosedSetIsRefusedListingTheSet() {
        assertEquals("demo/t.yaml:10:5: 'rows[2].kind' must be one of [\"one-way\", \"other\"], not \"another\"",
                error(GOOD.replace("kind: other", "kind: another")));
    }

    @Test
    void aValueOfTheWrongTypeIsRefused() {
        assertEquals("demo/t.yaml:4:5: 'rows[1].depth': integer expected, string found: \"three\"",
                error(GOOD.replace("depth: 3", "depth: three")));
        assertEquals("demo/t.yaml:12:1: 'max-plies': integer expected, number found: \"9.5\"",
                error(GOOD.replace("max-plies: 9", "max-plies: 9.5")));
        assertEquals("demo/t.yaml:11:5: 'rows[2].tags': array expected, string found: \"x\"",
                error(GOOD.replace("tags: [x]", "tags: x")));
    }

    @Test
    void aMissingRequiredFieldIsNamedAtItsRow() {
        assertEquals("demo/t.yaml:6:5: missing field 'depth' in rows[2]", error(GOOD.replace("    depth: 5\n", "")));
        assertEquals("demo/t.yaml:2:5: missing field 'article' in rows[1]", error(GOOD.replace("    article: A 1\n", "")));
        assertEquals("demo/t.yaml:1:1: missing field 'max-plies'", error(GOOD.replace("max-plies: 9\n", "")));
    }

    @Test
    void aRecordsOwnRulesAreReportedAtTheFieldTheyAreAbout() {
        assertEquals("demo/t.yaml:9:5: 'rows[2].depth' must be odd (the side that starts also ends)",
                error(GOOD.replace("depth: 5", "depth: 4")));
        assertEquals("demo/t.yaml:6:5: 'rows[2].id' is used twice", error(GOOD.replace("- id: b", "- id: a")));
    }

    @Test
    void anEffectiveTableIsBoundWithEachRowsFileAndEdition(@TempDir Path tmp) throws IOException {
        write(tmp.resolve("base/edition.yaml"), "id: base\ntitle: {zh: 基, en: base}\n");
        write(tmp.resolve("base/demo/t.yaml"), GOOD);
        write(tmp.resolve("child/edition.yaml"), "id: child\ntitle: {zh: 子, en: child}\nextends: base\n");
        write(tmp.resolve("child/demo/t.yaml"), "rows:\n  - {id: b, article: C 2}\n  - {id: c, article: C 3, depth: 7,"
                + " kind: one-way}\n");
        Edition child = EditionRepository.fromDirectory(tmp).get("child");
        Table t = TableBinder.bind(child, child.yaml("demo/t.yaml"), Table.class);
        assertEquals(List.of("a", "b", "c"), t.rows().stream().map(Row::id).toList());
        Citation a = t.rows().get(0).citation(), b = t.rows().get(1).citation(), c = t.rows().get(2).citation();
        assertEquals("base", a.sourceEdition());
        assertTrue(a.inherited());
        assertEquals("C 2", b.article());
        assertEquals(List.of("图1", "图2"), b.figures(), "a patched row keeps the fields it does not change");
        assertEquals("child", b.sourceEdition());
        assertFalse(b.inherited());
        assertEquals(5, t.rows().get(1).depth());

        write(tmp.resolve("child/demo/t.yaml"), "rows:\n  - {id: b, kind: others}\n");
        Edition broken = EditionRepository.fromDirectory(tmp).get("child");
        RulesException e = assertThrows(RulesException.class,
                () -> TableBinder.bind(broken, broken.yaml("demo/t.yaml"), Table.class));
        assertTrue(e.getMessage().matches(".*child/demo/t\\.yaml:2:13: 'rows\\[2]\\.kind' must be one of .*"), e.getMessage());
        write(tmp.resolve("child/demo/t.yaml"), "rows:\n  - {id: b, depth: 6}\n");
        Edition even = EditionRepository.fromDirectory(tmp).get("child");
        e = assertThrows(RulesException.class, () -> TableBinder.bind(even, even.yaml("demo/t.yaml"), Table.class));
        assertTrue(e.getMessage().matches(".*child/demo/t\\.yaml:2:13: 'rows\\[2]\\.depth' must be odd.*"), e.getMessage());
    }

    record Fact(String status, Set<String> codes, Citation citation, Switch on, Switch off) {
        static final Map<String, List<String>> ONE_OF = Map.of("status", List.of("forbidden", "allowed"),
                "codes", List.of("check", "chase"));
    }

    record Switch(boolean value) {
    }

    private static YamlTable yaml(String text) {
        return YamlTable.parse("demo/f.yaml", text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aClosedSetWrittenAsTextIsRefusedListingTheSet() {
        String good = "status: allowed\ncodes: [chase, check, chase]\narticle: A 1\non: {value: true}\noff: {value: false}\n";
        Fact f = TableBinder.bind(null, yaml(good), Fact.class);
        assertEquals("allowed", f.status());
        assertEquals(List.of("chase", "check"), List.copyOf(f.codes()), "a set keeps the file's order");
        assertEquals(Map.of("on", new Switch(true), "off", new Switch(false)), TableBinder.components(f, Switch.class));
        assertEquals(List.of("on", "off"), List.copyOf(TableBinder.components(f, Switch.class).keySet()));
        RulesException e = assertThrows(RulesException.class,
                () -> TableBinder.bind(null, yaml(good.replace("allowed", "maybe")), Fact.class));
        assertEquals("demo/f.yaml:1:1: 'status' must be one of [\"forbidden\", \"allowed\"], not \"maybe\"", e.getMessage());
        e = assertThrows(RulesException.class,
                () -> TableBinder.bind(null, yaml(good.replace("[chase, check", "[chase, mate")), Fact.class));
        assertEquals("demo/f.yaml:2:16: 'codes[2]' must be one of [\"check\", \"chase\"], not \"mate\"", e.getMessage());
        e = assertThrows(RulesException.class,
                () -> TableBinder.bind(null, yaml(good.replace("article: A 1", "article: ''")), Fact.class));
        assertEquals("demo/f.yaml:3:1: 'article' is empty: every row cites its article", e.getMessage());
    }

    record Reading(boolean value, Citation citation) {
    }

    @Test
    void aTableOfRowsKeyedByIdAndAPlainTableAreBound() {
        YamlTable t = yaml("b: {value: true, article: B}\na: {value: false, article: A}\n");
        Map<String, Reading> rows = TableBinder.bindRows(null, t, Reading.class);
        assertEquals(List.of("b", "a"), List.copyOf(rows.keySet()));
        assertEquals("a", rows.get("a").citation().id());
        Object plain = TableBinder.bind(null, yaml("rows:\n  - {piece: ROOK, value: 9, half: 4.5, ok: true, none: null,"
                + " tags: [x]}\n"), "/rows/0", Object.class);
        Map<String, Object> row = new java.util.LinkedHashMap<>();
        row.put("piece", "ROOK");
        row.put("value", 9);
        row.put("half", 4.5);
        row.put("ok", true);
        row.put("none", null);
        row.put("tags", List.of("x"));
        assertEquals(row, plain);
    }

    record Clock(Minutes base, boolean recording, Map<String, Citation> notes) {
        static final Set<String> OPTIONAL = Set.of("recording", "notes");
        static final Map<String, Object> DEFAULTS = Map.of("recording", true);
    }

    record Minutes(int red, int black) {
        public Minutes(int both) {
            this(both, both);
        }
    }

    @Test
    void aDefaultFillsAnAbsentFieldAndARecordMayBeWrittenAsItsScalar() {
        Clock c = TableBinder.bind(null, yaml("base: 60\n"), Clock.class);
        assertEquals(new Minutes(60, 60), c.base());
        assertTrue(c.recording());
        c = TableBinder.bind(null, yaml("base: {red: 15, black: 10}\nrecording: false\n"), Clock.class);
        assertEquals(new Minutes(15, 10), c.base());
        assertFalse(c.recording());
        RulesException e = assertThrows(RulesException.class,
                () -> TableBinder.bind(null, yaml("base: 60\nnotes:\n  late: {article: A, zh: 迟, en: late, eng: x}\n"),
                        Clock.class));
        assertTrue(e.getMessage().startsWith("demo/f.yaml:3:39: unknown key 'eng' in notes.late"), e.getMessage());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    record Shaped(Offence offence) {
    }

    record Offence(String side, String kind) {
        static final String EXAMPLE = "{side: red, kind: talked}";
    }

    @Test
    void aRecordsExampleIsShownWhenAMappingIsExpectedAndAPartOfADocumentIsPlacedAtItsLine() {
        com.fasterxml.jackson.databind.JsonNode node = yaml("offence: talked\n").root();
        RulesException e = assertThrows(RulesException.class,
                () -> TableBinder.bind(null, YamlTable.ofNode("log.yaml", node, 7), Shaped.class));
        assertEquals("log.yaml:7: 'offence': object expected, string found: \"talked\" (such as {side: red, kind: talked})",
                e.getMessage());
    }
}
