package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A shared rules folder's DRL is code: it runs only with --allow-rule-code; its tables and unedited copies always do. */
class RuleCodePolicyTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @TempDir
    Path tmp;

    private Path draftWithCode(Path marker) throws Exception {
        Path draft = CommitteeCopy.copyTree(Path.of("rules/tw-2007"), tmp.resolve("draft"));
        Files.writeString(draft.resolve("repetition/extra.drl"), "package org.xqverifier.repetition.extra;\n"
                + "rule \"writes a file\"\nwhen\nthen\n    java.nio.file.Files.createFile(java.nio.file.Path.of(\""
                + marker.toString().replace("\\", "\\\\") + "\"));\nend\n");
        return draft;
    }

    @Test
    void aFoldersRuleCodeIsRefusedWithoutTheFlagAndSaysWhy() throws Exception {
        Path marker = tmp.resolve("ran");
        Path draft = draftWithCode(marker);
        CliRunner.Result r = CliRunner.run("rule", "--rules", draft.toString(), "--edition", "tw-2007",
                "--fen", START, "--moves", "h2e2 h9g7");
        assertEquals(1, r.exitCode(), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("draft/repetition/extra.drl"), r.err());
        assertTrue(r.err().contains("--allow-rule-code"), r.err());
        assertFalse(Files.exists(marker), "the rule ran");
    }

    @Test
    void withTheFlagItRunsAfterAOneLineWarningNamingTheFile() throws Exception {
        Path marker = tmp.resolve("ran");
        Path draft = draftWithCode(marker);
        CliRunner.Result r = CliRunner.run("rule", "--allow-rule-code", "--rules", draft.toString(), "--edition",
                "tw-2007", "--fen", START, "--moves", "h2e2 h9g7");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.exists(marker), "the rule did not run");
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: warning: running rule code") && r.err().contains("extra.drl"), r.err());
        assertFalse(r.err().contains("verdict.drl"), "unedited copies of bundled rules are not user code: " + r.err());
    }

    @Test
    void anUneditedCopyAndEditedTablesNeedNoFlag() throws Exception {
        Path draft = CommitteeCopy.copyTree(Path.of("rules/tw-2007"), tmp.resolve("copy"));
        CliRunner.Result r = CliRunner.run("rule", "--rules", draft.toString(), "--edition", "tw-2007",
                "--fen", START, "--moves", "h2e2 h9g7");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
    }

    @Test
    void editionsCheckOnAFolderWithCodeRefusesToo() throws Exception {
        Path draft = draftWithCode(tmp.resolve("ran"));
        CliRunner.Result r = CliRunner.run("editions", "--check", "--dir", draft.toString());
        assertTrue(r.exitCode() != 0, r.out());
        assertTrue(r.err().contains("--allow-rule-code"), r.err());
    }

    @Test
    void theFlagIsShownOnceAtTheTopAndInTheCommandsThatTakeARulesFolder() {
        assertTrue(CliRunner.run("--help").out().contains("--allow-rule-code"));
        for (String command : new String[] {"rule", "casebook", "pairings", "standings", "arbitrate", "editions", "diff",
                "serve"}) {
            assertTrue(CliRunner.run(command, "--help").out().contains("--allow-rule-code"), command);
        }
        for (String[] command : new String[][] {{"perft"}, {"berger"}, {"pgn"}, {"pgn", "check"}, {"convert"},
                {"compare"}, {"init", "tournament"}}) {
            String[] args = java.util.Arrays.copyOf(command, command.length + 1);
            args[command.length] = "--help";
            CliRunner.Result r = CliRunner.run(args);
            assertEquals(0, r.exitCode(), r.err());
            assertFalse(r.out().contains("--allow-rule-code"), String.join(" ", command) + ": " + r.out());
        }
        // still accepted there: a script that passes it to every command keeps working
        assertEquals(0, CliRunner.run("berger", "--allow-rule-code", "4").exitCode());
        assertEquals(0, CliRunner.run("--allow-rule-code", "berger", "4").exitCode());
    }
}
