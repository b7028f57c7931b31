package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No command destroys a file: a run that fails leaves its output file as it was, a killed run leaves the old file or
 * none, no report is written onto an input, and a file this tool did not write is replaced only with --force.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    static final Path CORPUS = Path.of("..", "shared", "corpus");
    static final String PREVIOUS_TABLE = "file,game,line,red,black,event,edition,plies,ply,verdict,violator,rule,article,error\n"
            + "a.pgn,1,1,,,,tw-2007,10,,none,,,,\n";

    private Path game() throws IOException {
        Path g = dir.resolve("g.pgn");
        Files.writeString(g, "[Event \"e\"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n", StandardCharsets.UTF_8);
        return g;
    }

    /** A casebook of two cases: the commands' own folder would take seconds a run. */
    private Path smallCasebook() throws IOException {
        Path book = dir.resolve("book");
        if (Files.isDirectory(book)) {
            return book;
        }
        Files.createDirectories(book);
        for (String id : List.of("tw2007-1a", "wxf-D2")) {
            Files.copy(Path.of("casebook", "repetition", id + ".yaml"), book.resolve(id + ".yaml"));
        }
        return book;
    }

    private void assertNoTemporaryFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<String> left = files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".xq-")).toList();
            assertEquals(List.of(), left, "temporary files left behind");
        }
    }

    @Test
    void aRuleRunThatFailsLeavesItsOutFileAsItWas() throws IOException {
        Path out = dir.resolve("r.csv");
        Files.writeString(out, PREVIOUS_TABLE);
        CliRunner.Result r = CliRunner.run("rule", "--games", game().toString(), "--edition", "nope", "--out", out.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains("nope"), r.err());
        assertEquals(PREVIOUS_TABLE, Files.readString(out));
        assertNoTemporaryFiles();
    }

    @Test
    void aRuleRunThatSucceedsReplacesItsOwnTable() throws IOException {
        Path out = dir.resolve("r.csv");
        Files.writeString(out, PREVIOUS_TABLE);
        CliRunner.Result r = CliRunner.run("rule", "--games", game().toString(), "--edition", "tw-2007", "--out", out.toString());
        assertEquals(0, r.exitCode(), r.err());
        String table = Files.readString(out);
        assertTrue(table.startsWith("file,game,line,") && table.contains("g.pgn,1,"), table);
        assertNoTemporaryFiles();
    }

    @Test
    void aFileThisToolDidNotWriteIsReplacedOnlyWithForce() throws IOException {
        Path notes = dir.resolve("notes.csv");
        Files.writeString(notes, "my notes, not a table of rulings\n");
        String[] args = {"rule", "--games", game().toString(), "--edition", "tw-2007", "--out", notes.toString()};
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("notes.csv") && r.err().contains("--force"), r.err());
        assertEquals("my notes, not a table of rulings\n", Files.readString(notes));
        List<String> forced = new ArrayList<>(List.of(args));
        forced.add("--force");
        assertEquals(0, CliRunner.run(forced.toArray(new String[0])).exitCode());
        assertTrue(Files.readString(notes).startsWith("file,game,line,"));
    }

    @Test
    void aReportIsNeverWrittenOntoAnInput() throws IOException {
        Path g = game();
        byte[] before = Files.readAllBytes(g);
        for (boolean force : new boolean[]{false, true}) {
            List<String> args = new ArrayList<>(List.of("diff", "--base", "wxf-2018", "--revised",
                    "examples/revisions/wxf-2018-draft", "--casebook", smallCasebook().toString(), "--games", g.toString(),
                    "--html", g.toString()));
            if (force) {
                args.add("--force");
            }
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            assertEquals(1, r.exitCode(), r.out());
            assertTrue(r.err().contains("g.pgn") && r.err().contains("input"), r.err());
            assertArrayEquals(before, Files.readAllBytes(g));
        }
        Path named = dir.resolve("data.csv");
        Files.copy(g, named);
        CliRunner.Result r = CliRunner.run("rule", "--games", named.toString(), "--edition", "tw-2007", "--out",
                named.toString(), "--force");
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("input"), r.err());
        assertArrayEquals(before, Files.readAllBytes(named));
    }

    /** rule --html (the ruling sheet, from main after the first round) is held as the other reports are. */
    @Test
    void theRulingSheetIsNeverWrittenOntoItsGameAndReplacesOnlyItsOwnSheet() throws IOException {
        Path g = game();
        byte[] before = Files.readAllBytes(g);
        for (String games : List.of(g.toString(), g + "#1")) {
            CliRunner.Result r = CliRunner.run("rule", "--games", games, "--edition", "tw-2007", "--html", g.toString(), "--force");
            assertEquals(1, r.exitCode(), r.out());
            assertTrue(r.err().contains("is an input of this run"), r.err());
            assertArrayEquals(before, Files.readAllBytes(g));
        }
        Path page = dir.resolve("sheet.html");
        Files.writeString(page, "<html><body>my own page</body></html>");
        CliRunner.Result r = CliRunner.run("rule", "--moves", "h2e2 h9g7", "--edition", "tw-2007", "--html", page.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains("--force"), r.err());
        assertEquals("<html><body>my own page</body></html>", Files.readString(page));
        assertEquals(0, CliRunner.run("rule", "--games", g.toString(), "--edition", "tw-2007", "--html", page.toString(),
                "--force").exitCode());
        assertTrue(Files.readString(page).contains("<meta name=\"generator\" content=\"xq\">"));
        assertEquals(0, CliRunner.run("rule", "--moves", "h2e2 h9g7", "--edition", "tw-2007", "--html", page.toString())
                .exitCode(), "its own sheet is replaced");
        assertNoTemporaryFiles();
    }

    @Test
    void compareHtmlReplacesItsOwnReportButNotAnyFile() throws IOException {
        Path book = smallCasebook();
        Path page = dir.resolve("page.html");
        Files.writeString(page, "<html><body>my own page</body></html>");
        CliRunner.Result r = CliRunner.run("compare", "--casebook", book.toString(), "--html", page.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains("--force"), r.err());
        assertEquals("<html><body>my own page</body></html>", Files.readString(page));
        assertEquals(0, CliRunner.run("compare", "--casebook", book.toString(), "--html", page.toString(), "--force").exitCode());
        String report = Files.readString(page);
        assertTrue(report.contains("xq compare"), report.substring(0, 200));
        assertEquals(0, CliRunner.run("compare", "--casebook", book.toString(), "--html", page.toString()).exitCode(), "its own report is replaced");
        assertNoTemporaryFiles();
    }

    @Test
    void theCasebookSiteReplacesOnlyItsOwnPages() throws IOException {
        Path book = smallCasebook();
        Path site = dir.resolve("site");
        Files.createDirectories(site);
        Files.writeString(site.resolve("index.html"), "someone's index");
        CliRunner.Result r = CliRunner.run("casebook", "--dir", book.toString(), "--html", site.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains("index.html") && r.err().contains("--force"), r.err());
        assertEquals("someone's index", Files.readString(site.resolve("index.html")));
        assertEquals(0, CliRunner.run("casebook", "--dir", book.toString(), "--html", site.toString(), "--force").exitCode());
        assertEquals(0, CliRunner.run("casebook", "--dir", book.toString(), "--html", site.toString()).exitCode());
        assertTrue(Files.readString(site.resolve("index.html")).contains("xq casebook"));
        try (Stream<Path> files = Files.walk(site)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().contains(".xq-")), "temporary files left behind");
        }
    }

    @Test
    void aKilledRunLeavesTheOldTableOrNone() throws Exception {
        List<Path> corpus;
        try (Stream<Path> s = Files.list(CORPUS)) {
            corpus = s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
        for (String signal : List.of("TERM", "INT")) {
            Path out = dir.resolve("killed-" + signal + ".jsonl");
            String previous = "{\"file\":\"a.pgn\",\"game\":1,\"line\":1,\"red\":null,\"black\":null,\"event\":null,"
                    + "\"edition\":\"tw-2007\",\"plies\":10,\"ply\":null,\"verdict\":\"none\",\"violator\":null,\"rule\":null,"
                    + "\"article\":null,\"error\":null}\n";
            Files.writeString(out, previous);
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "rule", "--threads", "1",
                    "--edition", "tw-2007", "--out", out.toString(), "--games"));
            for (int i = 0; i < 6; i++) {
                corpus.forEach(p -> command.add(p.toString()));
            }
            Process run = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("run-" + signal + ".log").toFile()).start();
            long stopAt = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            // kill it while it writes: once the table (or a file beside it) has grown
            while (run.isAlive() && System.nanoTime() < stopAt && !writing(out, previous)) {
                Thread.sleep(20);
            }
            assertTrue(run.isAlive(), "the run ended before it could be killed");
            long killedAt = System.nanoTime();
            new ProcessBuilder("kill", "-" + signal, Long.toString(run.pid())).start().waitFor();
            assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the run did not stop on SIG" + signal);
            assertNotEquals(0, run.exitValue());
            System.out.printf("SIG%s: killed %.1f s after the start, stopped %.1f s later%n", signal,
                    (killedAt - (stopAt - TimeUnit.SECONDS.toNanos(60))) / 1e9, (System.nanoTime() - killedAt) / 1e9);
            if (Files.exists(out)) {
                assertEquals(previous, Files.readString(out), "SIG" + signal + " left a changed table");
            }
            try (Stream<Path> files = Files.list(dir)) {
                assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".xq-")).toList(),
                        "SIG" + signal + " left temporary files");
            }
        }
    }

    /** The run has started writing: the table changed, or a file beside it holds rows. */
    private boolean writing(Path out, String previous) throws IOException {
        if (!Files.exists(out) || !Files.readString(out).equals(previous)) {
            return true;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(p -> p.getFileName().toString().contains(".xq-") && p.toFile().length() > 0);
        }
    }
}
