package org.xqverifier.analysis;

/**
 * Two pieces of the same kind attack each other and the opponent may take first without losing material: an
 * exchange offer (兑, CXA 24.4), not a threat to win the piece. Seen before or after one ply, from the mover's side.
 */
public record ExchangeOffer(int ply, Phase phase, int offeredId, String offeredSquare, int facingId,
                            String facingSquare, String pieceType, boolean byMovedPiece, int acceptorGain,
                            boolean overMovedPiece) {

    public ExchangeOffer(int ply, Phase phase, int offeredId, String offeredSquare, int facingId, String facingSquare,
                         String pieceType, boolean byMovedPiece, int acceptorGain) {
        this(ply, phase, offeredId, offeredSquare, facingId, facingSquare, pieceType, byMovedPiece, acceptorGain, false);
    }

    public int getPly() { return ply; }
    public Phase getPhase() { return phase; }
    /** The mover's piece offered for exchange. */
    public int getOfferedId() { return offeredId; }
    public String getOfferedSquare() { return offeredSquare; }
    /** The opponent's piece of the same kind that may take it. */
    public int getFacingId() { return facingId; }
    public String getFacingSquare() { return facingSquare; }
    public String getPieceType() { return pieceType; }
    public boolean isByMovedPiece() { return byMovedPiece; }
    /**
     * What the opponent nets by accepting, after the mover's answer (0: an even exchange; more: the piece is simply
     * lost to the opponent, and the "offer" is no fair exchange yet).
     */
    public int getAcceptorGain() { return acceptorGain; }
    /**
     * The two pieces are cannons and the moved piece is their screen, standing between them: the move made the offer
     * where the moved piece now stands (a screen moved back in), not by leaving a point.
     */
    public boolean isOverMovedPiece() { return overMovedPiece; }

    // Identity, as when this was a class: a record's value equality would make two facts of the same content one in
    // an equality-mode rule base or in a rule's collectSet/contains/== (committees' copied DRL may use those).
    @Override
    public boolean equals(Object o) { return this == o; }

    @Override
    public int hashCode() { return System.identityHashCode(this); }

    @Override
    public String toString() {
        return phase + "@" + ply + " offer " + pieceType + offeredSquare + "=" + facingSquare + (acceptorGain != 0 ? " acceptor+" + acceptorGain : "")
                + (overMovedPiece ? " overMoved" : "");
    }

    /** The same offer at another ply (a ply that repeats this one on the same board). */
    public ExchangeOffer atPly(int other) {
        return new ExchangeOffer(other, phase, offeredId, offeredSquare, facingId, facingSquare, pieceType, byMovedPiece,
                acceptorGain, overMovedPiece);
    }
}
