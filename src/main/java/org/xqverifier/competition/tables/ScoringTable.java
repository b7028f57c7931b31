package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.Map;
import java.util.Set;

/**
 * {@code competition/scoring.yaml}: game points by result and colour, a forfeit's and a bye's points, and match points.
 * {@code verified: false} marks an edition whose text of these provisions was not seen.
 */
public record ScoringTable(GamePoints gamePoints, Forfeit forfeit, Bye bye, MatchPoints matchPoints, Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");

    /** A game's points to its red and black player by result. */
    public record GamePoints(Citation citation, Sides win, Sides draw, Sides loss) {
    }

    public record Sides(double red, double black) {
    }

    /** A forfeit's points to the winner and the loser, and to each side of a double forfeit. */
    public record Forfeit(Citation citation, double win, double loss, double doubleForfeit) {
        static final Map<String, String> KEYS = Map.of("doubleForfeit", "double");
    }

    /** A bye's game, match and board points; {@code scoresInRoundRobin}: whether a round robin's bye scores at all. */
    public record Bye(Citation citation, double gamePoints, double matchPoints, double boardPoints,
                      boolean scoresInRoundRobin) {
    }

    /** A match's points to the team or player by its result. */
    public record MatchPoints(Citation citation, double win, double draw, double loss) {
    }
}
