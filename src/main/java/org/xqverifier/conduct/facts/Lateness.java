package org.xqverifier.conduct.facts;

/**
 * A player's late arrival: at the start ("start", minutes since the round began) or at the resumption of an adjourned
 * game ("resumption"); absent = still not there when the log says so.
 */
public final class Lateness {
    private final String side;
    private final String occasion;
    private final int minutes;
    private final int firstPeriodMinutes;
    private final boolean absent;

    public Lateness(String side, String occasion, int minutes, int firstPeriodMinutes, boolean absent) {
        this.side = side;
        this.occasion = occasion;
        this.minutes = minutes;
        this.firstPeriodMinutes = firstPeriodMinutes;
        this.absent = absent;
    }

    public String getSide() { return side; }
    public String getOccasion() { return occasion; }
    public int getMinutes() { return minutes; }
    public int getFirstPeriodMinutes() { return firstPeriodMinutes; }
    public boolean isAbsent() { return absent; }
}
