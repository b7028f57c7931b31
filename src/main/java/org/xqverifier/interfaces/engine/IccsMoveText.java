package org.xqverifier.interfaces.engine;

import java.util.List;

import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

/** Coordinate moves only (h2e2, H2-E2): what the board module reads on its own. */
public final class IccsMoveText implements MoveText {

    @Override
    public List<String> notations() {
        return List.of("iccs");
    }

    @Override
    public String write(Position position, int move, String notation) {
        return Move.iccs(move);
    }

    @Override
    public int parse(Position position, String text) {
        int move = Move.parseIccs(text);
        if (move == Move.NONE) {
            throw new IllegalArgumentException("'" + text + "' is not a coordinate move such as h2e2 (this build reads ICCS only)");
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("'" + text + "' is not legal in this position");
        }
        return move;
    }
}
