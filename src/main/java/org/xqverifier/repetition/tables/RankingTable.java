package org.xqverifier.repetition.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Set;

/**
 * {@code repetition/ranking.yaml}: when both sides repeat forbidden patterns, which is heavier (the side repeating
 * it must change); two forbidden patterns with no row between them are a draw. {@code status}: whether the rows are
 * the book's or inferred from its figures. The pattern ids are checked against patterns.yaml by the loader.
 */
public record RankingTable(Reading.Status status, List<Heavier> heavier) {
    static final Set<String> OPTIONAL = Set.of("status");

    /** A pattern heavier than each of {@code lighter}; the citation is {@code ranking-HEAVIER}. */
    public record Heavier(String heavier, List<String> lighter, Citation citation) implements TableBinder.Checked {
        public Heavier {
            citation = citation.withId("ranking-" + heavier);
        }

        @Override
        public void check() {
            if (lighter.isEmpty()) {
                throw TableBinder.problem("lighter", "must be a non-empty list of pattern ids");
            }
        }
    }
}
