package org.xqverifier.repetition.facts;

/** The piece that moved at this ply (its identity on the analysis board, stable for its whole life). */
public record MovedPiece(int ply, int pieceId) {
    @Override
    public String toString() {
        return "MovedPiece[" + ply + " #" + pieceId + "]";
    }

    /** The same piece moving at another ply (a ply that repeats this one on the same board). */
    public MovedPiece atPly(int other) {
        return new MovedPiece(other, pieceId);
    }
}
