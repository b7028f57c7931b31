package org.xqverifier.analysis;

/**
 * Thrown out of the analysis of one ruling that has played more positions than a ruling may: whatever depth or window
 * an edition's tables set for its searches (a committee's folder may set any), one ruling stays bounded. The bundled
 * editions' heaviest ruling (casebook and corpus) plays under 1 M positions; the bound is 25 M (about 10–25 s), and
 * {@code -Dxq.analysis.maxPositions=N} sets another.
 */
public final class AnalysisBoundExceeded extends RuntimeException {
    /** Positions one ruling's analysis may play (made on its board: the replay and every search). */
    static final long DEFAULT_MAX_POSITIONS = 25_000_000L;

    AnalysisBoundExceeded(long bound) {
        super("the analysis stopped at the per-ruling bound of " + String.format(java.util.Locale.ROOT, "%,d", bound)
                + " positions: the edition's search depths (repetition/parameters.yaml, chases.yaml) ask for more than"
                + " a ruling may take", null, false, false);
    }

    /** The bound in force ({@code xq.analysis.maxPositions}, else the default). */
    static long maxPositions() {
        Long set = Long.getLong("xq.analysis.maxPositions");
        return set != null && set > 0 ? set : DEFAULT_MAX_POSITIONS;
    }
}
