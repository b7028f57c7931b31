package org.xqverifier.repetition.facts;

/** The kind of one chase a move makes (single or joint, and what it chases), for patterns that tell chases apart. */
public final class ChaseKind {
    private final int ply;
    private final String side;
    private final int targetId;
    private final String kind;
    private final int gain;

    public ChaseKind(int ply, String side, int targetId, String kind, int gain) {
        this.ply = ply;
        this.side = side;
        this.targetId = targetId;
        this.kind = kind;
        this.gain = gain;
    }

    /** Material the chase would win: a move's kind is that of its largest chase. */
    public int getGain() {
        return gain;
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
