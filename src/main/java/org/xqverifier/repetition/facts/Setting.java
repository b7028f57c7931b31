package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A named switch or number of an edition's tables (e.g. same_kind.victim_takes_back_is_exchange). */
public final class Setting {
    private final String name;
    private final String value;
    private final Citation citation;

    public Setting(String name, String value, Citation citation) {
        this.name = name;
        this.value = value;
        this.citation = citation;
    }

    public String getName() {
        return name;
    }

    public String getValue() {
        return value;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "Setting[" + "name=" + name + ", " + "value=" + value + ", " + "citation=" + citation + "]";
    }
}
