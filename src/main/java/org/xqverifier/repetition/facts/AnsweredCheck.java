package org.xqverifier.repetition.facts;

/**
 * The move at this ply was played by a side in check: an answer to a check (应将).
 *
 * @param pieceType the type of the piece that moved (KING, ROOK, …)
 */
public record AnsweredCheck(int ply, String pieceType) {
    @Override
    public String toString() {
        return "AnsweredCheck[" + ply + " " + pieceType + "]";
    }

    /** The same answer at another ply (a ply that repeats this one on the same board). */
    public AnsweredCheck atPly(int other) {
        return new AnsweredCheck(other, pieceType);
    }
}
