package org.xqverifier.repetition.facts;

/** The heaviest label of a move: what the move counts as in a cycle. */
public final class PrimaryLabel {
    private final int ply;
    private final String side;
    private final String code;

    public PrimaryLabel(int ply, String side, String code) {
        this.ply = ply;
        this.side = side;
        this.code = code;
    }

    public int getPly() {
        return ply;
    }

    public String getSide() {
        return side;
    }

    public String getCode() {
        return code;
    }

    @Override
    public String toString() {
        return "PrimaryLabel[" + "ply=" + ply + ", " + "side=" + side + ", " + "code=" + code + "]";
    }
}
