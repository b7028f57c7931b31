package org.xqverifier.repetition.facts;

import org.xqverifier.analysis.MaterialWin;

/**
 * The moved piece was itself en prise before the move, and its escape is credited with the after-move win
 * {@code win} (cxa-2020 labels.drl, whose rule cites the articles and figures): derived by the rules once for each
 * capture the moved piece escaped, which the chase rule reads in two places.
 *
 * @param escapedGain the material the escaped capture would have won
 */
public record EscapeCredit(MaterialWin win, int escapedGain) {
}
