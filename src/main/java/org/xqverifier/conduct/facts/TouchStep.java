package org.xqverifier.conduct.facts;

import org.xqverifier.edition.Citation;

/**
 * A step of an edition's touch-move table: in this ordering, at this rank, this obligation (and whether it is a
 * foul), with the step's article. The bean getters are what the bundled DRL, and committees' copies of it, call.
 */
public record TouchStep(String ordering, int rank, String obligation, boolean foul, Citation citation) {
    public String getOrdering() { return ordering; }
    public int getRank() { return rank; }
    public String getObligation() { return obligation; }
    public boolean isFoul() { return foul; }
    public String getArticle() { return citation.article(); }
    public String getZh() { return citation.zh(); }
    public String getEn() { return citation.en(); }
    public Citation getCitation() { return citation; }
}
