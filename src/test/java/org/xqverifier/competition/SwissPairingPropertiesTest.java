package org.xqverifier.competition;

import org.xqverifier.competition.tables.PairingTable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Properties of the Swiss pairing over many random tournaments: nobody meets the same opponent twice (a forfeit
 * counts as a meeting where the table says so), everyone plays once a round or has the bye, nobody has two byes
 * while another player has none, and colours stay within the table's bounds (difference, same colour in a row).
 */
class SwissPairingPropertiesTest {

    @ParameterizedTest(name = "{0}: {1} players, {2} rounds, {3} units, seeds from {4}")
    @CsvSource({
            "tw-2007,    , 12, 7, 0, 1",
            "tw-2007,    , 31, 9, 0, 100",
            "axf-events, axf-6+1, 20, 7, 5, 200",
            "axf-events, axf-open, 41, 9, 6, 300",
            "cxa-2011,   , 24, 7, 0, 400",
            "tw-2007,    , 64, 11, 0, 500",
    })
    void pairingsNeverRepeatAnEncounterAndKeepColoursInBounds(String edition, String regulation, int n, int rounds,
                                                              int units, long firstSeed) {
        CompetitionRules rules = CompetitionRules.forEdition(edition);
        PairingTable pr = rules.pairing();
        for (long seed = firstSeed; seed < firstSeed + 15; seed++) {
            Random rnd = new Random(seed);
            EventSpec ev = TournamentGenerator.swiss(edition, regulation, rounds, seed);
            Tournament t = TournamentGenerator.play(ev, TournamentGenerator.players(n, units), rules, rounds, rnd);
            check(t, pr, rules, "seed " + seed);
        }
    }

    private static void check(Tournament t, PairingTable pr, CompetitionRules rules, String where) {
        Set<String> met = new HashSet<>();
        Map<String, StringBuilder> colours = new HashMap<>();
        Map<String, Integer> byes = new HashMap<>();
        for (List<Pairing> round : t.rounds()) {
            Set<String> seen = new HashSet<>();
            for (Pairing p : round) {
                assertTrue(seen.add(p.first()), where + ": " + p.first() + " twice in round " + p.round());
                if (p.bye()) {
                    byes.merge(p.first(), 1, Integer::sum);
                    continue;
                }
                assertTrue(seen.add(p.second()), where + ": " + p.second() + " twice in round " + p.round());
                String key = p.first().compareTo(p.second()) < 0 ? p.first() + "|" + p.second() : p.second() + "|" + p.first();
                if (!met.add(key)) {
                    fail(where + ": rematch " + key + " in round " + p.round());
                }
                Game g = p.games().get(0);
                if (g.outcome().playedOverTheBoard() || rules.unplayed().forfeit().countsForColourHistory()) {
                    colours.computeIfAbsent(g.red(), k -> new StringBuilder()).append('R');
                    colours.computeIfAbsent(g.black(), k -> new StringBuilder()).append('B');
                }
            }
            assertEquals(t.entrants().size(), seen.size(), where + ": someone missing from round " + round.get(0).round());
        }
        String many = "R".repeat(pr.colour().maxSameInARow() + 1);
        String manyB = "B".repeat(pr.colour().maxSameInARow() + 1);
        for (Map.Entry<String, StringBuilder> c : colours.entrySet()) {
            String s = c.getValue().toString();
            long reds = s.chars().filter(x -> x == 'R').count();
            long blacks = s.length() - reds;
            assertTrue(Math.abs(reds - blacks) <= pr.colour().maxDifference(), where + ": " + c.getKey() + " colours " + s);
            assertTrue(!s.contains(many) && !s.contains(manyB), where + ": " + c.getKey() + " colours " + s);
        }
        int rounds = t.rounds().size();
        long withBye = byes.size();
        for (Map.Entry<String, Integer> b : byes.entrySet()) {
            assertTrue(b.getValue() == 1 || withBye >= Math.min(rounds, t.entrants().size()),
                    where + ": " + b.getKey() + " had " + b.getValue() + " byes");
        }
    }

    /**
     * Without the bye comparison (a caller that shows only the pairings) every round pairs the same; only the
     * explanation of a bye that is not the lowest ranked player's leaves out what the other bye would cost.
     */
    @org.junit.jupiter.api.Test
    void pairingWithoutTheByeComparisonPairsTheSame() {
        Tournament repro = TournamentReader.read(java.nio.file.Path.of("features/competition/swiss-repros/min-axf-round1-bye.yaml"));
        CompetitionRules axf = CompetitionRules.forEdition(repro.event().edition());
        SwissPairer.Result full = SwissPairer.pair(repro, axf, 1);
        SwissPairer.Result lean = SwissPairer.pairWithoutByeComparison(repro, axf, 1);
        assertEquals(full.pairings(), lean.pairings());
        assertTrue(full.explanation().contains("not the lowest ranked without a bye, MY1: with the bye on MY1"), full.explanation());
        assertTrue(lean.explanation().contains("not the lowest ranked without a bye, MY1 ("), lean.explanation());
        int compared = 0;
        for (long seed = 600; seed < 606; seed++) {
            CompetitionRules rules = CompetitionRules.forEdition("tw-2007");
            EventSpec ev = TournamentGenerator.swiss("tw-2007", null, 7, seed);
            Tournament t = TournamentGenerator.play(ev, TournamentGenerator.players(23, 0), rules, 7, new Random(seed));
            for (int r = 1; r <= 7; r++) {
                SwissPairer.Result a = SwissPairer.pair(t, rules, r);
                SwissPairer.Result b = SwissPairer.pairWithoutByeComparison(t, rules, r);
                assertEquals(a.pairings(), b.pairings(), "seed " + seed + " round " + r);
                compared += a.explanation().contains("with the bye on") ? 1 : 0;
            }
        }
        assertTrue(compared > 0, "no round of the sample had the bye above the lowest ranked");
    }
}
