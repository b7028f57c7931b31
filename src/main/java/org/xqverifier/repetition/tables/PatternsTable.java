package org.xqverifier.repetition.tables;

import org.xqverifier.edition.TableBinder;
import org.xqverifier.repetition.facts.PatternRule;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code repetition/patterns.yaml}: what one side does over a whole cycle, each row a {@link PatternRule}. The labels a
 * row names are checked against labels.yaml by the loader (a rule across two tables).
 */
public record PatternsTable(List<PatternRule> patterns) implements TableBinder.Checked {
    @Override
    public void check() {
        if (patterns.isEmpty()) {
            throw TableBinder.problem("patterns", "must be a non-empty list");
        }
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < patterns.size(); i++) {
            if (!ids.add(patterns.get(i).id())) {
                throw TableBinder.problem("patterns[" + (i + 1) + "].id", "is used twice: '" + patterns.get(i).id() + "'");
            }
        }
    }
}
