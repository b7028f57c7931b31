package org.xqverifier.conduct.facts;

/**
 * The count of a natural-limit claim (or of the arbiter's own review): the plies since the last capture, the checks
 * each side gave among them, and the plies that lie beyond the counted number of cycles of a repetition - apart for
 * cycles in which one side checks or chases with every move (長照長捉; chases as the edition's repetition rulings
 * label them) and for other cycles. The rules set {@link #setCounted} from these and decide.
 */
public final class NaturalLimitCount {
    private final String claimant;
    private final boolean byArbiter;
    private final int windowPlies;
    private final int redChecks;
    private final int blackChecks;
    private final int perpetualCycleExcessPlies;
    private final int otherCycleExcessPlies;
    private Integer counted;

    public NaturalLimitCount(String claimant, boolean byArbiter, int windowPlies, int redChecks, int blackChecks,
                             int perpetualCycleExcessPlies, int otherCycleExcessPlies) {
        this.claimant = claimant;
        this.byArbiter = byArbiter;
        this.windowPlies = windowPlies;
        this.redChecks = redChecks;
        this.blackChecks = blackChecks;
        this.perpetualCycleExcessPlies = perpetualCycleExcessPlies;
        this.otherCycleExcessPlies = otherCycleExcessPlies;
    }

    /** The claiming side, or null when the arbiter reviews on his own initiative. */
    public String getClaimant() { return claimant; }
    public boolean isByArbiter() { return byArbiter; }
    public int getWindowPlies() { return windowPlies; }
    public int getRedChecks() { return redChecks; }
    public int getBlackChecks() { return blackChecks; }
    public int checksOf(String side) { return "red".equals(side) ? redChecks : blackChecks; }
    /** Plies beyond the counted cycles of a perpetual check or chase; the checks among them are not in the check counts. */
    public int getPerpetualCycleExcessPlies() { return perpetualCycleExcessPlies; }
    /** Plies beyond the counted cycles of any other repetition. */
    public int getOtherCycleExcessPlies() { return otherCycleExcessPlies; }
    public Integer getCounted() { return counted; }
    public void setCounted(Integer counted) { this.counted = counted; }
}
