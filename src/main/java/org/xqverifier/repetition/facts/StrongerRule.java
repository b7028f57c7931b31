package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A pieces.yaml stronger row: this attacker chases this victim even when the victim is really protected. */
public final class StrongerRule {
    private final String attacker;
    private final String victim;
    private final Citation citation;

    public StrongerRule(String attacker, String victim, Citation citation) {
        this.attacker = attacker;
        this.victim = victim;
        this.citation = citation;
    }

    public String getAttacker() {
        return attacker;
    }

    public String getVictim() {
        return victim;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "StrongerRule[" + "attacker=" + attacker + ", " + "victim=" + victim + ", " + "citation=" + citation + "]";
    }
}
