package org.xqverifier.repetition.tables;

import org.xqverifier.edition.TableBinder;

import java.util.Set;

/**
 * {@code repetition/parameters.yaml}: when a repetition is ruled and how far mate threats are looked for. The record is
 * the table's one description ({@link TableBinder}); its ranges are what the analysis can honour.
 */
public record ParametersTable(Parameter occurrences, Parameter forbiddenMoveOccurrence, Parameter mateSearchPlies,
                               Parameter mateSearchForcedLinePlies) implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("forbiddenMoveOccurrence", "mateSearchForcedLinePlies");

    /**
     * The mate search keeps a move list per ply of the line it plays: a line of 15 plies (eight checks and their
     * answers) is the longest it can follow.
     */
    public static final int LONGEST_MATE_LINE = 15;

    @Override
    public void check() {
        if (occurrences.value() < 2) {
            throw TableBinder.problem("occurrences.value", "must be a whole number of at least 2 (the occurrence of"
                    + " a position that triggers a ruling)");
        }
        if (forbiddenMoveOccurrence != null && (forbiddenMoveOccurrence.value() < 2
                || forbiddenMoveOccurrence.value() > occurrences.value())) {
            throw TableBinder.problem("forbidden_move_occurrence.value", "must be at least 2 and at most occurrences ("
                    + occurrences.value() + "): a move cannot be forbidden by a ruling that comes later");
        }
        int plies = mateSearchPlies.value();
        if (plies < 0 || plies > LONGEST_MATE_LINE || plies != 0 && plies % 2 == 0) {
            throw TableBinder.problem("mate_search_plies.value", "must be 0 (no search) or odd from 1 to "
                    + LONGEST_MATE_LINE + " (the mating side moves first and last; the search follows lines of at"
                    + " most " + LONGEST_MATE_LINE + " plies)");
        }
        int line = forcedLinePlies();
        if (line != 0 && (line % 2 == 0 || line > LONGEST_MATE_LINE || line < plies)) {
            throw TableBinder.problem("mate_search_forced_line_plies.value",
                    "must be 0 or odd, at least mate_search_plies and at most " + LONGEST_MATE_LINE);
        }
    }

    /**
     * The row that says from which occurrence a move is forbidden; optional: without it a move is forbidden from the
     * occurrence the edition rules on, and the occurrences row is cited.
     */
    public Parameter forbiddenMove() {
        return forbiddenMoveOccurrence != null ? forbiddenMoveOccurrence : occurrences;
    }

    /** The longest mating line when checks with a single legal answer are not counted in the depth (0 = they are). */
    public int forcedLinePlies() {
        return mateSearchForcedLinePlies == null ? 0 : mateSearchForcedLinePlies.value();
    }
}
