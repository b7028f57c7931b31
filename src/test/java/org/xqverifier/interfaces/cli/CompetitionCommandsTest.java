package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The competition commands on the example files, and bad input: one line, non-zero exit, no stack trace. */
class CompetitionCommandsTest {
    @TempDir
    Path dir;

    @Test
    void bergerPrintsTheSeedTable() {
        CliRunner.Result r = CliRunner.run("berger", "5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("R2    4-bye  5-3  1-2"), r.out());
        assertTrue(r.out().contains("R5    3-bye  4-2  5-1"), r.out());
    }

    @Test
    void standingsOfTheExamplesInEveryFormat() {
        for (String f : new String[]{"tw-2007-round-robin.yaml", "axf-6+1-swiss.yaml", "axf-5+2-knockout.yaml",
                "axf-team.yaml", "cxa-2011-swiss.yaml", "tw-2007-withdrawal.yaml"}) {
            String file = "examples/competition/" + f;
            for (String fmt : new String[]{"", "--json", "--csv", "--html"}) {
                CliRunner.Result r = fmt.isEmpty() ? CliRunner.run("standings", file) : CliRunner.run("standings", file, fmt);
                assertEquals(0, r.exitCode(), f + " " + fmt + ": " + r.err());
                assertTrue(r.out().length() > 50, f + " " + fmt);
            }
        }
        CliRunner.Result json = CliRunner.run("standings", "examples/competition/tw-2007-round-robin.yaml", "--json");
        assertTrue(json.out().contains("\"rank\" : 1") && json.out().contains("\"tiebreaks\""), json.out());
    }

    @Test
    void aCommitteeVariantEditionFromAFolder() {
        CliRunner.Result r = CliRunner.run("standings", "examples/competition/tw-2007-3-1-0.yaml", "--rules",
                "examples/competition/rules", "--csv");
        assertEquals(0, r.exitCode(), r.err());
        // P4: 3 wins, 2 draws = 11 under 3-1-0; P1: 3 wins, 1 draw, 1 loss = 10; P2: 2 wins, 3 draws = 9
        assertTrue(r.out().contains("\n1,P4,張四,11,") && r.out().contains("\n2,P1,林一,10,") && r.out().contains("\n3,P2,陳二,9,"), r.out());
    }

    @Test
    void pairingsAsJsonSayPerPairWhy() throws IOException {
        CliRunner.Result r = CliRunner.run("pairings", "features/competition/swiss-repros/min-float.yaml", "--round", "3", "--json");
        assertEquals(0, r.exitCode(), r.err());
        com.fasterxml.jackson.databind.JsonNode j = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
        assertEquals(3, j.get("round").asInt());
        assertEquals(3, j.get("pairings").size(), r.out());
        assertTrue(j.get("bye").isNull(), r.out());
        int cross = 0;
        for (com.fasterxml.jackson.databind.JsonNode p : j.get("pairings")) {
            assertTrue(p.has("red") && p.has("black") && p.has("colours") && p.has("red_due_colour_met"), p.toString());
            cross += p.get("same_score_group").asBoolean() ? 0 : 1;
        }
        assertEquals(2, cross, r.out());
        CliRunner.Result bye = CliRunner.run("pairings", "features/competition/swiss-repros/min-axf-round1-bye.yaml", "--round", "1", "--json");
        assertEquals("CN3", new com.fasterxml.jackson.databind.ObjectMapper().readTree(bye.out()).get("bye").asText(), bye.out());
    }

    @Test
    void pairingsOfTheNextRoundWithExplanation() {
        CliRunner.Result r = CliRunner.run("pairings", "examples/competition/axf-6+1-swiss.yaml", "--round", "4", "--explain");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("colours"), r.out());
        // a round robin reads the order table: 5 players, round 4 = 6-5 (5 has the bye), 1-4, 2-3
        CliRunner.Result rr = CliRunner.run("pairings", "examples/competition/tw-2007-withdrawal.yaml", "--round", "4");
        assertEquals(0, rr.exitCode(), rr.err());
        assertTrue(rr.out().contains("A (red)  –  D (black)") && rr.out().contains("B (red)  –  C (black)")
                && rr.out().contains("bye  E"), rr.out());
        CliRunner.Result ko = CliRunner.run("pairings", "examples/competition/axf-5+2-knockout.yaml", "--round", "6", "--explain");
        assertEquals(0, ko.exitCode(), ko.err());
        assertTrue(ko.out().contains("the top 4: A1"), ko.out());
    }

    @Test
    void badInputIsOneLineAndExitOne() throws IOException {
        Path bad = dir.resolve("bad.yaml");
        Files.writeString(bad, """
                event: {name: x, edition: tw-2007, format: swiss}
                players: [{id: A}, {id: B}]
                rounds:
                  - games: [{red: A, black: B, result: 2-0-1}]
                """);
        CliRunner.Result r = CliRunner.run("standings", bad.toString());
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains("round 1, rounds[1].games[1].result: \"2-0-1\" is not a result"), r.err());

        Files.writeString(bad, """
                event: {name: x, edition: tw-2099, format: swiss}
                players: [{id: A}, {id: B}]
                """);
        CliRunner.Result e = CliRunner.run("standings", bad.toString());
        assertEquals(1, e.exitCode());
        assertEquals(1, e.errLines().length, e.err());
        assertTrue(e.err().contains("tw-2099"), e.err());

        CliRunner.Result missing = CliRunner.run("standings", dir.resolve("none.yaml").toString());
        assertEquals(1, missing.exitCode());
        assertTrue(missing.err().contains("no such file"), missing.err());

        CliRunner.Result round = CliRunner.run("pairings", "examples/competition/axf-6+1-swiss.yaml", "--round", "9");
        assertEquals(1, round.exitCode());
        assertTrue(round.err().contains("the next round is 4"), round.err());
    }

    @Test
    void pairingsWithoutExplainMarkAWithdrawnPlayersGame() throws IOException {
        CliRunner.Result r = CliRunner.run("pairings", "examples/competition/tw-2007-withdrawal.yaml", "--round", "5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\n2    E (red)  –  A (black)  E withdrew after round 3: A wins by forfeit (第二章第七節 三)\n"),
                r.out());
        assertTrue(r.out().contains("\n1    D (red)  –  B (black)\n"), "no note where nobody withdrew: " + r.out());

        // withdrawn having played fewer than half: the results are annulled and the game is not played
        Path early = dir.resolve("early.yaml");
        Files.writeString(early, """
                event: {name: early, edition: tw-2007, format: round-robin}
                players: [{id: A}, {id: B}, {id: C}, {id: D}, {id: E}]
                rounds:
                  - games: [{red: B, black: E, result: 1-0}, {red: C, black: D, result: 1-0}]
                withdrawals: [{player: E, after_round: 1}]
                """);
        CliRunner.Result annulled = CliRunner.run("pairings", early.toString(), "--round", "5");
        assertEquals(0, annulled.exitCode(), annulled.err());
        assertTrue(annulled.out().contains("E withdrew after round 1: the game is not played, E's results are annulled"),
                annulled.out());

        // a Swiss player who withdrew is not paired again; the line says so
        Path swiss = dir.resolve("swiss.yaml");
        Files.writeString(swiss, Files.readString(Path.of("examples/competition/cxa-2011-swiss.yaml"))
                .replace("rounds: 3", "rounds: 5") + "withdrawals:\n  - {player: Z5, after_round: 3}\n");
        CliRunner.Result notPaired = CliRunner.run("pairings", swiss.toString(), "--round", "4");
        assertEquals(0, notPaired.exitCode(), notPaired.err());
        assertTrue(notPaired.out().contains("\nZ5 withdrew after round 3: not paired ("), notPaired.out());
        assertTrue(!notPaired.out().contains("Z5 周五 (red)") && !notPaired.out().contains("Z5 周五 (black)"), notPaired.out());
        CliRunner.Result json = CliRunner.run("pairings", "examples/competition/tw-2007-withdrawal.yaml", "--round", "5", "--json");
        assertTrue(json.out().contains("\"withdrawal\" : \"E withdrew after round 3: A wins by forfeit"), json.out());
    }

    @Test
    void pairingsLineUpByDisplayWidthAndMarkTheByeInTheEditionsScript() throws IOException {
        Path mixed = dir.resolve("mixed.yaml");
        Files.writeString(mixed, """
                event: {name: mixed, edition: cxa-2011, format: swiss, rounds: 3}
                players: [{id: A, name: 陈大文}, {id: B, name: Bob}, {id: C, name: 甲}, {id: D, name: Dan Li}, {id: E}]
                """);
        CliRunner.Result r = CliRunner.run("pairings", mixed.toString(), "--round", "1");
        assertEquals(0, r.exitCode(), r.err());
        java.util.List<String> boards = r.out().lines().filter(l -> l.matches("\\d+ .*")).toList();
        assertEquals(2, boards.size(), r.out());
        int dash = org.xqverifier.board.Columns.width(boards.get(0).substring(0, boards.get(0).indexOf('–')));
        assertEquals(dash, org.xqverifier.board.Columns.width(boards.get(1).substring(0, boards.get(1).indexOf('–'))), r.out());
        assertTrue(r.out().contains("轮空") && !r.out().contains("輪空"), "cxa-2011 writes simplified: " + r.out());
        CliRunner.Result tw = CliRunner.run("pairings", "examples/competition/tw-2007-withdrawal.yaml", "--round", "4");
        assertTrue(tw.out().contains("bye  E  輪空"), tw.out());
    }

    @Test
    void standingsHeadingsAreInTheScriptOfTheirLegend() {
        CliRunner.Result cxa = CliRunner.run("standings", "examples/competition/cxa-2011-swiss.yaml");
        String header = cxa.out().lines().filter(l -> l.startsWith("rank")).findFirst().orElseThrow();
        assertTrue(header.contains("对手分") && header.contains("胜局") && header.contains("犯规"), header);
        assertTrue(cxa.out().contains("criteria: opponents-score = 对手分"), cxa.out());
        CliRunner.Result html = CliRunner.run("standings", "examples/competition/cxa-2011-swiss.yaml", "--html");
        assertTrue(html.out().contains("<th>积分</th>") && !html.out().contains("<th>積分</th>"), html.out());
        CliRunner.Result tw = CliRunner.run("standings", "examples/competition/tw-2007-round-robin.yaml");
        assertTrue(tw.out().lines().anyMatch(l -> l.startsWith("rank") && l.contains("勝局") && l.contains("直勝")), tw.out());
    }

    @Test
    void boardByBoardResultsLineUpWithChineseNames() {
        CliRunner.Result r = CliRunner.run("standings", "examples/competition/axf-team-reserves.yaml", "--boards");
        assertEquals(0, r.exitCode(), r.err());
        String chinese = r.out().lines().filter(l -> l.contains("甲一")).findFirst().orElseThrow();
        String latin = r.out().lines().filter(l -> l.startsWith("  D1 ")).findFirst().orElseThrow();
        assertEquals(org.xqverifier.board.Columns.width(chinese.substring(0, chinese.indexOf(" in "))),
                org.xqverifier.board.Columns.width(latin.substring(0, latin.indexOf(" in "))), r.out());
    }

    @Test
    void initTournamentStartsAFileThePairingAndStandingsRead() throws IOException {
        Path file = dir.resolve("new.yaml");
        CliRunner.Result r = CliRunner.run("init", "tournament", file.toString(), "--players", "5", "--edition", "cxa-2011",
                "--name", "区赛: \"春季\" #1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("next: xq pairings " + file + " --round 1"), r.out());
        CliRunner.Result round1 = CliRunner.run("pairings", file.toString(), "--round", "1", "--yaml");
        assertEquals(0, round1.exitCode(), round1.err());
        Files.writeString(file, Files.readString(file) + round1.out().replace("}", ", result: 1-0}")
                .replace("black: bye, result: 1-0}", "black: bye}"));
        CliRunner.Result standings = CliRunner.run("standings", file.toString());
        assertEquals(0, standings.exitCode(), standings.err());
        assertTrue(standings.out().startsWith("区赛: \"春季\" #1 — cxa-2011"), standings.out());
        assertEquals(0, CliRunner.run("pairings", file.toString(), "--round", "2").exitCode());

        String before = Files.readString(file);
        CliRunner.Result again = CliRunner.run("init", "tournament", file.toString());
        assertEquals(1, again.exitCode());
        assertTrue(again.err().contains("exists; xq init never overwrites a file"), again.err());
        assertEquals(before, Files.readString(file), "the file is left as it was");

        CliRunner.Result printed = CliRunner.run("init", "tournament", "--format", "round-robin", "--players", "4");
        assertTrue(printed.out().contains("format: round-robin") && printed.out().contains("  - {id: P4, name: Player 4}"),
                printed.out());
        // cxa-1999 has no competition tables (cxa-2020 takes cxa-2011's)
        CliRunner.Result noTables = CliRunner.run("init", "tournament", "--edition", "cxa-1999");
        assertEquals(1, noTables.exitCode());
        assertTrue(noTables.err().contains("cxa-1999"), noTables.err());
    }
}
