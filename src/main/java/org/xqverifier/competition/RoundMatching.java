package org.xqverifier.competition;

import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.AbstractBaseGraph;
import org.jgrapht.graph.DefaultGraphType;
import org.jgrapht.graph.DefaultGraphSpecificsStrategy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A minimum-cost perfect matching whose costs are compared level by level (lexicographically): a pairing with fewer
 * units of the first level is better whatever the levels below say. Each level is folded into one weight per edge
 * for JGraphT's blossom algorithm (Kolmogorov's Blossom V); a level's weight is one more than the most all the
 * levels below it can add up to in any perfect matching, so the order is exact.
 *
 * <p>Blossom V compares doubles and takes a dual step above 10^10 for "no perfect matching", so edge weights are kept
 * below 2^31. When the levels do not fit, the lowest level (a tie-break) is coarsened and, if need be, left out; the
 * levels above it stay exact. {@link #exactLevels()} says how many were kept exact. The weights are those of the
 * whole graph (every edge given), also when only the candidate edges go into the algorithm.
 */
final class RoundMatching {
    private static final long LIMIT = 1L << 31;
    private static final boolean DEBUG = System.getenv("XQ_PAIR_DEBUG") != null;

    private final int nodes;
    private final int levels;
    private int edges;
    private int[] from;
    private int[] to;
    private int[] cost;         // per edge and level; small counts, so ints keep a dense round of 1,000 players at 14 MB
    private boolean[] candidate;
    private int exactLevels;
    private long[] weight;

    RoundMatching(int nodes, int levels) {
        this(nodes, levels, 64);
    }

    /** {@code expectedEdges}: room for that many edges from the start (a dense round's is known). */
    RoundMatching(int nodes, int levels, int expectedEdges) {
        this.nodes = nodes;
        this.levels = levels;
        int room = Math.max(16, expectedEdges);
        from = new int[room];
        to = new int[room];
        candidate = new boolean[room];
        cost = new int[room * Math.max(1, levels)];
    }

    /** Adds the edge {@code a–b} with one cost per level (most important first), a candidate. */
    void edge(int a, int b, long... levelCosts) {
        edge(a, b, true, levelCosts);
    }

    /**
     * Adds the edge {@code a–b}; a {@code candidate} goes into the blossom algorithm's first run, any other only if
     * the first run's duals price it negative (so leaving edges out costs time, never optimality).
     */
    void edge(int a, int b, boolean candidate, long[] levelCosts) {
        if (edges == from.length) {
            from = Arrays.copyOf(from, edges * 2);
            to = Arrays.copyOf(to, edges * 2);
            cost = Arrays.copyOf(cost, edges * 2 * levels);
            this.candidate = Arrays.copyOf(this.candidate, edges * 2);
        }
        this.candidate[edges] = candidate;
        from[edges] = a;
        to[edges] = b;
        for (int k = 0; k < levels; k++) {
            long c = levelCosts[k];
            if (c < 0 || c > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("cost " + c + " at level " + k + " of edge " + a + "-" + b);
            }
            cost[edges * levels + k] = (int) c;
        }
        edges++;
    }

    int edgeCount() {
        return edges;
    }

    /** How many levels, from the first, the last {@link #solve()} compared exactly. */
    int exactLevels() {
        return exactLevels;
    }

    /**
     * The partner of every node in a minimum-cost perfect matching of all the edges, or {@code null} when there is
     * none. Only the candidate edges go into the blossom algorithm; its dual solution then prices every other edge. If
     * no edge has a negative reduced cost (within a margin too small to change an integer total), the matching is
     * optimal for the whole graph by LP duality; otherwise the edges that price negative join the candidates and the
     * matching is solved again (the whole graph as a last resort). So the answer is the dense graph's, always.
     */
    int[] solve() {
        if (nodes == 0) {
            return new int[0];
        }
        if (nodes % 2 == 1) {
            return null;
        }
        long t0 = cpu();
        long[] folded = fold();
        boolean[] in = Arrays.copyOf(candidate, edges);
        int[] degree = new int[nodes];
        for (int e = 0; e < edges; e++) {
            if (in[e]) {
                degree[from[e]]++;
                degree[to[e]]++;
            }
        }
        boolean lonely = false;
        for (int v = 0; v < nodes; v++) {
            lonely |= degree[v] == 0;
        }
        if (lonely) {
            // a node without a candidate edge gets all of its edges
            for (int e = 0; e < edges; e++) {
                in[e] |= degree[from[e]] == 0 || degree[to[e]] == 0;
            }
        }
        rounds = 0;
        solvedWhole = false;
        while (true) {
            rounds++;
            boolean whole = true;
            for (int e = 0; e < edges && whole; e++) {
                whole = in[e];
            }
            long tb = cpu();
            Blossom b = blossom(in, folded);
            if (DEBUG) {
                System.err.printf("  run %d: %.0f ms from the start, blossom %.0f ms (%d edges)%n", rounds, (tb - t0) / 1e6, (cpu() - tb) / 1e6, inGraph);
            }
            if (b == null) {
                if (whole) {
                    debug(t0, "no perfect matching");
                    return null;
                }
                Arrays.fill(in, true);      // the candidates have no perfect matching: the whole graph decides
                continue;
            }
            if (whole) {
                debug(t0, "whole graph");
                solvedWhole = true;
                return b.mate;
            }
            long tp = cpu();
            int added = price(b, folded, in, rounds > FEW_RUNS);
            if (DEBUG) {
                System.err.printf("  pricing %.0f ms: %d edges added%n", (cpu() - tp) / 1e6, added);
            }
            if (added == 0) {
                debug(t0, "certified optimal for all " + edges + " edges");
                return b.mate;
            }
            if (added < 0 || rounds >= MAX_RUNS) {
                Arrays.fill(in, true);
            }
        }
    }

    /** Runs that add each node's most negative edges (PER_NODE); after them every negative edge; after the last, the whole graph. */
    private static final int FEW_RUNS = 6;
    private static final int MAX_RUNS = 12;
    private static final int PER_NODE = 2;
    private int rounds;
    private int inGraph;
    private boolean solvedWhole;

    /** Whether the last {@link #solve()} ran the blossom algorithm on every edge (else the duals certified it). */
    boolean solvedWhole() {
        return solvedWhole;
    }

    private void debug(long t0, String how) {
        if (DEBUG) {
            System.err.printf("matching: %d nodes, %d edges (%d in the last blossom run, %d runs), %d of %d levels exact; %s; %.0f ms (CPU)%n",
                    nodes, edges, inGraph, rounds, exactLevels, levels, how, (cpu() - t0) / 1e6);
        }
    }

    private record Blossom(int[] mate, KolmogorovWeightedPerfectMatching<Integer, DefaultWeightedEdge> algorithm) {
    }

    /** Blossom V on the edges marked {@code in}; null when they hold no perfect matching. */
    private Blossom blossom(boolean[] in, long[] folded) {
        Graph<Integer, DefaultWeightedEdge> g = new PlainGraph();
        for (int v = 0; v < nodes; v++) {
            g.addVertex(v);
        }
        inGraph = 0;
        for (int e = 0; e < edges; e++) {
            if (in[e]) {
                DefaultWeightedEdge de = g.addEdge(from[e], to[e]);
                if (de != null) {
                    g.setEdgeWeight(de, folded[e]);
                    inGraph++;
                }
            }
        }
        for (int v = 0; v < nodes; v++) {
            if (g.degreeOf(v) == 0) {
                return null;
            }
        }
        KolmogorovWeightedPerfectMatching<Integer, DefaultWeightedEdge> k = new KolmogorovWeightedPerfectMatching<>(g);
        MatchingAlgorithm.Matching<Integer, DefaultWeightedEdge> m;
        try {
            m = k.getMatching();
        } catch (IllegalArgumentException noPerfectMatching) {
            return null;
        }
        int[] mate = new int[nodes];
        Arrays.fill(mate, -1);
        for (DefaultWeightedEdge e : m.getEdges()) {
            int a = g.getEdgeSource(e);
            int b = g.getEdgeTarget(e);
            mate[a] = b;
            mate[b] = a;
        }
        return new Blossom(mate, k);
    }

    /**
     * Prices every edge against the dual solution of the candidates' matching. Returns 0 when the matching is
     * optimal for all edges, the number of edges added to {@code in} when some price negative, or -1 when the
     * duals cannot certify anything (the whole graph must be solved).
     *
     * <p>The certificate: with node duals y_v, odd-set duals y_B ≥ 0 and every edge's reduced cost
     * w_e − y_u − y_v − Σ_{B crossed by e} y_B ≥ −ε, every perfect matching M' of the whole graph costs at least
     * D − ε·n/2, D = Σ y_v + Σ y_B (each odd set is crossed by at least one edge of M'). Costs are integers, so the
     * matching found, of cost C, is optimal when C − 1 < D − ε·n/2.
     */
    private int price(Blossom b, long[] folded, boolean[] in, boolean everyNegative) {
        Map<Set<Integer>, Double> all = b.algorithm.getDualSolution().getDualVariables();
        double[] y = new double[nodes];
        double d = 0;
        List<Double> duals = new ArrayList<>();
        int[][] member = new int[nodes][];
        List<Set<Integer>> blossoms = new ArrayList<>();
        for (Map.Entry<Set<Integer>, Double> en : all.entrySet()) {
            double v = en.getValue();
            if (en.getKey().size() == 1) {
                y[en.getKey().iterator().next()] = v;
                d += v;
            } else if (v < -1e-9) {
                return -1;
            } else if (v > 0) {
                // an odd set's dual below zero by rounding only is taken as zero, here and in the reduced costs
                blossoms.add(en.getKey());
                duals.add(v);
                d += v;
            }
        }
        double[] dual = new double[duals.size()];
        for (int j = 0; j < dual.length; j++) {
            dual[j] = duals.get(j);
        }
        double[] inside = new double[nodes];    // the duals of the odd sets holding each node, added up
        for (int j = 0; j < blossoms.size(); j++) {
            for (int v : blossoms.get(j)) {
                member[v] = member[v] == null ? new int[]{j} : append(member[v], j);
                inside[v] += dual[j];
            }
        }
        double worst = 0;
        int[] negative = new int[64];
        double[] negativeSlack = new double[64];
        int count = 0;
        for (int e = 0; e < edges; e++) {
            int u = from[e];
            int v = to[e];
            double crossed = inside[u] + inside[v];
            if (member[u] != null && member[v] != null) {
                for (int j : member[u]) {
                    for (int k : member[v]) {
                        if (j == k) {
                            crossed -= 2 * dual[j];
                        }
                    }
                }
            }
            double slack = folded[e] - y[u] - y[v] - crossed;
            if (slack < 0) {
                worst = Math.max(worst, -slack);
                if (!in[e] && slack < -1e-6) {
                    if (count == negative.length) {
                        negative = Arrays.copyOf(negative, count * 2);
                        negativeSlack = Arrays.copyOf(negativeSlack, count * 2);
                    }
                    negative[count] = e;
                    negativeSlack[count++] = slack;
                }
            }
        }
        // the most negative edges first, a few per node: enough to move the duals, few enough to stay sparse
        Integer[] byslack = new Integer[count];
        for (int i = 0; i < count; i++) {
            byslack[i] = i;
        }
        double[] sl = negativeSlack;
        Arrays.sort(byslack, (i, j) -> Double.compare(sl[i], sl[j]));
        int[] taken = new int[nodes];
        int added = 0;
        for (int i : byslack) {
            int e = negative[i];
            if (everyNegative || taken[from[e]] < PER_NODE || taken[to[e]] < PER_NODE) {
                in[e] = true;
                taken[from[e]]++;
                taken[to[e]]++;
                added++;
            }
        }
        if (added > 0) {
            return added;
        }
        long c = 0;
        for (int e = 0; e < edges; e++) {
            if (b.mate[from[e]] == to[e] && in[e]) {
                c += folded[e];
            }
        }
        return c - 1 < d - worst * nodes / 2.0 ? 0 : -1;
    }

    private static int[] append(int[] a, int x) {
        int[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = x;
        return b;
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

    /** CPU time of this thread, for XQ_PAIR_DEBUG only (the management beans are not loaded otherwise). */
    private static long cpu() {
        return DEBUG ? java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() : 0;
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
