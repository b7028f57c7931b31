package org.xqverifier.conduct.facts;

/** The sealed move (封棋/封著) as found when the envelope is opened: "none" (fine), "illegal", "unclear", "missing". */
public record SealedMove(String side, String problem) {
    public String getSide() { return side; }
    public String getProblem() { return problem; }
}
