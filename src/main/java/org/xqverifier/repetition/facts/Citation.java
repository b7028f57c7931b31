package org.xqverifier.repetition.facts;

/** Where a table row or rule comes from: its article, the figures that illustrate it, and its text in Chinese and English. */
public final class Citation {
    private final String rule;
    private final String article;
    private final java.util.List<String> figures;
    private final String zh;
    private final String en;

    public Citation(String rule, String article, java.util.List<String> figures, String zh, String en) {
        this.rule = rule;
        this.article = article;
        this.figures = figures;
        this.zh = zh;
        this.en = en;
    }

    /** The row or rule id, e.g. perpetual-chase. */
    public String getRule() {
        return rule;
    }

    public String getArticle() {
        return article;
    }

    public java.util.List<String> getFigures() {
        return figures;
    }

    public String getZh() {
        return zh;
    }

    public String getEn() {
        return en;
    }

    @Override
    public String toString() {
        return "Citation[" + "rule=" + rule + ", article=" + article + ", " + "figures=" + figures + ", " + "zh=" + zh + ", " + "en=" + en + "]";
    }
}
