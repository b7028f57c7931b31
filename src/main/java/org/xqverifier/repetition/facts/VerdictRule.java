package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A verdicts.yaml row: how a ruling is justified. */
public final class VerdictRule {
    private final String id;
    private final Citation citation;

    public VerdictRule(String id, Citation citation) {
        this.id = id;
        this.citation = citation;
    }

    public String getId() {
        return id;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "VerdictRule[" + "id=" + id + ", " + "citation=" + citation + "]";
    }
}
