package org.xqverifier.repetition.facts;

/**
 * A pattern that one side's moves over the cycle match.
 *
 * @param targetId the piece chased on every move, 0 if none
 */
public record SidePattern(String side, PatternRule pattern, int targetId) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public PatternRule getPattern() {
        return pattern;
    }
}
