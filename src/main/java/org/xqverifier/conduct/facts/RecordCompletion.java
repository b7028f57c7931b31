package org.xqverifier.conduct.facts;

/**
 * Moves a player left unrecorded while short of time (CXA 7.2) and whether he filled them in before his first move
 * of the next period: {@code completed} at a record_completed event, or not when he moves in the new period first.
 */
public final class RecordCompletion {
    private final String side;
    private final int plies;
    private final boolean completed;
    private final boolean nextPeriod;
    private final int remainingWhenOwed;

    /** {@code remainingWhenOwed}: seconds left in the period when the first of the missing moves was made. */
    public RecordCompletion(String side, int plies, boolean completed, boolean nextPeriod, int remainingWhenOwed) {
        this.side = side;
        this.plies = plies;
        this.completed = completed;
        this.nextPeriod = nextPeriod;
        this.remainingWhenOwed = remainingWhenOwed;
    }

    public String getSide() { return side; }
    public int getPlies() { return plies; }
    public boolean isCompleted() { return completed; }
    public boolean isNextPeriod() { return nextPeriod; }
    public int getRemainingWhenOwed() { return remainingWhenOwed; }
}
