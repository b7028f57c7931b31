package org.xqverifier.conduct.facts;

/** The sealed move (封棋/封著) as found when the envelope is opened: "none" (fine), "illegal", "unclear", "missing". */
public final class SealedMove {
    private final String side;
    private final String problem;

    public SealedMove(String side, String problem) {
        this.side = side;
        this.problem = problem;
    }

    public String getSide() { return side; }
    public String getProblem() { return problem; }
}
