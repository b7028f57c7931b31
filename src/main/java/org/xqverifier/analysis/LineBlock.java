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
}
