package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** The ruling on a cycle: verdict code, who must change (null for a draw), and the reasons in order. */
public final class Decision {
    private final String verdict;
    private final String violator;
    private final java.util.List<Citation> reasons;

    public Decision(String verdict, String violator, java.util.List<Citation> reasons) {
        this.verdict = verdict;
        this.violator = violator;
        this.reasons = reasons;
    }

    public String getVerdict() {
        return verdict;
    }

    public String getViolator() {
        return violator;
    }

    public java.util.List<Citation> getReasons() {
        return reasons;
    }

    @Override
    public String toString() {
        return "Decision[" + "verdict=" + verdict + ", " + "violator=" + violator + ", " + "reasons=" + reasons + "]";
    }
}
