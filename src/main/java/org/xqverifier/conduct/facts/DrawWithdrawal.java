package org.xqverifier.conduct.facts;

/** The side whose draw offer is pending asks to take it back before the opponent answered. */
public final class DrawWithdrawal {
    private final String side;

    public DrawWithdrawal(String side) {
        this.side = side;
    }

    public String getSide() { return side; }
}
