package org.xqverifier.repetition.facts;

/** The heaviest label of a move: what the move counts as in a cycle. */
public record PrimaryLabel(int ply, String side, String code) {
}
