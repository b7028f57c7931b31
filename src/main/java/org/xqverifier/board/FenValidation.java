package org.xqverifier.board;

import java.util.List;

/**
 * What a FEN describes: a position fine for play, one that may be set up (rule-book diagrams do this) but cannot arise
 * in a game, or one that is impossible. The messages say which rule each problem breaks.
 */
public record FenValidation(Kind kind, List<String> messages) {
    public enum Kind { FINE, DIAGRAM_ONLY, IMPOSSIBLE }

    public boolean acceptable() {
        return kind != Kind.IMPOSSIBLE;
    }
}
