package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A verdicts.yaml row: how a ruling is justified. */
public record VerdictRule(String id, Citation citation) {
    public String getId() { return id; }
    public Citation getCitation() { return citation; }
}
