package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A labels.yaml row: one kind of move, its word, and its weight when a move is several things at once. */
public final class LabelRule {
    private final String code;
    private final String zh;
    private final String en;
    private final int precedence;
    private final Citation citation;

    public LabelRule(String code, String zh, String en, int precedence, Citation citation) {
        this.code = code;
        this.zh = zh;
        this.en = en;
        this.precedence = precedence;
        this.citation = citation;
    }

    public String getCode() {
        return code;
    }

    public String getZh() {
        return zh;
    }

    public String getEn() {
        return en;
    }

    /** lower = heavier */
    public int getPrecedence() {
        return precedence;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "LabelRule[" + "code=" + code + ", " + "zh=" + zh + ", " + "en=" + en + ", " + "precedence=" + precedence + ", " + "citation=" + citation + "]";
    }
}
