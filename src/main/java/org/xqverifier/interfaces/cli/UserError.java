package org.xqverifier.interfaces.cli;

/** A mistake in what the user gave us (a file, a FEN, a move, an option); its message is shown as it is. */
public class UserError extends RuntimeException {
    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
