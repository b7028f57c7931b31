package org.xqverifier.referee;

import org.xqverifier.repetition.Cycle;
import org.xqverifier.edition.Citation;
import org.xqverifier.repetition.Ruling;

/**
 * A legal move the side to move may not play: the ruling on the cycle it would close makes that side change.
 *
 * @param move       the move in ICCS ({@code h2e2})
 * @param chinese    the move in Chinese ({@code 炮二平五})
 * @param occurrence how often the position it leads to would then have stood on the board
 * @param ruling     the ruling the move would bring: verdict, violator (the side to move), the cycle, the reasons
 */
public record ForbiddenMove(String move, String chinese, int occurrence, Ruling ruling) {

    /** The side's forbidden pattern (the ruling's decisive reason), e.g. {@code perpetual-check}. */
    public String pattern() {
        return decisive().id();
    }

    /** The article of that pattern. */
    public String article() {
        return decisive().article();
    }

    /** The cycle the move would complete, from the first occurrence of the position it leads back to. */
    public Cycle cycle() {
        return ruling.cycleOrNull();
    }

    private Citation decisive() {
        return ruling.reasons().get(0);
    }
}
