package org.xqverifier.analysis;

/**
 * When an attack is seen: in the position before the mover's move, or after it. A chase is an attack new after.
 * BEFORE_READ_AS_AFTER and AFTER_READ_AS_BEFORE are the same two positions with the opponent's answers to a capture
 * read as the other side of the move reads them (CXA 24.3 reads them one way after the move and another before it), so
 * the rules can compare a win before and after the move under one reading: the same search on both sides of the move.
 */
public enum Phase {
    BEFORE, AFTER, BEFORE_READ_AS_AFTER, AFTER_READ_AS_BEFORE
}
