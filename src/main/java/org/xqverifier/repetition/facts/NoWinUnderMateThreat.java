package org.xqverifier.repetition.facts;

/**
 * A ply whose move (not the king's) parries the opponent's mate threat while the edition reads a capture under that
 * threat as no win (cxa-2020 labels.drl, 24.3): derived by the rules once a ply, so that the chase rule's
 * comparisons with the position before the move read one fact instead of joining the setting and the ply again.
 */
public record NoWinUnderMateThreat(int ply) {
}
