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

    /**
     * A thousand nodes in 50 separate parts of 20, with the costs of a Swiss round (floats 0/1, score gaps up to 18
     * half points, due colours 0–2, order within a group up to 64): each part alone folds its four levels into one
     * weight, the whole graph does not (where the lowest levels used to be coarsened). The lexicographic minimum of
     * separate parts is the sum of theirs, level by level, so the parts solved alone are the exact answer.
     */
    @Test
    void aThousandNodesAreExactAtEveryLevel() {
        Random r = new Random(16);
        int parts = 50;
        int size = 20;
        RoundMatching whole = new RoundMatching(parts * size, 4);
        long[] expected = new long[4];
        for (int p = 0; p < parts; p++) {
            RoundMatching part = new RoundMatching(size, 4);
            for (int a = 0; a < size; a++) {
                for (int b = a + 1; b < size; b++) {
                    if (r.nextDouble() < 0.7) {
                        long floats = r.nextInt(4) == 0 ? 1 : 0;
                        long[] c = {floats, floats * (1 + r.nextInt(18)), r.nextInt(3), r.nextInt(65)};
                        part.edge(a, b, c);
                        // the parts' nodes interleaved, and few candidates: the pricing has work to do
                        whole.edge(a * parts + p, b * parts + p, r.nextInt(8) == 0, c);
                    }
                }
            }
            long[] t = part.totals(part.solve());
            assertTrue(part.stages() == 1, "part " + p + " fits one weight");
            for (int k = 0; k < 4; k++) {
                expected[k] += t[k];
            }
        }
        int[] m = whole.solve();
        assertNotNull(m);
        assertTrue(whole.stages() > 1, "the whole graph needs more than one stage");
        assertArrayEquals(expected, whole.totals(m));
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
