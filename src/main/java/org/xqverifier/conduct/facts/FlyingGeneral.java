package org.xqverifier.conduct.facts;

/** The kings faced each other on an open file (after an uncorrected illegal move) and this side's king took the other. */
public record FlyingGeneral(String side) {
}
