package org.xqverifier.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.KieBase;
import org.xqverifier.edition.fixture.Reading;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loading a committee's folder: extends, tables, rule bases, and the effect of editing one row or one rule. */
class EditionRepositoryTest {
    @TempDir
    Path tmp;

    @Test
    void aFolderOfEditionsIsLoadedWithItsExtendsChain() {
        EditionRepository repo = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp));
        assertEquals(List.of("fixture-base", "fixture-child"), repo.ids());
        Edition child = repo.get("fixture-child");
        Edition base = repo.get("fixture-base");
        assertEquals("Fixture child edition", child.title().en());
        assertEquals("测试子版本", child.title().zh());
        assertEquals(2001, child.year().getAsInt());
        assertSame(base, child.parent().orElseThrow());
        assertEquals(List.of(child, base), child.lineage());
        assertFalse(child.bundled());
        // The child has no limits table of its own: it sees its parent's, and its own names.drl replaces the parent's.
        assertEquals(3, RulesFixture.limit(child, "alpha"));
        assertEquals(List.of("demo/limits.drl", "demo/limits.yaml", "demo/names.drl"), child.files("demo"));
        assertTrue(child.display("demo/names.drl").endsWith("fixture-child/demo/names.drl"));
        assertTrue(child.display("demo/limits.yaml").endsWith("fixture-base/demo/limits.yaml"));
        assertEquals(List.of("demo"), List.copyOf(child.areas()));
        assertNull(child.tableOrNull("demo/absent.yaml"));
    }

    @Test
    void aSingleEditionFolderIsAnEditionToo() {
        Path dir = RulesFixture.copyTo(tmp).resolve("fixture-base");
        assertEquals(List.of("fixture-base"), EditionRepository.fromDirectory(dir).ids());
    }

    @Test
    void childRulesReplaceTheParentsFileOfTheSameName() {
        EditionRepository repo = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp));
        KieBase base = repo.get("fixture-base").kieBase("demo");
        KieBase child = repo.get("fixture-child").kieBase("demo");
        assertEquals(List.of("alpha"), RulesFixture.flags(base, new Reading("alpha", 1, 3)));
        assertEquals(List.of(), RulesFixture.flags(child, new Reading("alpha", 1, 3)));
        assertEquals(List.of("beta"), RulesFixture.flags(child, new Reading("beta", 1, 10)));
        assertEquals(List.of("over"), RulesFixture.flags(child, new Reading("gamma", 4, 3)));
    }

    @Test
    void theRuleBaseIsBuiltOncePerEdition() {
        Edition base = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp)).get("fixture-base");
        RuleBase first = base.ruleBase("demo");
        assertSame(first.kieBase(), base.kieBase("demo"));
        assertSame(first.kieBase(), base.kieBase("demo/"));
        assertEquals(RuleBase.Origin.DRL, first.origin());
        assertEquals(2, first.files().size());
    }

    @Test
    void reloadingAnUnchangedFolderReusesItsCompiledRules() {
        Path dir = RulesFixture.copyTo(tmp);
        KieBase first = EditionRepository.fromDirectory(dir).get("fixture-base").kieBase("demo");
        assertSame(first, EditionRepository.fromDirectory(dir).get("fixture-base").kieBase("demo"));
        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.drl"), "value > limit", "value >= limit");
        assertNotSame(first, EditionRepository.fromDirectory(dir).get("fixture-base").kieBase("demo"));
    }

    @Test
    void concurrentCallersShareOneBuild() throws Exception {
        Edition base = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp)).get("fixture-base");
        var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            var start = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<KieBase>> results = new java.util.ArrayList<>();
            for (int i = 0; i < 4; i++) {
                results.add(pool.submit(() -> {
                    start.await();
                    return base.kieBase("demo");
                }));
            }
            start.countDown();
            KieBase first = results.get(0).get();
            for (var f : results) {
                assertSame(first, f.get());
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void anEditionWithoutOwnRulesSharesItsParentsRuleBase() throws Exception {
        Path dir = RulesFixture.copyTo(tmp);
        Files.delete(dir.resolve("fixture-child/demo/names.drl"));
        EditionRepository repo = EditionRepository.fromDirectory(dir);
        assertSame(repo.get("fixture-base").kieBase("demo"), repo.get("fixture-child").kieBase("demo"));
        assertEquals("fixture-base", repo.get("fixture-child").ruleBase("demo").edition());
    }

    @Test
    void aCommitteeChangesOneTableRowAndSeesTheEffect() {
        Path dir = RulesFixture.copyTo(tmp);
        Edition before = EditionRepository.fromDirectory(dir).get("fixture-child");
        Reading r = new Reading("alpha", 5, RulesFixture.limit(before, "alpha"));
        assertEquals(List.of("over"), RulesFixture.flags(before.kieBase("demo"), r));

        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.yaml"), "limit: 3", "limit: 6");
        Edition after = EditionRepository.fromDirectory(dir).get("fixture-child");
        assertEquals(6, RulesFixture.limit(after, "alpha"));
        assertEquals(List.of(), RulesFixture.flags(after.kieBase("demo"), new Reading("alpha", 5, 6)));
    }

    @Test
    void aCommitteeChangesOneRuleAndSeesTheEffect() {
        Path dir = RulesFixture.copyTo(tmp);
        Edition before = EditionRepository.fromDirectory(dir).get("fixture-base");
        assertEquals(List.of(), RulesFixture.flags(before.kieBase("demo"), new Reading("gamma", 3, 3)));

        CommitteeCopy.edit(dir.resolve("fixture-base/demo/limits.drl"), "value > limit", "value >= limit");
        Edition after = EditionRepository.fromDirectory(dir).get("fixture-base");
        assertEquals(List.of("over"), RulesFixture.flags(after.kieBase("demo"), new Reading("gamma", 3, 3)));
    }

    @Test
    void aCommitteeFolderMayExtendABundledEdition() throws Exception {
        Path dir = tmp.resolve("draft");
        Files.createDirectories(dir.resolve("repetition"));
        Files.writeString(dir.resolve("edition.yaml"), """
                id: wxf-2018
                title: {zh: 草案, en: Draft}
                extends: wxf-2018
                """);
        Files.writeString(dir.resolve("repetition/extra.yaml"), "rows: []\n");
        Edition draft = EditionRepository.fromDirectory(dir).get("wxf-2018");
        Edition bundled = EditionRepository.bundled().get("wxf-2018");
        assertSame(bundled, draft.parent().orElseThrow());
        assertEquals(List.of(draft, bundled, EditionRepository.bundled().get("tw-2007")), draft.lineage());
        assertTrue(draft.files().containsAll(bundled.files()));
        assertTrue(draft.table("repetition/extra.yaml").path("rows").isArray());
    }

    @Test
    void tableRowsKnowTheirLines() {
        Edition base = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp)).get("fixture-base");
        RulesException e = base.errorAt("demo/limits.yaml", "/limits/1/limit", "limit too high");
        assertEquals(7, e.line());
        assertEquals(5, e.column());
        assertTrue(e.getMessage().endsWith("fixture-base/demo/limits.yaml:7:5: limit too high"), e.getMessage());
        YamlTable table = base.yaml("demo/limits.yaml");
        assertEquals(6, table.error(table.root().path("limits").get(1), "x").line());
    }

    @Test
    void rejectsAnEditionWhoseFolderIsMissing() {
        RulesException e = assertThrows(RulesException.class,
                () -> EditionRepository.fromDirectory(tmp.resolve("nowhere")));
        assertTrue(e.getMessage().endsWith("nowhere: no such directory"), e.getMessage());
    }
}
