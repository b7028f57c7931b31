package org.xqverifier.analysis;

import java.util.List;

/**
 * What one ply did, computed on the board: the facts the repetition rules turn into labels. Attacks are listed for
 * the position before and after the move, both from the mover's side, so the rules can tell new chases from old ones.
 */
public final class PlyFacts {
    private final int ply;
    private final String side;
    private final String move;
    private final String pieceType;
    private final String capturedType;
    private final boolean check;
    private final boolean mateThreat;
    private final boolean winByCheckThreat;
    private final boolean offer;
    private final boolean block;
    private boolean parriesMateThreat;
    private final long keyAfter;
    private final List<Attack> attacks;

    public PlyFacts(int ply, String side, String move, String pieceType, String capturedType, boolean check,
                    boolean mateThreat, boolean winByCheckThreat, boolean offer, boolean block, long keyAfter,
                    List<Attack> attacks) {
        this.ply = ply;
        this.side = side;
        this.move = move;
        this.pieceType = pieceType;
        this.capturedType = capturedType;
        this.check = check;
        this.mateThreat = mateThreat;
        this.winByCheckThreat = winByCheckThreat;
        this.offer = offer;
        this.block = block;
        this.keyAfter = keyAfter;
        this.attacks = attacks;
    }

    /** 1 for the first move given. */
    public int getPly() { return ply; }
    /** "red" or "black". */
    public String getSide() { return side; }
    /** ICCS form of the move. */
    public String getMove() { return move; }
    public String getPieceType() { return pieceType; }
    /** The captured piece's type, or null. */
    public String getCapturedType() { return capturedType; }
    public boolean isCapture() { return capturedType != null; }
    /** The move attacks the enemy king (照/将). */
    public boolean isCheck() { return check; }
    /** Not a check, but if the mover could move again it would mate by a check or a series of checks (杀). */
    public boolean isMateThreat() { return mateThreat; }
    /** If the mover could move again, a check that also captures a piece would be available (要抽吃). */
    public boolean isWinByCheckThreat() { return winByCheckThreat; }
    /** The moved piece now stands where the opponent may legally capture it (献). */
    public boolean isOffer() { return offer; }
    /** The moved piece now obstructs an enemy piece's line, leg or eye (拦). */
    public boolean isBlock() { return block; }
    /** Before the move the opponent, if it could move, would mate by checks; after it, it no longer can (守和要点). */
    public boolean isParriesMateThreat() { return parriesMateThreat; }
    void parriesMateThreat(boolean parries) { this.parriesMateThreat = parries; }
    public long getKeyAfter() { return keyAfter; }
    public List<Attack> getAttacks() { return attacks; }

    /** The same facts for another ply (a ply that repeats this one on the same board: its attacks relabelled too). */
    public PlyFacts atPly(int other) {
        List<Attack> moved = new java.util.ArrayList<>(attacks.size());
        for (Attack a : attacks) {
            moved.add(a.atPly(other));
        }
        PlyFacts f = new PlyFacts(other, side, move, pieceType, capturedType, check, mateThreat, winByCheckThreat, offer,
                block, keyAfter, moved);
        f.parriesMateThreat = parriesMateThreat;
        return f;
    }
}
