package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.record.HugeGameFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Out of memory inside {@code xq rule --games} ended the run with "internal error: java.lang.OutOfMemoryError": the game
 * that does not fit is named and skipped, and the rest ruled (a JVM of 64 MiB, a game of 40 MB).
 */
class OutOfMemoryGameTest {
    @TempDir
    Path dir;

    @Test
    void aGameThatDoesNotFitInMemoryIsNamedAndSkipped() throws Exception {
        Path games = HugeGameFiles.write(dir, 40 << 20);
        Path out = dir.resolve("out.txt");
        Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "rule", "--games", games.toString(), "--edition", "tw-2007")
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(run.waitFor(120, TimeUnit.SECONDS), "the run did not end");
        String text = Files.readString(out);
        assertEquals(1, run.exitValue(), text);
        assertFalse(text.contains("internal error") || text.contains("\tat "), text);
        List<String> lines = text.lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.contains("huge.pgn") && l.contains("game 2")
                && (l.contains("memory") || l.contains("longer than"))), text);
        assertTrue(lines.stream().anyMatch(l -> l.contains("game 3")), "the game after it is ruled: " + text);
        assertTrue(lines.stream().anyMatch(l -> l.contains("game 1")), text);
    }
}
