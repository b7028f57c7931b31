package org.xqverifier.conduct.facts;

/**
 * A move released with time left but the clock pressed after a deadline: the side's used time when the hand left
 * the piece and when the clock was pressed.
 */
public record LatePress(String side, int releasedSeconds, int pressedSeconds) {
    public String getSide() { return side; }
    public int getReleasedSeconds() { return releasedSeconds; }
    public int getPressedSeconds() { return pressedSeconds; }
}
