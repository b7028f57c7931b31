package org.xqverifier.conduct;

import java.util.List;

/**
 * Gives the repetition verdict (red-must-change, black-must-change, draw, none, red-wins, black-wins) for the game so
 * far when a repetition is claimed. Until org.xqverifier.ruling.Arbiter is on main the verdict is the one the log
 * states on the claim ({@link #fromLog()}); an adapter to the Arbiter replaces it without touching the conduct rules.
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

    /** The verdict the log states ({@code verdict:} on the claim event). */
    static RepetitionJudge fromLog() {
        return (fen, moves, logged) -> {
            if (logged == null) {
                throw new IllegalArgumentException("a repetition claim needs 'verdict:' (one of " + new java.util.TreeSet<>(VERDICTS)
                        + ") until the repetition rulings (org.xqverifier.ruling) are wired in");
            }
            if (!VERDICTS.contains(logged)) {
                throw new IllegalArgumentException("unknown verdict '" + logged + "' (known: " + new java.util.TreeSet<>(VERDICTS) + ")");
            }
            return logged;
        };
    }
}
