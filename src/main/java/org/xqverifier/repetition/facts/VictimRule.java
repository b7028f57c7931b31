package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A pieces.yaml victims row: whether this kind of piece (pawns: before or beyond the river) can be chased. */
public final class VictimRule {
    private final String piece;
    private final Boolean crossedRiver;
    private final boolean chased;
    private final Citation citation;

    public VictimRule(String piece, Boolean crossedRiver, boolean chased, Citation citation) {
        this.piece = piece;
        this.crossedRiver = crossedRiver;
        this.chased = chased;
        this.citation = citation;
    }

    public String getPiece() {
        return piece;
    }

    /** null = either side of the river */
    public Boolean getCrossedRiver() {
        return crossedRiver;
    }

    public boolean isChased() {
        return chased;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "VictimRule[" + "piece=" + piece + ", " + "crossedRiver=" + crossedRiver + ", " + "chased=" + chased + ", " + "citation=" + citation + "]";
    }
}
