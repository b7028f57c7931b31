package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code xq editions --show ID|DIR [--changes [--against ID]]} and the stale-text check of {@code --check}, on a full
 * copy of {@code rules/wxf-2018} whose check-and-chase row is made forbidden without touching its words.
 */
class EditionsShowTest {
    @TempDir
    static Path tmp;
    static Path copy;

    @BeforeAll
    static void copy() throws IOException {
        copy = CommitteeCopy.checkAndChaseForbidden(tmp.resolve("wxf-2018-copy"));
    }

    @Test
    void changesOfACopiedFolderAreAgainstTheEditionItWasCopiedFrom() {
        CliRunner.Result r = CliRunner.run("editions", "--show", copy.toString(), "--area", "repetition", "--changes");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("repetition: wxf-2018 (" + copy + ") against wxf-2018 (rules/wxf-2018), the bundled"
                + " edition the folder was copied from"), r.out());
        assertTrue(r.out().contains("patterns: check-and-chase  (changed)  " + copy + "/repetition/patterns.yaml:"), r.out());
        assertTrue(r.out().contains("status: allowed → forbidden"), r.out());
        assertTrue(r.out().contains("! its zh/en did not change: the text still says 'allowed'"), r.out());
        // one row, not the citation rows wxf-2018 patches over tw-2007
        assertEquals(1, r.out().lines().filter(l -> l.contains("(changed)")).count(), r.out());
    }

    @Test
    void againstNamesAnotherEdition() {
        CliRunner.Result r = CliRunner.run("editions", "--show", copy.toString(), "--area", "repetition", "--changes",
                "--against", "tw-2007");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("repetition: wxf-2018 (" + copy + ") against tw-2007 (rules/tw-2007)\n"), r.out());
        assertTrue(r.out().contains("patterns: perpetual-check  (changed)"), r.out());
        CliRunner.Result unknown = CliRunner.run("editions", "--show", copy.toString(), "--changes", "--against", "wxf-2019");
        assertEquals(1, unknown.exitCode());
        assertTrue(unknown.err().startsWith("xq: --against: unknown edition 'wxf-2019'"), unknown.err());
    }

    @Test
    void changesAsJson() throws IOException {
        CliRunner.Result r = CliRunner.run("editions", "--show", copy.toString(), "--area", "repetition", "--changes", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode rows = new ObjectMapper().readTree(r.out()).path("areas").get(0).path("rows");
        assertEquals(1, rows.size());
        assertEquals("check-and-chase", rows.get(0).path("id").asText());
        assertEquals("allowed", rows.get(0).path("fields").get(0).path("old").asText());
        assertTrue(rows.get(0).path("stale_text").asText().contains("'allowed'"));
    }

    @Test
    void showIsATableKeyedByEachRowsId() {
        CliRunner.Result r = CliRunner.run("editions", "--show", "wxf-2018", "--area", "repetition");
        assertEquals(0, r.exitCode(), r.err());
        String header = r.out().lines().filter(l -> l.strip().startsWith("id ") && l.contains("status")).findFirst().orElse("");
        assertTrue(header.contains("level") && header.contains("from") && header.endsWith("article"), r.out());
        String row = r.out().lines().filter(l -> l.strip().startsWith("check-and-chase ")).findFirst().orElse("");
        assertTrue(row.contains("allowed") && row.contains("wxf-2018 + tw-2007") && row.endsWith("AXF Art. 12 (D13); WXF Art. 20.2"), row);
        assertFalse(r.out().contains("patterns[5]"), r.out());
    }

    @Test
    void checkWarnsOfARowWhoseTextNoLongerSaysWhatItDoes() {
        CliRunner.Result r = CliRunner.run("editions", "--check", "--rules", copy.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("warning: " + copy + "/repetition/patterns.yaml:"), r.out());
        assertTrue(r.out().contains("patterns: check-and-chase (against wxf-2018): status: allowed → forbidden, level: (none) → 2;"
                + " its zh/en did not change: the text still says 'allowed'"), r.out());
        CliRunner.Result bundled = CliRunner.run("editions", "--check");
        assertEquals(0, bundled.exitCode(), bundled.err());
        assertFalse(bundled.out().contains("warning:"), bundled.out());
    }
}
