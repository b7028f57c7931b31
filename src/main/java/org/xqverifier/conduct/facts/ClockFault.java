package org.xqverifier.conduct.facts;

/**
 * The clock failed and the arbiter set both readings (used time, seconds) as he judged them; {@code agreed}: both
 * players agreed to the correction before play went on.
 */
public final class ClockFault {
    private final int redBefore;
    private final int blackBefore;
    private final int redAfter;
    private final int blackAfter;
    private final boolean agreed;

    public ClockFault(int redBefore, int blackBefore, int redAfter, int blackAfter, boolean agreed) {
        this.redBefore = redBefore;
        this.blackBefore = blackBefore;
        this.redAfter = redAfter;
        this.blackAfter = blackAfter;
        this.agreed = agreed;
    }

    public int getRedBefore() { return redBefore; }
    public int getBlackBefore() { return blackBefore; }
    public int getRedAfter() { return redAfter; }
    public int getBlackAfter() { return blackAfter; }
    public boolean isAgreed() { return agreed; }
}
