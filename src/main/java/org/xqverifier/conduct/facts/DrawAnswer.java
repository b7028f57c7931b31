package org.xqverifier.conduct.facts;

/** The answer to a pending draw offer (a move by the side offered a draw is a refusal). */
public final class DrawAnswer {
    private final String side;
    private final boolean accepted;
    private final boolean byMove;

    public DrawAnswer(String side, boolean accepted, boolean byMove) {
        this.side = side;
        this.accepted = accepted;
        this.byMove = byMove;
    }

    public String getSide() { return side; }
    public boolean isAccepted() { return accepted; }
    public boolean isByMove() { return byMove; }
}
