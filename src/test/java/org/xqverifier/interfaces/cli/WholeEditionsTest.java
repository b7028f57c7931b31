package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An event is run under one federation's rules: cxa-2020 and wxf-2018 rule repetitions, replay an arbiter's log and
 * rank a tournament, the areas they lack taken from the editions that have them (cxa-1999's conduct, cxa-2011's
 * competition; tw-2007's for wxf-2018), a repetition claim ruled by the edition's own repetition rules.
 */
class WholeEditionsTest {
    @TempDir
    Path tmp;

    @Test
    void aCxa2020ReplayRulesTheClaimByTheCxa2020RepetitionRules() {
        CliRunner.Result r = CliRunner.run("arbitrate", "examples/arbiter-logs/results-tw.yaml", "--edition", "cxa-2020");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("instruction red [25.3（长将 25.1）]"), r.out());
        assertTrue(r.out().contains("result: black-wins"), r.out());
        // cxa-1999 itself has no repetition rules: the same claim needs the log's verdict
        CliRunner.Result old = CliRunner.run("arbitrate", "examples/arbiter-logs/results-tw.yaml", "--edition", "cxa-1999");
        assertEquals(1, old.exitCode());
        assertTrue(old.err().contains("this edition has no repetition rules"), old.err());
    }

    @Test
    void cxa2020AndWxf2018RankATournament() throws IOException {
        String swiss = Files.readString(Path.of("examples/competition/cxa-2011-swiss.yaml"));
        for (String edition : new String[] {"cxa-2020", "wxf-2018"}) {
            Path file = tmp.resolve(edition + ".yaml");
            Files.writeString(file, swiss.replace("  edition: cxa-2011", "  edition: " + edition));
            CliRunner.Result r = CliRunner.run("standings", file.toString());
            assertEquals(0, r.exitCode(), edition + ": " + r.err());
            assertTrue(r.out().startsWith("全国象棋个人赛 (example) — " + edition + ", chain individual-swiss"), r.out());
        }
    }
}
