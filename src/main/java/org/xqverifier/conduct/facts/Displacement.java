package org.xqverifier.conduct.facts;

/**
 * Pieces knocked out of place by accident ({@code side}: who knocked them, may be null), and whether they were put
 * back before play went on.
 */
public record Displacement(String side, String squares, boolean restored) {
    public String getSide() { return side; }
    public String getSquares() { return squares; }
    public boolean isRestored() { return restored; }
}
