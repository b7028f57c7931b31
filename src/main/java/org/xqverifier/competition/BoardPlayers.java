package org.xqverifier.competition;

import java.util.List;
import java.util.Map;

/**
 * Who sat at each board of a team event (AXF 附录1 第1、6、8条): each team's regulars (正选) in board order and its
 * reserves (后补), the players' names, and the line-up a team match names for each side, keyed by the match's place
 * in the tournament file ({@link Pairing#where()}); a match without a line-up is absent from {@code lineups}.
 */
public record BoardPlayers(Map<String, List<String>> members, Map<String, List<String>> reserves,
                           Map<String, String> names, Map<String, Lineup> lineups) {

    public static final BoardPlayers NONE = new BoardPlayers(Map.of(), Map.of(), Map.of(), Map.of());

    /** The players of the first-listed and the second team, board 1 first. */
    public record Lineup(List<String> first, List<String> second) {
    }

    public boolean isEmpty() {
        return members.isEmpty();
    }

    public boolean isReserve(String team, String player) {
        return reserves.getOrDefault(team, List.of()).contains(player);
    }
}
