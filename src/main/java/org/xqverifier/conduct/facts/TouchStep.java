package org.xqverifier.conduct.facts;

/** A row of an edition's touch-move table: in this ordering, at this rank, this obligation (and whether it is a foul). */
public final class TouchStep {
    private final String ordering;
    private final int rank;
    private final String obligation;
    private final boolean foul;
    private final String article;
    private final String zh;
    private final String en;

    public TouchStep(String ordering, int rank, String obligation, boolean foul, String article, String zh, String en) {
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
}
