package org.xqverifier.interfaces.engine;

import java.util.List;

import org.xqverifier.board.Position;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/** Moves for the page in every notation the notation module knows: read in any of them, written in Chinese, WXF and ICCS. */
public final class MoveText {
    private static final List<String> SHOWN = List.of("chinese", "wxf", "iccs");

    /** Names of the notations moves are written in, in the order the move list shows them. */
    public List<String> notations() {
        return SHOWN;
    }

    /** The legal {@code move} written in {@code notation}. */
    public String write(Position position, int move, String notation) {
        return Notations.byName(notation).write(position, move);
    }

    /** Reads one move in any notation; an {@link IllegalArgumentException} says why it is not a legal move here. */
    public int parse(Position position, String text) {
        try {
            return Notations.parseAny(position, text);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
