package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad input that used to get a verdict, a stack trace or a bare exception name: one clear line and exit 1 now. */
class CliBadInputTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @TempDir
    Path tmp;

    private static void oneLine(CliRunner.Result r, String... parts) {
        assertTrue(r.exitCode() != 0, "exit 0: " + r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertFalse(r.err().contains("internal error") || r.err().contains("\tat "), r.err());
        for (String p : parts) {
            assertTrue(r.err().contains(p), "'" + p + "' not in: " + r.err());
        }
    }

    @Test
    void casebookWithAnUnknownEditionSaysSo() {
        oneLine(CliRunner.run("casebook", "--edition", "nope"), "unknown edition 'nope'", "wxf-2018");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-3", "100000"})
    void ruleThreadsOutsideTheirBoundsAreRefused(String n) {
        oneLine(CliRunner.run("rule", "--threads", n, "--fen", START, "--moves", "h2e2"), "--threads " + n);
    }

    @Test
    void batchCasesOfTheWrongTypeAreErrorsNamingFieldAndLine() throws Exception {
        Path batch = tmp.resolve("cases.jsonl");
        Files.writeString(batch, "{\"id\": 1, \"fen\": 5, \"moves\": \"h2e2\"}\n{}\n[]\n{\"moves\": [5]}\n");
        CliRunner.Result r = CliRunner.run("rule", "--batch", batch.toString());
        String[] lines = r.out().split("\\R");
        assertEquals(4, lines.length, r.out());
        assertTrue(lines[0].contains(batch + ":1: 'fen' must be a FEN string"), lines[0]);
        assertTrue(lines[1].contains(batch + ":2: 'moves' must be"), lines[1]);
        assertTrue(lines[2].contains(batch + ":3: a case is a JSON object"), lines[2]);
        assertTrue(lines[3].contains(batch + ":4: 'moves' must hold move strings"), lines[3]);
        for (String l : lines) {
            assertFalse(l.contains("\"verdict\""), "no verdict for a bad case: " + l);
        }
    }

    @Test
    void aDirectoryGivenAsABatchFileIsNamed() {
        oneLine(CliRunner.run("rule", "--batch", tmp.toString()), tmp.toString(), "is a directory");
    }

    @Test
    void aHugeFenIsCutWhenQuotedAndFenIsNotDoubled() {
        String fen = "x".repeat(100_000) + " w";
        CliRunner.Result r = CliRunner.run("rule", "--fen", fen, "--moves", "h2e2");
        oneLine(r, "100000 characters");
        assertTrue(r.err().length() < 500, r.err().length() + " characters");
        assertFalse(r.err().contains("FEN: FEN"), r.err());
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void pgnCheckOnAnEndlessFileStopsWithOneLine() {
        oneLine(CliRunner.run("pgn", "check", "/dev/zero"), "/dev/zero", "more than");
    }

    @Test
    void pgnCheckOnAHugeFileStopsWithOneLine() throws Exception {
        Path big = tmp.resolve("huge.pgn");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30); // sparse: no disk used
        }
        // read in blocks, as xq rule --games reads it (one reader for both since issue 28): its first block says it
        // is no text; whatever its size, nothing more is read
        oneLine(CliRunner.run("pgn", "check", big.toString()), "huge.pgn", "not a text file");
    }
}
