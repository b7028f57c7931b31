package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

import java.util.Set;

/**
 * A labels.yaml row, bound as it is written: one kind of move, its word ({@code zh}, {@code en}; {@code book}: the
 * word as the book prints it), and its weight when a move is several things at once (lower = heavier). The citation's
 * id is the code. The bean getters are what the bundled DRL, and committees' copies of it, call.
 */
public record LabelRule(String code, String zh, String book, String en, int precedence, Citation citation) {
    static final Set<String> OPTIONAL = Set.of("book");

    public String getCode() { return code; }
    public String getZh() { return zh; }
    public String getEn() { return en; }
    /** lower = heavier */
    public int getPrecedence() { return precedence; }
    public Citation getCitation() { return citation; }
}
