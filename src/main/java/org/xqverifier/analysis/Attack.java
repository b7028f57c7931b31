package org.xqverifier.analysis;

/**
 * One attack of a mover's piece on an enemy piece (never the king: that is a check), seen before or after one ply, as
 * the rules match it. "Legal" means the capture could really be played next move if it were the attacker's turn:
 * pins, the flying general and the capturer's own king are taken into account. Protectors are counted after that
 * capture: a real protector (真根) can legally recapture, a fake one (假根) attacks the point but may not recapture.
 */
public record Attack(int ply, Phase phase, String attackerSide, int attackerId, String attackerType,
                     String attackerSquare, int targetId, String targetType, String targetSquare,
                     boolean targetCrossedRiver, boolean legal, int realProtectors, int fakeProtectors,
                     int rootsThroughAttacker, boolean targetCanTakeBack, boolean byMovedPiece,
                     boolean barredOnlyByCheck, int rootsPinnedByAttacker) {

    public Attack(int ply, Phase phase, String attackerSide, int attackerId, String attackerType, String attackerSquare,
                  int targetId, String targetType, String targetSquare, boolean targetCrossedRiver, boolean legal,
                  int realProtectors, int fakeProtectors, int rootsThroughAttacker, boolean targetCanTakeBack,
                  boolean byMovedPiece) {
        this(ply, phase, attackerSide, attackerId, attackerType, attackerSquare, targetId, targetType, targetSquare,
                targetCrossedRiver, legal, realProtectors, fakeProtectors, rootsThroughAttacker, targetCanTakeBack,
                byMovedPiece, false);
    }

    public Attack(int ply, Phase phase, String attackerSide, int attackerId, String attackerType, String attackerSquare,
                  int targetId, String targetType, String targetSquare, boolean targetCrossedRiver, boolean legal,
                  int realProtectors, int fakeProtectors, int rootsThroughAttacker, boolean targetCanTakeBack,
                  boolean byMovedPiece, boolean barredOnlyByCheck) {
        this(ply, phase, attackerSide, attackerId, attackerType, attackerSquare, targetId, targetType, targetSquare,
                targetCrossedRiver, legal, realProtectors, fakeProtectors, rootsThroughAttacker, targetCanTakeBack,
                byMovedPiece, barredOnlyByCheck, 0);
    }

    public int getPly() { return ply; }
    public Phase getPhase() { return phase; }
    public String getAttackerSide() { return attackerSide; }
    public int getAttackerId() { return attackerId; }
    public String getAttackerType() { return attackerType; }
    public String getAttackerSquare() { return attackerSquare; }
    public int getTargetId() { return targetId; }
    public String getTargetType() { return targetType; }
    public String getTargetSquare() { return targetSquare; }
    public boolean isTargetCrossedRiver() { return targetCrossedRiver; }
    public boolean isLegal() { return legal; }
    public int getRealProtectors() { return realProtectors; }
    public int getFakeProtectors() { return fakeProtectors; }
    /**
     * How many of the real protectors reach the point only through the attacker's own square: a rook or cannon line,
     * a horse's leg or an elephant's eye that the capture itself opens (the attacker stands in the way until it takes).
     */
    public int getRootsThroughAttacker() { return rootsThroughAttacker; }
    /** Every real protector is one that only the capture itself lets through (see {@link #getRootsThroughAttacker}). */
    public boolean isProtectedOnlyThroughAttacker() { return realProtectors > 0 && rootsThroughAttacker == realProtectors; }
    /** The target may legally capture the attacker back (same-kind pieces facing each other: an exchange offer). */
    public boolean isTargetCanTakeBack() { return targetCanTakeBack; }
    /** The attack is made by the piece that just moved (direct); otherwise it was uncovered or made legal. */
    public boolean isByMovedPiece() { return byMovedPiece; }
    /**
     * The capture is illegal only because the attacker's side is in check and the capture leaves that same check on the
     * board (no new line onto its king, no facing kings): the attack stands, and answering the check will free it.
     * Protectors are then counted as if the capture were legal.
     */
    public boolean isBarredOnlyByCheck() { return barredOnlyByCheck; }
    public boolean isProtectedReally() { return realProtectors > 0; }
    /**
     * How many of the real protectors the attacker itself pins against their own king where it stands: such a
     * protector may not leave its line before the capture (moving it would let the attacker check), though the capture
     * itself, taking the attacker off the line, frees it to take back.
     */
    public int getRootsPinnedByAttacker() { return rootsPinnedByAttacker; }
    /** Every real protector is pinned against its own king by the attacker (see {@link #getRootsPinnedByAttacker}). */
    public boolean isEveryRootPinnedByAttacker() { return realProtectors > 0 && rootsPinnedByAttacker == realProtectors; }

    // Identity, as when this was a class: a record's value equality would make two facts of the same content one in
    // an equality-mode rule base or in a rule's collectSet/contains/== (committees' copied DRL may use those).
    @Override
    public boolean equals(Object o) { return this == o; }

    @Override
    public int hashCode() { return System.identityHashCode(this); }

    @Override
    public String toString() {
        return phase + "@" + ply + " " + attackerType + attackerSquare + "x" + targetType + targetSquare
                + (legal ? "" : barredOnlyByCheck ? " barred-by-check" : " illegal") + " roots=" + realProtectors + "/" + fakeProtectors
                + (rootsThroughAttacker > 0 ? " through-attacker=" + rootsThroughAttacker : "")
                + (rootsPinnedByAttacker > 0 ? " pinned-by-attacker=" + rootsPinnedByAttacker : "");
    }

    /** The same attack at another ply (a ply that repeats this one on the same board). */
    public Attack atPly(int other) {
        return new Attack(other, phase, attackerSide, attackerId, attackerType, attackerSquare, targetId, targetType,
                targetSquare, targetCrossedRiver, legal, realProtectors, fakeProtectors, rootsThroughAttacker,
                targetCanTakeBack, byMovedPiece, barredOnlyByCheck, rootsPinnedByAttacker);
    }
}
