package org.xqverifier.conduct.facts;

/** A move limit the arbiter set in an endgame (the domestic 40-moves-each scheme): the moves each side made since. */
public final class DomesticLimit {
    private final int redMoves;
    private final int blackMoves;
    private final boolean captured;
    private final boolean justStarted;

    public DomesticLimit(int redMoves, int blackMoves, boolean captured, boolean justStarted) {
        this.redMoves = redMoves;
        this.blackMoves = blackMoves;
        this.captured = captured;
        this.justStarted = justStarted;
    }

    public int getRedMoves() { return redMoves; }
    public int getBlackMoves() { return blackMoves; }
    /** The latest move captured a piece. */
    public boolean isCaptured() { return captured; }
    public boolean isJustStarted() { return justStarted; }
}
