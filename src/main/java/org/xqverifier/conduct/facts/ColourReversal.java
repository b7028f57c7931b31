package org.xqverifier.conduct.facts;

/** The players were found to have played with colours (who moves first) reversed, this far into the game. */
public final class ColourReversal {
    private final int elapsedSeconds;
    private final int firstPeriodSeconds;

    public ColourReversal(int elapsedSeconds, int firstPeriodSeconds) {
        this.elapsedSeconds = elapsedSeconds;
        this.firstPeriodSeconds = firstPeriodSeconds;
    }

    /** Both clocks' used time together: the playing time gone since the start. */
    public int getElapsedSeconds() { return elapsedSeconds; }
    public int getFirstPeriodSeconds() { return firstPeriodSeconds; }
}
