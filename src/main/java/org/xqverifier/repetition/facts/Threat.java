package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** An attack that would be a chase if it were new: a legal capture of a piece that may be chased and is unprotected (or is attacked by a stronger-rule attacker). */
public final class Threat {
    private final int ply;
    private final org.xqverifier.analysis.Phase phase;
    private final int attackerId;
    private final String attackerType;
    private final int targetId;
    private final String targetType;
    private final String targetSquare;
    private final Citation because;

    public Threat(int ply, org.xqverifier.analysis.Phase phase, int attackerId, String attackerType, int targetId, String targetType, String targetSquare, Citation because) {
        this.ply = ply;
        this.phase = phase;
        this.attackerId = attackerId;
        this.attackerType = attackerType;
        this.targetId = targetId;
        this.targetType = targetType;
        this.targetSquare = targetSquare;
        this.because = because;
    }

    public int getPly() {
        return ply;
    }

    public org.xqverifier.analysis.Phase getPhase() {
        return phase;
    }

    public int getAttackerId() {
        return attackerId;
    }

    public String getAttackerType() {
        return attackerType;
    }

    public int getTargetId() {
        return targetId;
    }

    public String getTargetType() {
        return targetType;
    }

    public String getTargetSquare() {
        return targetSquare;
    }

    public Citation getBecause() {
        return because;
    }

    @Override
    public String toString() {
        return "Threat[" + "ply=" + ply + ", " + "phase=" + phase + ", " + "attackerId=" + attackerId + ", " + "attackerType=" + attackerType + ", " + "targetId=" + targetId + ", " + "targetType=" + targetType + ", " + "targetSquare=" + targetSquare + ", " + "because=" + because + "]";
    }
}
