package org.xqverifier.referee;

/**
 * Input the referee refuses — a move that does not parse or is illegal, an impossible FEN, a move after the end of the
 * game, an undo with no move to take back — with the reason and the ply the game stands at. The game is unchanged.
 */
public final class RefereeException extends IllegalArgumentException {
    private final int ply;

    RefereeException(String message, int ply) {
        super(message);
        this.ply = ply;
    }

    /** The plies played when the input was refused (the game is still there). */
    public int ply() {
        return ply;
    }
}
