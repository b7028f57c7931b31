package org.xqverifier.conduct.facts;

/**
 * A move limit the arbiter set in an endgame (the domestic 40-moves-each scheme): the moves each side made since, and
 * how many of them lie beyond the counted cycles of a perpetual check (第二章第四節 三 applies to any limit).
 *
 * @param captured the latest move captured a piece
 */
public record DomesticLimit(int redMoves, int blackMoves, int redCappedMoves, int blackCappedMoves, boolean captured,
                            boolean justStarted) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public int getRedMoves() {
        return redMoves;
    }

    public int getBlackMoves() {
        return blackMoves;
    }

    public int getRedCappedMoves() {
        return redCappedMoves;
    }

    public int getBlackCappedMoves() {
        return blackCappedMoves;
    }
}
