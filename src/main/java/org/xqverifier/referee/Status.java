package org.xqverifier.referee;

import org.xqverifier.edition.Citation;
import org.xqverifier.repetition.Ruling;

import java.util.List;

/**
 * The game after a move (or at its start).
 *
 * @param ply             plies played
 * @param state           ongoing, checkmate, stalemate, natural limit or repetition
 * @param sideToMove      "red" or "black"
 * @param lastMove        the move just played in ICCS, null at the start
 * @param ruling          the ruling when there is one: the repetition ruling (verdict, violator, cycle, labelled
 *                        moves, reasons with their articles), the checkmate or stalemate row (red-wins / black-wins),
 *                        or the natural limit's draw; null while the game simply goes on
 * @param forbidden       the forbidden moves of the side to move, in ICCS order (empty when the game is over)
 * @param forbiddenPlayed when the move just played was itself forbidden (the side did not change): that move with the
 *                        ruling it brought; null otherwise
 * @param forbiddenRow    the edition's row saying from which occurrence a move is forbidden, with its article
 */
public record Status(int ply, State state, String sideToMove, String lastMove, Ruling ruling,
                     List<ForbiddenMove> forbidden, ForbiddenMove forbiddenPlayed, Citation forbiddenRow) {

    /** The verdict's code when there is a ruling (red-must-change, draw, red-wins, …), else null. */
    public String verdict() {
        return ruling == null ? null : ruling.code();
    }

    /** The decisive reason's rule (a repetition's pattern, checkmate, natural-limit), else null. */
    public String pattern() {
        return ruling == null || ruling.reasons().isEmpty() ? null : ruling.reasons().get(0).id();
    }

    /** The decisive reason's article, else null. */
    public String article() {
        return ruling == null || ruling.reasons().isEmpty() ? null : ruling.reasons().get(0).article();
    }
}
