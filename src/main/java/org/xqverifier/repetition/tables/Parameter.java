package org.xqverifier.repetition.tables;

import org.xqverifier.edition.Citation;

import java.util.Set;

/**
 * A number of a table with its article: {@code {value: 3, article: …, zh: …, en: …}}. {@code interpretation}: how the
 * edition reads the book where it sets no number.
 */
public record Parameter(int value, Citation citation, String interpretation) {
    static final Set<String> OPTIONAL = Set.of("interpretation");
}
