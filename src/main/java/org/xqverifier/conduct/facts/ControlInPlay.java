package org.xqverifier.conduct.facts;

/** The time control of the game, from the edition's table; drawCountsAs is set for an armageddon game. */
public final class ControlInPlay {
    private final String id;
    private final boolean recordingRequired;
    private final String drawCountsAs;

    public ControlInPlay(String id, boolean recordingRequired, String drawCountsAs) {
        this.id = id;
        this.recordingRequired = recordingRequired;
        this.drawCountsAs = drawCountsAs;
    }

    public String getId() { return id; }
    public boolean isRecordingRequired() { return recordingRequired; }
    public String getDrawCountsAs() { return drawCountsAs; }
}
