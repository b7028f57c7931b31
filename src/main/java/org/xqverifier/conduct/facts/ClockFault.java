package org.xqverifier.conduct.facts;

/**
 * The clock failed and the arbiter set both readings (used time, seconds) as he judged them; {@code agreed}: both
 * players agreed to the correction before play went on.
 */
public record ClockFault(int redBefore, int blackBefore, int redAfter, int blackAfter, boolean agreed) {
    public int getRedBefore() { return redBefore; }
    public int getBlackBefore() { return blackBefore; }
    public int getRedAfter() { return redAfter; }
    public int getBlackAfter() { return blackAfter; }
    public boolean isAgreed() { return agreed; }
}
