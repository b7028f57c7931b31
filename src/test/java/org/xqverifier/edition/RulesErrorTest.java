package org.xqverifier.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every way a rules folder can be broken gives one message naming the file, line and column; no half-loaded edition. */
class RulesErrorTest {
    @TempDir
    Path tmp;

    private Path fixture() {
        return RulesFixture.copyTo(tmp);
    }

    @Test
    void yamlSyntaxErrorNamesFileLineAndColumn() throws Exception {
        Path dir = fixture();
        // line 7 becomes "    limit: 10: x", which YAML refuses
        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.yaml"), "limit: 10", "limit: 10: x");
        Edition base = EditionRepository.fromDirectory(dir).get("fixture-base");
        RulesException e = assertThrows(RulesException.class, () -> base.table("demo/limits.yaml"));
        assertTrue(e.file().endsWith("fixture-base/demo/limits.yaml"), e.file());
        assertEquals(7, e.line());
        assertEquals(14, e.column());
        assertEquals(e.file() + ":7:14: mapping values are not allowed here", e.getMessage());
        // The failure is not cached as an empty table: asking again fails again.
        assertThrows(RulesException.class, () -> base.table("demo/limits.yaml"));
    }

    @Test
    void yamlErrorsSayWhatIsWrongWhereItIs() {
        YamlTable.parse("t.yaml", "a: 1\n".getBytes());
        RulesException e = assertThrows(RulesException.class, () -> YamlTable.parse("t.yaml",
                "rows:\n  - {name: a, article: 第二章第六節 二[A], zh: 小分多者}\n".getBytes()));
        assertEquals(2, e.line(), e.getMessage());
        assertTrue(e.detail().startsWith("expected ',' or '}', but got"), e.getMessage());
        assertTrue(e.detail().endsWith("(while parsing a flow mapping that begins at 2:5)"), e.getMessage());
    }

    @Test
    void yamlErrorInEditionYamlStopsTheWholeFolder() throws Exception {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-child/edition.yaml"), "year: 2001", "year: [2001");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(dir));
        assertTrue(e.getMessage().contains("fixture-child/edition.yaml:"), e.getMessage());
        assertTrue(e.line() >= 8, "line " + e.line());
    }

    @Test
    void duplicateKeysAreErrors() throws Exception {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.yaml"), "    limit: 3\n", "    limit: 3\n    limit: 4\n");
        Edition base = EditionRepository.fromDirectory(dir).get("fixture-base");
        RulesException e = assertThrows(RulesException.class, () -> base.table("demo/limits.yaml"));
        assertEquals(5, e.line());
        assertTrue(e.getMessage().endsWith(":5:5: duplicate key 'limit'"), e.getMessage());
    }

    @Test
    void drlErrorNamesFileAndLineAndGivesNoRuleBase() throws Exception {
        Path dir = fixture();
        // line 8: a constraint on a field Reading does not have
        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.drl"), "value > limit", "valu > limit");
        Edition base = EditionRepository.fromDirectory(dir).get("fixture-base");
        RulesException e = assertThrows(RulesException.class, () -> base.kieBase("demo"));
        assertTrue(e.file().endsWith("fixture-base/demo/limits.drl"), e.getMessage());
        assertEquals(8, e.line(), e.getMessage());
        assertTrue(e.detail().contains("Reading.valu()"), e.getMessage());
        assertThrows(RulesException.class, () -> base.kieBase("demo"));
    }

    @Test
    void drlSyntaxErrorNamesFileAndLine() throws Exception {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-child/demo/names.drl"), "then", "than");
        Edition child = EditionRepository.fromDirectory(dir).get("fixture-child");
        RulesException e = assertThrows(RulesException.class, () -> child.kieBase("demo"));
        assertTrue(e.file().endsWith("fixture-child/demo/names.drl"), e.getMessage());
        assertTrue(e.line() >= 7 && e.line() <= 10, e.getMessage());
    }

    @Test
    void unknownEditionListsTheKnownOnes() {
        EditionRepository repo = EditionRepository.fromDirectory(fixture());
        RulesException e = assertThrows(RulesException.class, () -> repo.get("fixture-grandchild"));
        assertEquals("unknown edition 'fixture-grandchild'; known editions: fixture-base, fixture-child", e.getMessage());
    }

    @Test
    void unknownBundledEditionListsTheBundledOnes() {
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.bundled().get("wxf-2019"));
        assertTrue(e.getMessage().startsWith("unknown edition 'wxf-2019'; known editions: "), e.getMessage());
        assertTrue(e.getMessage().contains("wxf-2018") && e.getMessage().contains("tw-2007"), e.getMessage());
    }

    @Test
    void unknownExtendsIsAnErrorAtItsLine() {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-child/edition.yaml"), "extends: fixture-base", "extends: fixture-bse");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(dir));
        assertTrue(e.file().endsWith("fixture-child/edition.yaml"), e.getMessage());
        assertEquals(9, e.line());
        assertTrue(e.detail().startsWith("extends unknown edition 'fixture-bse'; known editions: fixture-base, "),
                e.getMessage());
    }

    @Test
    void cyclicExtendsIsAnError() {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-base/edition.yaml"), "extends: null", "extends: fixture-child");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(dir));
        assertTrue(e.detail().startsWith("'extends' makes a cycle: "), e.getMessage());
        assertTrue(e.detail().contains("fixture-base → fixture-child → fixture-base")
                || e.detail().contains("fixture-child → fixture-base → fixture-child"), e.getMessage());
    }

    @Test
    void missingEditionYamlIsNamed() throws Exception {
        Path dir = fixture().resolve("fixture-base");
        Files.delete(dir.resolve("edition.yaml"));
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(dir));
        assertTrue(e.getMessage().startsWith(dir + "/edition.yaml: missing"), e.getMessage());
    }

    @Test
    void missingFieldsInEditionYamlAreNamed() {
        Path dir = fixture();
        CommitteeCopy.edit(dir.resolve("fixture-base/edition.yaml"), "  en: Fixture edition\n", "");
        RulesException e = assertThrows(RulesException.class, () -> EditionRepository.fromDirectory(dir));
        assertEquals("missing field 'en' in title [schema edition]", e.detail());
        assertEquals(3, e.line());
    }

    @Test
    void missingTableIsNamedWithTheEditionsItWasLookedFor() {
        Edition child = EditionRepository.fromDirectory(fixture()).get("fixture-child");
        RulesException e = assertThrows(RulesException.class, () -> child.table("demo/absent.yaml"));
        assertTrue(e.detail().startsWith("no such file in edition fixture-child (looked in "), e.getMessage());
    }

    @Test
    void anAreaWithoutRulesIsNamed() {
        Edition child = EditionRepository.fromDirectory(fixture()).get("fixture-child");
        RulesException e = assertThrows(RulesException.class, () -> child.kieBase("conduct"));
        assertEquals("edition fixture-child has no rules (.drl files) in area 'conduct'; areas with rules: demo",
                e.getMessage());
    }
}
