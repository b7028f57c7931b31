package org.xqverifier.edition;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rows compared field by field: by id in lists, by key in mappings, a section that is one row by its name. */
class TableChangesTest {
    private static YamlTable yaml(String file, String text) {
        return YamlTable.parse(file, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aValueChangedUnderUnchangedWordsIsFlaggedAndAWordingChangeIsNot() {
        YamlTable before = yaml("old.yaml", """
                params:
                  fouls-to-lose: {value: 2, article: "A 7", zh: 犯規兩次判負, en: two fouls lose}
                  limit: {value: 60, article: "B", zh: 六十回合, en: sixty moves}
                occurrences: {value: 3, article: "C", en: the third time}
                """);
        YamlTable after = yaml("new.yaml", """
                params:
                  fouls-to-lose: {value: 3, article: "A 7", zh: 犯規兩次判負, en: two fouls lose}
                  limit: {value: 60, article: "B 2", zh: 六十回合, en: sixty moves}
                occurrences: {value: 3, article: "C", en: the third time}
                """);
        List<TableChanges.Row> rows = TableChanges.tableRows("conduct/fouls.yaml", before, after);
        assertEquals(2, rows.size(), rows.toString());
        TableChanges.Row fouls = rows.get(0);
        assertEquals("params: fouls-to-lose", fouls.name());
        assertEquals("new.yaml:2", fouls.at());
        assertEquals("value: 2 → 3", fouls.fields().get(0).toString());
        assertEquals("its zh/en did not change: the text still reads 犯規兩次判負 / two fouls lose", fouls.staleText());
        assertNull(rows.get(1).staleText(), "an article changed: nothing the row does");
    }

    @Test
    void listRowsAreMatchedByIdAndAddedOrRemovedRowsAreNamed() {
        YamlTable before = yaml("old.yaml", """
                patterns:
                  - {id: a, status: allowed, zh: 甲作和, en: a is allowed}
                  - {id: b, status: forbidden, en: b is forbidden}
                """);
        YamlTable after = yaml("new.yaml", """
                patterns:
                  - {id: c, status: allowed, en: c}
                  - {id: a, status: forbidden, zh: 甲作负, en: a is forbidden}
                """);
        List<TableChanges.Row> rows = TableChanges.tableRows("repetition/patterns.yaml", before, after);
        assertEquals(List.of("c ADDED", "a CHANGED", "b REMOVED"),
                rows.stream().map(r -> r.key() + " " + r.kind()).toList());
        assertNull(rows.get(1).staleText(), "status and words changed together");
        assertTrue(rows.get(2).at().startsWith("old.yaml:"), rows.get(2).at());
    }
}
