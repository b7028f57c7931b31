package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A pieces.yaml chasers row: whether this kind of piece's chases count towards a forbidden perpetual chase. */
public final class ChaserRule {
    private final String piece;
    private final boolean countsInPerpetual;
    private final Citation citation;

    public ChaserRule(String piece, boolean countsInPerpetual, Citation citation) {
        this.piece = piece;
        this.countsInPerpetual = countsInPerpetual;
        this.citation = citation;
    }

    public String getPiece() {
        return piece;
    }

    public boolean isCountsInPerpetual() {
        return countsInPerpetual;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "ChaserRule[" + "piece=" + piece + ", " + "countsInPerpetual=" + countsInPerpetual + ", " + "citation=" + citation + "]";
    }
}
