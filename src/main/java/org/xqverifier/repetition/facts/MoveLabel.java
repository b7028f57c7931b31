package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** One label given to one move by the rules; chases carry their target and whether they count towards a forbidden perpetual chase. */
public final class MoveLabel {
    private final int ply;
    private final String side;
    private final String code;
    private final int targetId;
    private final String targetSquare;
    private final String targetType;
    private final int chaserId;
    private final boolean exempt;
    private final Citation because;

    public MoveLabel(int ply, String side, String code, int targetId, String targetSquare, String targetType, int chaserId, boolean exempt, Citation because) {
        this.ply = ply;
        this.side = side;
        this.code = code;
        this.targetId = targetId;
        this.targetSquare = targetSquare;
        this.targetType = targetType;
        this.chaserId = chaserId;
        this.exempt = exempt;
        this.because = because;
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

    /** 0 if none */
    public int getTargetId() {
        return targetId;
    }

    /** null if none */
    public String getTargetSquare() {
        return targetSquare;
    }

    public String getTargetType() {
        return targetType;
    }

    public int getChaserId() {
        return chaserId;
    }

    public boolean isExempt() {
        return exempt;
    }

    public Citation getBecause() {
        return because;
    }

    @Override
    public String toString() {
        return "MoveLabel[" + "ply=" + ply + ", " + "side=" + side + ", " + "code=" + code + ", " + "targetId=" + targetId + ", " + "targetSquare=" + targetSquare + ", " + "targetType=" + targetType + ", " + "chaserId=" + chaserId + ", " + "exempt=" + exempt + ", " + "because=" + because + "]";
    }
}
