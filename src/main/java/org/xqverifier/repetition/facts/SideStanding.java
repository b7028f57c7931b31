package org.xqverifier.repetition.facts;

/** The pattern that decides a side's standing in the cycle: its heaviest forbidden one, else its first allowed one. */
public final class SideStanding {
    private final String side;
    private final PatternRule pattern;

    public SideStanding(String side, PatternRule pattern) {
        this.side = side;
        this.pattern = pattern;
    }

    public String getSide() {
        return side;
    }

    public PatternRule getPattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return "SideStanding[" + "side=" + side + ", " + "pattern=" + pattern + "]";
    }
}
