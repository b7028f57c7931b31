package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A ranking.yaml pair: when both sides repeat forbidden patterns, the side whose pattern is {@code heavier} must change. */
public record RankingRule(String heavier, String lighter, Citation citation) {
    public String getHeavier() { return heavier; }
    public String getLighter() { return lighter; }
    public Citation getCitation() { return citation; }
}
