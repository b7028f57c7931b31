package org.xqverifier.analysis;

/**
 * After one ply, the moved piece stands on an open line of an enemy rook or cannon (the first piece that rook or
 * cannon meets along it): it bars that line (拦, CXA 24.6) unless it really attacks the piece, which the rules judge
 * from the material won.
 */
public record LineBlock(int ply, int blockerId, int enemyId, String enemyType, String enemySquare) {

    public int getPly() { return ply; }
    public int getBlockerId() { return blockerId; }
    public int getEnemyId() { return enemyId; }
    public String getEnemyType() { return enemyType; }
    public String getEnemySquare() { return enemySquare; }

    // Identity, as when this was a class: a record's value equality would make two facts of the same content one in
    // an equality-mode rule base or in a rule's collectSet/contains/== (committees' copied DRL may use those).
    @Override
    public boolean equals(Object o) { return this == o; }

    @Override
    public int hashCode() { return System.identityHashCode(this); }

    @Override
    public String toString() {
        return "LineBlock@" + ply + " " + enemyType + enemySquare;
    }

    /** The same block at another ply (a ply that repeats this one on the same board). */
    public LineBlock atPly(int other) {
        return new LineBlock(other, blockerId, enemyId, enemyType, enemySquare);
    }
}
