package org.xqverifier.conduct.facts;

/**
 * A player's late arrival: at the start ("start", minutes since the round began) or at the resumption of an adjourned
 * game ("resumption"); absent = still not there when the log says so.
 */
public final class Lateness {
    private final String side;
    private final String when;
    private final int minutes;
    private final int firstPeriodMinutes;
    private final boolean absent;

    public Lateness(String side, String when, int minutes, int firstPeriodMinutes, boolean absent) {
        this.side = side;
        this.when = when;
        this.minutes = minutes;
        this.firstPeriodMinutes = firstPeriodMinutes;
        this.absent = absent;
    }

    public String getSide() { return side; }
    public String getWhen() { return when; }
    public int getMinutes() { return minutes; }
    public int getFirstPeriodMinutes() { return firstPeriodMinutes; }
    public boolean isAbsent() { return absent; }
}
