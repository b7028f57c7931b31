package org.xqverifier.interfaces.cli;

import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.edition.Edition;
import org.xqverifier.repetition.Arbiter;

import java.nio.file.Path;

/**
 * Reads an edition's tables the way the commands that rule read them (levels, statuses, setting names…), so that
 * {@code editions --check} passes exactly what {@code rule}, {@code arbitrate} and {@code standings} accept.
 */
final class AreaTables {
    private AreaTables() {
    }

    /** Loads each area the edition has; the first bad row is a RulesException at its file and line. */
    static void validate(Edition e, Path dir) {
        if (e.hasRules("repetition")) {
            Arbiter.forEdition(e);
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
