package org.xqverifier.repetition.facts;

/** A side whose moves over the cycle are to be compared with the patterns. */
public record CycleSide(String side) {
}
