package org.xqverifier.interfaces.cli;

import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.edition.Edition;
import org.xqverifier.repetition.Arbiters;

import java.nio.file.Path;

/**
 * Reads an edition's tables the way the commands that rule read them (levels, statuses, setting names…), so that
 * {@code editions --check} passes exactly what {@code rule}, {@code arbitrate} and {@code standings} accept.
 */
final class AreaTables {
    private AreaTables() {
    }

    /**
     * Loads each area the edition has; the first bad row is a RulesException at its file and line. {@code rulings}:
     * the arbiters of the edition's repository, which keep what they build for the commands that rule next.
     */
    static void validate(Edition e, Path dir, Arbiters rulings) {
        if (e.hasRules("repetition")) {
            rulings.get(e.id());
        }
        if (e.hasRules("conduct")) {
            if (dir == null) {
                ConductRules.forEdition(e.id());
            } else {
                ConductRules.fromDirectory(dir, e.id());
            }
        }
        if (e.areas().contains("competition")) {
            CompetitionRules.forEdition(dir, e.id());
        }
    }
}
