package org.xqverifier.repetition.facts;

/** A side whose moves over the cycle are to be compared with the patterns. */
public final class CycleSide {
    private final String side;

    public CycleSide(String side) {
        this.side = side;
    }

    public String getSide() {
        return side;
    }

    @Override
    public String toString() {
        return "CycleSide[" + "side=" + side + "]";
    }
}
