package org.xqverifier.conduct.facts;

import java.util.Set;

/**
 * The touches a side made before its move, reduced to their order (own piece, opponent's piece, own then opponent's,
 * opponent's then own, both at once) and the facts the board gives about them: which obligations can be carried out.
 * The rules pick the obligation ({@link #setObligation}).
 */
public final class TouchCase {
    private final String side;
    private final String ordering;
    private final String ownSquare;
    private final String opponentSquare;
    private final Set<String> feasible;
    private final boolean ownTouchedCanMove;
    private final boolean opponentTouchedCapturable;
    private final boolean earlierFoul;
    private String obligation;

    public TouchCase(String side, String ordering, String ownSquare, String opponentSquare, Set<String> feasible,
                     boolean ownTouchedCanMove, boolean opponentTouchedCapturable, boolean earlierFoul) {
        this.side = side;
        this.ordering = ordering;
        this.ownSquare = ownSquare;
        this.opponentSquare = opponentSquare;
        this.feasible = Set.copyOf(feasible);
        this.ownTouchedCanMove = ownTouchedCanMove;
        this.opponentTouchedCapturable = opponentTouchedCapturable;
        this.earlierFoul = earlierFoul;
    }

    /**
     * Whether an obligation can be carried out on this board: "capture-with-touched", "move-touched",
     * "capture-with-other", "capture-with-any" or "free" (always).
     */
    public boolean can(String obligation) {
        return "free".equals(obligation) || feasible.contains(obligation);
    }

    public String getSide() { return side; }
    public String getOrdering() { return ordering; }
    public String getOwnSquare() { return ownSquare; }
    public String getOpponentSquare() { return opponentSquare; }
    public boolean isOwnTouchedCanMove() { return ownTouchedCanMove; }
    public boolean isOpponentTouchedCapturable() { return opponentTouchedCapturable; }
    /** A foul was already given for an earlier touch before the same move: one move, one touch-move foul. */
    public boolean isEarlierFoul() { return earlierFoul; }
    public String getObligation() { return obligation; }
    public void setObligation(String obligation) { this.obligation = obligation; }

    /** The squares the obligation is about, e.g. "e3" or "e3xe6", for the decision text. */
    public String squares() {
        if (ownSquare != null && opponentSquare != null) return ownSquare + "," + opponentSquare;
        return ownSquare != null ? ownSquare : opponentSquare;
    }
}
