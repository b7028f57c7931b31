package org.xqverifier.record;

import java.util.List;

/**
 * What replaying a PGN file found: how many games and plies, and for each game that failed, where and why (the
 * first bad move of the game; a game stops there since its position is unknown afterwards).
 *
 * @param plies the plies replayed, the good moves of failed games included
 */
public record PgnReport(String source, int games, int plies, List<RecordException> problems) {

    public PgnReport {
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }

    /** "FILE: N games, M plies, K illegal moves". */
    public String summary() {
        return source + ": " + games + (games == 1 ? " game, " : " games, ") + plies + (plies == 1 ? " ply, " : " plies, ")
                + problems.size() + (problems.size() == 1 ? " illegal move" : " illegal moves");
    }
}
