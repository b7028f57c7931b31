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
 * units of the first level is better whatever the levels below say. Levels are folded into one weight per edge for
 * JGraphT's blossom algorithm (Kolmogorov's Blossom V); a level's weight is one more than the most all the levels
 * below it can add up to in any perfect matching, so the order is exact.
 *
 * <p>Blossom V compares doubles and takes a dual step above 10^10 for "no perfect matching", so edge weights are kept
 * below 2^31. When the levels do not fit together (a 1,000-player round), the matching is solved in stages, each
 * exact: a stage folds the next levels that fit, and its optimal dual solution marks the face of the matchings that
 * are optimal so far. By complementary slackness those are exactly the perfect matchings that use only edges of zero
 * reduced cost and cross every odd set of positive dual once; so the next stage keeps only those edges and puts above
 * its own levels the number of such odd sets an edge crosses (a matching crossing one more than once is worse by at
 * least one unit there, which outweighs the levels below). The weights are those of the whole graph (every edge
 * given), also when only the candidate edges go into the algorithm.
 */
final class RoundMatching {
    private static final long LIMIT = 1L << 31;
    private static final boolean DEBUG = System.getenv("XQ_PAIR_DEBUG") != null;
    /**
     * A reduced cost or odd-set dual below this is zero up to the rounding of doubles. Integer costs give
     * half-integral duals (a dual step is a slack or half a slack), held exactly by doubles at these magnitudes, so
     * anything not zero is at least 0.5; the margin only guards against rounding.
     */
    private static final double ZERO = 1e-3;

    private final int nodes;
    private final int levels;
    private int edges;
    private int[] from;
    private int[] to;
    private int[] cost;         // per edge and level; small counts, so ints keep a dense round of 1,000 players at 14 MB
    private boolean[] candidate;
    private int stages;

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

    /** How many stages the last {@link #solve()} took (1 when all levels fit one weight). */
    int stages() {
        return stages;
    }

    /**
     * The partner of every node in a minimum-cost perfect matching of all the edges, or {@code null} when there is
     * none; exact at every level (see the class comment for the stages).
     */
    int[] solve() {
        stages = 0;
        runs = 0;
        solvedWhole = false;
        if (nodes == 0) {
            return new int[0];
        }
        if (nodes % 2 == 1) {
            return null;
        }
        long t0 = cpu();
        boolean[] alive = new boolean[edges];
        Arrays.fill(alive, true);
        int[] crossed = null;       // per edge: the odd sets of positive dual of the stage before that it crosses
        int next = 0;
        int[] mateEdge = null;
        while (true) {
            stages++;
            long[] folded = new long[edges];
            int upTo = fold(next, alive, crossed, folded);
            boolean[] in = new boolean[edges];
            for (int e = 0; e < edges; e++) {
                in[e] = alive[e] && candidate[e];
            }
            if (mateEdge != null) {
                for (int e : mateEdge) {
                    in[e] = true;   // the last stage's matching is on this stage's face: a perfect matching to start from
                }
            }
            cheapest(alive, folded, in);
            Blossom b = certified(in, alive, folded, t0);
            if (b == null) {
                debug(t0, "no perfect matching");
                return null;
            }
            if (DEBUG) {
                System.err.printf("stage %d: levels %d–%d of %d%s, %d edges on the face%n", stages, next + 1, upTo, levels,
                        crossed == null ? "" : " under the odd sets crossed", count(alive));
            }
            next = upTo;
            if (next == levels) {
                debug(t0, solvedWhole ? "whole graph" : "certified optimal for all " + edges + " edges");
                return b.mate;
            }
            crossed = face(b.duals, folded, alive);
            mateEdge = b.mateEdge;
        }
    }

    /** Each node's few cheapest alive edges by this stage's weights, marked {@code in}: the face's own candidates. */
    private void cheapest(boolean[] alive, long[] folded, boolean[] in) {
        int[] best = new int[nodes * CHEAPEST];
        Arrays.fill(best, -1);
        for (int e = 0; e < edges; e++) {
            if (alive[e]) {
                offer(best, from[e], e, folded);
                offer(best, to[e], e, folded);
            }
        }
        for (int e : best) {
            if (e >= 0) {
                in[e] = true;
            }
        }
    }

    private static void offer(int[] best, int v, int e, long[] folded) {
        int base = v * CHEAPEST;
        int k = base + CHEAPEST - 1;
        if (best[k] >= 0 && folded[best[k]] <= folded[e]) {
            return;
        }
        while (k > base && (best[k - 1] < 0 || folded[best[k - 1]] > folded[e])) {
            best[k] = best[k - 1];
            k--;
        }
        best[k] = e;
    }

    private static int count(boolean[] a) {
        int n = 0;
        for (boolean x : a) {
            n += x ? 1 : 0;
        }
        return n;
    }

    /**
     * The optimum of {@code folded} over the {@code alive} edges: only the edges {@code in} go into the blossom
     * algorithm; its dual solution then prices every other alive edge. If none has a negative reduced cost (within a
     * margin too small to change an integer total), the matching is optimal for all of them by LP duality; otherwise
     * the edges that price negative join and the matching is solved again (all alive edges as a last resort).
     */
    private Blossom certified(boolean[] in, boolean[] alive, long[] folded, long t0) {
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
                in[e] |= alive[e] && (degree[from[e]] == 0 || degree[to[e]] == 0);
            }
        }
        int run = 0;
        while (true) {
            run++;
            runs++;
            boolean whole = true;
            for (int e = 0; e < edges && whole; e++) {
                whole = in[e] || !alive[e];
            }
            long tb = cpu();
            Blossom b = blossom(in, folded);
            if (DEBUG) {
                System.err.printf("  run %d: %.0f ms from the start, blossom %.0f ms (%d edges)%n", runs, (tb - t0) / 1e6, (cpu() - tb) / 1e6, inGraph);
            }
            if (b == null) {
                if (whole) {
                    return null;
                }
                System.arraycopy(alive, 0, in, 0, edges);   // the candidates have no perfect matching: all edges decide
                continue;
            }
            if (whole) {
                solvedWhole = true;
                return b;
            }
            long tp = cpu();
            int added = price(b, folded, in, alive, run > FEW_RUNS);
            if (DEBUG) {
                System.err.printf("  pricing %.0f ms: %d edges added%n", (cpu() - tp) / 1e6, added);
            }
            if (added == 0) {
                return b;
            }
            if (added < 0 || run >= MAX_RUNS) {
                System.arraycopy(alive, 0, in, 0, edges);
            }
        }
    }

    /** Runs that add each node's most negative edges (PER_NODE); after them every negative edge; after the last, all edges. */
    private static final int FEW_RUNS = 6;
    private static final int MAX_RUNS = 12;
    private static final int PER_NODE = 2;
    /** Each node's cheapest edges join the candidates of every stage (the caller's guess knows nothing of the face). */
    private static final int CHEAPEST = 8;
    private int runs;
    private int inGraph;
    private boolean solvedWhole;

    /** Whether the last {@link #solve()}'s last stage ran the blossom algorithm on every edge (else the duals certified it). */
    boolean solvedWhole() {
        return solvedWhole;
    }

    private void debug(long t0, String how) {
        if (DEBUG) {
            System.err.printf("matching: %d nodes, %d edges (%d in the last blossom run, %d runs), %d levels in %d stage%s; %s; %.0f ms (CPU)%n",
                    nodes, edges, inGraph, runs, levels, stages, stages == 1 ? "" : "s", how, (cpu() - t0) / 1e6);
        }
    }

    /** A blossom run's matching (partner and edge per node) and its dual solution. */
    private record Blossom(int[] mate, int[] mateEdge, Duals duals) {
    }

    /** An edge that knows its index in the arrays. */
    private static final class Indexed extends DefaultWeightedEdge {
        final int id;

        Indexed(int id) {
            this.id = id;
        }
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
                Indexed de = new Indexed(e);
                g.addEdge(from[e], to[e], de);
                g.setEdgeWeight(de, folded[e]);
                inGraph++;
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
        int[] mateEdge = new int[nodes / 2];
        int j = 0;
        Arrays.fill(mate, -1);
        for (DefaultWeightedEdge e : m.getEdges()) {
            int id = ((Indexed) e).id;
            mate[from[id]] = to[id];
            mate[to[id]] = from[id];
            mateEdge[j++] = id;
        }
        return new Blossom(mate, mateEdge, Duals.of(k.getDualSolution().getDualVariables(), nodes));
    }

    /**
     * The dual solution of a blossom run: y per node, and the odd sets of positive dual (an odd set's dual below zero
     * by rounding only is taken as zero, here and in the reduced costs); {@code sound} is false when one is clearly
     * negative (then it certifies nothing).
     */
    private record Duals(double[] y, double[] dual, int[][] member, double[] inside, boolean sound) {
        static Duals of(Map<Set<Integer>, Double> all, int nodes) {
            double[] y = new double[nodes];
            List<Double> duals = new ArrayList<>();
            List<Set<Integer>> blossoms = new ArrayList<>();
            boolean sound = true;
            for (Map.Entry<Set<Integer>, Double> en : all.entrySet()) {
                double v = en.getValue();
                if (en.getKey().size() == 1) {
                    y[en.getKey().iterator().next()] = v;
                } else if (v < -1e-9) {
                    sound = false;
                } else if (v > 0) {
                    blossoms.add(en.getKey());
                    duals.add(v);
                }
            }
            // the odd sets are laminar: numbered largest first, each node's list runs from its outermost set in, and
            // the sets holding both ends of an edge are the lists' common beginning
            Integer[] bySize = new Integer[blossoms.size()];
            for (int j = 0; j < bySize.length; j++) {
                bySize[j] = j;
            }
            Arrays.sort(bySize, (a, b) -> Integer.compare(blossoms.get(b).size(), blossoms.get(a).size()));
            double[] dual = new double[duals.size()];
            int[][] member = new int[nodes][];
            double[] inside = new double[nodes];    // the duals of the odd sets holding each node, added up
            for (int j = 0; j < dual.length; j++) {
                dual[j] = duals.get(bySize[j]);
                for (int v : blossoms.get(bySize[j])) {
                    member[v] = member[v] == null ? new int[]{j} : append(member[v], j);
                    inside[v] += dual[j];
                }
            }
            return new Duals(y, dual, member, inside, sound);
        }

        double total() {
            double d = 0;
            for (double v : y) {
                d += v;
            }
            for (double v : dual) {
                d += v;
            }
            return d;
        }

        /** w − y_u − y_v − the duals of the odd sets the edge u–v crosses. */
        double slack(long w, int u, int v) {
            double crossed = inside[u] + inside[v];
            int[] a = member[u];
            int[] b = member[v];
            if (a != null && b != null) {
                for (int i = 0; i < a.length && i < b.length && a[i] == b[i]; i++) {
                    crossed -= 2 * dual[a[i]];
                }
            }
            return w - y[u] - y[v] - crossed;
        }

        /** How many odd sets of (clearly) positive dual the edge u–v crosses. */
        int crossings(int u, int v) {
            int[] a = member[u];
            int[] b = member[v];
            int common = 0;
            if (a != null && b != null) {
                while (common < a.length && common < b.length && a[common] == b[common]) {
                    common++;
                }
            }
            return positive(a, common) + positive(b, common);
        }

        private int positive(int[] sets, int from) {
            int n = 0;
            if (sets != null) {
                for (int i = from; i < sets.length; i++) {
                    n += dual[sets[i]] > ZERO ? 1 : 0;
                }
            }
            return n;
        }
    }

    /**
     * Narrows {@code alive} to the face of the optimal matchings of this stage (zero reduced cost) and returns, per
     * edge, the number of odd sets of positive dual it crosses.
     */
    private int[] face(Duals d, long[] folded, boolean[] alive) {
        int[] crossed = new int[edges];
        for (int e = 0; e < edges; e++) {
            if (alive[e]) {
                if (d.slack(folded[e], from[e], to[e]) > ZERO) {
                    alive[e] = false;
                } else {
                    crossed[e] = d.crossings(from[e], to[e]);
                }
            }
        }
        return crossed;
    }

    /**
     * Prices every alive edge against the dual solution of the candidates' matching. Returns 0 when the matching is
     * optimal for all of them, the number of edges added to {@code in} when some price negative, or -1 when the
     * duals cannot certify anything (all edges must be solved).
     *
     * <p>The certificate: with node duals y_v, odd-set duals y_B ≥ 0 and every edge's reduced cost
     * w_e − y_u − y_v − Σ_{B crossed by e} y_B ≥ −ε, every perfect matching M' of the whole graph costs at least
     * D − ε·n/2, D = Σ y_v + Σ y_B (each odd set is crossed by at least one edge of M'). Costs are integers, so the
     * matching found, of cost C, is optimal when C − 1 < D − ε·n/2.
     */
    private int price(Blossom b, long[] folded, boolean[] in, boolean[] alive, boolean everyNegative) {
        Duals d = b.duals;
        if (!d.sound) {
            return -1;
        }
        double worst = 0;
        int[] negative = new int[64];
        double[] negativeSlack = new double[64];
        int count = 0;
        for (int e = 0; e < edges; e++) {
            if (!alive[e]) {
                continue;
            }
            double slack = d.slack(folded[e], from[e], to[e]);
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
        for (int e : b.mateEdge) {
            c += folded[e];
        }
        return c - 1 < d.total() - worst * nodes / 2.0 ? 0 : -1;
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
            super(null, null, new DefaultGraphType.Builder().undirected().weighted(true)
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

    /**
     * Folds into {@code folded} (per alive edge) the levels from {@code next} on that fit below 2^31 together, under
     * the odd-set crossings of the stage before when there are any, and returns the level after the last folded.
     */
    private int fold(int next, boolean[] alive, int[] crossed, long[] folded) {
        int top = crossed == null ? 0 : 1;      // column 0: the crossings, when there are
        int cols = top + levels - next;
        // per node and column its costliest alive edge, and per column the costliest edge
        long[] maxAt = new long[nodes * cols];
        long[] maxCol = new long[cols];
        for (int e = 0; e < edges; e++) {
            if (!alive[e]) {
                continue;
            }
            int a = from[e] * cols;
            int b = to[e] * cols;
            for (int k = 0; k < cols; k++) {
                long c = k < top ? crossed[e] : cost[e * levels + next + k - top];
                if (c > maxAt[a + k]) {
                    maxAt[a + k] = c;
                }
                if (c > maxAt[b + k]) {
                    maxAt[b + k] = c;
                }
                if (c > maxCol[k]) {
                    maxCol[k] = c;
                }
            }
        }
        int upTo = levels;
        long[] w;
        while ((w = weights(top + upTo - next, cols, maxAt, maxCol)) == null) {
            upTo--;
            if (upTo == next) {
                throw new IllegalStateException("level " + next + " alone does not fit a blossom weight");
            }
        }
        for (int e = 0; e < edges; e++) {
            if (alive[e]) {
                long s = top == 1 ? w[0] * crossed[e] : 0;
                for (int k = next; k < upTo; k++) {
                    s += w[top + k - next] * cost[e * levels + k];
                }
                folded[e] = s;
            }
        }
        return upTo;
    }

    /**
     * Weights for the first {@code used} of {@code cols} columns, lowest first: each one more than the most the
     * columns below can add up to in a perfect matching (half the sum over the nodes of their costliest edge); null if
     * an edge could weigh more than the limit.
     */
    private long[] weights(int used, int cols, long[] maxAt, long[] maxCol) {
        long[] w = new long[used];
        long below = 0;     // the most the levels below can add up to in a perfect matching
        long maxEdge = 0;
        for (int k = used - 1; k >= 0; k--) {
            w[k] = below + 1;
            long bound = 0;
            for (int v = 0; v < nodes; v++) {
                bound += maxAt[v * cols + k];
            }
            bound = (bound + 1) / 2;
            if (k > 0 && bound > 0 && w[k] > LIMIT / bound) {
                return null;    // (the first level's total only has to fit a double)
            }
            below += w[k] * bound;
            maxEdge += w[k] * maxCol[k];
            if (maxEdge > LIMIT) {
                return null;
            }
        }
        return w;
    }
}
