package org.xqverifier.notation;

/**
 * A move text that cannot be read or is not a legal move. {@link #reason()} says what is wrong in words a player
 * understands ("no red horse on file 2", "illegal move: would leave the king in check"); {@link #getMessage()}
 * adds the text itself.
 */
public class NotationException extends Exception {
    private final String text;
    private final String reason;

    public NotationException(String text, String reason) {
        super("\"" + text + "\": " + reason);
        this.text = text;
        this.reason = reason;
    }

    /** The move text as given. */
    public String text() {
        return text;
    }

    /** What is wrong, without the text. */
    public String reason() {
        return reason;
    }
}
