package org.xqverifier.board;

/** A FEN that cannot be read, or that describes a position no game can have; the message is one line for the user. */
public class FenException extends Exception {
    public FenException(String message) {
        super(message);
    }
}
