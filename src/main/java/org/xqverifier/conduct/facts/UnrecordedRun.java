package org.xqverifier.conduct.facts;

/** A side's run of consecutive moves it did not write down, as it stands after its latest move. */
public final class UnrecordedRun {
    private final String side;
    private final int consecutive;
    private final boolean recordingRequired;
    private final int remainingInPeriodSeconds;

    public UnrecordedRun(String side, int consecutive, boolean recordingRequired, int remainingInPeriodSeconds) {
        this.side = side;
        this.consecutive = consecutive;
        this.recordingRequired = recordingRequired;
        this.remainingInPeriodSeconds = remainingInPeriodSeconds;
    }

    public String getSide() { return side; }
    public int getConsecutive() { return consecutive; }
    public boolean isRecordingRequired() { return recordingRequired; }
    /** Time left in the side's current time period (Integer.MAX_VALUE when the control has no periods). */
    public int getRemainingInPeriodSeconds() { return remainingInPeriodSeconds; }
}
