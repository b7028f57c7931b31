package org.xqverifier.repetition.facts;

/** A ply the rules are asked to label; inCycle marks the plies of the cycle being ruled. */
public record MoveToLabel(int ply, String side, boolean inCycle) {
}
