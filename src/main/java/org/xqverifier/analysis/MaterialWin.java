package org.xqverifier.analysis;

/**
 * The side to move could win material (得子) by playing now: what the rules of a value-based edition (CXA 24.3) call
 * the capability behind a chase. Seen before or after one ply, from the mover's side ("if it could move again").
 * How: {@code capture} — a capture whose complete exchange sequence on the point ends ahead (by one piece, or by
 * several together: {@code joint}, 联合捉); {@code checks} — a check or series of checks from the next move that ends
 * ahead (将军得子). Lines after which the winner is mated at once are not wins.
 */
public final class MaterialWin {
    private final int ply;
    private final Phase phase;
    private final String side;
    private final String how;
    private final int firstTargetId;
    private final int gain;
    private final int targetId;
    private final String targetType;
    private final String targetSquare;
    private final int capturerId;
    private final String capturerType;
    private final boolean byMovedPiece;
    private final boolean joint;
    private final int protectors;
    private final int attackers;
    private final int leadId;
    private final boolean movedPieceTakesPart;
    private final String ownerType;
    private int neededOfferedId;
    private long reached;

    public MaterialWin(int ply, Phase phase, String side, String how, int firstTargetId, int gain, int targetId, String targetType,
                       String targetSquare, int capturerId, String capturerType, boolean byMovedPiece, boolean joint,
                       int protectors, int attackers, int leadId, boolean movedPieceTakesPart) {
        this(ply, phase, side, how, firstTargetId, gain, targetId, targetType, targetSquare, capturerId, capturerType,
                byMovedPiece, joint, protectors, attackers, leadId, movedPieceTakesPart, capturerType);
    }

    /** @param ownerType the piece whose chase the win is, when not its capturer (CXA 26.1) */
    public MaterialWin(int ply, Phase phase, String side, String how, int firstTargetId, int gain, int targetId, String targetType,
                       String targetSquare, int capturerId, String capturerType, boolean byMovedPiece, boolean joint,
                       int protectors, int attackers, int leadId, boolean movedPieceTakesPart, String ownerType) {
        this.ply = ply;
        this.phase = phase;
        this.side = side;
        this.how = how;
        this.firstTargetId = firstTargetId;
        this.gain = gain;
        this.targetId = targetId;
        this.targetType = targetType;
        this.targetSquare = targetSquare;
        this.capturerId = capturerId;
        this.capturerType = capturerType;
        this.byMovedPiece = byMovedPiece;
        this.joint = joint;
        this.protectors = protectors;
        this.attackers = attackers;
        this.leadId = leadId;
        this.movedPieceTakesPart = movedPieceTakesPart;
        this.ownerType = ownerType;
    }

    public int getPly() { return ply; }
    public Phase getPhase() { return phase; }
    public String getSide() { return side; }
    /** "capture" or "checks". */
    public String getHow() { return how; }
    /** The piece the line's first move takes (0 if the first move is a check that takes nothing). */
    public int getFirstTargetId() { return firstTargetId; }
    /** Net material won, in the edition's value units (always positive). */
    public int getGain() { return gain; }
    public int getTargetId() { return targetId; }
    public String getTargetType() { return targetType; }
    public String getTargetSquare() { return targetSquare; }
    /** The piece that makes the winning capture (in a win by checks, the capturing piece, not the checker: CXA 26.1). */
    public int getCapturerId() { return capturerId; }
    public String getCapturerType() { return capturerType; }
    /**
     * The type of the piece whose chase the win is (CXA 26.1): its capturer, or the piece it needs when that is
     * another — the king or a pawn whose later capture makes the gain after an even trade, the moved piece without
     * which a king's or pawn's capture would win nothing.
     */
    public String getOwnerType() { return ownerType; }
    public boolean isByMovedPiece() { return byMovedPiece; }
    /** The win needs two or more of the winner's pieces capturing on the point in turn (联合捉). */
    public boolean isJoint() { return joint; }
    /** The piece that makes the line's first move: the first capturer, or the first checking piece (将军得子). */
    public int getLeadId() { return leadId; }
    /**
     * After the move: the moved piece takes part in this win (captures, leads the line, or the capture would win less
     * without it on the board) — what causality (因果关系) asks of a piece whose escape is credited with the win.
     */
    public boolean isMovedPieceTakesPart() { return movedPieceTakesPart; }
    /**
     * A joint win that needs a piece the mover offers for exchange (it leads, captures, or the win shrinks without
     * it): that piece's id, else 0. CXA 24.4 reads such a move as 兑.
     */
    public int getNeededOfferedId() { return neededOfferedId; }

    void needsOffered(int id) { neededOfferedId = id; }

    void reaches(long targets) { reached = targets; }

    /**
     * The line takes the piece {@code id}: its target, or — for a win by checks — a piece it takes after another of the
     * defender's answers (the line's result, whichever answer: 结果没有发生变化, CXA 24.3).
     */
    public boolean reaches(int id) {
        return id == targetId || id > 0 && id < 64 && (reached & 1L << id) != 0;
    }
    /** Legal recaptures available to the target's side after the first capture (its roots, 根). */
    public int getProtectors() { return protectors; }
    /** Winner's pieces that may legally capture the target now. */
    public int getAttackers() { return attackers; }
    /** No legal recapture: the target has no root (无根子, CXA 24.15). */
    public boolean isUnprotected() { return protectors == 0; }
    /** Protected, but by fewer pieces than attack it (少根子, CXA 24.15). */
    public boolean isUnderProtected() { return protectors > 0 && protectors < attackers; }

    @Override
    public String toString() {
        return phase + "@" + ply + " " + side + " " + how + " " + capturerType + "x" + targetType + targetSquare
                + " +" + gain + (joint ? " joint" : "") + " roots=" + protectors + "/" + attackers
                + " ids:target=" + targetId + ",capturer=" + capturerId + ",lead=" + leadId + ",first=" + firstTargetId
                + (movedPieceTakesPart ? " takesPart" : "") + (ownerType.equals(capturerType) ? "" : " owner=" + ownerType);
    }

    /** The same win at another ply (a ply that repeats this one on the same board). */
    public MaterialWin atPly(int other) {
        MaterialWin w = new MaterialWin(other, phase, side, how, firstTargetId, gain, targetId, targetType, targetSquare,
                capturerId, capturerType, byMovedPiece, joint, protectors, attackers, leadId, movedPieceTakesPart, ownerType);
        w.neededOfferedId = neededOfferedId;
        w.reached = reached;
        return w;
    }
}
