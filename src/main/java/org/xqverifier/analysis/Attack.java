package org.xqverifier.analysis;

/**
 * One attack of a mover's piece on an enemy piece (never the king: that is a check), seen before or after one ply, as
 * the rules match it. "Legal" means the capture could really be played next move if it were the attacker's turn:
 * pins, the flying general and the capturer's own king are taken into account. Protectors are counted after that
 * capture: a real protector (真根) can legally recapture, a fake one (假根) attacks the point but may not recapture.
 */
public final class Attack {
    private final int ply;
    private final Phase phase;
    private final String attackerSide;
    private final int attackerId;
    private final String attackerType;
    private final String attackerSquare;
    private final int targetId;
    private final String targetType;
    private final String targetSquare;
    private final boolean targetCrossedRiver;
    private final boolean legal;
    private final int realProtectors;
    private final int fakeProtectors;
    private final int rootsThroughAttacker;
    private final boolean targetCanTakeBack;
    private final boolean byMovedPiece;
    private final boolean barredOnlyByCheck;
    private final int rootsPinnedByAttacker;

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

    public Attack(int ply, Phase phase, String attackerSide, int attackerId, String attackerType, String attackerSquare,
                  int targetId, String targetType, String targetSquare, boolean targetCrossedRiver, boolean legal,
                  int realProtectors, int fakeProtectors, int rootsThroughAttacker, boolean targetCanTakeBack,
                  boolean byMovedPiece, boolean barredOnlyByCheck, int rootsPinnedByAttacker) {
        this.rootsPinnedByAttacker = rootsPinnedByAttacker;
        this.ply = ply;
        this.phase = phase;
        this.attackerSide = attackerSide;
        this.attackerId = attackerId;
        this.attackerType = attackerType;
        this.attackerSquare = attackerSquare;
        this.targetId = targetId;
        this.targetType = targetType;
        this.targetSquare = targetSquare;
        this.targetCrossedRiver = targetCrossedRiver;
        this.legal = legal;
        this.realProtectors = realProtectors;
        this.fakeProtectors = fakeProtectors;
        this.rootsThroughAttacker = rootsThroughAttacker;
        this.targetCanTakeBack = targetCanTakeBack;
        this.byMovedPiece = byMovedPiece;
        this.barredOnlyByCheck = barredOnlyByCheck;
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
