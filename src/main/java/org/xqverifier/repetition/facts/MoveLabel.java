package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/**
 * One label given to one move by the rules; chases carry their target and whether they count towards a forbidden
 * perpetual chase.
 *
 * @param targetId 0 if none
 * @param targetSquare null if none
 */
public record MoveLabel(int ply, String side, String code, int targetId, String targetSquare, String targetType,
                        int chaserId, boolean exempt, Citation because) {
}
