package org.xqverifier.interfaces.engine;

import java.util.List;

import org.xqverifier.board.Position;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/** Moves in every notation the notation module knows: read in any of them, written in Chinese, WXF and ICCS. */
public final class NotationsMoveText implements MoveText {
    private static final List<String> SHOWN = List.of("chinese", "wxf", "iccs");

    @Override
    public List<String> notations() {
        return SHOWN;
    }

    @Override
    public String write(Position position, int move, String notation) {
        return Notations.byName(notation).write(position, move);
    }

    @Override
    public int parse(Position position, String text) {
        try {
            return Notations.parseAny(position, text);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
