package org.xqverifier.conduct.facts;

/** More than two pieces touched at once (in one reach): how many, how many of them the toucher's own. */
public record SeveralTouched(String side, int pieces, int own) {
    public String getSide() { return side; }
    public int getPieces() { return pieces; }
    public int getOwn() { return own; }
}
