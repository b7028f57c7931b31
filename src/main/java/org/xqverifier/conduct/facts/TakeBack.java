package org.xqverifier.conduct.facts;

/** A player tried to change his move after his hand had left the piece (the move is the last one in the log). */
public record TakeBack(String side, String move) {
    public String getSide() { return side; }
    public String getMove() { return move; }
}
