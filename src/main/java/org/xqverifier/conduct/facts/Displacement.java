package org.xqverifier.conduct.facts;

/**
 * Pieces knocked out of place by accident ({@code side}: who knocked them, may be null), and whether they were put
 * back before play went on.
 */
public final class Displacement {
    private final String side;
    private final String squares;
    private final boolean restored;

    public Displacement(String side, String squares, boolean restored) {
        this.side = side;
        this.squares = squares;
        this.restored = restored;
    }

    public String getSide() { return side; }
    public String getSquares() { return squares; }
    public boolean isRestored() { return restored; }
}
