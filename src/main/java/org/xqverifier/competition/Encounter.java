package org.xqverifier.competition;

/**
 * One entrant's side of one pairing, as the tiebreaks see it. {@code opponent} is an entrant index, or -1 for a bye.
 * {@code result} is the match result for this entrant (+1 win, 0 draw, -1 loss); for a one-game individual pairing
 * it is the game's result. {@code second}: this entrant was listed second (black in a one-game individual pairing).
 */
public record Encounter(int round, int opponent, int result, Kind kind, boolean second, double gamePoints,
                        double matchPoints) {

    public enum Kind { PLAYED, FORFEIT, DOUBLE_FORFEIT, BYE, WITHDRAWAL_FORFEIT }

    public boolean bye() {
        return kind == Kind.BYE;
    }

    public boolean forfeit() {
        return kind == Kind.FORFEIT || kind == Kind.DOUBLE_FORFEIT || kind == Kind.WITHDRAWAL_FORFEIT;
    }
}
