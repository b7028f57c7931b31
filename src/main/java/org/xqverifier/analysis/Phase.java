package org.xqverifier.analysis;

/**
 * When an attack is seen: in the position before the mover's move, or after it. A chase is an attack new after.
 * BEFORE_UNANSWERED and AFTER_ANSWERED are the same two positions with the opponent's answer by checks treated the
 * other way round from the edition's setting, so the rules can tell whether the move changed that answer (CXA 24.3).
 */
public enum Phase {
    BEFORE, AFTER, BEFORE_UNANSWERED, AFTER_ANSWERED
}
