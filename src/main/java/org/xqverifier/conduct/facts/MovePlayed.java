package org.xqverifier.conduct.facts;

/** A move made on the board, with what the board says about the position after it. */
public final class MovePlayed {
    private final int ply;
    private final String side;
    private final String move;
    private final boolean capture;
    private final boolean check;
    /** "ongoing", "checkmate" or "stalemate" for the side now to move. */
    private final String status;

    public MovePlayed(int ply, String side, String move, boolean capture, boolean check, String status) {
        this.ply = ply;
        this.side = side;
        this.move = move;
        this.capture = capture;
        this.check = check;
        this.status = status;
    }

    public int getPly() { return ply; }
    public String getSide() { return side; }
    public String getMove() { return move; }
    public boolean isCapture() { return capture; }
    public boolean isCheck() { return check; }
    public String getStatus() { return status; }
}
