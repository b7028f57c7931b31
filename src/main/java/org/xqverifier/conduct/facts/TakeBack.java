package org.xqverifier.conduct.facts;

/** A player tried to change his move after his hand had left the piece (the move is the last one in the log). */
public final class TakeBack {
    private final String side;
    private final String move;

    public TakeBack(String side, String move) {
        this.side = side;
        this.move = move;
    }

    public String getSide() { return side; }
    public String getMove() { return move; }
}
