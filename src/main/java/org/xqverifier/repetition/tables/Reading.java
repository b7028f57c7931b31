package org.xqverifier.repetition.tables;

import org.xqverifier.edition.Citation;

import java.util.Set;

/**
 * A row of {@code repetition/readings.yaml}: how the edition reads the book where its words leave room, one switch
 * per reading, keyed by its name and handed to the rules as a setting. {@code status}: whether the book's diagrams say
 * so, it is our reading of them, or others read it differently ({@code source} names who).
 */
public record Reading(boolean value, Status status, Citation citation, String source) {
    static final Set<String> OPTIONAL = Set.of("source");

    public enum Status { BOOK, INFERRED, DISPUTED }
}
