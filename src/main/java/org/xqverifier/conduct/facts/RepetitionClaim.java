package org.xqverifier.conduct.facts;

/**
 * A repetition claim with the repetition verdict (from the log now, from org.xqverifier.repetition later) and how often
 * the current position has occurred.
 *
 * @param verdict red-must-change, black-must-change, draw, none, red-wins, black-wins
 */
public record RepetitionClaim(String claimant, String verdict, int occurrences) {
}
