package org.xqverifier.board;

/**
 * Pieces are small ints so the board is a plain int array: 0 is an empty point, Red pieces are 1–7 and Black
 * pieces 9–15, so {@code piece >> 3} is the side and {@code piece & 7} the type code.
 */
public final class Piece {
    public static final int EMPTY = 0;

    public static final int KING = 1, ADVISOR = 2, ELEPHANT = 3, HORSE = 4, ROOK = 5, CANNON = 6, PAWN = 7;
    static final int BLACK_BIT = 8;

    private Piece() {
    }

    public static int of(Side side, PieceType type) {
        return type.code() | (side == Side.BLACK ? BLACK_BIT : 0);
    }

    public static Side side(int piece) {
        return (piece & BLACK_BIT) == 0 ? Side.RED : Side.BLACK;
    }

    /** 0 for Red, 1 for Black. */
    public static int sideIndex(int piece) {
        return piece >> 3;
    }

    public static PieceType type(int piece) {
        return PieceType.BY_CODE[piece & 7];
    }

    /** The type code 1–7 (KING … PAWN), for fast comparisons. */
    public static int typeCode(int piece) {
        return piece & 7;
    }

    public static char fenChar(int piece) {
        char c = type(piece).letter();
        return side(piece) == Side.RED ? c : Character.toLowerCase(c);
    }

    /** Reads a FEN letter: UCCI (KABNRCP) or WXF (E for elephant, H for horse); uppercase is Red. 0 if unknown. */
    public static int ofFenChar(char c) {
        PieceType type = PieceType.ofLetter(c);
        if (type == null) {
            return EMPTY;
        }
        return of(Character.isUpperCase(c) ? Side.RED : Side.BLACK, type);
    }
}
