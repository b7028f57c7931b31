package org.xqverifier.competition;

/**
 * A row of {@code competition/match-result.yaml}: the article and wording a match-result rule cites, found by the
 * rule through its {@code id}, so that the DRL carries no article text and an edition changes a citation by a row.
 */
public final class MatchProvision {
    private final String id;
    private final String article;
    private final String zh;
    private final String en;

    public MatchProvision(String id, String article, String zh, String en) {
        this.id = id;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public String getId() {
        return id;
    }

    public String getArticle() {
        return article;
    }

    public String getZh() {
        return zh;
    }

    public String getEn() {
        return en;
    }
}
