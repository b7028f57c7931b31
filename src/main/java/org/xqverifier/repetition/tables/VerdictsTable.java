package org.xqverifier.repetition.tables;

import org.xqverifier.edition.TableBinder;
import org.xqverifier.repetition.facts.VerdictRule;

import java.util.List;

/** {@code repetition/verdicts.yaml}: how the two sides' patterns decide a ruling, and the ends of a game. */
public record VerdictsTable(List<VerdictRule> verdicts) implements TableBinder.Checked {
    /** The rows the bundled rules and the replay cite by id. */
    static final List<String> NEEDED = List.of("one-side-forbidden", "heavier-forbidden", "both-forbidden-equal",
            "none-forbidden", "checkmate", "stalemate");

    @Override
    public void check() {
        for (String needed : NEEDED) {
            if (verdicts.stream().noneMatch(v -> v.id().equals(needed))) {
                throw TableBinder.problem("verdicts", "has no row '" + needed + "'; the rules and the replay cite it");
            }
        }
    }
}
