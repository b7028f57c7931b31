package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code xq rule --games}: directories, several editions, the results table, and a bad game that does not stop the rest. */
class CorpusRuleCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    // WXF D2: Red's rook checks on and on; the position recurs a third time at ply 8.
    private static final String CHECKS = "[Event \"checks\"]\n[Red \"R1\"]\n[Black \"B1\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n"
            + "1. f0e0 e8f8 2. e0f0 f8e8 3. f0e0 e8f8 4. e0f0 f8e8 5. f0e0 *\n\n";
    private static final String SHORT = "[Event \"short, with a comma\"]\n[Red \"R2\"]\n[Black \"B2\"]\n1. h2e2 h9g7 *\n\n";
    private static final String BAD = "[Event \"bad\"]\n1. h2e2 h9g7 2. e2e9 *\n\n";

    @TempDir
    Path temp;

    private Path collection() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("games/sub"));
        Files.writeString(temp.resolve("games/a.pgn"), CHECKS + BAD + SHORT, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("b.PGN"), SHORT, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("notes.txt"), "not a game file", StandardCharsets.UTF_8);
        return temp.resolve("games");
    }

    @Test
    void aDirectoryIsRuledFileByFileAndABadGameIsReportedWithoutStoppingTheRest() throws IOException {
        Path dir = collection();
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--games", dir.toString());
        assertEquals(1, r.exitCode(), "a bad game makes the exit code 1");
        String a = dir.resolve("a.pgn").toString(), b = dir.resolve("sub/b.PGN").toString();
        String[] lines = r.out().split("\\R");
        assertTrue(lines[0].startsWith(a + " game 1 (line 1): ply 8 red-must-change (perpetual-check, "), lines[0]);
        assertEquals(a + ":8: game 2, ply 3 \"e2e9\": illegal move: the red cannon on e2 captures by jumping exactly one "
                + "piece (there are 2)", lines[1]);
        assertEquals(a + " game 3 (line 10): none (2 plies, no ruling)", lines[2]);
        assertEquals(b + " game 1 (line 1): none (2 plies, no ruling)", lines[3]);
        assertTrue(r.out().contains("summary  4 games"), r.out());
        assertTrue(r.out().contains("         unreadable games   1"), r.out());
        assertTrue(r.out().contains("by deciding rule:\n              1  perpetual-check ("), r.out());
        assertEquals("", r.err(), "no progress bar when stderr is not a terminal");
    }

    @Test
    void severalEditionsWriteOneCsvRowPerGameAndEdition() throws IOException {
        Path dir = collection();
        Path csv = temp.resolve("results.csv");
        CliRunner.Result r = CliRunner.run("rule", "--games", dir.toString(), "--edition", "tw-2007", "--edition",
                "cxa-2020", "--out", csv.toString());
        assertEquals(1, r.exitCode(), r.err());
        List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals("file,game,line,red,black,event,edition,plies,ply,verdict,violator,rule,article,error", rows.get(0));
        assertEquals(1 + 4 * 2, rows.size(), String.join("\n", rows));
        assertTrue(rows.get(1).matches(".*a\\.pgn,1,1,R1,B1,checks,tw-2007,9,8,red-must-change,red,perpetual-check,.*"), rows.get(1));
        assertTrue(rows.get(2).contains(",cxa-2020,9,8,red-must-change,red,"), rows.get(2));
        assertTrue(rows.get(3).contains(",tw-2007,,,error,,,,\"") && rows.get(3).contains("e2e9"), rows.get(3));
        assertTrue(rows.get(5).contains(",R2,B2,\"short, with a comma\",tw-2007,2,0,none,,,,"), rows.get(5));
        assertTrue(r.out().contains("edition tw-2007") && r.out().contains("edition cxa-2020"), r.out());
        assertTrue(!r.out().contains(" game 1 (line 1)"), "with --out, stdout holds only the summary");
    }

    @Test
    void jsonLinesHoldTheSameFields() throws IOException {
        Path dir = collection();
        Path jsonl = temp.resolve("results.jsonl");
        CliRunner.Result r = CliRunner.run("rule", "--pgn", dir.resolve("a.pgn").toString(), "--edition", "wxf-2018",
                "--out", jsonl.toString());
        assertEquals(1, r.exitCode(), r.err());
        List<String> lines = Files.readAllLines(jsonl, StandardCharsets.UTF_8);
        assertEquals(3, lines.size());
        JsonNode first = JSON.readTree(lines.get(0));
        assertEquals("red-must-change", first.get("verdict").asText());
        assertEquals("perpetual-check", first.get("rule").asText());
        assertEquals(8, first.get("ply").asInt());
        assertTrue(first.get("article").asText().contains("WXF"), first.toString());
        assertTrue(JSON.readTree(lines.get(1)).get("error").asText().contains("ply 3"), lines.get(1));
    }

    @Test
    void withOutTheUnreadableGamesAreNamedOnStderrToo() throws IOException {
        Path dir = collection();
        Path csv = temp.resolve("results.csv");
        CliRunner.Result r = CliRunner.run("rule", "--games", dir.toString(), "--edition", "tw-2007", "--out", csv.toString());
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: " + dir.resolve("a.pgn") + ":8: game 2, ply 3 \"e2e9\": illegal move"), r.err());
        assertTrue(r.out().contains("         unreadable games   1"), r.out());

        // past the first 20, a count and where the rest are
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < CorpusRun.NAMED_UNREADABLE + 3; i++) {
            many.append(BAD);
        }
        Path bad = Files.writeString(temp.resolve("bad.pgn"), many.toString(), StandardCharsets.UTF_8);
        CliRunner.Result more = CliRunner.run("rule", "--games", bad.toString(), "--out", csv.toString());
        String[] lines = more.errLines();
        assertEquals(CorpusRun.NAMED_UNREADABLE + 1, lines.length, more.err());
        assertEquals("xq: 23 unreadable games, 20 named above: see the error column of " + csv + " for all",
                lines[lines.length - 1]);
    }

    @Test
    void jsonWithGamesWritesJsonLinesAndTheSummaryOnStderr() throws IOException {
        Path dir = collection();
        CliRunner.Result r = CliRunner.run("rule", "--games", dir.toString(), "--edition", "tw-2007", "--edition",
                "cxa-2020", "--json");
        assertEquals(1, r.exitCode(), r.err());
        String[] lines = r.out().split("\\R");
        assertEquals(4 * 2, lines.length, r.out());
        for (String line : lines) {
            JsonNode o = JSON.readTree(line);
            assertEquals(org.xqverifier.interfaces.report.RulingTable.COLUMNS, iterable(o.fieldNames()), line);
        }
        assertEquals("red-must-change", JSON.readTree(lines[0]).get("verdict").asText());
        assertEquals("cxa-2020", JSON.readTree(lines[1]).get("edition").asText());
        assertEquals("error", JSON.readTree(lines[2]).get("verdict").asText());
        assertTrue(r.err().contains("summary  4 games") && r.err().contains("edition cxa-2020"), r.err());
        assertTrue(r.err().contains("xq: " + dir.resolve("a.pgn") + ":8: game 2"), r.err());

        CliRunner.Result both = CliRunner.run("rule", "--games", dir.toString(), "--json", "--out",
                temp.resolve("x.jsonl").toString());
        assertEquals(1, both.exitCode());
        assertTrue(both.err().contains("give one"), both.err());
    }

    private static List<String> iterable(java.util.Iterator<String> it) {
        List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void badPathsAndOptionsAreOneLine() throws IOException {
        CliRunner.Result missing = CliRunner.run("rule", "--games", temp.resolve("nowhere").toString());
        assertEquals(1, missing.exitCode());
        assertEquals(1, missing.errLines().length, missing.err());
        assertTrue(missing.err().contains("nowhere: no such file or directory"), missing.err());

        CliRunner.Result badOut = CliRunner.run("rule", "--games", collection().toString(), "--out", temp.resolve("r.txt").toString());
        assertEquals(1, badOut.exitCode());
        assertTrue(badOut.err().contains("write .csv or .jsonl"), badOut.err());

        CliRunner.Result twoEditions = CliRunner.run("rule", "--edition", "tw-2007", "--edition", "wxf-2018", "--moves", "h2e2");
        assertEquals(1, twoEditions.exitCode());
        assertTrue(twoEditions.err().contains("several --edition need --games"), twoEditions.err());
    }

    @Test
    void anXqfFileWithADamagedVariationIsRuledOnItsMainLineAndTheDamageNamedOnStderr() throws IOException {
        org.xqverifier.record.XqfFixtures f = new org.xqverifier.record.XqfFixtures();
        f.version = 16;
        f.moves = org.xqverifier.record.XqfFixtures.iccsList("h2e2", "h9g7");
        f.alternatives.put(1, List.of(new org.xqverifier.record.XqfFixtures.Line("b9c7", "e2e9")));
        Path dir = Files.createDirectories(temp.resolve("xqf"));
        Path file = dir.resolve("cut.xqf");
        Files.write(file, f.build());
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--games", dir.toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith(file + " game 1 (line 0): none (2 plies, no ruling)"), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.errLines()[0].startsWith("xq: " + file + ": game 1, ply 3 \"e2e9\": byte offset 0x"), r.err());
        assertTrue(r.errLines()[0].endsWith("(the variation ends before this move; the rest of the record is read)"), r.err());
    }
}
