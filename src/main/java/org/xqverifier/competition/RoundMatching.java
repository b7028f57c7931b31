package org.xqverifier.competition;

import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.AbstractBaseGraph;
import org.jgrapht.graph.DefaultGraphType;
import org.jgrapht.graph.DefaultGraphSpecificsStrategy;

import java.util.Arrays;

/**
 * A minimum-cost perfect matching whose costs are compared level by level (lexicographically): a pairing with fewer
 * units of the first level is better whatever the levels below say. Each level is folded into one weight per edge
 * for JGraphT's blossom algorithm (Kolmogorov's Blossom V); a level's weight is one more than the most all the
 * levels below it can add up to in any perfect matching, so the order is exact.
 *
 * <p>Blossom V compares doubles and takes a dual step above 10^10 for "no perfect matching", so edge weights are kept
 * below 2^31. When the levels do not fit, the lowest level (a tie-break) is coarsened and, if need be, left out; the
 * levels above it stay exact. {@link #exactLevels()} says how many were kept exact.
 */
final class RoundMatching {
    private static final long LIMIT = 1L << 31;
    private static final boolean DEBUG = System.getenv("XQ_PAIR_DEBUG") != null;

    private final int nodes;
    private final int levels;
    private int edges;
    private int[] from = new int[64];
    private int[] to = new int[64];
    private long[] cost = new long[64 * 4];
    private int exactLevels;
    private long[] weight;

    RoundMatching(int nodes, int levels) {
        this.nodes = nodes;
        this.levels = levels;
        this.cost = new long[64 * Math.max(1, levels)];
    }

    /** Adds the edge {@code a–b} with one cost per level (most important first). */
    void edge(int a, int b, long... levelCosts) {
        if (edges == from.length) {
            from = Arrays.copyOf(from, edges * 2);
            to = Arrays.copyOf(to, edges * 2);
            cost = Arrays.copyOf(cost, edges * 2 * levels);
        }
        from[edges] = a;
        to[edges] = b;
        System.arraycopy(levelCosts, 0, cost, edges * levels, levels);
        edges++;
    }

    int edgeCount() {
        return edges;
    }

    /** How many levels, from the first, the last {@link #solve()} compared exactly. */
    int exactLevels() {
        return exactLevels;
    }

    /** The partner of every node in a minimum-cost perfect matching, or {@code null} when there is none. */
    int[] solve() {
        if (nodes == 0) {
            return new int[0];
        }
        if (nodes % 2 == 1) {
            return null;
        }
        long t0 = cpu();
        long[] folded = fold();
        Graph<Integer, DefaultWeightedEdge> g = new PlainGraph();
        for (int v = 0; v < nodes; v++) {
            g.addVertex(v);
        }
        for (int e = 0; e < edges; e++) {
            DefaultWeightedEdge de = g.addEdge(from[e], to[e]);
            if (de != null) {
                g.setEdgeWeight(de, folded[e]);
            }
        }
        for (int v = 0; v < nodes; v++) {
            if (g.degreeOf(v) == 0) {
                return null;
            }
        }
        long t1 = cpu();
        MatchingAlgorithm.Matching<Integer, DefaultWeightedEdge> m;
        try {
            m = new KolmogorovWeightedPerfectMatching<>(g).getMatching();
        } catch (IllegalArgumentException noPerfectMatching) {
            return null;
        } finally {
            if (DEBUG) {
                System.err.printf("matching: %d nodes, %d edges, %d of %d levels exact; graph %.0f ms, blossom %.0f ms (CPU)%n",
                        nodes, edges, exactLevels, levels, (t1 - t0) / 1e6, (cpu() - t1) / 1e6);
            }
        }
        int[] mate = new int[nodes];
        Arrays.fill(mate, -1);
        for (DefaultWeightedEdge e : m.getEdges()) {
            int a = g.getEdgeSource(e);
            int b = g.getEdgeTarget(e);
            mate[a] = b;
            mate[b] = a;
        }
        return mate;
    }

    /**
     * An undirected weighted graph without the pair index JGraphT keeps by default: edges are added once each
     * (the caller never repeats a pair), so the index would only cost time and memory.
     */
    private static final class PlainGraph extends AbstractBaseGraph<Integer, DefaultWeightedEdge> {
        PlainGraph() {
            super(null, DefaultWeightedEdge::new, new DefaultGraphType.Builder().undirected().weighted(true)
                    .allowMultipleEdges(true).allowSelfLoops(false).build(), new DefaultGraphSpecificsStrategy<>());
        }
    }

    private static long cpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** The per-level totals of a matching (for explanations and the benchmark's checks). */
    long[] totals(int[] mate) {
        long[] sum = new long[levels];
        for (int e = 0; e < edges; e++) {
            if (mate[from[e]] == to[e]) {
                for (int k = 0; k < levels; k++) {
                    sum[k] += cost[e * levels + k];
                }
            }
        }
        return sum;
    }

    /** One weight per edge: the levels folded from the last (lowest) up, the lowest coarsened if they do not fit. */
    private long[] fold() {
        long[] maxAt = new long[nodes * levels];
        long[] maxLevel = new long[levels];
        for (int e = 0; e < edges; e++) {
            for (int k = 0; k < levels; k++) {
                long c = cost[e * levels + k];
                maxAt[from[e] * levels + k] = Math.max(maxAt[from[e] * levels + k], c);
                maxAt[to[e] * levels + k] = Math.max(maxAt[to[e] * levels + k], c);
                maxLevel[k] = Math.max(maxLevel[k], c);
            }
        }
        long[] cap = new long[levels];
        Arrays.fill(cap, Long.MAX_VALUE);
        int kept = levels;
        while (true) {
            weight = weights(kept, cap, maxAt, maxLevel);
            if (weight != null) {
                break;
            }
            int low = kept - 1;
            long c = Math.min(cap[low], maxLevel[low]);
            if (c > 1) {
                cap[low] = Math.max(1, c / 4);
            } else {
                kept--;
            }
        }
        exactLevels = kept;
        for (int k = 0; k < kept; k++) {
            if (cap[k] != Long.MAX_VALUE && cap[k] < maxLevel[k]) {
                exactLevels = k;
                break;
            }
        }
        long[] w = new long[edges];
        for (int e = 0; e < edges; e++) {
            long s = 0;
            for (int k = 0; k < kept; k++) {
                s += weight[k] * Math.min(cap[k], cost[e * levels + k]);
            }
            w[e] = s;
        }
        return w;
    }

    /** Level weights for the first {@code kept} levels, or null if an edge could weigh more than the limit. */
    private long[] weights(int kept, long[] cap, long[] maxAt, long[] maxLevel) {
        long[] w = new long[levels];
        long below = 0;     // the most the levels below can add up to in a perfect matching
        long maxEdge = 0;
        for (int k = kept - 1; k >= 0; k--) {
            w[k] = below + 1;
            long bound = 0;
            for (int v = 0; v < nodes; v++) {
                bound += Math.min(cap[k], maxAt[v * levels + k]);
            }
            bound = (bound + 1) / 2;
            if (bound > 0 && w[k] > LIMIT / bound) {
                return null;
            }
            below += w[k] * bound;
            maxEdge += w[k] * Math.min(cap[k], maxLevel[k]);
            if (maxEdge > LIMIT) {
                return null;
            }
        }
        return w;
    }
}
