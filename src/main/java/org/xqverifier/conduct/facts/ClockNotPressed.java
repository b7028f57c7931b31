package org.xqverifier.conduct.facts;

/**
 * A player moved and did not press the clock, so his clock ran on through the opponent's thinking time.
 * {@code secondsLost}: what his clock showed more at the opponent's next reading (-1: not read yet, at the event).
 */
public record ClockNotPressed(String side, int secondsLost) {
    public String getSide() { return side; }
    public int getSecondsLost() { return secondsLost; }
}
