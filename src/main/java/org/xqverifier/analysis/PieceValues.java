package org.xqverifier.analysis;

import org.xqverifier.board.Piece;
import org.xqverifier.board.Square;

/**
 * What pieces are worth when a rule book judges material won or lost (CXA 26.5–26.6 子力价值), as an edition's table
 * gives them. A pawn's value floats (兵卒价值浮动): the book counts a pawn the winner gives up as worth more than a
 * pawn it takes, so a pawn sacrifice only "wins" material when what it buys is worth more than the pawn at its best.
 */
public final class PieceValues {
    private final int[] value = new int[8];
    private final int pawnUncrossed;
    private final int pawnCrossed;
    private final int pawnGivenUncrossed;
    private final int pawnGivenCrossed;

    /**
     * @param byTypeCode value of each piece type, indexed by {@link Piece#typeCode} (pawns and the king ignored)
     */
    public PieceValues(int[] byTypeCode, int pawnUncrossed, int pawnCrossed, int pawnGivenUncrossed,
                       int pawnGivenCrossed) {
        System.arraycopy(byTypeCode, 0, value, 0, Math.min(byTypeCode.length, value.length));
        this.pawnUncrossed = pawnUncrossed;
        this.pawnCrossed = pawnCrossed;
        this.pawnGivenUncrossed = pawnGivenUncrossed;
        this.pawnGivenCrossed = pawnGivenCrossed;
        for (int piece = 0; piece < 16; piece++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                takenAt[piece * Square.COUNT + sq] = computeTaken(piece, sq);
                givenAt[piece * Square.COUNT + sq] = computeGiven(piece, sq);
            }
        }
    }

    /**
     * {@link #taken} and {@link #given} by piece and point, worked out once: the exchange search asks them for every
     * capture at every node, and a pawn's value there would ask which side of the river it stands on each time.
     */
    private final int[] takenAt = new int[16 * Square.COUNT];
    private final int[] givenAt = new int[16 * Square.COUNT];

    /** What the winner gains by taking {@code piece} standing on {@code sq}. */
    public int taken(int piece, int sq) {
        return takenAt[piece * Square.COUNT + sq];
    }

    /** What the winner loses when its own {@code piece} on {@code sq} is taken (a pawn at its floating value). */
    public int given(int piece, int sq) {
        return givenAt[piece * Square.COUNT + sq];
    }

    private int computeTaken(int piece, int sq) {
        if (Piece.typeCode(piece) == Piece.PAWN) {
            return Board.crossedRiver(sq, Piece.sideIndex(piece)) ? pawnCrossed : pawnUncrossed;
        }
        return value[Piece.typeCode(piece)];
    }

    private int computeGiven(int piece, int sq) {
        if (Piece.typeCode(piece) == Piece.PAWN) {
            return Board.crossedRiver(sq, Piece.sideIndex(piece)) ? pawnGivenCrossed : pawnGivenUncrossed;
        }
        return value[Piece.typeCode(piece)];
    }
}
