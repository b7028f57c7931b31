package org.xqverifier.competition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.RulesException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A committee copies an edition folder, changes one row, and sees the standings change — no Java touched.
 * The crosstable: A-B 1-0, B-C 1/2-1/2, C-A 1/2-1/2, A-D 1-0, B-D 1-0, C-D 0-1 (first named red).
 * Under 2/1/0: A 2+1+2 = 5, B 0+1+2 = 3, C 1+1+0 = 2, D 0+0+2 = 2.
 * Under 3/1/0 (a new table row): A 3+1+3 = 7, B 0+1+3 = 4, C 1+1+0 = 2, D 0+0+3 = 3 — D now passes C.
 */
class CommitteeRevisionTest {

    private static final String TOURNAMENT = """
            event: {name: committee test, edition: EDITION, format: round-robin}
            players: [{id: A}, {id: B}, {id: C}, {id: D}]
            rounds:
              - games: [{red: A, black: B, result: 1-0}, {red: C, black: D, result: 0-1}]
              - games: [{red: B, black: C, result: 1/2-1/2}, {red: A, black: D, result: 1-0}]
              - games: [{red: C, black: A, result: 1/2-1/2}, {red: B, black: D, result: 1-0}]
            """;

    @TempDir
    Path dir;

    private List<String> standings(Path root, String edition) {
        Tournament t = TournamentReader.parse(Path.of("t.yaml"), TOURNAMENT.replace("EDITION", edition));
        return Standings.of(t, CompetitionRules.forEdition(root, edition)).rows().stream()
                .map(r -> r.entrant().id() + "=" + Standings.number(r.score())).toList();
    }

    @Test
    void aThreeOneZeroEventIsANewTableRowNotNewCode() throws IOException {
        assertEquals(List.of("A=5", "B=3", "C=2", "D=2"), standings(null, "tw-2007"));
        Path copy = CommitteeCopy.copyEdition("tw-2007", dir, "tw-2007-3-1-0");
        Path scoring = copy.resolve("competition/scoring.yaml");
        Files.writeString(scoring, Files.readString(scoring).replace("win:  {red: 2, black: 2}", "win:  {red: 3, black: 3}")
                .replace("  win: 2\n  loss: 0\n  double: 0", "  win: 3\n  loss: 0\n  double: 0"));
        assertEquals(List.of("A=7", "B=4", "D=3", "C=2"), standings(dir, "tw-2007-3-1-0"));
    }

    @Test
    void reorderingTheChainChangesTheRanking() throws IOException {
        // C and D both on 2 under tw-2007. 小分: C drew B (3) and A (5): 1.5 + 2.5 = 4; D beat C (2): 2 → C above D.
        // A committee that puts 勝局 (wins) first: C 0 wins, D 1 win → D above C.
        List<String> before = standings(null, "tw-2007");
        assertEquals(List.of("A=5", "B=3", "C=2", "D=2"), before);
        Path copy = CommitteeCopy.copyEdition("tw-2007", dir, "tw-2007-wins-first");
        Path tb = copy.resolve("competition/tiebreaks.yaml");
        String text = Files.readString(tb);
        String sb = "      - {criterion: sonneborn-berger,       article: \"第二章第六節 二[A]\"";
        int at = text.indexOf(sb);
        assertTrue(at > 0, "the 小分 row of the round-robin chain");
        String wins = "      - {criterion: wins, article: \"committee test\", zh: 勝局多者, en: \"more wins\"}\n";
        Files.writeString(tb, text.substring(0, at) + wins + text.substring(at));
        assertEquals(List.of("A=5", "B=3", "D=2", "C=2"), standings(dir, "tw-2007-wins-first"));
    }

    @Test
    void aBrokenTableIsReportedWithFileAndLineAndNothingIsComputed() throws IOException {
        Path copy = CommitteeCopy.copyEdition("tw-2007", dir, "tw-2007-broken");
        Path tb = copy.resolve("competition/tiebreaks.yaml");
        Files.writeString(tb, Files.readString(tb).replace("criterion: wins-with-black", "criterion: wins-with-red"));
        RulesException e = assertThrows(RulesException.class, () -> standings(dir, "tw-2007-broken"));
        assertTrue(e.getMessage().contains("tiebreaks.yaml") && e.getMessage().contains("unknown criterion \"wins-with-red\""),
                e.getMessage());
        assertTrue(e.getMessage().matches("(?s).*tiebreaks\\.yaml:\\d+.*"), "names the line: " + e.getMessage());
    }

    @Test
    void aWithdrawalRuleOutsideItsClosedSetsOrRangeIsReportedAtItsRow() throws IOException {
        // withdrawal.yaml is bound to its record (competition.tables.WithdrawalTable): an outcome the record does not
        // list, or a fraction that is none, is one error at the row's line; nothing is computed
        Path copy = CommitteeCopy.copyEdition("tw-2007", dir, "tw-2007-withdrawal");
        Path w = copy.resolve("competition/withdrawal.yaml");
        String text = Files.readString(w);
        Files.writeString(w, text.replaceFirst("remaining_games: forfeit", "remaining_games: annulled"));
        RulesException e = assertThrows(RulesException.class, () -> standings(dir, "tw-2007-withdrawal"));
        assertTrue(e.getMessage().endsWith("tw-2007-withdrawal/competition/withdrawal.yaml:9:3: "
                + "'round_robin.remaining_games' must be one of [\"forfeit\"], not \"annulled\""), e.getMessage());
        Files.writeString(w, text.replaceFirst("annul_if_played_fraction_below: 0\n", "annul_if_played_fraction_below: 50\n"));
        e = assertThrows(RulesException.class, () -> standings(dir, "tw-2007-withdrawal"));
        assertTrue(e.getMessage().endsWith("tw-2007-withdrawal/competition/withdrawal.yaml:14:3: "
                + "'swiss.annul_if_played_fraction_below' must be a fraction from 0 to 1 (of the games the player was to"
                + " play)"), e.getMessage());
    }

    @Test
    void aCommitteeCanMakeTheAxfTeamRuleACompareRule() throws IOException {
        // AXF 附录1 第7条 as a rule: 3:1 after a double forfeit loses for both; a committee replaces the DRL rule
        // body with a plain comparison and the same match becomes a win for the first team.
        String match = """
                event: {name: t, edition: EDITION, format: swiss, team_size: 3, regulation: axf-team}
                teams: [{id: T1}, {id: T2}]
                rounds:
                  - games: [{red: T1, black: T2, boards: [1-0, -/-, 1/2-1/2]}]
                """;
        Tournament t = TournamentReader.parse(Path.of("m.yaml"), match.replace("EDITION", "axf-events"));
        assertEquals("0", Standings.number(Standings.of(t, CompetitionRules.forEdition("axf-events")).rows().get(0).score()));
        Path copy = CommitteeCopy.copyEdition("axf-events", dir, "axf-compare");
        Path drl = copy.resolve("competition/match-result.drl");
        String text = Files.readString(drl);
        int from = text.indexOf("    String first =");
        int to = text.indexOf("end", from);
        Files.writeString(drl, text.substring(0, from) + "    $t.decideByComparison($t.getFirstGamePoints(), $t.getSecondGamePoints(), \"committee\", \"局分多者勝\", \"more game points win\");\n"
                + text.substring(to));
        Tournament t2 = TournamentReader.parse(Path.of("m.yaml"), match.replace("EDITION", "axf-compare"));
        List<Standings.Row> rows = Standings.of(t2, CompetitionRules.forEdition(dir, "axf-compare")).rows();
        assertEquals("T1", rows.get(0).entrant().id());
        assertEquals("2", Standings.number(rows.get(0).score()));
    }
}
