package org.xqverifier.conduct.facts;

/** More than two pieces touched at once (in one reach): how many, how many of them the toucher's own. */
public final class SeveralTouched {
    private final String side;
    private final int pieces;
    private final int own;

    public SeveralTouched(String side, int pieces, int own) {
        this.side = side;
        this.pieces = pieces;
        this.own = own;
    }

    public String getSide() { return side; }
    public int getPieces() { return pieces; }
    public int getOwn() { return own; }
}
