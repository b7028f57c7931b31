package org.xqverifier.edition;

/**
 * An article a rule quotes, with its wording, read from a table row by id (a conduct table's {@code citations},
 * {@code competition/match-result.yaml}):
 * the rule finds the row of its id, so an edition extending another changes what a ruling cites by a row of that id.
 * Parts of the wording the rule fills from facts are written as placeholders ({@code {control}}), see {@link #zh(Object...)};
 * a placeholder may name the words for its values ({@code {side|red=紅|black=黑}}), so a value the rule hands over in
 * English reads in the row's language.
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

    /** The article with each {@code {name}} replaced by its value (pairs: name, value, …). */
    public String article(Object... namesAndValues) { return fill(article, namesAndValues); }
    /** The zh wording with each {@code {name}} replaced by its value (pairs: name, value, …). */
    public String zh(Object... namesAndValues) { return fill(zh, namesAndValues); }
    /** The en wording with each {@code {name}} replaced by its value (pairs: name, value, …). */
    public String en(Object... namesAndValues) { return fill(en, namesAndValues); }

    private static String fill(String text, Object[] namesAndValues) {
        String filled = text;
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            String value = String.valueOf(namesAndValues[i + 1]);
            filled = filled.replace("{" + namesAndValues[i] + "}", value);
            filled = fillWords(filled, "{" + namesAndValues[i] + "|", value);
        }
        return filled;
    }

    /** {@code {name|a=x|b=y}}: the word written for the value ({@code x} for {@code a}), or the value itself. */
    private static String fillWords(String text, String open, String value) {
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (int at = text.indexOf(open); at >= 0; at = text.indexOf(open, from)) {
            int close = text.indexOf('}', at);
            if (close < 0) break;
            String word = value;
            for (String choice : text.substring(at + open.length(), close).split("\\|")) {
                int eq = choice.indexOf('=');
                if (eq > 0 && choice.substring(0, eq).equals(value)) word = choice.substring(eq + 1);
            }
            out.append(text, from, at).append(word);
            from = close + 1;
        }
        return out.append(text.substring(from)).toString();
    }

    @Override
    public String toString() { return id + " [" + article + "]"; }
}
