package org.xqverifier.conduct.facts;

/** The side whose draw offer is pending asks to take it back before the opponent answered. */
public record DrawWithdrawal(String side) {
    public String getSide() { return side; }
}
