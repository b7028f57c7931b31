package org.xqverifier.conduct;

/**
 * An article a conduct rule quotes, with its wording, read from a row of a conduct table's {@code citations} by id:
 * the rule finds the row of its id, so an edition extending another changes what a ruling cites by a row of that id.
 * Parts of the wording the rule fills from facts are written as placeholders ({@code {control}}), see {@link #zh(String, Object)}.
 */
public final class Citation {
    private final String id;
    private final String article;
    private final String zh;
    private final String en;

    public Citation(String id, String article, String zh, String en) {
        this.id = id;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public String getId() { return id; }
    public String getArticle() { return article; }
    public String getZh() { return zh; }
    public String getEn() { return en; }

    /** The article with {@code {name}} replaced by the value. */
    public String article(String name, Object value) { return fill(article, name, value); }
    /** The zh wording with {@code {name}} replaced by the value. */
    public String zh(String name, Object value) { return fill(zh, name, value); }
    /** The en wording with {@code {name}} replaced by the value. */
    public String en(String name, Object value) { return fill(en, name, value); }

    private static String fill(String text, String name, Object value) {
        return text.replace("{" + name + "}", String.valueOf(value));
    }

    @Override
    public String toString() { return id + " [" + article + "]"; }
}
