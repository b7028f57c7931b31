package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EditionsCommandTest {
    private static final Path FIXTURE = Path.of("src/test/resources/fixture-rules");

    @TempDir
    Path tmp;

    @Test
    void listsTheBundledEditionsWithBothTitles() {
        CliRunner.Result r = CliRunner.run("editions");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("ID"), r.out());
        // from rules/wxf-2018/edition.yaml
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("wxf-2018") && l.contains("2018") && l.contains("tw-2007")
                && l.endsWith("世界象棋联合会象棋比赛规则（2018）")), r.out());
        assertTrue(r.out().contains("World Xiangqi Federation Rules of Xiangqi (2018)"), r.out());
    }

    @Test
    void jsonListsAFoldersEditionsWithTheirAreas() throws Exception {
        CliRunner.Result r = CliRunner.run("editions", "--json", "--dir", FIXTURE.toString());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode list = new ObjectMapper().readTree(r.out());
        assertEquals(2, list.size());
        JsonNode child = list.get(1);
        assertEquals("fixture-child", child.path("id").asText());
        assertEquals(2001, child.path("year").asInt());
        assertEquals("fixture-base", child.path("extends").asText());
        assertEquals("Fixture child edition", child.path("title").path("en").asText());
        assertEquals("demo", child.path("areas").get(0).path("name").asText());
        assertTrue(child.path("areas").get(0).path("rules").asBoolean());
        assertEquals(3, child.path("areas").get(0).path("files").asInt());
    }

    @Test
    void checkBuildsEveryRuleBase() {
        CliRunner.Result r = CliRunner.run("editions", "--check", "--allow-rule-code", "--dir", FIXTURE.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("fixture-base/demo: 2 rules from 2 files, compiled from DRL"), r.out());
        assertTrue(r.out().contains("fixture-child/demo: 2 rules from 2 files, compiled from DRL"), r.out());
    }

    @Test
    void aBrokenFolderIsOneLineWithFileAndLine() throws Exception {
        Path dir = tmp.resolve("draft");
        Files.createDirectories(dir.resolve("demo"));
        Files.writeString(dir.resolve("edition.yaml"), "id: draft\ntitle: {zh: 草案, en: Draft}\n");
        Files.writeString(dir.resolve("demo/rules.drl"), "rule \"x\"\nwhen\n    String( lenght > 3 )\nthen\nend\n");
        CliRunner.Result r = CliRunner.run("editions", "--check", "--allow-rule-code", "--dir", dir.toString());
        assertEquals(1, r.exitCode());
        // the warning that rule code is run, then the error
        assertEquals(2, r.errLines().length, r.err());
        assertTrue(r.errLines()[1].startsWith("xq: " + dir + "/demo/rules.drl:3"), r.err());
    }

    @Test
    void namedEditionsOnly() {
        CliRunner.Result r = CliRunner.run("editions", "tw-2007");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(3, r.out().lines().count(), r.out()); // header, zh line, en line
        CliRunner.Result unknown = CliRunner.run("editions", "tw-2008");
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().startsWith("xq: unknown edition 'tw-2008'; known editions: axf-events, "), unknown.err());
    }

    @Test
    void aMissingFolderIsOneLine() {
        CliRunner.Result r = CliRunner.run("editions", "--dir", tmp.resolve("absent").toString());
        assertEquals(1, r.exitCode());
        assertEquals("xq: " + tmp.resolve("absent") + ": no such directory", r.err().strip());
    }
}
