package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The `xq rule` and `xq casebook` contract: JSON fields, batch lines, PGN summary, and one-line errors. */
class RuleCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    // WXF D2 (tw2007-1a): Red's rook checks on and on; the position recurs a third time at ply 8.
    private static final String FEN = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    private static final String MOVES = "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8";

    @TempDir
    Path temp;

    private static List<String> fields(JsonNode o) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    @Test
    void jsonHasExactlyTheDocumentedFields() throws IOException {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--fen", FEN, "--moves", MOVES, "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = JSON.readTree(r.out());
        // the first fields as they always were, then those added (never renamed): fen, and per move codes, text, fen
        assertEquals(List.of("edition", "verdict", "violator", "cycle", "moves", "reasons", "fen"), fields(o));
        assertEquals("red-must-change", o.get("verdict").asText());
        assertEquals("red", o.get("violator").asText());
        assertEquals(List.of("start_ply", "length"), fields(o.get("cycle")));
        assertEquals(1, o.get("cycle").get("start_ply").asInt());
        assertEquals(List.of("ply", "move", "side", "labels", "targets", "codes", "text", "fen"),
                fields(o.get("moves").get(0)));
        assertEquals("将", o.get("moves").get(0).get("labels").get(0).asText());
        // a reason's first fields, then those added: which edition's text it is, inherited or not, the article as printed
        assertEquals(List.of("rule", "article", "figures", "zh", "en", "source_edition", "inherited", "cited"),
                fields(o.get("reasons").get(0)));
    }

    @Test
    void jsonCarriesLabelCodesEveryNotationAndThePositions() throws IOException {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--fen", FEN, "--moves", MOVES, "--json");
        JsonNode o = JSON.readTree(r.out());
        assertEquals("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1", o.get("fen").asText());
        JsonNode first = o.get("moves").get(0), second = o.get("moves").get(1);
        assertEquals("check", first.get("codes").get(0).asText(), first.toString());
        assertEquals("idle", second.get("codes").get(0).asText(), second.toString());
        assertEquals(List.of("iccs", "wxf", "chinese", "uci"), fields(first.get("text")));
        assertEquals("f0e0", first.get("text").get("iccs").asText());
        assertEquals("R4.5", first.get("text").get("wxf").asText());
        assertEquals("车四平五", first.get("text").get("chinese").asText());
        assertEquals("f1e1", first.get("text").get("uci").asText());
        assertEquals("将5平6", second.get("text").get("chinese").asText());
        assertEquals("9/4k4/9/9/9/9/9/9/2p6/3KR1Bc1 b - - 1 1", first.get("fen").asText());
        // the position after the last move is the one the cycle returns to: the start with Red to move
        JsonNode last = o.get("moves").get(o.get("moves").size() - 1);
        assertTrue(last.get("fen").asText().startsWith("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w"), last.toString());
    }

    @Test
    void movesGivenInChineseAreShownInChineseWithIccsBesideThemAndColumnsLineUp() {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--fen", FEN, "--moves",
                "车四平五 将5平6 车五平四 将6平5 车四平五 将5平6 车五平四 将6平5");
        assertEquals(0, r.exitCode(), r.err());
        List<String> rows = r.out().lines().filter(l -> l.matches(" +\\d+  .*")).toList();
        assertEquals(8, rows.size(), r.out());
        assertTrue(rows.get(0).matches(" +1  red    车四平五  f0e0  将 +\\(check\\).*"), rows.get(0));
        assertTrue(rows.get(1).matches(" +2  black  将5平6    e8f8  .*"), rows.get(1));
        // each column starts at the same display column on every row (a Chinese character takes two)
        int codes = org.xqverifier.board.Columns.width(rows.get(0).substring(0, rows.get(0).indexOf('(')));
        for (String row : rows) {
            assertEquals(codes, org.xqverifier.board.Columns.width(row.substring(0, row.indexOf('('))), r.out());
        }
        // ICCS in, ICCS out, as before: no second column
        CliRunner.Result iccs = CliRunner.run("rule", "--edition", "tw-2007", "--fen", FEN, "--moves", MOVES);
        assertTrue(iccs.out().contains("\n   1  red    f0e0  将         (check)"), iccs.out());
    }

    @Test
    void oneGameOfAFileGetsItsFullLabelledRuling() throws IOException {
        Path pgn = temp.resolve("games.pgn");
        Files.writeString(pgn, "[Event \"short\"]\n[Red \"R0\"]\n\n1. h2e2 h9g7 *\n\n"
                + "[Event \"checks\"]\n[Red \"R1\"]\n[Black \"B1\"]\n[FEN \"" + FEN + "\"]\n\n"
                + "1. 车四平五 将5平6 2. 车五平四 将6平5 3. 车四平五 将5平6 4. 车五平四 将6平5 *\n");
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--games", pgn.toString(), "--game", "2");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("game     " + pgn + " game 2 (line 6): R1 – B1 · checks, 8 plies\n"), r.out());
        assertTrue(r.out().contains("   1  red    车四平五  f0e0  将"), r.out());
        assertTrue(r.out().contains("   8  black  将6平5    f8e8  闲"), r.out());
        assertTrue(r.out().contains("verdict  red-must-change"), r.out());
        assertTrue(r.out().contains("decisive perpetual-check"), r.out());
        CliRunner.Result hash = CliRunner.run("rule", "--edition", "tw-2007", "--games", pgn + "#2");
        assertEquals(r.out(), hash.out(), "FILE#N is --game N");

        CliRunner.Result json = CliRunner.run("rule", "--edition", "tw-2007", "--edition", "wxf-2018", "--games",
                pgn + "#2", "--json");
        String[] lines = json.out().split("\\R");
        assertEquals(2, lines.length, json.out());
        JsonNode wxf = JSON.readTree(lines[1]);
        assertEquals("wxf-2018", wxf.get("edition").asText());
        assertEquals(8, wxf.get("moves").size());
        assertEquals(2, wxf.get("game").get("number").asInt());
        assertEquals("R1", wxf.get("game").get("red").asText());

        CliRunner.Result none = CliRunner.run("rule", "--games", pgn.toString(), "--game", "3");
        assertEquals(1, none.exitCode());
        assertEquals("xq: " + pgn + ": holds 2 games; there is no game 3", none.err().strip());
        CliRunner.Result hashAndMore = CliRunner.run("rule", "--games", pgn + "#2", pgn.toString());
        assertEquals("xq: --games FILE#N rules one game: give that file alone", hashAndMore.err().strip());
        CliRunner.Result two = CliRunner.run("rule", "--games", pgn.toString(), pgn.toString(), "--game", "1");
        assertEquals(1, two.exitCode());
        assertTrue(two.err().contains("--game N needs --games with one file"), two.err());
    }

    @Test
    void throughputOnlyWithStats() throws IOException {
        Path batch = temp.resolve("cases.jsonl");
        Files.writeString(batch, "{\"id\":\"d2\",\"fen\":\"" + FEN + "\",\"moves\":\"" + MOVES + "\"}\n");
        CliRunner.Result plain = CliRunner.run("rule", "--batch", batch.toString());
        assertEquals("xq rule --batch: 1 cases (0 errors)", plain.err().strip());
        CliRunner.Result stats = CliRunner.run("rule", "--batch", batch.toString(), "--stats");
        assertTrue(stats.err().matches("(?s)xq rule --batch: 1 cases \\(0 errors\\) in .* s wall .*CPU.*"), stats.err());
    }

    @Test
    void humanOutputGivesTheVerdictAndTheDecisiveArticleInBothLanguages() {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--fen", FEN, "--moves", MOVES);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("verdict  red-must-change"), r.out());
        assertTrue(r.out().contains("decisive perpetual-check · 棋例總綱 1"), r.out());
        assertTrue(r.out().contains("無論任何情況"), r.out());
        assertTrue(r.out().contains("perpetual check"), r.out());
        // The cycle in moves as an arbiter counts them (Red's 1st to Black's 4th), the plies beside.
        assertTrue(r.out().contains("cycle    moves 1.–4… (plies 1–8, 8 plies): the position reached after 4… occurs for the 3rd time"), r.out());
    }

    @Test
    void batchWritesOneLinePerCaseAndAnErrorLineForABadCase() throws IOException {
        Path batch = temp.resolve("cases.jsonl");
        Files.writeString(batch, "{\"id\":\"d2\",\"fen\":\"" + FEN + "\",\"moves\":\"" + MOVES + "\"}\n"
                + "{\"id\":\"bad\",\"moves\":[\"h2e2\",\"h2e2\"]}\n");
        CliRunner.Result r = CliRunner.run("rule", "--edition", "wxf-2018", "--batch", batch.toString());
        String[] lines = r.out().split("\\R");
        assertEquals(2, lines.length, r.out());
        assertEquals("d2", JSON.readTree(lines[0]).get("id").asText());
        assertEquals("red-must-change", JSON.readTree(lines[0]).get("verdict").asText());
        JsonNode bad = JSON.readTree(lines[1]);
        assertEquals("bad", bad.get("id").asText());
        assertTrue(bad.get("error").asText().contains("ply 2: move 'h2e2' is illegal: no piece on h2"), bad.toString());
        assertEquals(1, r.exitCode());
    }

    @Test
    void pgnGivesTheFirstRulingOfEachGameAndASummary() throws IOException {
        Path pgn = temp.resolve("games.pgn");
        Files.writeString(pgn, "[Event \"test\"]\n[FEN \"" + FEN + "\"]\n\n1. f0e0 e8f8 2. e0f0 f8e8 3. f0e0 e8f8 4. e0f0 f8e8 5. f0e0 *\n\n"
                + "[Event \"short\"]\n\n1. h2e2 h9g7 *\n");
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--pgn", pgn.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("game 1 (line 1): ply 8 red-must-change"), r.out());
        assertTrue(r.out().contains("summary  2 games, 10 plies ruled; edition tw-2007\n"), r.out());
        assertTrue(!r.out().contains("plies/s") && !r.out().contains("CPU"), "throughput only with --stats: " + r.out());
        CliRunner.Result stats = CliRunner.run("rule", "--edition", "tw-2007", "--pgn", pgn.toString(), "--stats");
        assertTrue(stats.out().contains("plies/s") && stats.out().contains("process CPU"), stats.out());
        assertTrue(!stats.out().contains("material search"), "tw-2007 searches no material: " + stats.out());
        // an edition that judges chases by material won says what its search cost, by kind
        CliRunner.Result cxa = CliRunner.run("rule", "--edition", "cxa-2020", "--pgn", pgn.toString(), "--stats");
        assertTrue(cxa.out().contains("material search: 1 repetitions searched; per repetition 4.0 plies searched"
                + " (4.0 more taken from an earlier loop)"), cxa.out());
        assertTrue(cxa.out().contains("positions in exchange lines") && cxa.out().contains("mate probes")
                && cxa.out().contains("bounds hit: positions in 0 searches (0 repetitions), CPU time in 0 repetitions"),
                cxa.out());
        // and what the cycle plies' own mate-threat search cost beside it
        assertTrue(cxa.out().contains("mate-threat search of the cycle's plies: per repetition ")
                && cxa.out().contains("answered from kept answers"), cxa.out());
        assertEquals("", r.err(), "no progress bar when stderr is not a terminal");
    }

    @Test
    void unknownEditionListsTheEditions() {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "wxf-2019", "--moves", "h2e2");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("tw-2007") && r.err().contains("wxf-2018"), r.err());
    }

    @Test
    void illegalMoveIsOneLineNamingThePly() {
        CliRunner.Result r = CliRunner.run("rule", "--edition", "tw-2007", "--moves", "h2e2 h9g7 e2e9");
        assertEquals(1, r.exitCode());
        assertEquals("xq: ply 3: move 'e2e9' is illegal: a cannon on e2 cannot move to e9", r.err().strip());
    }

    @Test
    void aBrokenRulesFolderGivesFileAndLineAndNoVerdict() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("broken/repetition"));
        Files.writeString(temp.resolve("broken/edition.yaml"), "id: broken\ntitle: {zh: 坏, en: broken}\nextends: tw-2007\n");
        Files.writeString(folder.resolve("labels.yaml"), "labels:\n  - {code: check, zh: 将, en: check, precedence: 1, article: x}\n"
                + "  - {code: chase zh: 捉}\n");
        CliRunner.Result r = CliRunner.run("rule", "--rules", temp.resolve("broken").toString(), "--fen", FEN, "--moves", MOVES);
        assertEquals(1, r.exitCode());
        assertEquals("", r.out(), "no verdict from a half-loaded rule set");
        assertTrue(r.err().contains("labels.yaml:3"), r.err());
    }

    @Test
    void casebookComparesExpectedAndActualVerdicts() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("casebook/repetition"));
        Files.writeString(dir.resolve("d2.yaml"), "id: wxf-d2\nsource: WXF D2\nfen: \"" + FEN + "\"\nmoves: \"" + MOVES
                + "\"\nexpected:\n  tw-2007: red-must-change\n  wxf-2018: red-must-change\nlabels: [将, 闲, 将, 闲]\n");
        CliRunner.Result r = CliRunner.run("casebook", "--dir", dir.toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("casebook: 2 passed, 0 failed, 0 skipped"), r.out());
    }

    @Test
    void aSkippedCaseStillShowsTheVerdictTheEngineGives() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("skipped/casebook/repetition"));
        Files.writeString(dir.resolve("d2.yaml"), "id: wxf-d2\nsource: WXF D2\nfen: \"" + FEN + "\"\nmoves: \"" + MOVES
                + "\"\nexpected:\n  tw-2007: draw\nskip: {tw-2007: the engine does not read this yet}\n");
        CliRunner.Result r = CliRunner.run("casebook", "--dir", dir.toString(), "--edition", "tw-2007");
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().matches("(?s)SKIP +wxf-d2 +tw-2007 +expected draw +actual red-must-change +the engine does not read this yet.*"),
                r.out());
    }
}
