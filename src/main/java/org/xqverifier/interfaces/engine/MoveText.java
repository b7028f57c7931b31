package org.xqverifier.interfaces.engine;

import java.util.List;

import org.xqverifier.board.Position;

/** Reads and writes moves for the page, in the notations this build knows. */
public interface MoveText {

    /** Names of the notations moves are written in, in the order the move list shows them (e.g. chinese, wxf, iccs). */
    List<String> notations();

    /** The legal {@code move} written in {@code notation}. */
    String write(Position position, int move, String notation);

    /**
     * Reads one move in any notation this build knows and returns it if it is legal here.
     *
     * @throws IllegalArgumentException saying why the text is not a legal move in this position
     */
    int parse(Position position, String text);
}
