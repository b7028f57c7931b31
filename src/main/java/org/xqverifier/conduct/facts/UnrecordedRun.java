package org.xqverifier.conduct.facts;

/**
 * A side's run of consecutive moves it did not write down, as it stands after its latest move.
 *
 * @param remainingInPeriodSeconds time left in the side's current time period (Integer.MAX_VALUE when the control has
 *                                 no periods)
 */
public record UnrecordedRun(String side, int consecutive, boolean recordingRequired, int remainingInPeriodSeconds) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public int getConsecutive() {
        return consecutive;
    }
}
