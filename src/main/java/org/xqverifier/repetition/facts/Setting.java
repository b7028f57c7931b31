package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/**
 * A named switch of an edition's tables (a reading of readings.yaml, a row of chases.yaml, {@code
 * same_kind.victim_takes_back_is_exchange}), its value as the rules compare it ({@code value == "true"}).
 */
public record Setting(String name, String value, Citation citation) {
    public String getName() { return name; }
    public String getValue() { return value; }
    public Citation getCitation() { return citation; }
}
