package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code xq arbitrate} on the example logs, one per provision family, and on bad input. */
class ArbitrateCommandTest {
    private static final String DIR = "examples/arbiter-logs/";

    @ParameterizedTest
    @CsvSource({
            "touch-move-tw.yaml, none",
            "natural-limit-tw.yaml, none",
            "results-tw.yaml, black-wins",
            "fouls-tw.yaml, black-wins",
            "time-tw.yaml, black-wins",
            "lateness-tw.yaml, black-wins",
            "conduct-cxa.yaml, black-wins",
            "armageddon-axf.json, black-wins",
            "board-events-tw.yaml, draw",
            "board-events-cxa.yaml, red-wins",
    })
    void everyExampleReplaysToItsResult(String file, String result) throws Exception {
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + file, "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        String actual = json.path("result").isNull() ? "none" : json.path("result").path("result").asText();
        assertEquals(result, actual, r.out());
        for (JsonNode d : json.path("decisions")) {
            assertTrue(!d.path("article").asText().isBlank(), "every decision cites its article: " + d);
        }
    }

    @Test
    void textOutputNamesEachDecisionWithItsArticleAndTheResult() {
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + "fouls-tw.yaml");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("foul red (technical 2 of 2) [第二章第九節 五；第三章 六 [I]]"), r.out());
        assertTrue(r.out().contains("warning red [第二章第八節 五]"), r.out());
        assertTrue(r.out().strip().endsWith("紅方技術犯規達 2 次，判負 / red has committed 2 technical fouls and loses"), r.out());
    }

    @Test
    void aContradictoryLogIsOneLineNamingTheEvent() {
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + "contradiction.yaml");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: event 3 (line 7, move): red's move h2e2 breaks the touch-move obligation"), r.err());
    }

    @Test
    void anUnknownEditionListsTheKnownOnes() {
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + "time-tw.yaml", "--edition", "tw-2099");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("tw-2007"), r.err());
    }

    @Test
    void aCommitteesRulesFolderIsUsedWithRules(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path conduct = dir.resolve("tw-2007/conduct");
        java.nio.file.Files.createDirectories(conduct);
        java.nio.file.Files.copy(java.nio.file.Paths.get("rules/tw-2007/edition.yaml"), dir.resolve("tw-2007/edition.yaml"));
        try (var files = java.nio.file.Files.list(java.nio.file.Paths.get("rules/tw-2007/conduct"))) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) java.nio.file.Files.copy(f, conduct.resolve(f.getFileName()));
        }
        java.nio.file.Path fouls = conduct.resolve("fouls.yaml");
        java.nio.file.Files.writeString(fouls, java.nio.file.Files.readString(fouls).replaceFirst("value: 2\n", "value: 3\n"));
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + "fouls-tw.yaml", "--rules", dir.toString(), "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(new ObjectMapper().readTree(r.out()).path("result").isNull(), "three fouls to lose: the game goes on");
    }

    @Test
    void aCommitteesRepetitionTablesRuleTheClaimsWithRules(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path edition = dir.resolve("tw-2007");
        try (var files = java.nio.file.Files.walk(java.nio.file.Paths.get("rules/tw-2007"))) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) {
                java.nio.file.Path to = edition.resolve(java.nio.file.Paths.get("rules/tw-2007").relativize(f).toString());
                if (java.nio.file.Files.isDirectory(f)) java.nio.file.Files.createDirectories(to); else java.nio.file.Files.copy(f, to);
            }
        }
        java.nio.file.Path patterns = edition.resolve("repetition/patterns.yaml");
        String text = java.nio.file.Files.readString(patterns);
        String allowed = text.replaceFirst("(- id: perpetual-check\n(?:    .*\n)*?    status: )forbidden", "$1allowed");
        assertTrue(!allowed.equals(text), "the perpetual-check row was found");
        java.nio.file.Files.writeString(patterns, allowed);
        CliRunner.Result bundled = CliRunner.run("arbitrate", DIR + "results-tw.yaml");
        CliRunner.Result committee = CliRunner.run("arbitrate", DIR + "results-tw.yaml", "--rules", dir.toString());
        assertEquals(0, committee.exitCode(), committee.err());
        assertTrue(bundled.out().contains("must change"), bundled.out());
        assertTrue(!committee.out().contains("must change"), "perpetual check allowed by the committee: " + committee.out());
    }

    @Test
    void aMissingFileIsOneLine() {
        CliRunner.Result r = CliRunner.run("arbitrate", DIR + "no-such-log.yaml");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("no-such-log.yaml"), r.err());
    }
}
