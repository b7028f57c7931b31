package org.xqverifier.conduct.facts;

/** The answer to a pending draw offer (a move by the side offered a draw is a refusal). */
public record DrawAnswer(String side, boolean accepted, boolean byMove) {
    public String getSide() { return side; }
    public boolean isAccepted() { return accepted; }
    public boolean isByMove() { return byMove; }
}
