package org.xqverifier.repetition.facts;

/** A pattern that one side's moves over the cycle match. */
public final class SidePattern {
    private final String side;
    private final PatternRule pattern;
    private final int targetId;

    public SidePattern(String side, PatternRule pattern, int targetId) {
        this.side = side;
        this.pattern = pattern;
        this.targetId = targetId;
    }

    public String getSide() {
        return side;
    }

    public PatternRule getPattern() {
        return pattern;
    }

    /** the piece chased on every move, 0 if none */
    public int getTargetId() {
        return targetId;
    }

    @Override
    public String toString() {
        return "SidePattern[" + "side=" + side + ", " + "pattern=" + pattern + ", " + "targetId=" + targetId + "]";
    }
}
