package org.xqverifier.analysis;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * What a ruling's material searches cost, by kind: the positions of the whole-board exchange lines, of the lines of
 * checks, of the mate-by-checks probes (and how many probes were answered from memory), the deepest exchange line,
 * and how often a bound stopped a search; and beside them the cycle plies' mate-threat searches. One per ruling, counted on its thread; {@link Total} sums them for a run.
 */
public final class SearchCost {
    /** Positions searched (or taken from earlier) by kind. */
    long searches;
    long exchangePositions;
    long checkPositions;
    long mateProbes;
    long mateProbesRemembered;
    long matePositions;
    /** Plies of the deepest exchange line (the winner's first capture is ply 1). */
    int deepest;
    /** Exchange searches stopped by the position bound; whether the ruling's CPU bound was hit. */
    long nodeBounds;
    boolean timeBound;
    /** Plies whose search was taken from an earlier loop of the same cycle (the same move from the same board). */
    long pliesRemembered;
    long pliesSearched;
    /** Captures inside a line of checks not searched: without check they could not beat the line already found. */
    long capturesBounded;
    /** Exchange searches of one reading taken for the other reading of the same position. */
    long repliesShared;
    /** Plies whose position before the move was not searched: the move left nothing the rules compare it with. */
    long beforeSkipped;
    /** Plies whose position after the move was not searched in the before-move reading: nothing there to compare. */
    long readAsBeforeSkipped;
    /**
     * The cycle plies' mate-threat searches (杀, the edition's mate_search_plies; not the material search's own):
     * how many, their questions of 3 plies or more and how many of those were answered from kept answers, and the
     * positions they looked at.
     */
    long threatSearches;
    long threatDeeperQuestions;
    long threatAnswersKept;
    long threatPositions;

    public void beforeSkipped(int n) {
        beforeSkipped += n;
    }

    public void readAsBeforeSkipped(int n) {
        readAsBeforeSkipped += n;
    }

    public void pliesRemembered(int n) {
        pliesRemembered += n;
    }

    public void pliesSearched(int n) {
        pliesSearched += n;
    }

    /** The sums of many rulings' costs, safe to add to from several threads. */
    public static final class Total {
        private final LongAdder repetitions = new LongAdder();
        private final LongAdder searches = new LongAdder();
        private final LongAdder exchangePositions = new LongAdder();
        private final LongAdder checkPositions = new LongAdder();
        private final LongAdder mateProbes = new LongAdder();
        private final LongAdder mateProbesRemembered = new LongAdder();
        private final LongAdder matePositions = new LongAdder();
        private final LongAccumulator deepest = new LongAccumulator(Math::max, 0);
        private final LongAdder nodeBounds = new LongAdder();
        private final LongAdder rulingsAtNodeBound = new LongAdder();
        private final LongAdder rulingsAtTimeBound = new LongAdder();
        private final LongAdder pliesRemembered = new LongAdder();
        private final LongAdder pliesSearched = new LongAdder();
        private final LongAdder capturesBounded = new LongAdder();
        private final LongAdder repliesShared = new LongAdder();
        private final LongAdder beforeSkipped = new LongAdder();
        private final LongAdder readAsBeforeSkipped = new LongAdder();
        private final LongAdder threatSearches = new LongAdder();
        private final LongAdder threatDeeperQuestions = new LongAdder();
        private final LongAdder threatAnswersKept = new LongAdder();
        private final LongAdder threatPositions = new LongAdder();

        /** Adds one repetition's searches. */
        public void add(SearchCost c) {
            repetitions.increment();
            searches.add(c.searches);
            exchangePositions.add(c.exchangePositions);
            checkPositions.add(c.checkPositions);
            mateProbes.add(c.mateProbes);
            mateProbesRemembered.add(c.mateProbesRemembered);
            matePositions.add(c.matePositions);
            deepest.accumulate(c.deepest);
            nodeBounds.add(c.nodeBounds);
            if (c.nodeBounds > 0) {
                rulingsAtNodeBound.increment();
            }
            if (c.timeBound) {
                rulingsAtTimeBound.increment();
            }
            pliesRemembered.add(c.pliesRemembered);
            pliesSearched.add(c.pliesSearched);
            capturesBounded.add(c.capturesBounded);
            repliesShared.add(c.repliesShared);
            beforeSkipped.add(c.beforeSkipped);
            readAsBeforeSkipped.add(c.readAsBeforeSkipped);
            threatSearches.add(c.threatSearches);
            threatDeeperQuestions.add(c.threatDeeperQuestions);
            threatAnswersKept.add(c.threatAnswersKept);
            threatPositions.add(c.threatPositions);
        }

        public long repetitions() {
            return repetitions.sum();
        }

        /**
         * What was added since {@code earlier} (a {@link #since} of an empty total: a copy), for one run of several in a
         * JVM that shares its editions' replayers; the deepest line is the deepest so far.
         */
        public Total since(Total earlier) {
            Total d = new Total();
            LongAdder[] mine = adders(), theirs = earlier.adders(), out = d.adders();
            for (int i = 0; i < mine.length; i++) {
                out[i].add(mine[i].sum() - theirs[i].sum());
            }
            d.deepest.accumulate(deepest.get());
            return d;
        }

        private LongAdder[] adders() {
            return new LongAdder[]{repetitions, searches, exchangePositions, checkPositions, mateProbes,
                    mateProbesRemembered, matePositions, nodeBounds, rulingsAtNodeBound, rulingsAtTimeBound,
                    pliesRemembered, pliesSearched, capturesBounded, repliesShared, beforeSkipped, readAsBeforeSkipped,
                    threatSearches, threatDeeperQuestions, threatAnswersKept, threatPositions};
        }

        /**
         * The summary lines: per repetition searched, the positions by kind, the deepest line, the bounds hit, and the
         * plies taken from an earlier loop.
         */
        public java.util.List<String> lines() {
            long n = repetitions.sum();
            if (n == 0) {
                return java.util.List.of();
            }
            double r = n;
            long probes = mateProbes.sum();
            long deeper = threatDeeperQuestions.sum();
            return java.util.List.of(
                    String.format("material search: %d repetitions searched; per repetition %.1f plies searched"
                                    + " (%.1f more taken from an earlier loop), %.1f searches,",
                            n, pliesSearched.sum() / r, pliesRemembered.sum() / r, searches.sum() / r),
                    String.format("  %.0f positions in exchange lines, %.0f in lines of checks, %.0f mate probes"
                                    + " (%.0f %% from memory) of %.0f positions; deepest exchange line %d plies",
                            exchangePositions.sum() / r, checkPositions.sum() / r, probes / r,
                            probes == 0 ? 0.0 : 100.0 * mateProbesRemembered.sum() / probes, matePositions.sum() / r,
                            deepest.get()),
                    String.format("  not searched: %.1f captures in lines of checks (no check, and taking no more than what"
                                    + " the line of checks reads), %.1f exchange searches taken from the other reading,"
                                    + " %.1f positions before a move that left nothing to win or offer,"
                                    + " %.1f positions after a move with nothing to compare in the other reading",
                            capturesBounded.sum() / r, repliesShared.sum() / r, beforeSkipped.sum() / r,
                            readAsBeforeSkipped.sum() / r),
                    String.format("  bounds hit: positions in %d searches (%d repetitions), CPU time in %d repetitions",
                            nodeBounds.sum(), rulingsAtNodeBound.sum(), rulingsAtTimeBound.sum()),
                    String.format("mate-threat search of the cycle's plies: per repetition %.1f searches, %.0f positions;"
                                    + " %.0f %% of its questions of 3 plies or more answered from kept answers",
                            threatSearches.sum() / r, threatPositions.sum() / r,
                            deeper == 0 ? 0.0 : 100.0 * threatAnswersKept.sum() / deeper));
        }
    }
}
