package org.xqverifier.repetition;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Optional;

/** The answer to "what happened in these moves": each move labelled, the cycle if any, the verdict and its reasons. */
public record Ruling(String edition, Verdict verdict, String violator, Cycle cycleOrNull, List<RuledMove> moves,
                     List<Citation> reasons, int decisionPly) {

    /** "red", "black", or null when no side must change. */
    public String violator() {
        return violator;
    }

    public Optional<Cycle> cycle() {
        return Optional.ofNullable(cycleOrNull);
    }

    public String code() {
        return verdict.code();
    }

    /** The ply at which the ruling was reached (the third occurrence, or the end of the game), 0 if none. */
    public int decisionPly() {
        return decisionPly;
    }
}
