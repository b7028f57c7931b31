package org.xqverifier.interfaces.web;

/** A request the server refuses; becomes one JSON error {@code {"error", "field", "index"}} with its HTTP status. */
final class RequestException extends RuntimeException {
    final int status;
    final String field;
    final Integer index;

    RequestException(int status, String message, String field, Integer index) {
        super(message);
        this.status = status;
        this.field = field;
        this.index = index;
    }

    static RequestException bad(String message, String field) {
        return new RequestException(400, message, field, null);
    }
}
