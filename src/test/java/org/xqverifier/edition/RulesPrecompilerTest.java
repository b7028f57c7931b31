package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.KieBase;
import org.xqverifier.edition.fixture.Reading;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The build step: the fixture editions compiled to the executable model, then loaded as the jar would load them. */
class RulesPrecompilerTest {
    @TempDir
    Path tmp;

    @Test
    void precompiledModelsBehaveLikeTheDrl() throws Exception {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        Path classes = tmp.resolve("classes");
        RulesPrecompiler.Summary summary = new RulesPrecompiler(rules, classes).run();
        assertEquals(2, summary.editions());
        assertEquals(2, summary.ruleBases()); // fixture-base/demo and fixture-child/demo (it replaces names.drl)

        JsonNode index = new ObjectMapper().readTree(classes.resolve(BundledIndex.RESOURCE).toFile());
        List<String> files = new ArrayList<>();
        index.path("files").forEach(f -> files.add(f.asText()));
        assertTrue(files.contains("fixture-child/demo/names.drl"), files.toString());
        assertTrue(files.contains("fixture-base/edition.yaml"), files.toString());

        Edition base = EditionRepository.fromDirectory(rules).get("fixture-base");
        assertEquals(RuleBases.digest(base.ruleSources("demo")),
                index.path("ruleBases").path("fixture-base/demo").path("sha256").asText());

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            KieBase precompiledBase = load(index, "fixture-base/demo", loader);
            KieBase precompiledChild = load(index, "fixture-child/demo", loader);
            assertEquals(List.of("over", "alpha"), sorted(RulesFixture.flags(precompiledBase, new Reading("alpha", 5, 3))));
            assertEquals(List.of("over"), RulesFixture.flags(precompiledChild, new Reading("alpha", 5, 3)));
            assertEquals(List.of("beta"), RulesFixture.flags(precompiledChild, new Reading("beta", 1, 10)));
        }
    }

    private static KieBase load(JsonNode index, String key, ClassLoader loader) {
        List<String> models = new ArrayList<>();
        index.path("ruleBases").path(key).path("models").forEach(m -> models.add(m.asText()));
        assertTrue(!models.isEmpty(), key);
        return RuleBases.loadModel(models, key, loader);
    }

    private static List<String> sorted(List<String> flags) {
        List<String> copy = new ArrayList<>(flags);
        copy.sort((a, b) -> a.equals("over") ? -1 : b.equals("over") ? 1 : a.compareTo(b));
        return copy;
    }

    @Test
    void anUnchangedTreeIsNotCompiledAgainButAnEditIs() throws Exception {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        for (String f : List.of("demo/names.drl", "edition.yaml", "demo", "")) {
            Files.delete(rules.resolve("fixture-child").resolve(f)); // one edition is enough here
        }
        Path classes = tmp.resolve("classes");
        Files.createDirectories(classes.resolve("org/example"));
        Files.write(classes.resolve("org/example/Fact.class"), new byte[] {1, 2, 3});
        assertEquals(1, new RulesPrecompiler(rules, classes).run().editions());
        assertEquals(-1, new RulesPrecompiler(rules, classes).run().editions());
        CommitteeCopy.edit(rules.resolve("fixture-base/demo/limits.yaml"), "limit: 3", "limit: 4");
        assertEquals(1, new RulesPrecompiler(rules, classes).run().editions());
        assertEquals(-1, new RulesPrecompiler(rules, classes).run().editions());
        // A changed fact class may change what the DRL compiles to.
        Files.write(classes.resolve("org/example/Fact.class"), new byte[] {1, 2, 4});
        assertEquals(1, new RulesPrecompiler(rules, classes).run().editions());
    }

    @Test
    void aDrlErrorFailsTheBuildStepWithFileAndLine() {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        CommitteeCopy.edit(rules.resolve("fixture-child/demo/names.drl"), "name == \"beta\"", "nam == \"beta\"");
        RulesException e = assertThrows(RulesException.class, () -> new RulesPrecompiler(rules, tmp.resolve("c")).run());
        assertTrue(e.getMessage().startsWith("rules/fixture-child/demo/names.drl:7: Unable to Analyse Expression nam == \"beta\""), e.getMessage());
    }

    @Test
    void everyBrokenFileIsReportedAtOnce() {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        CommitteeCopy.edit(rules.resolve("fixture-base/demo/limits.yaml"), "  - name: beta", "  - name: [beta");
        CommitteeCopy.edit(rules.resolve("fixture-child/demo/names.drl"), "then", "than");
        RulesException e = assertThrows(RulesException.class, () -> new RulesPrecompiler(rules, tmp.resolve("c")).run());
        List<String> lines = e.getMessage().lines().toList();
        assertEquals(2, lines.size(), e.getMessage());
        assertTrue(lines.get(0).startsWith("rules/fixture-base/demo/limits.yaml:"), e.getMessage());
        assertTrue(lines.get(1).startsWith("rules/fixture-child/demo/names.drl:"), e.getMessage());
        assertTrue(Files.notExists(tmp.resolve("c").resolve(BundledIndex.RESOURCE)));
    }

    @Test
    void drlTheExecutableModelCannotTranslateIsLeftToRunTimeWithItsReason() throws Exception {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        Files.writeString(rules.resolve("fixture-base/demo/meetings.drl"), """
                package org.xqverifier.edition.fixture;

                import org.xqverifier.edition.fixture.Meeting;

                rule "late start"
                when
                    Meeting( when == "start", minutes > 15 )
                then
                end
                """);
        Path classes = tmp.resolve("classes");
        RulesPrecompiler.Summary summary = new RulesPrecompiler(rules, classes).run();
        assertEquals(0, summary.ruleBases()); // both areas include meetings.drl
        assertEquals(2, summary.warnings().size(), summary.warnings().toString());
        JsonNode entry = new ObjectMapper().readTree(classes.resolve(BundledIndex.RESOURCE).toFile())
                .path("ruleBases").path("fixture-base/demo");
        assertEquals("rules/fixture-base/demo/meetings.drl:7: a constraint on a field named 'when', a DRL keyword:"
                + " Drools' executable-model compiler cannot parse it (the classic compiler can); rename the field",
                entry.path("notPrecompiled").asText());
        assertTrue(entry.path("models").isMissingNode());
    }

    @Test
    void bundledFolderNamesMustBeTheirIds() throws Exception {
        Path rules = RulesFixture.copyTo(tmp.resolve("rules"));
        Files.move(rules.resolve("fixture-child"), rules.resolve("child"));
        RulesException e = assertThrows(RulesException.class, () -> new RulesPrecompiler(rules, tmp.resolve("c")).run());
        assertEquals("rules/child/edition.yaml: id 'fixture-child' differs from its folder name 'child'", e.getMessage());
    }
}
