package org.xqverifier.competition;

/**
 * One game of a pairing: for individual events the pairing's only game (or one of its games in a two-game match),
 * for team events one board. {@code red} and {@code black} are entrant ids (players, or the teams whose players sat
 * there); {@code outcome} is seen from red's side.
 */
public record Game(int round, int board, int gameNumber, String red, String black, Outcome outcome) {

    public Game withOutcome(Outcome o) {
        return new Game(round, board, gameNumber, red, black, o);
    }
}
