package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A child edition holds only the rows it changes; per-area extends; the effective table keeps each row's file and line. */
class TableOverlayTest {
    @TempDir
    Path tmp;

    private static final String PARENT_TABLE = """
            rows:
              - {id: a, value: 1, article: P1}
              - {id: b, value: 2, article: P2}
              - {id: c, value: 3, article: P3}
            params:
              limit: {value: 10, article: P9}
              other: {value: 5, article: P8}
            """;

    private void write(String file, String text) throws IOException {
        Path p = tmp.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private void edition(String id, String extendsLine) throws IOException {
        write(id + "/edition.yaml", "id: " + id + "\ntitle: {zh: 测试, en: test}\n" + extendsLine + "\n");
    }

    private static List<String> ids(JsonNode rows) {
        List<String> ids = new ArrayList<>();
        rows.forEach(r -> ids.add(r.path("id").asText()));
        return ids;
    }

    @Test
    void aChildRowPatchesRemovesOrAddsByIdAndTheRestIsTheParents() throws IOException {
        edition("base", "extends: null");
        write("base/conduct/t.yaml", PARENT_TABLE);
        edition("child", "extends: base");
        write("child/conduct/t.yaml", """
                rows:
                  - {id: b, article: C2}
                  - {id: c, remove: true}
                  - {id: d, value: 4, article: C4}
                params:
                  limit: {article: C9}
                  other: {remove: true}
                """);
        Edition child = EditionRepository.fromDirectory(tmp, null).get("child");
        YamlTable t = child.yaml("conduct/t.yaml");
        assertEquals(List.of("a", "b", "d"), ids(t.root().path("rows")));
        assertEquals(2, t.root().at("/rows/1/value").asInt(), "unchanged fields of a patched row are the parent's");
        assertEquals("C2", t.root().at("/rows/1/article").asText());
        assertEquals(10, t.root().at("/params/limit/value").asInt());
        assertEquals("C9", t.root().at("/params/limit/article").asText());
        assertFalse(t.root().path("params").has("other"));
        // Errors name the file and line the value was written at: the child's for its rows, the parent's for the others.
        assertTrue(t.error("/rows/1/article", "x").getMessage().matches(".*child/conduct/t\\.yaml:2:\\d+: x"),
                t.error("/rows/1/article", "x").getMessage());
        assertTrue(t.error("/rows/1/value", "x").getMessage().matches(".*base/conduct/t\\.yaml:3:\\d+: x"),
                t.error("/rows/1/value", "x").getMessage());
        assertTrue(t.error("/rows/2", "x").getMessage().matches(".*child/conduct/t\\.yaml:4:\\d+: x"));
        // The parent is untouched, and the child's own file is what it changes.
        assertEquals(List.of("a", "b", "c"), ids(EditionRepository.fromDirectory(tmp, null).get("base").table("conduct/t.yaml").path("rows")));
        assertEquals(3, child.ownYaml("conduct/t.yaml").root().path("rows").size());
    }

    @Test
    void overlayReplaceTakesTheChildsTableWhole() throws IOException {
        edition("base", "extends: null");
        write("base/conduct/t.yaml", PARENT_TABLE);
        edition("child", "extends: base");
        write("child/conduct/t.yaml", "overlay: replace\nrows:\n  - {id: z, value: 26, article: Z}\n");
        JsonNode t = EditionRepository.fromDirectory(tmp, null).get("child").table("conduct/t.yaml");
        assertEquals(List.of("z"), ids(t.path("rows")));
        assertFalse(t.has("params"));
        assertFalse(t.has("overlay"));
    }

    @Test
    void removingARowTheParentDoesNotHaveIsAnErrorAtTheChildsLine() throws IOException {
        edition("base", "extends: null");
        write("base/conduct/t.yaml", PARENT_TABLE);
        edition("child", "extends: base");
        write("child/conduct/t.yaml", "rows:\n  - {id: a, article: A}\n  - {id: q, remove: true}\n");
        Edition child = EditionRepository.fromDirectory(tmp, null).get("child");
        RulesException e = assertThrows(RulesException.class, () -> child.table("conduct/t.yaml"));
        assertTrue(e.getMessage().matches(".*child/conduct/t\\.yaml:3:\\d+: removes row 'q'.*"), e.getMessage());
    }

    @Test
    void anAreaCanBeInheritedAloneAndItsRuleBaseIsTheParents() throws IOException {
        edition("base", "extends: null");
        write("base/conduct/t.yaml", PARENT_TABLE);
        write("base/conduct/r.drl", "package conduct;\nrule \"nothing\"\nwhen\n    eval( false )\nthen\nend\n");
        write("base/competition/o.yaml", "rows: []\n");
        edition("child", "extends: {conduct: base}");
        write("child/conduct/t.yaml", "rows:\n  - {id: a, article: A}\n");
        EditionRepository repo = EditionRepository.fromDirectory(tmp, null);
        Edition child = repo.get("child");
        Edition base = repo.get("base");
        assertEquals("conduct: base", child.extendsText());
        assertSame(base, child.parent("conduct").orElseThrow());
        assertTrue(child.parent("competition").isEmpty());
        assertEquals(List.of(child, base), child.lineage("conduct"));
        assertEquals(List.of("conduct"), List.copyOf(child.areas()), "the competition area is not inherited");
        assertNull(child.tableOrNull("competition/o.yaml"));
        assertEquals("A", child.table("conduct/t.yaml").at("/rows/0/article").asText());
        assertSame(base.kieBase("conduct"), child.kieBase("conduct"));
    }

    @Test
    void anUnknownAreaParentIsNamedAtItsLine() throws IOException {
        edition("child", "extends: {conduct: nowhere}");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(tmp, null));
        assertTrue(e.getMessage().contains("edition.yaml:3:") && e.getMessage().contains("'nowhere'"), e.getMessage());
    }

    @Test
    void axfEventsConductIsTw2007sWithItsOwnClocks() {
        EditionRepository repo = EditionRepository.bundled();
        Edition axf = repo.get("axf-events");
        assertEquals(List.of(axf, repo.get("tw-2007")), axf.lineage("conduct"));
        assertTrue(axf.parent("competition").isEmpty());
        assertEquals("wxf-2018", axf.table("conduct/area.yaml").path("repetition_edition").asText());
        assertTrue(axf.display("conduct/touch-move.yaml").startsWith("rules/tw-2007/"));
        assertFalse(axf.table("conduct/time-controls.yaml").path("controls").has("A"), "the event's clocks only");
    }

    @Test
    void theOneRowRevisionExampleChangesThatRowAndNothingElse() {
        Edition draft = EditionRepository.fromDirectory(Path.of("examples/revisions/wxf-2018-draft")).get("wxf-2018");
        Edition bundled = EditionRepository.bundled().get("wxf-2018");
        JsonNode revised = draft.table("repetition/patterns.yaml").path("patterns");
        JsonNode before = bundled.table("repetition/patterns.yaml").path("patterns");
        assertEquals(before.size(), revised.size());
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).path("id").asText().equals("perpetual-mate-threat")) {
                assertEquals("forbidden", revised.get(i).path("status").asText());
                assertEquals(before.get(i).path("every"), revised.get(i).path("every"), "fields not written stay");
            } else {
                assertEquals(before.get(i), revised.get(i));
            }
        }
        assertSame(bundled.kieBase("repetition"), draft.kieBase("repetition"), "no DRL changed: the bundled rule base");
    }
}
