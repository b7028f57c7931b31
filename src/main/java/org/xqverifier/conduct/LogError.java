package org.xqverifier.conduct;

/** An arbiter's log that cannot be read or contradicts itself; the message names the file, event and line. */
public final class LogError extends IllegalArgumentException {
    public LogError(String message) {
        super(message);
    }

    static LogError at(LogEvent e, String message) {
        return new LogError("event " + e.index() + " (line " + e.line() + ", " + e.type() + "): " + message);
    }
}
