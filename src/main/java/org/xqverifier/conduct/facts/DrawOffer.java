package org.xqverifier.conduct.facts;

/** A draw offer: whether it was made right after the offerer's own move, and how soon after a refused offer. */
public final class DrawOffer {
    private final String side;
    private final boolean afterOwnMove;
    private final int ownMovesSinceRefusal;

    public DrawOffer(String side, boolean afterOwnMove, int ownMovesSinceRefusal) {
        this.side = side;
        this.afterOwnMove = afterOwnMove;
        this.ownMovesSinceRefusal = ownMovesSinceRefusal;
    }

    public String getSide() { return side; }
    public boolean isAfterOwnMove() { return afterOwnMove; }
    /** Moves the offerer made since its previous offer was refused; -1 if it has no refused offer. */
    public int getOwnMovesSinceRefusal() { return ownMovesSinceRefusal; }
}
