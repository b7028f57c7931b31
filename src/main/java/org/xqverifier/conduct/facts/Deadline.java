package org.xqverifier.conduct.facts;

/**
 * A point on a side's clock that its used time has passed: the moves it had to have made by then (-1: none), the moves
 * it had made, and whether no time is left after it (sudden death, a Fischer clock's balance).
 */
public record Deadline(String side, int atSeconds, int requiredMoves, int madeByThen, boolean finalLimit, String control) {
    public String getSide() { return side; }
    public int getAtSeconds() { return atSeconds; }
    public int getRequiredMoves() { return requiredMoves; }
    public int getMadeByThen() { return madeByThen; }
    public boolean isFinalLimit() { return finalLimit; }
    public String getControl() { return control; }
}
