package org.xqverifier.conduct.facts;

/** The time control of the game, from the edition's table; drawCountsAs is set for an armageddon game. */
public record ControlInPlay(String id, boolean recordingRequired, String drawCountsAs) {
    public String getId() { return id; }
    public boolean isRecordingRequired() { return recordingRequired; }
    public String getDrawCountsAs() { return drawCountsAs; }
}
