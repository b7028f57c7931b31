package org.xqverifier.notation;

import org.xqverifier.board.Position;

/**
 * One way of writing moves down. A notation reads a move only in the position it is played in: Chinese and WXF
 * moves name a piece by its file, and only the position says which piece that is.
 */
public interface MoveNotation {

    /** Short lower-case name used on the command line and in reports: {@code iccs}, {@code wxf}, {@code chinese}, {@code uci}. */
    String name();

    /**
     * The move in this notation's house style. The move must be legal in {@code position}; a move whose origin does
     * not hold a piece of the side to move is an {@link IllegalArgumentException}.
     */
    String write(Position position, int move);

    /**
     * Reads one move (leniently: spacing, full-width characters, variant characters) and returns it if it is legal.
     *
     * @throws NotationException naming what is wrong: the text is not a move of this notation, no piece fits, the
     *                           description fits more than one piece, or the move is illegal (and why)
     */
    int parse(Position position, String text) throws NotationException;
}
