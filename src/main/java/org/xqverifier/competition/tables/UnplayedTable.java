package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code competition/unplayed.yaml}: how byes and forfeits count in the tiebreaks and in the pairing history. */
public record UnplayedTable(Bye bye, Forfeit forfeit, Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");

    /**
     * {@code opponentsScore}: what a bye adds to 對手分 — none, the lowest score among players who have points
     * ({@code lowest-scoring}), or the lowest score of all ({@code lowest-all}).
     */
    public record Bye(Citation citation, String opponentsScore, boolean countsAsWin, boolean countsAsGameWithBlack) {
        static final Map<String, List<String>> ONE_OF = Map.of("opponentsScore",
                List.of("none", "lowest-scoring", "lowest-all"));
    }

    public record Forfeit(Citation citation, boolean countsAsWin, boolean countsAsGameWithBlack,
                          boolean countsInDirectEncounter, boolean countsAsMeeting, boolean countsForColourHistory) {
    }
}
