package org.xqverifier.interfaces.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.interfaces.cli.CliRunner;

/**
 * A committee member's trial revision (docs/committee.md): a full copy of {@code rules/wxf-2018} with {@code
 * check-and-chase} made forbidden (status and level only; the row's words still say it is allowed), compared with the
 * bundled wxf-2018 over three casebook cases and a game. The report names the one edited row against wxf-2018 itself
 * (not the citation rows wxf-2018 patches over tw-2007), flags its stale text, puts the two cases that now contradict a
 * printed ruling first, and names the game's players, event, date, ply and cycle in both notations.
 */
class RevisionReportTest {
    @TempDir
    static Path tmp;
    static Path revised;
    static Path casebook;
    static Path games;
    /** The line of the copy's check-and-chase row where the edit is written (the status line). */
    static int statusLine;

    @BeforeAll
    static void trial() throws IOException {
        revised = CommitteeCopy.checkAndChaseForbidden(tmp.resolve("my-draft"));
        Path patterns = revised.resolve("repetition/patterns.yaml");
        List<String> lines = Files.readAllLines(patterns);
        statusLine = lines.indexOf("    status: forbidden") + 1;
        casebook = Files.createDirectories(tmp.resolve("casebook"));
        for (String id : List.of("wxf-D13", "tw2007-6", "wxf-D2")) {
            Files.copy(Path.of("casebook", "repetition", id + ".yaml"), casebook.resolve(id + ".yaml"));
        }
        games = Files.createDirectories(tmp.resolve("games"));
        // WXF D13's position played as a game: one check, one chase in turn, ruled forbidden by the draft
        Files.writeString(games.resolve("round3.pgn"), """
                [Event "Committee Open"]
                [Date "2024.05.01"]
                [Red "Red Player"]
                [Black "Black Player"]
                [FEN "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w"]

                1. h6h9 f9f8 2. h9h0 i0i1 3. h0h8 f8f9 4. h8h1 i1i0 5. h1h9 f9f8 6. h9h0 i0i1 7. h0h8 f8f9 8. h8h1 i1i0 9. h1h9 *
                """);
    }

    private static CliRunner.Result diff(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("diff", "--base", "wxf-2018", "--revised", revised.toString(),
                "--casebook", casebook.toString(), "--games", games.toString()));
        args.addAll(List.of(more));
        CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        return r;
    }

    @Test
    void theReportOpensWithTheOneEditedRowAgainstTheBaseEditionItself() {
        String out = diff().out();
        assertTrue(out.contains("cases: 3 ruled, 2 changed; games: 1 ruled, 1 changed"), out);
        String edited = section(out, "WHAT WAS EDITED", "AGAINST THE BOOKS");
        assertTrue(edited.contains("against wxf-2018 (rules/wxf-2018)"), edited);
        assertTrue(edited.contains("patterns: check-and-chase  (changed)  " + revised + "/repetition/patterns.yaml:" + statusLine), edited);
        assertTrue(edited.contains("status: allowed → forbidden") && edited.contains("level: (none) → 2"), edited);
        assertTrue(edited.contains("(was rules/wxf-2018/repetition/patterns.yaml:"), edited);
        // not the rows wxf-2018 itself patches over tw-2007: the copy has them unchanged
        assertFalse(edited.contains("perpetual-check") || edited.contains("labels:"), edited);
        assertTrue(edited.contains("! its zh/en did not change: the text still says 'allowed'"), edited);
        assertTrue(out.contains("1 edited row's text no longer says what the row does: repetition/patterns.yaml patterns: check-and-chase"), out);
    }

    @Test
    void theCasesThatNowContradictAPrintedRulingComeFirstAndAreCounted() {
        String out = diff().out();
        assertTrue(out.contains("2 cases now contradict the book: tw2007-6 (tw-2007 prints draw), wxf-D13 (wxf-2018 prints draw)"), out);
        String each = out.substring(out.indexOf("EACH CHANGE"));
        assertTrue(each.indexOf("case tw2007-6") < each.indexOf("game round3.pgn #1"), each);
        assertTrue(each.contains("book   : draw, printed by wxf-2018 — the revision now contradicts it"), each);
        // tw2007-6 under wxf-2018 is the casebook's own reading, and says so
        assertTrue(each.contains("also: draw, the casebook's own reading under wxf-2018 (not printed)"), each);
        assertFalse(out.contains("case wxf-D2"), "a perpetual check the edit does not touch: " + out);
    }

    @Test
    void eachChangeSaysWhyAndAGameIsNamedByItsPlayersEventDateAndCycle() {
        String out = diff().out();
        String game = out.substring(out.indexOf("game round3.pgn #1"));
        assertTrue(game.contains("game   : Red Player (red) vs Black Player (black) · Committee Open · 2024.05.01"), game);
        assertTrue(game.contains("base   : draw") && game.contains("revised: red-must-change"), game);
        assertTrue(game.contains("none-forbidden") && game.contains("check-and-chase"), "the decisive rule on both sides: " + game);
        assertTrue(game.contains("why    : no move's label changed"), game);
        assertTrue(game.contains("the edited row repetition/patterns.yaml patterns: check-and-chase decides"), game);
        assertTrue(game.contains("ply    : the cycle runs from ply 2 to 17 (16 plies, moves 1…–9.); the ruling falls at ply 17"), game);
        // the cycle in Chinese notation and ICCS, numbered as players count moves (ply 2 is Black's first)
        assertTrue(game.contains("1… 将6进1 f9f8 (闲)") && game.contains("3. 车二进八 h0h8 (将)"), game);
    }

    @Test
    void csvAndJsonHaveOneRowPerChangedItem() throws IOException {
        String[] csv = diff("--csv").out().split("\n");
        assertEquals(String.join(",", RevisionReportRows.COLUMNS), csv[0]);
        assertEquals(1 + 1 + 2 + 1, csv.length, "header, the edited row, two cases, the game: " + String.join("\n", csv));
        assertTrue(csv[1].startsWith("edit,check-and-chase,"), csv[1]);
        assertTrue(csv[2].startsWith("case,tw2007-6,") && csv[2].contains(",contradicts,tw-2007,draw,true,draw,"), csv[2]);
        assertTrue(csv[4].startsWith("game,round3.pgn #1,") && csv[4].contains("Red Player,Black Player,Committee Open,2024.05.01"), csv[4]);

        JsonNode json = new ObjectMapper().readTree(diff("--json").out());
        assertEquals("[\"tw2007-6\",\"wxf-D13\"]", json.path("summary").path("contradict_the_book").toString());
        JsonNode rows = json.path("rows");
        assertEquals(4, rows.size());
        assertEquals("status: allowed → forbidden", rows.get(0).path("fields").get(0).asText());
        assertEquals("h0h8", rows.get(3).path("cycle_iccs").get(3).asText());
        assertEquals("车二进八", rows.get(3).path("cycle_chinese").get(3).asText());
    }

    @Test
    void theHtmlReportDrawsEachChangeWithItsCycle() throws IOException {
        Path page = tmp.resolve("report.html");
        String out = diff("--html", page.toString()).out();
        assertTrue(out.contains("report written to " + page), out);
        String html = Files.readString(page);
        assertTrue(html.contains("2 cases now contradict the book:"), html);
        assertEquals(3, html.split("<svg", -1).length - 1, "a diagram for each of the two cases and the game");
        assertTrue(html.contains("class=\"arrow arrow-move\" data-from=\"h0\" data-to=\"h8\""), "the cycle's moves as arrows");
        assertTrue(html.contains("its zh/en did not change"), html);
    }

    private static String section(String text, String from, String to) {
        int a = text.indexOf(from), b = text.indexOf(to);
        assertTrue(a >= 0 && b > a, text);
        return text.substring(a, b);
    }
}
