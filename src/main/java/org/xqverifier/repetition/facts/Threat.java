package org.xqverifier.repetition.facts;

import org.xqverifier.analysis.Phase;
import org.xqverifier.edition.Citation;

/**
 * An attack that would be a chase if it were new: a legal capture of a piece that may be chased and is unprotected (or
 * is attacked by a stronger-rule attacker).
 */
public record Threat(int ply, Phase phase, int attackerId, String attackerType, int targetId, String targetType,
                     String targetSquare, Citation because) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public int getAttackerId() {
        return attackerId;
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
}
