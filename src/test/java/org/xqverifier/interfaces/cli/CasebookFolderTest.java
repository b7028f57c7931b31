package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.casebook.CaseFile;
import org.xqverifier.edition.CommitteeCopy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code xq casebook}, {@code compare} and {@code diff} find the casebook from any directory: the current directory's,
 * else the checkout's beside the jar, else the copy packed in the jar.
 */
class CasebookFolderTest {
    private static final Path CASE = Path.of("casebook/repetition/wxf-D3.yaml");

    @TempDir
    Path temp;

    @Test
    void theCurrentDirectorysCasebookComesFirst() throws IOException {
        Path here = Files.createDirectories(temp.resolve("here/casebook/repetition"));
        Path checkout = Files.createDirectories(temp.resolve("checkout/casebook/repetition"));
        Path jar = Files.createDirectories(temp.resolve("checkout/target")).resolve("xq.jar");
        assertEquals(here, CasebookFolder.find(temp.resolve("here"), jar));
        assertEquals(checkout, CasebookFolder.find(Files.createDirectories(temp.resolve("elsewhere")), jar));
        assertEquals(CasebookFolder.RELATIVE, CasebookFolder.find(Path.of(""), jar), "from the repository root as before");
    }

    @Test
    void aJarAloneFindsTheCopyPackedInIt() throws IOException {
        Path lone = Files.createDirectories(temp.resolve("opt/lib")).resolve("xq.jar");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(lone))) {
            zip.putNextEntry(new ZipEntry("casebook/repetition/wxf-D3.yaml"));
            zip.write(Files.readAllBytes(CASE));
            zip.closeEntry();
        }
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        Path packed = CasebookFolder.find(elsewhere, lone);
        assertEquals("/casebook/repetition", packed.toString());
        assertEquals(List.of("wxf-D3"), CaseFile.readAll(packed).stream().map(c -> c.id()).toList());

        Path empty = Files.createDirectories(temp.resolve("a/b")).resolve("empty.jar");
        try (OutputStream out = Files.newOutputStream(empty); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("x"));
            zip.closeEntry();
        }
        assertNull(CasebookFolder.find(elsewhere, empty));
        assertNull(CasebookFolder.find(elsewhere, null));
    }

    @Test
    void classesFromAFolderFindTheCopyBesideThem() throws IOException {
        Path classes = Files.createDirectories(temp.resolve("build/classes"));
        assertNull(CasebookFolder.find(temp, classes));
        Files.createDirectories(classes.resolve("casebook/repetition"));
        assertEquals(classes.resolve("casebook/repetition"), CasebookFolder.find(temp, classes));
    }

    /** The commands themselves, started in a folder that has no casebook (a JVM of their own, like a user's). */
    @Test
    void casebookCompareAndDiffRunFromAnotherDirectory() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        String casebook = run(elsewhere, "casebook", "--edition", "tw-2007");
        assertTrue(casebook.matches("(?s).*\ncasebook: [1-9]\\d* passed, 0 failed.*"), casebook);
        String compare = run(elsewhere, "compare", "--edition", "tw-2007");
        assertTrue(compare.matches("(?s).*\n[1-9]\\d* cases, 0 where editions disagree.*"), compare);
        Path copy = CommitteeCopy.copyTree(Path.of("rules/tw-2007").toAbsolutePath(), temp.resolve("tw-copy"));
        String diff = run(elsewhere, "diff", "--base", "tw-2007", "--revised", copy.toString());
        assertTrue(diff.matches("(?s).*cases: [1-9]\\d* ruled, 0 changed.*"), diff);
    }

    private static String run(Path directory, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "xq " + String.join(" ", args) + " did not end");
        assertEquals(0, p.exitValue(), "xq " + String.join(" ", args) + ":\n" + out);
        return out;
    }
}
