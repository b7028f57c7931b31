package org.xqverifier.conduct.facts;

/** A move against the rules of play, and whether it was corrected before play went on. */
public final class IllegalMove {
    private final String side;
    private final String move;
    private final boolean corrected;

    public IllegalMove(String side, String move, boolean corrected) {
        this.side = side;
        this.move = move;
        this.corrected = corrected;
    }

    public String getSide() { return side; }
    public String getMove() { return move; }
    public boolean isCorrected() { return corrected; }
}
