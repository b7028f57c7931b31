package org.xqverifier.conduct.facts;

/** A move against the rules of play, and whether it was corrected before play went on. */
public record IllegalMove(String side, String move, boolean corrected) {
    public String getSide() { return side; }
    public String getMove() { return move; }
    public boolean isCorrected() { return corrected; }
}
