package org.xqverifier.casebook;

import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.RuledMove;
import org.xqverifier.repetition.Ruling;

/**
 * Rules one case under one edition and holds the ruling to the book: the verdict the case file expects, and the labels
 * the book names under the case's {@code labels_edition}. A case skipped for an edition is still ruled (a reader sees
 * what the engine says about it today) but counts as skipped; a label disagreement the file writes down
 * ({@code labels_disagree}) is reported as known, not failed.
 */
public final class CaseRun {
    public enum Status { PASS, FAIL, SKIP, KNOWN }

    /** What came of one case under one edition; {@code actual} is null when nothing was ruled. */
    public record Outcome(Case theCase, String edition, String expected, String actual, Status status, String note) {
    }

    /** The engine of an edition; a {@link RuntimeException} other than {@link RulesException} says why there is none. */
    @FunctionalInterface
    public interface Arbiters {
        Arbiter of(String edition);
    }

    private CaseRun() {
    }

    /**
     * @param rulable false when the edition has no repetition rules (yet): the case is then skipped unruled
     * @throws RulesException when the edition's rules do not load (nothing can be ruled under it)
     */
    public static Outcome run(Case c, String edition, Arbiters arbiters, boolean rulable) {
        Case.Expected exp = c.expected().get(edition);
        String expected = exp == null ? null : exp.verdict();
        String skip = c.skipReason(edition);
        if (skip != null || !rulable) {
            String note = skip != null ? skip : "edition " + edition + " has no repetition rules yet";
            String actual = null;
            if (rulable) {
                try {
                    actual = arbiters.of(edition).rule(c.fen(), c.moves()).code();
                } catch (RulesException e) {
                    throw e;
                } catch (RuntimeException e) {
                    note += " (not ruled: " + e.getMessage() + ")";
                }
            }
            return new Outcome(c, edition, expected, actual, Status.SKIP, note);
        }
        Ruling r;
        try {
            r = arbiters.of(edition).rule(c.fen(), c.moves());
        } catch (RulesException e) {
            throw e;
        } catch (RuntimeException e) {
            return new Outcome(c, edition, expected, null, Status.FAIL, String.valueOf(e.getMessage()));
        }
        String actual = r.code();
        String labelProblem = labelMismatch(c, r, edition);
        boolean verdictOk = actual.equals(expected);
        if (verdictOk && labelProblem == null) {
            return new Outcome(c, edition, expected, actual, Status.PASS, "");
        }
        if (verdictOk && c.labelsDisagree() != null) {
            return new Outcome(c, edition, expected, actual, Status.KNOWN,
                    labelProblem + " (known disagreement: " + c.labelsDisagree() + ")");
        }
        return new Outcome(c, edition, expected, actual, Status.FAIL, labelProblem == null ? "" : labelProblem);
    }

    /**
     * The first label the book names that the ruling does not give, or null. Labels are the book's words under its own
     * edition ({@code labels_edition}); other editions are held to the verdict only, unless a label row lists them.
     */
    static String labelMismatch(Case c, Ruling r, String edition) {
        if (!c.labelsEdition().equals(edition)) {
            return null;
        }
        for (Case.Label want : c.labels()) {
            if (!want.editions().isEmpty() && !want.editions().contains(edition)) {
                continue;
            }
            int ply = want.ply();
            if (ply < 1 || ply > r.moves().size()) {
                return "ply " + ply + ": no such move";
            }
            RuledMove m = r.moves().get(ply - 1);
            if (want.not() != null) {
                if (m.labels().contains(want.not()) || m.codes().contains(want.not())) {
                    return "ply " + ply + " " + m.move() + ": book says not " + want.not() + ", ruled " + m.labels();
                }
                continue;
            }
            if (!(m.labels().contains(want.label()) || m.codes().contains(want.label()))) {
                return "ply " + ply + " " + m.move() + ": book says " + want.label() + ", ruled " + m.labels();
            }
        }
        return null;
    }
}
