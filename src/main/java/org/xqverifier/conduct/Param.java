package org.xqverifier.conduct;

import org.xqverifier.edition.Citation;

/**
 * A number an edition sets (a limit, a threshold, a penalty), read from a row of a conduct table, with its article.
 * A row whose value is null is not a fact at all, so the rules that need it do not fire: the edition has no such
 * provision. The rules match it by {@code name} and {@code value} and bind {@code article}, {@code zh}, {@code en}.
 */
public record Param(String name, int value, Citation citation) {
    // The citation's parts under the names the bundled DRL (and committees' copies of it) bind: $art : article
    public String getArticle() { return citation.article(); }
    public String getZh() { return citation.zh(); }
    public String getEn() { return citation.en(); }

    @Override
    public String toString() { return name + "=" + value + " [" + citation.article() + "]"; }
}
