package org.xqverifier.board;

/** The seven kinds of piece, with their UCCI FEN letters (uppercase for Red). */
public enum PieceType {
    KING('K', 1, "帥", "將"),
    ADVISOR('A', 2, "仕", "士"),
    ELEPHANT('B', 2, "相", "象"),
    HORSE('N', 2, "傌", "馬"),
    ROOK('R', 2, "俥", "車"),
    CANNON('C', 2, "炮", "砲"),
    PAWN('P', 5, "兵", "卒");

    private final char letter;
    private final int maxPerSide;
    private final String redName;
    private final String blackName;

    PieceType(char letter, int maxPerSide, String redName, String blackName) {
        this.letter = letter;
        this.maxPerSide = maxPerSide;
        this.redName = redName;
        this.blackName = blackName;
    }

    /** The UCCI letter, uppercase: K A B N R C P. */
    public char letter() {
        return letter;
    }

    /** How many of this kind one side has at the start: a position with more is impossible. */
    public int maxPerSide() {
        return maxPerSide;
    }

    /** The traditional character for this piece of the given side (帥/將, 仕/士, …). */
    public String traditionalName(Side side) {
        return side == Side.RED ? redName : blackName;
    }

    /** The piece type's code inside {@link Piece}: 1 to 7. */
    int code() {
        return ordinal() + 1;
    }

    static final PieceType[] BY_CODE = {null, KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN};

    /** Reads a UCCI letter (K A B N R C P) or a WXF letter (E elephant, H horse), in either case. */
    public static PieceType ofLetter(char c) {
        switch (Character.toUpperCase(c)) {
            case 'K': return KING;
            case 'A': return ADVISOR;
            case 'B': case 'E': return ELEPHANT;
            case 'N': case 'H': return HORSE;
            case 'R': return ROOK;
            case 'C': return CANNON;
            case 'P': return PAWN;
            default: return null;
        }
    }
}
