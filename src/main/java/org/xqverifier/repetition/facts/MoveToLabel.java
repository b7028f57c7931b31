package org.xqverifier.repetition.facts;

/** A ply the rules are asked to label; inCycle marks the plies of the cycle being ruled. */
public final class MoveToLabel {
    private final int ply;
    private final String side;
    private final boolean inCycle;

    public MoveToLabel(int ply, String side, boolean inCycle) {
        this.ply = ply;
        this.side = side;
        this.inCycle = inCycle;
    }

    public int getPly() {
        return ply;
    }

    public String getSide() {
        return side;
    }

    public boolean isInCycle() {
        return inCycle;
    }

    @Override
    public String toString() {
        return "MoveToLabel[" + "ply=" + ply + ", " + "side=" + side + ", " + "inCycle=" + inCycle + "]";
    }
}
