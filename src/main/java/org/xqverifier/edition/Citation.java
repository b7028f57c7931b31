package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The article a verdict, a label, a decision or a standing cites: the one type for it in every area. A row of a table
 * carries its citation ({@code article}, {@code figures}, {@code zh}, {@code en}); the rules quote it (conduct and
 * competition rules find a row by {@code Citation( id == "…" )}, repetition rows hand theirs to the decision), and every
 * output prints it.
 * <ul>
 *   <li>{@code id}: the row or rule it belongs to ({@code perpetual-chase}, {@code move-quota-missed}); "" when a
 *   citation is known only by its text (a rule handed over a filled article and wording).</li>
 *   <li>{@code sourceEdition}: the edition whose text it is, the one whose file wrote the row (a child edition's for
 *   the rows it adds or patches, the parent's for the rows it inherits); null where the loader does not know it.</li>
 *   <li>{@code inherited}: true when that edition is not the one applying it (wxf-2018 applying a tw-2007 row).</li>
 *   <li>{@code appliedBy}: the edition applying it (null where unknown); {@code sourceYear} the year of the source
 *   edition's book (null where it has none or it is unknown): {@link #cited()} says both for an inherited row.</li>
 * </ul>
 * Parts of the wording a rule fills from facts are placeholders ({@code {control}}), see {@link #zh(Object...)}; a
 * placeholder may name the words for its values ({@code {side|red=紅|black=黑}}), so a value the rule hands over in
 * English reads in the row's language.
 */
public record Citation(String id, String article, List<String> figures, String zh, String en, String sourceEdition,
                       boolean inherited, String appliedBy, Integer sourceYear) {
    /** No provision: the explanations print nothing for it. */
    public static final Citation NONE = new Citation("", "", List.of(), "", "", null, false);

    public Citation {
        figures = figures == null ? List.of() : List.copyOf(figures);
    }

    /** A citation whose applying edition and source year are not known. */
    public Citation(String id, String article, List<String> figures, String zh, String en, String sourceEdition,
                    boolean inherited) {
        this(id, article, figures, zh, en, sourceEdition, inherited, null, null);
    }

    /** A citation with no figures and no known source (a test's, or a row built by hand). */
    public Citation(String id, String article, String zh, String en) {
        this(id, article, List.of(), zh, en, null, false);
    }

    /** A citation known only by its text: what a rule handed over, placeholders filled. */
    public static Citation text(String article, String zh, String en) {
        return new Citation("", article, List.of(), zh, en, null, false);
    }

    /**
     * The citation of the row at {@code pointer} of {@code table} as {@code applying} applies it: its {@code article},
     * {@code figures}, {@code zh} and {@code en} (a field the row leaves out, or sets to null, reads as "" or no
     * figures), and the edition whose file wrote the row ({@code applying} for a table no edition read; {@code applying}
     * may be null for a table outside any edition).
     */
    public static Citation of(Edition applying, YamlTable table, String pointer, String id) {
        JsonNode row = table.at(pointer);
        List<String> figures = new ArrayList<>();
        if (row.path("figures").isArray()) {
            row.get("figures").forEach(f -> figures.add(f.asText()));
        }
        Edition source = table.editionAt(pointer);
        Edition text = source != null ? source : applying;
        return new Citation(id, row.path("article").asText(""), figures, row.path("zh").asText(""),
                row.path("en").asText(""), text == null ? null : text.id(),
                source != null && applying != null && source != applying, applier(applying, text),
                text == null || text.year().isEmpty() ? null : text.year().getAsInt());
    }

    /** The applying edition's id, with its folder when it is a committee's draft of the edition it inherits from. */
    private static String applier(Edition applying, Edition text) {
        if (applying == null) {
            return null;
        }
        boolean sameId = text != null && text != applying && text.id().equals(applying.id());
        return sameId ? applying.id() + " (" + applying.location() + ")" : applying.id();
    }

    /** The same citation under another id (the name a ruling knows a row by: {@code chaser-ROOK}). */
    public Citation withId(String newId) {
        return new Citation(newId, article, figures, zh, en, sourceEdition, inherited, appliedBy, sourceYear);
    }

    /** The same citation under another id, with words added to its zh and en (a ruling's note on a row it quotes). */
    public Citation withId(String newId, String zhAdded, String enAdded) {
        return new Citation(newId, article, figures, zh + zhAdded, en + enAdded, sourceEdition, inherited, appliedBy,
                sourceYear);
    }

    /** The same provision with the article and words a rule filled in (its placeholders replaced). */
    public Citation withText(String filledArticle, String filledZh, String filledEn) {
        return new Citation(id, filledArticle, figures, filledZh, filledEn, sourceEdition, inherited, appliedBy, sourceYear);
    }

    /**
     * The article as every output prints it: for an inherited row, whose article it is and that it is inherited
     * ({@code tw-2007 第一章第三節 二 [A], applied by wxf-2018: inherited (2007 text)}); the article alone for a row that
     * is the applying edition's own text.
     */
    public String cited() {
        String note = inheritedNote();
        return note == null ? article : sourceEdition + " " + article + ", " + note;
    }

    /** {@code applied by wxf-2018: inherited (2007 text)}, or null when the row is the applying edition's own text. */
    public String inheritedNote() {
        if (!inherited || sourceEdition == null) {
            return null;
        }
        return (appliedBy == null ? "" : "applied by " + appliedBy + ": ") + "inherited"
                + (sourceYear == null ? "" : " (" + sourceYear + " text)");
    }

    // Bean-style names for the Drools rules: the bundled DRL, and committees' copies of it, call getArticle() etc.
    public String getId() { return id; }
    public String getArticle() { return article; }
    public List<String> getFigures() { return figures; }
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
