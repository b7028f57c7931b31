package org.xqverifier.conduct.facts;

/**
 * A player's late arrival: at the start ("start", minutes since the round began) or at the resumption of an adjourned
 * game ("resumption"); absent = still not there when the log says so.
 */
public record Lateness(String side, String occasion, int minutes, int firstPeriodMinutes, boolean absent) {
    public String getSide() { return side; }
    public String getOccasion() { return occasion; }
    public int getMinutes() { return minutes; }
    public int getFirstPeriodMinutes() { return firstPeriodMinutes; }
    public boolean isAbsent() { return absent; }
}
