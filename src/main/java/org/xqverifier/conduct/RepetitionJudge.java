package org.xqverifier.conduct;

import org.xqverifier.repetition.Arbiters;

import java.util.List;

/**
 * Gives the repetition verdict (red-must-change, black-must-change, draw, none, red-wins, black-wins) for the game so
 * far when a repetition is claimed: from the repetition rulings of an edition ({@link #fromRulings}), or, for an
 * edition without repetition rules (cxa-1999: its 棋例 chapter is not among our sources), as the log states it on the
 * claim ({@link #fromLog()}).
 */
public interface RepetitionJudge {

    /**
     * @param startFen the game's start position
     * @param moves    the moves played so far, ICCS
     * @param logged   the verdict the log gives on the claim, or null
     * @return the verdict code
     * @throws IllegalArgumentException with a user message when no verdict can be given
     */
    String verdict(String startFen, List<String> moves, String logged);

    java.util.Set<String> VERDICTS = java.util.Set.of("red-must-change", "black-must-change", "draw", "none", "red-wins", "black-wins");

    /**
     * The verdict of the repetition rulings of the given edition, taken from {@code rulings}. A verdict the log also
     * states must agree with it, else the log contradicts the ruling.
     */
    static RepetitionJudge fromRulings(String repetitionEdition, Arbiters rulings) {
        return (fen, moves, logged) -> {
            String code = rulings.get(repetitionEdition).rule(fen, moves).code();
            if (logged != null && !logged.equals(code)) {
                throw new IllegalArgumentException("the log's verdict '" + logged + "' disagrees with the ruling under "
                        + repetitionEdition + " ('" + code + "', see xq rule)");
            }
            return code;
        };
    }

    /** The verdict the log states ({@code verdict:} on the claim event). */
    static RepetitionJudge fromLog() {
        return (fen, moves, logged) -> {
            if (logged == null) {
                throw new IllegalArgumentException("a repetition claim needs 'verdict:' (one of " + new java.util.TreeSet<>(VERDICTS)
                        + "): this edition has no repetition rules to rule with");
            }
            if (!VERDICTS.contains(logged)) {
                throw new IllegalArgumentException("unknown verdict '" + logged + "' (known: " + new java.util.TreeSet<>(VERDICTS) + ")");
            }
            return logged;
        };
    }
}
