package org.xqverifier.competition;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Candidate edges priced against the duals give the whole graph's optimum, level by level. */
class RoundMatchingTest {

    private static RoundMatching graph(long seed, int nodes, double candidates, double present) {
        Random r = new Random(seed);
        RoundMatching rm = new RoundMatching(nodes, 3);
        for (int a = 0; a < nodes; a++) {
            for (int b = a + 1; b < nodes; b++) {
                if (r.nextDouble() < present) {
                    long[] c = {r.nextInt(4) == 0 ? 1 : 0, r.nextInt(12), r.nextInt(30)};
                    rm.edge(a, b, r.nextDouble() < candidates, c);
                }
            }
        }
        return rm;
    }

    @Test
    void fewCandidatesStillGiveTheWholeGraphsOptimum() {
        int certified = 0;
        for (long seed = 1; seed <= 40; seed++) {
            int nodes = 20 + 2 * (int) (seed % 20);
            RoundMatching sparse = graph(seed, nodes, 0.05, 0.9);
            RoundMatching dense = graph(seed, nodes, 1.0, 0.9);
            int[] s = sparse.solve();
            int[] d = dense.solve();
            assertNotNull(d);
            assertNotNull(s);
            assertArrayEquals(dense.totals(d), sparse.totals(s), "seed " + seed);
            certified += sparse.solvedWhole() ? 0 : 1;
        }
        assertTrue(certified >= 30, "certified by the duals in " + certified + " of 40 graphs");
    }

    @Test
    void noPerfectMatchingIsFoundAsNone() {
        RoundMatching rm = new RoundMatching(4, 1);
        rm.edge(0, 1, false, new long[]{0});
        rm.edge(0, 2, true, new long[]{1});
        rm.edge(0, 3, false, new long[]{2});
        assertNull(rm.solve());
    }
}
