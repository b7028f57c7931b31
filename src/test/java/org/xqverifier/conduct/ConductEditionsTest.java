package org.xqverifier.conduct;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The conduct areas as data: a committee's one-row change, broken folders refused. */
class ConductEditionsTest {
    private static final Path RULES = Paths.get("rules");
    private static final String TWO_FOULS = """
            events:
              - {offence: {side: red, kind: clock-stopped}}
              - {move: h2e2}
              - {offence: {side: red, kind: clock-stopped}}
            """;

    @Test
    void aCommitteeChangesOneRowAndTheVerdictChanges(@TempDir Path dir) throws IOException {
        CommitteeCopy.copyTree(RULES.resolve("tw-2007"), dir.resolve("tw-2007"));
        ArbiterLog log = ArbiterLog.parse("two-fouls.yaml", TWO_FOULS, false);
        Arbitration.Outcome before = new Arbitration(ConductRules.fromDirectory(dir, "tw-2007"), RepetitionJudge.fromLog(), Arbiters.bundled(), null).replay(log);
        assertEquals("black-wins", before.result().getResult());

        Path fouls = dir.resolve("tw-2007/conduct/fouls.yaml");
        Files.writeString(fouls, Files.readString(fouls).replaceFirst("value: 2\n", "value: 3\n"));
        Arbitration.Outcome after = new Arbitration(ConductRules.fromDirectory(dir, "tw-2007"), RepetitionJudge.fromLog(), Arbiters.bundled(), null).replay(log);
        assertNull(after.result(), "with three fouls to lose, two fouls do not end the game");
    }

    @Test
    void aRowWithoutItsArticleIsRefusedWithFileAndLine(@TempDir Path dir) throws IOException {
        CommitteeCopy.copyTree(RULES.resolve("tw-2007"), dir.resolve("tw-2007"));
        Path nl = dir.resolve("tw-2007/conduct/natural-limit.yaml");
        Files.writeString(nl, Files.readString(nl).replaceFirst("    article: 第二章第四節 一；第四章第二節 B 4\n", ""));
        RulesException e = assertThrows(RulesException.class, () -> ConductRules.fromDirectory(dir, "tw-2007"));
        assertTrue(e.getMessage().contains("natural-limit.yaml:") && e.getMessage().contains("article"), e.getMessage());
    }

    @Test
    void aDrlErrorIsRefusedWithFileAndNoRuleBase(@TempDir Path dir) throws IOException {
        CommitteeCopy.copyTree(RULES.resolve("tw-2007"), dir.resolve("tw-2007"));
        Path drl = dir.resolve("tw-2007/conduct/results.drl");
        Files.writeString(drl, Files.readString(drl).replace("not Decision( kind == \"result\" )", "not Decision( kind == )"));
        RulesException e = assertThrows(RulesException.class, () -> ConductRules.fromDirectory(dir, "tw-2007"));
        assertTrue(e.getMessage().contains("results.drl"), e.getMessage());
    }

}
