package org.xqverifier.referee;

/** Where a game stands after a move. */
public enum State {
    /** Play goes on (a repetition may still have been ruled on earlier). */
    ONGOING,
    /** The side to move is checkmated: it loses. */
    CHECKMATE,
    /** The side to move has no legal move and is not in check (困毙): it loses too. */
    STALEMATE,
    /** The edition's natural move limit is reached: a draw ({@code Status.ruling()} holds the article). */
    NATURAL_LIMIT,
    /**
     * A position stands for the time the edition rules on (the third): {@code Status.ruling()} says who must change,
     * or that neither must (a draw if both go on). Play may go on; the one who must change finds the moves that
     * continue the cycle among {@code Status.forbidden()}.
     */
    REPETITION;

    /** The protocol's spelling: ongoing, checkmate, stalemate, natural-limit, repetition. */
    public String code() {
        return name().toLowerCase().replace('_', '-');
    }

    /** True if no move may follow (checkmate, stalemate, natural limit). */
    public boolean over() {
        return this == CHECKMATE || this == STALEMATE || this == NATURAL_LIMIT;
    }
}
