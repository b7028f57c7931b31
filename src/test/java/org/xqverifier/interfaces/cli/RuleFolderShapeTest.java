package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a committee's folder says is what is ruled: a misspelt area in {@code extends} is refused where it is written,
 * and an area that is a symbolic link is read through it (it was ignored: {@code diff} reported no change where the
 * linked folder changes five verdicts), a link that goes nowhere or in a circle refused with its path.
 */
class RuleFolderShapeTest {
    static final Path PROBES = Path.of("..", "shared", "reference", "probe-inputs-2026-12", "rules");

    @TempDir
    Path tmp;

    private static void oneLine(CliRunner.Result r, String... parts) {
        assertEquals(1, r.exitCode(), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        for (String p : parts) {
            assertTrue(r.err().contains(p), "'" + p + "' not in " + r.err());
        }
    }

    @Test
    void aMisspeltAreaInExtendsIsRefusedWhereItIsWritten() {
        String typo = PROBES.resolve("typo").toString();
        oneLine(CliRunner.run("editions", "--check", "--rules", typo), "edition.yaml:3", "repetiton");
        oneLine(CliRunner.run("rule", "--rules", typo, "--edition", "ty", "--moves", "h2e2"), "edition.yaml:3", "repetiton");
    }

    /** The probe's one-row revision of wxf-2018, its repetition area a link to the folder holding the row. */
    private Path linkedRevision() throws Exception {
        Path draft = Files.createDirectories(tmp.resolve("draft"));
        Files.copy(PROBES.resolve("symlinked-area-draft/patterns.yaml"), draft.resolve("patterns.yaml"));
        Path linked = Files.createDirectories(tmp.resolve("linked"));
        Files.copy(PROBES.resolve("symlinked-area/edition.yaml"), linked.resolve("edition.yaml"));
        Files.createSymbolicLink(linked.resolve("repetition"), Path.of("..", "draft"));
        return linked;
    }

    @Test
    void anAreaThatIsALinkIsReadThroughIt() throws Exception {
        Path linked = linkedRevision();
        Path copied = Files.createDirectories(tmp.resolve("copied/repetition")).getParent();
        Files.copy(linked.resolve("edition.yaml"), copied.resolve("edition.yaml"));
        Files.copy(tmp.resolve("draft/patterns.yaml"), copied.resolve("repetition/patterns.yaml"));
        CliRunner.Result viaLink = CliRunner.run("diff", "--base", "wxf-2018", "--revised", linked.toString());
        CliRunner.Result viaCopy = CliRunner.run("diff", "--base", "wxf-2018", "--revised", copied.toString());
        assertEquals(0, viaCopy.exitCode(), viaCopy.err());
        assertEquals(0, viaLink.exitCode(), viaLink.err());
        assertTrue(viaCopy.out().matches("(?s).*\\b[1-9]\\d* changed.*"), viaCopy.out());
        assertEquals(viaCopy.out().replace(copied.toString(), "DIR"), viaLink.out().replace(linked.toString(), "DIR"));
    }

    @Test
    void aLinkToNothingOrInACircleIsRefused() throws Exception {
        Path linked = linkedRevision();
        Files.delete(tmp.resolve("draft/patterns.yaml"));
        Files.delete(tmp.resolve("draft"));
        oneLine(CliRunner.run("editions", "--check", "--rules", linked.toString()), "repetition", "link");
        Files.delete(linked.resolve("repetition"));
        Files.createDirectories(linked.resolve("repetition"));
        Files.createSymbolicLink(linked.resolve("repetition/again"), Path.of(".."));
        oneLine(CliRunner.run("editions", "--check", "--rules", linked.toString()), "repetition/again", "loop");
    }
}
