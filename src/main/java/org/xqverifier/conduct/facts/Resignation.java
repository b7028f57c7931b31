package org.xqverifier.conduct.facts;

/** A side resigned. */
public final class Resignation {
    private final String side;

    public Resignation(String side) { this.side = side; }

    public String getSide() { return side; }
}
