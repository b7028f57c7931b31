package org.xqverifier.conduct.facts;

/**
 * A repetition claim with the repetition verdict (from the log now, from org.xqverifier.repetition later) and how often
 * the current position has occurred.
 */
public final class RepetitionClaim {
    private final String claimant;
    private final String verdict;
    private final int occurrences;

    public RepetitionClaim(String claimant, String verdict, int occurrences) {
        this.claimant = claimant;
        this.verdict = verdict;
        this.occurrences = occurrences;
    }

    public String getClaimant() { return claimant; }
    /** red-must-change, black-must-change, draw, none, red-wins, black-wins. */
    public String getVerdict() { return verdict; }
    public int getOccurrences() { return occurrences; }
}
