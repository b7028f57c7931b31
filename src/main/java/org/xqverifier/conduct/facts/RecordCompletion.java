package org.xqverifier.conduct.facts;

/**
 * Moves a player left unrecorded while short of time (CXA 7.2) and whether he filled them in before his first move
 * of the next period: {@code completed} at a record_completed event, or not when he moves in the new period first.
 *
 * @param remainingWhenOwed seconds left in the period when the first of the missing moves was made
 */
public record RecordCompletion(String side, int plies, boolean completed, boolean nextPeriod, int remainingWhenOwed) {
}
