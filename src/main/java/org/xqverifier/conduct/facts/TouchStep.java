package org.xqverifier.conduct.facts;

import org.xqverifier.edition.Citation;

/** A row of an edition's touch-move table: in this ordering, at this rank, this obligation (and whether it is a foul). */
public final class TouchStep {
    private final String ordering;
    private final int rank;
    private final String obligation;
    private final boolean foul;
    private final String article;
    private final String zh;
    private final String en;
    private final Citation citation;

    public TouchStep(String ordering, int rank, String obligation, boolean foul, String article, String zh, String en) {
        this(ordering, rank, obligation, foul, Citation.text(article, zh, en));
    }

    /** A step with the citation of its table row (which edition's text it is). */
    public TouchStep(String ordering, int rank, String obligation, boolean foul, Citation citation) {
        this.citation = citation;
        String article = citation.article(), zh = citation.zh(), en = citation.en();
        this.ordering = ordering;
        this.rank = rank;
        this.obligation = obligation;
        this.foul = foul;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public String getOrdering() { return ordering; }
    public int getRank() { return rank; }
    public String getObligation() { return obligation; }
    public boolean isFoul() { return foul; }
    public String getArticle() { return article; }
    public String getZh() { return zh; }
    public String getEn() { return en; }
    public Citation getCitation() { return citation; }
}
