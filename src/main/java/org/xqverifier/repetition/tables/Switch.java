package org.xqverifier.repetition.tables;

import org.xqverifier.edition.Citation;

import java.util.Set;

/**
 * A switch of a table with its article: {@code {value: true, article: …, zh: …, en: …}}, handed to the rules as a
 * setting of its name. {@code interpretation}: how the edition reads the book.
 */
public record Switch(boolean value, Citation citation, String interpretation) {
    static final Set<String> OPTIONAL = Set.of("interpretation");
}
