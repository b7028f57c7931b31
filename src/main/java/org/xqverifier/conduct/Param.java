package org.xqverifier.conduct;

/**
 * A number an edition sets (a limit, a threshold, a penalty), read from a row of a conduct table, with its article.
 * A row whose value is null is not a fact at all, so the rules that need it do not fire: the edition has no such
 * provision.
 */
public final class Param {
    private final String name;
    private final int value;
    private final String article;
    private final String zh;
    private final String en;

    public Param(String name, int value, String article, String zh, String en) {
        this.name = name;
        this.value = value;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public String getName() { return name; }
    public int getValue() { return value; }
    public String getArticle() { return article; }
    public String getZh() { return zh; }
    public String getEn() { return en; }

    @Override
    public String toString() { return name + "=" + value + " [" + article + "]"; }
}
