package org.xqverifier.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every YAML table kind has a JSON Schema (written by the build from the table's record, RecordSchema; edition.yaml's
 * and the case file's are in src/main/resources/schemas): the bundled tables of every edition pass theirs, and in a
 * committee's folder an unknown key, a wrong type or a missing field is one error at file:line:column, for each kind
 * (repetition, conduct, competition tables and edition.yaml; casebook case files in CaseFileTest).
 */
class TableSchemasTest {
    @TempDir
    Path tmp;

    @Test
    void everyBundledTableHasASchemaAndPassesIt() {
        EditionRepository repo = EditionRepository.sourceTree(Path.of("rules"));
        List<String> without = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        int checked = 0;
        for (Edition e : repo.editions()) {
            for (String f : e.files()) {
                if (!f.endsWith(".yaml") || f.equals(RuleFiring.LIMITS)) {
                    continue;
                }
                var schema = TableSchema.forTable(f);
                if (schema.isEmpty()) {
                    without.add(e.id() + "/" + f);
                    continue;
                }
                try {
                    schema.get().check(e.yaml(f));
                } catch (RulesException x) {
                    failing.add(x.getMessage());
                }
                checked++;
            }
        }
        assertTrue(without.isEmpty(), "tables without a schema (is the table's record in its area's KINDS?): " + without);
        // a table that gained a field its record does not have: add the component to the record, or fix the table
        assertTrue(failing.isEmpty(), "bundled tables that break their schema:\n  " + String.join("\n  ", failing));
        assertTrue(checked > 50, "only " + checked + " tables checked");
    }

    private Path draft() {
        return CommitteeCopy.copyEdition("tw-2007", tmp, "draft");
    }

    private RulesException loading(Path draft, String table) {
        Edition e = EditionRepository.fromDirectory(draft).get("draft");
        return assertThrows(RulesException.class, () -> e.yaml(table));
    }

    @Test
    void anUnknownKeyInARepetitionTable() {
        // an unquoted comma in a flow mapping cuts the English text in two: the rest becomes a key of its own
        Path draft = draft();
        CommitteeCopy.edit(draft.resolve("repetition/pieces.yaml"),
                "en: \"chasing a piece of the same kind is an exchange offer, unless the victim cannot capture back\"}",
                "en: chasing a piece of the same kind is an exchange offer, unless the victim cannot capture back}");
        RulesException e = loading(draft, "repetition/pieces.yaml");
        assertTrue(e.file().endsWith("draft/repetition/pieces.yaml"), e.getMessage());
        assertEquals(37, e.line(), e.getMessage());
        assertTrue(e.column() > 100, e.getMessage());
        assertTrue(e.detail().startsWith("unknown key 'unless the victim cannot capture back' in"
                + " same_kind.victim_takes_back_is_exchange"), e.getMessage());
    }

    @Test
    void aWrongTypeInAConductTable() {
        Path draft = draft();
        CommitteeCopy.edit(draft.resolve("conduct/natural-limit.yaml"), "    value: 100\n", "    value: a hundred\n");
        RulesException e = loading(draft, "conduct/natural-limit.yaml");
        assertEquals(4, e.line(), e.getMessage());
        assertEquals(5, e.column(), e.getMessage()); // the key of the value
        assertTrue(e.detail().startsWith("'params.natural-limit-plies.value': ") && e.detail().contains("integer")
                && e.detail().contains("string found"), e.getMessage());
    }

    @Test
    void aMissingFieldInACompetitionTable() {
        Path draft = draft();
        CommitteeCopy.edit(draft.resolve("competition/scoring.yaml"), "  double: 0 ", "  # double: 0 ");
        RulesException e = loading(draft, "competition/scoring.yaml");
        assertEquals(11, e.line(), e.getMessage());
        assertTrue(e.detail().startsWith("missing field 'double' in forfeit"), e.getMessage());
    }

    @Test
    void aMisspeltRowOfATableOfNamedRowsIsAnUnknownKey() {
        // chases.yaml's rows are its record's components: the schema knows their names, not only a row's shape
        Path draft = CommitteeCopy.copyEdition("cxa-2020", tmp, "draft");
        CommitteeCopy.edit(draft.resolve("repetition/chases.yaml"), "\nwinner_mated_plies:", "\nwinner_mate_plies:");
        RulesException e = loading(draft, "repetition/chases.yaml");
        assertTrue(e.detail().startsWith("unknown key 'winner_mate_plies'"), e.getMessage());
        assertTrue(e.detail().contains("[schema repetition/chases]"), e.getMessage());
    }

    @Test
    void aChildRowIsCheckedInTheEffectiveTableAndNamedInTheChildsFile() throws Exception {
        Path dir = tmp.resolve("child");
        java.nio.file.Files.createDirectories(dir.resolve("repetition"));
        java.nio.file.Files.writeString(dir.resolve("edition.yaml"), "id: child\ntitle: {zh: 子, en: child}\nextends: tw-2007\n");
        java.nio.file.Files.writeString(dir.resolve("repetition/pieces.yaml"),
                "same_kind:\n  victim_takes_back_is_exchange: {value: yes please}\n");
        Edition e = EditionRepository.fromDirectory(dir).get("child");
        RulesException x = assertThrows(RulesException.class, () -> e.yaml("repetition/pieces.yaml"));
        assertTrue(x.file().endsWith("child/repetition/pieces.yaml"), x.getMessage());
        assertEquals(2, x.line(), x.getMessage());
    }

    @Test
    void anUnknownKeyInEditionYaml() {
        Path draft = draft();
        CommitteeCopy.edit(draft.resolve("edition.yaml"), "extends: null\n", "extends: null\nextend: wxf-2018\n");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(draft));
        assertTrue(e.file().endsWith("draft/edition.yaml"), e.getMessage());
        assertTrue(e.line() > 1, e.getMessage());
        assertTrue(e.detail().startsWith("unknown key 'extend'"), e.getMessage());
    }
}
