package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A ranking.yaml row: when both sides repeat forbidden patterns, the side whose pattern is {@code heavier} must change. */
public final class RankingRule {
    private final String heavier;
    private final String lighter;
    private final Citation citation;

    public RankingRule(String heavier, String lighter, Citation citation) {
        this.heavier = heavier;
        this.lighter = lighter;
        this.citation = citation;
    }

    public String getHeavier() {
        return heavier;
    }

    public String getLighter() {
        return lighter;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "RankingRule[" + heavier + " > " + lighter + "]";
    }
}
