package org.xqverifier.repetition;

/** The position or the moves given for a ruling cannot be used; the message names what and where (e.g. the ply). */
public final class RulingInputException extends IllegalArgumentException {
    public RulingInputException(String message) {
        super(message);
    }
}
