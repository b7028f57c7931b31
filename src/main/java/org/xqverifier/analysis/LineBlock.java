package org.xqverifier.analysis;

/**
 * After one ply, the moved piece stands on an open line of an enemy rook or cannon (the first piece that rook or
 * cannon meets along it): it bars that line (拦, CXA 24.6) unless it really attacks the piece, which the rules judge
 * from the material won.
 */
public final class LineBlock {
    private final int ply;
    private final int blockerId;
    private final int enemyId;
    private final String enemyType;
    private final String enemySquare;

    public LineBlock(int ply, int blockerId, int enemyId, String enemyType, String enemySquare) {
        this.ply = ply;
        this.blockerId = blockerId;
        this.enemyId = enemyId;
        this.enemyType = enemyType;
        this.enemySquare = enemySquare;
    }

    public int getPly() { return ply; }
    public int getBlockerId() { return blockerId; }
    public int getEnemyId() { return enemyId; }
    public String getEnemyType() { return enemyType; }
    public String getEnemySquare() { return enemySquare; }

    @Override
    public String toString() {
        return "LineBlock@" + ply + " " + enemyType + enemySquare;
    }

    /** The same block at another ply (a ply that repeats this one on the same board). */
    public LineBlock atPly(int other) {
        return new LineBlock(other, blockerId, enemyId, enemyType, enemySquare);
    }
}
