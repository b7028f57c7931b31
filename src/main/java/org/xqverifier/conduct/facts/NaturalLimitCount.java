package org.xqverifier.conduct.facts;

/**
 * The count of a natural-limit claim (or of the arbiter's own review): the plies since the last capture, the checks
 * each side gave among them, and the plies that lie beyond the counted repetition cycles. The rules set
 * {@link #setCounted} from these and decide.
 */
public final class NaturalLimitCount {
    private final String claimant;
    private final boolean byArbiter;
    private final int windowPlies;
    private final int redChecks;
    private final int blackChecks;
    private final int repetitionExcessPlies;
    private Integer counted;

    public NaturalLimitCount(String claimant, boolean byArbiter, int windowPlies, int redChecks, int blackChecks,
                             int repetitionExcessPlies) {
        this.claimant = claimant;
        this.byArbiter = byArbiter;
        this.windowPlies = windowPlies;
        this.redChecks = redChecks;
        this.blackChecks = blackChecks;
        this.repetitionExcessPlies = repetitionExcessPlies;
    }

    /** The claiming side, or null when the arbiter reviews on his own initiative. */
    public String getClaimant() { return claimant; }
    public boolean isByArbiter() { return byArbiter; }
    public int getWindowPlies() { return windowPlies; }
    public int getRedChecks() { return redChecks; }
    public int getBlackChecks() { return blackChecks; }
    public int checksOf(String side) { return "red".equals(side) ? redChecks : blackChecks; }
    public int getRepetitionExcessPlies() { return repetitionExcessPlies; }
    public Integer getCounted() { return counted; }
    public void setCounted(Integer counted) { this.counted = counted; }
}
