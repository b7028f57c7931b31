package org.xqverifier.competition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The round-robin tables must equal the Taiwan 2007 rules' 附錄 循環賽對局秩序表 (000_…, Taiwan 2007) exactly.
 * Transcribed by hand from the OCR. The OCR reads the printed tables column by column in places; e.g. for 5–6
 * players it runs "1-6 2-5 6-4 5-3 2-6 3-1 四 五 6-5 3-6 1-4 4-2 3-4 1-2 4-5 2-3 5-1": boards 1–2 of rounds 1–3,
 * then boards 1 and 2 of rounds 4 and 5, then board 3 of rounds 1–5. Read back into rounds that is the table
 * below. Garbled cells were read from their neighbours: "2-1日" = 2-10 (9–10, round 3), "們一5" = 11-5
 * (11–12, round 4).
 */
class BergerTableTest {

    static final String SEED_3_4 = """
            1-4 2-3
            4-3 1-2
            2-4 3-1
            """;
    static final String SEED_5_6 = """
            1-6 2-5 3-4
            6-4 5-3 1-2
            2-6 3-1 4-5
            6-5 1-4 2-3
            3-6 4-2 5-1
            """;
    static final String SEED_7_8 = """
            1-8 2-7 3-6 4-5
            8-5 6-4 7-3 1-2
            2-8 3-1 4-7 5-6
            8-6 7-5 1-4 2-3
            3-8 4-2 5-1 6-7
            8-7 1-6 2-5 3-4
            4-8 5-3 6-2 7-1
            """;
    static final String SEED_9_10 = """
            1-10 2-9 3-8 4-7 5-6
            10-6 7-5 8-4 9-3 1-2
            2-10 3-1 4-9 5-8 6-7
            10-7 8-6 9-5 1-4 2-3
            3-10 4-2 5-1 6-9 7-8
            10-8 9-7 1-6 2-5 3-4
            4-10 5-3 6-2 7-1 8-9
            10-9 1-8 2-7 3-6 4-5
            5-10 6-4 7-3 8-2 9-1
            """;
    static final String SEED_11_12 = """
            1-12 2-11 3-10 4-9 5-8 6-7
            12-7 8-6 9-5 10-4 11-3 1-2
            2-12 3-1 4-11 5-10 6-9 7-8
            12-8 9-7 10-6 11-5 1-4 2-3
            3-12 4-2 5-1 6-11 7-10 8-9
            12-9 10-8 11-7 1-6 2-5 3-4
            4-12 5-3 6-2 7-1 8-11 9-10
            12-10 11-9 1-8 2-7 3-6 4-5
            5-12 6-4 7-3 8-2 9-1 10-11
            12-11 1-10 2-9 3-8 4-7 5-6
            6-12 7-5 8-4 9-3 10-2 11-1
            """;

    private static String table(int players) {
        StringBuilder sb = new StringBuilder();
        for (List<BergerTable.Pair> round : BergerTable.rounds(players)) {
            sb.append(String.join(" ", round.stream().map(BergerTable.Pair::toString).toList())).append('\n');
        }
        return sb.toString();
    }

    @Test
    void equalsTheSeedTablesForThreeToTwelvePlayers() {
        // odd counts use the next even table; the player meeting the last number has the bye
        assertEquals(SEED_3_4, table(3));
        assertEquals(SEED_3_4, table(4));
        assertEquals(SEED_5_6, table(5));
        assertEquals(SEED_5_6, table(6));
        assertEquals(SEED_7_8, table(7));
        assertEquals(SEED_7_8, table(8));
        assertEquals(SEED_9_10, table(9));
        assertEquals(SEED_9_10, table(10));
        assertEquals(SEED_11_12, table(11));
        assertEquals(SEED_11_12, table(12));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4, 6, 14, 16, 20, 21, 22, 40, 64})
    void everyPairMeetsOnceAndEveryRoundIsAPairing(int players) {
        List<List<BergerTable.Pair>> rounds = BergerTable.rounds(players);
        int n = players % 2 == 0 ? players : players + 1;
        assertEquals(n - 1, rounds.size());
        Set<Long> seen = new HashSet<>();
        int[] reds = new int[n + 1];
        for (List<BergerTable.Pair> round : rounds) {
            Set<Integer> inRound = new HashSet<>();
            for (BergerTable.Pair p : round) {
                assertTrue(inRound.add(p.red()) && inRound.add(p.black()), "someone twice in a round");
                assertTrue(seen.add(Math.min(p.red(), p.black()) * 1000L + Math.max(p.red(), p.black())), "rematch " + p);
                reds[p.red()]++;
            }
            assertEquals(n, inRound.size());
        }
        assertEquals((long) n * (n - 1) / 2, seen.size());
        // reds: n/2 for players 1…n/2, n/2 − 1 for the others (tournaments.md §4.2)
        for (int i = 1; i <= n; i++) {
            assertEquals(i <= n / 2 ? n / 2 : n / 2 - 1, reds[i], "reds of " + i);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8, 10, 12, 16, 20})
    void doubleRoundRobinReversesColoursAndWithTheSwapNobodyHasThreeInARow(int players) {
        List<List<BergerTable.Pair>> rounds = BergerTable.doubleRounds(players, true);
        assertEquals(2 * (players - 1), rounds.size());
        for (int i = 1; i <= players; i++) {
            StringBuilder colours = new StringBuilder();
            for (List<BergerTable.Pair> r : rounds) {
                for (BergerTable.Pair p : r) {
                    if (p.red() == i) {
                        colours.append('R');
                    } else if (p.black() == i) {
                        colours.append('B');
                    }
                }
            }
            assertTrue(!colours.toString().contains("RRR") && !colours.toString().contains("BBB"),
                    "player " + i + ": " + colours);
        }
    }
}
