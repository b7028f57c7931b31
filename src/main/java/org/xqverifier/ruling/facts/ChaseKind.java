package org.xqverifier.ruling.facts;

/** The kind of one chase a move makes (single or joint, and what it chases), for patterns that tell chases apart. */
public final class ChaseKind {
    private final int ply;
    private final String side;
    private final int targetId;
    private final String kind;

    public ChaseKind(int ply, String side, int targetId, String kind) {
        this.ply = ply;
        this.side = side;
        this.targetId = targetId;
        this.kind = kind;
    }

    public int getPly() {
        return ply;
    }

    public String getSide() {
        return side;
    }

    public int getTargetId() {
        return targetId;
    }

    public String getKind() {
        return kind;
    }

    @Override
    public String toString() {
        return "ChaseKind[" + ply + " " + kind + " #" + targetId + "]";
    }
}
