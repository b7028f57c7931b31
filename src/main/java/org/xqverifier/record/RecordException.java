package org.xqverifier.record;

/**
 * A game record that cannot be read: the message names the file, and as far as they are known the line, the game
 * (counted from 1 in the file), the ply (counted from 1) and the move text, then says what is wrong.
 */
public class RecordException extends Exception {
    private final String source;
    private final int line;
    private final int game;
    private final int ply;
    private final String moveText;
    private final String reason;

    public RecordException(String source, int line, int game, int ply, String moveText, String reason) {
        super(format(source, line, game, ply, moveText, reason));
        this.source = source;
        this.line = line;
        this.game = game;
        this.ply = ply;
        this.moveText = moveText;
        this.reason = reason;
    }

    /** A problem with the file as a whole, or at a line outside any move. */
    public RecordException(String source, int line, String reason) {
        this(source, line, 0, 0, null, reason);
    }

    static String format(String source, int line, int game, int ply, String moveText, String reason) {
        StringBuilder sb = new StringBuilder();
        sb.append(source == null ? "<input>" : source);
        if (line > 0) sb.append(':').append(line);
        sb.append(": ");
        if (game > 0) sb.append("game ").append(game);
        if (ply > 0) sb.append(game > 0 ? ", ply " : "ply ").append(ply);
        if (moveText != null) sb.append(" \"").append(moveText).append('"');
        if (game > 0 || ply > 0 || moveText != null) sb.append(": ");
        sb.append(reason);
        return sb.toString();
    }

    /** The file (or other source) name. */
    public String source() {
        return source;
    }

    /** 1-based line (PGN) or byte offset (XQF, see the reason), 0 if unknown. */
    public int line() {
        return line;
    }

    /** 1-based game number in the file, 0 if not about one game. */
    public int game() {
        return game;
    }

    /** 1-based ply of the bad move, 0 if not about a move. */
    public int ply() {
        return ply;
    }

    /** The move as written, or null. */
    public String moveText() {
        return moveText;
    }

    /** What is wrong, without the location. */
    public String reason() {
        return reason;
    }
}
