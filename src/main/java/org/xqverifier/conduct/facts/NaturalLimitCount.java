package org.xqverifier.conduct.facts;

/**
 * The count of a natural-limit claim (or of the arbiter's own review): the plies since the last capture, the checks
 * each side gave among them, and the plies that lie beyond the counted number of cycles of a repetition - apart for
 * cycles in which one side checks on every move (長照) and for other cycles (idle moves, or chases, which Java cannot
 * tell apart until the repetition rulings are wired in). The rules set {@link #setCounted} from these and decide.
 */
public final class NaturalLimitCount {
    private final String claimant;
    private final boolean byArbiter;
    private final int windowPlies;
    private final int redChecks;
    private final int blackChecks;
    private final int checkCycleExcessPlies;
    private final int otherCycleExcessPlies;
    private Integer counted;

    public NaturalLimitCount(String claimant, boolean byArbiter, int windowPlies, int redChecks, int blackChecks,
                             int checkCycleExcessPlies, int otherCycleExcessPlies) {
        this.claimant = claimant;
        this.byArbiter = byArbiter;
        this.windowPlies = windowPlies;
        this.redChecks = redChecks;
        this.blackChecks = blackChecks;
        this.checkCycleExcessPlies = checkCycleExcessPlies;
        this.otherCycleExcessPlies = otherCycleExcessPlies;
    }

    /** The claiming side, or null when the arbiter reviews on his own initiative. */
    public String getClaimant() { return claimant; }
    public boolean isByArbiter() { return byArbiter; }
    public int getWindowPlies() { return windowPlies; }
    public int getRedChecks() { return redChecks; }
    public int getBlackChecks() { return blackChecks; }
    public int checksOf(String side) { return "red".equals(side) ? redChecks : blackChecks; }
    /** Plies beyond the counted cycles of a perpetual check (長照); the checks among them are not in the check counts. */
    public int getCheckCycleExcessPlies() { return checkCycleExcessPlies; }
    /** Plies beyond the counted cycles of any other repetition. */
    public int getOtherCycleExcessPlies() { return otherCycleExcessPlies; }
    public Integer getCounted() { return counted; }
    public void setCounted(Integer counted) { this.counted = counted; }
}
