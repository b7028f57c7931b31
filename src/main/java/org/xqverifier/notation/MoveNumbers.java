package org.xqverifier.notation;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;

/**
 * Moves numbered as players and arbiters count them, not by ply: a move is Red's and Black's turn together, so ply 108
 * of a game from the start is Black's 54th move, written {@code 54…}, and ply 115 is Red's 58th, {@code 58.}. The count
 * starts at the start position's move number (the FEN's sixth field, 1 when absent); when Black moves first, ply 1 is
 * {@code 1…} (or {@code N…}).
 */
public final class MoveNumbers {
    /** After Black's move number: the same sign the page and PGN's {@code 12...} use, as one character. */
    public static final String BLACK_MARK = "…";

    private final boolean blackFirst;
    private final int firstNumber;

    private MoveNumbers(boolean blackFirst, int firstNumber) {
        this.blackFirst = blackFirst;
        this.firstNumber = Math.max(1, firstNumber);
    }

    /** The numbering of the moves played from {@code start}. */
    public static MoveNumbers from(Position start) {
        return new MoveNumbers(start.sideToMove() == Side.BLACK, start.fullmoveNumber());
    }

    /** The numbering of the moves played from a FEN; a FEN that does not read counts from Red's move 1. */
    public static MoveNumbers from(String fen) {
        try {
            return from(Position.fromFen(fen));
        } catch (FenException e) {
            return new MoveNumbers(false, 1);
        }
    }

    /** The move number of a ply (counted from 1). */
    public int number(int ply) {
        return firstNumber + (ply - 1 + (blackFirst ? 1 : 0)) / 2;
    }

    /** Whether the ply (counted from 1) is Black's. */
    public boolean isBlack(int ply) {
        return (ply - 1 + (blackFirst ? 1 : 0)) % 2 == 1;
    }

    /** {@code 54.} for Red's move, {@code 54…} for Black's. */
    public String label(int ply) {
        return number(ply) + (isBlack(ply) ? BLACK_MARK : ".");
    }

    /** Plies {@code from}..{@code to} as moves: {@code 54…–58.}, or one label when they are the same ply. */
    public String range(int from, int to) {
        return from == to ? label(from) : label(from) + "–" + label(to);
    }
}
