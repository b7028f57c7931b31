package org.xqverifier.conduct.facts;

/**
 * The players were found to have played with colours (who moves first) reversed, this far into the game.
 *
 * @param elapsedSeconds both clocks' used time together: the playing time gone since the start
 */
public record ColourReversal(int elapsedSeconds, int firstPeriodSeconds) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public int getElapsedSeconds() {
        return elapsedSeconds;
    }

    public int getFirstPeriodSeconds() {
        return firstPeriodSeconds;
    }
}
