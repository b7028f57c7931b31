package org.xqverifier.repetition.tables;

import org.xqverifier.edition.TableBinder;
import org.xqverifier.repetition.facts.LabelRule;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** {@code repetition/labels.yaml}: the kinds of move, each row a {@link LabelRule} the rules label moves with. */
public record LabelsTable(List<LabelRule> labels) implements TableBinder.Checked {
    /** The labels the bundled rules give by name: an edition without one of them could not label every move. */
    static final List<String> NEEDED = List.of("check", "chase", "idle");

    @Override
    public void check() {
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < labels.size(); i++) {
            LabelRule l = labels.get(i);
            if (!codes.add(l.code())) {
                throw TableBinder.problem("labels[" + (i + 1) + "].code", "is used twice: '" + l.code() + "'");
            }
            if (l.precedence() < 0) {
                throw TableBinder.problem("labels[" + (i + 1) + "].precedence", "must be a whole number of at least 0");
            }
        }
        for (String needed : NEEDED) {
            if (!codes.contains(needed)) {
                throw TableBinder.problem("labels", "has no label '" + needed + "'; the rules need it");
            }
        }
    }
}
