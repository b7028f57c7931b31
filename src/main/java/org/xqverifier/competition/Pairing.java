package org.xqverifier.competition;

import java.util.List;

/**
 * Two entrants meeting in a round (or one entrant with the bye, {@code second == null}). {@code first} is the one
 * listed first: red in a one-game individual pairing, the team with red on odd boards, the game-1 red of a
 * two-game match. Fouls are the technical fouls recorded against each side in this pairing.
 * {@code where} names the place in the tournament file for messages. {@code playoff}: the results of a knockout
 * tie's play-off games in order (first-listed side's view), when the game itself was drawn.
 */
public record Pairing(int round, String first, String second, List<Game> games, int firstFouls, int secondFouls,
                      String where, List<Outcome> playoff) {

    public Pairing(int round, String first, String second, List<Game> games, int firstFouls, int secondFouls,
                   String where) {
        this(round, first, second, games, firstFouls, secondFouls, where, List.of());
    }

    public boolean bye() {
        return second == null;
    }

    public boolean involves(String id) {
        return id.equals(first) || id.equals(second);
    }

    public String opponentOf(String id) {
        return id.equals(first) ? second : first;
    }

    // Loops, not streams: these are asked of every pairing of a file in a cold process, before anything is compiled.
    public boolean pending() {
        return !bye() && every(Outcome.PENDING);
    }

    /** Whether any of its games was played over the board (not forfeited, not pending). */
    public boolean playedOverTheBoard() {
        for (Game g : games) {
            if (g.outcome().playedOverTheBoard()) {
                return true;
            }
        }
        return false;
    }

    /** Whether every game of it was forfeited by both sides. */
    public boolean doubleForfeit() {
        return every(Outcome.DOUBLE_FORFEIT);
    }

    /** Whether each of its games (true when it has none) ended in {@code outcome}. */
    private boolean every(Outcome outcome) {
        for (Game g : games) {
            if (g.outcome() != outcome) {
                return false;
            }
        }
        return true;
    }

    public int foulsOf(String id) {
        return id.equals(first) ? firstFouls : secondFouls;
    }
}
