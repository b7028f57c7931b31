package org.xqverifier.analysis;

/**
 * Two pieces of the same kind attack each other and the opponent may take first without losing material: an
 * exchange offer (兑, CXA 24.4), not a threat to win the piece. Seen before or after one ply, from the mover's side.
 */
public final class ExchangeOffer {
    private final int ply;
    private final Phase phase;
    private final int offeredId;
    private final String offeredSquare;
    private final int facingId;
    private final String facingSquare;
    private final String pieceType;
    private final boolean byMovedPiece;
    private final int acceptorGain;
    private final boolean overMovedPiece;

    public ExchangeOffer(int ply, Phase phase, int offeredId, String offeredSquare, int facingId, String facingSquare,
                         String pieceType, boolean byMovedPiece, int acceptorGain) {
        this(ply, phase, offeredId, offeredSquare, facingId, facingSquare, pieceType, byMovedPiece, acceptorGain, false);
    }

    public ExchangeOffer(int ply, Phase phase, int offeredId, String offeredSquare, int facingId, String facingSquare,
                         String pieceType, boolean byMovedPiece, int acceptorGain, boolean overMovedPiece) {
        this.overMovedPiece = overMovedPiece;
        this.acceptorGain = acceptorGain;
        this.ply = ply;
        this.phase = phase;
        this.offeredId = offeredId;
        this.offeredSquare = offeredSquare;
        this.facingId = facingId;
        this.facingSquare = facingSquare;
        this.pieceType = pieceType;
        this.byMovedPiece = byMovedPiece;
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
