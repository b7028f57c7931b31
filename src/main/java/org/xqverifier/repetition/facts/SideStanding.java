package org.xqverifier.repetition.facts;

/** The pattern that decides a side's standing in the cycle: its heaviest forbidden one, else its first allowed one. */
public record SideStanding(String side, PatternRule pattern) {
    // The bean getters the bundled DRL's consequences call, kept so that the .drl files stay as they are: a
    // committee's unedited copy runs without --allow-rule-code only while it is byte-identical to the bundled one.
    public PatternRule getPattern() {
        return pattern;
    }
}
