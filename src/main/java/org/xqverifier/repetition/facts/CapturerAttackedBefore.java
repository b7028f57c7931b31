package org.xqverifier.repetition.facts;

import org.xqverifier.analysis.MaterialWin;

/**
 * The capturer of the after-move win {@code win} already attacked its target before the move (cxa-2020 labels.drl,
 * 因果关系 (a), (b), (c)): derived by the rules once for each win, which the chase rule and the escape credit read.
 */
public record CapturerAttackedBefore(MaterialWin win) {
}
