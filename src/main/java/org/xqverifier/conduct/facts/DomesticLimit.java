package org.xqverifier.conduct.facts;

/**
 * A move limit the arbiter set in an endgame (the domestic 40-moves-each scheme): the moves each side made since, and
 * how many of them lie beyond the counted cycles of a perpetual check (第二章第四節 三 applies to any limit).
 */
public final class DomesticLimit {
    private final int redMoves;
    private final int blackMoves;
    private final int redCappedMoves;
    private final int blackCappedMoves;
    private final boolean captured;
    private final boolean justStarted;

    public DomesticLimit(int redMoves, int blackMoves, int redCappedMoves, int blackCappedMoves, boolean captured, boolean justStarted) {
        this.redMoves = redMoves;
        this.blackMoves = blackMoves;
        this.redCappedMoves = redCappedMoves;
        this.blackCappedMoves = blackCappedMoves;
        this.captured = captured;
        this.justStarted = justStarted;
    }

    public int getRedMoves() { return redMoves; }
    public int getBlackMoves() { return blackMoves; }
    public int getRedCappedMoves() { return redCappedMoves; }
    public int getBlackCappedMoves() { return blackCappedMoves; }
    /** The latest move captured a piece. */
    public boolean isCaptured() { return captured; }
    public boolean isJustStarted() { return justStarted; }
}
