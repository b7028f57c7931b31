package org.xqverifier.analysis;

/** When an attack is seen: in the position before the mover's move, or after it. A chase is an attack new after. */
public enum Phase {
    BEFORE, AFTER
}
