package org.xqverifier.edition;

/**
 * A rules folder that cannot be used as it is: a YAML or DRL error, an unknown edition, a broken {@code extends} chain.
 * The message is one line a committee member can act on: {@code file:line:column: what is wrong}.
 * Unchecked, because no caller can do anything better than stop and show it; nothing is ruled from a half-loaded edition.
 */
public class RulesException extends RuntimeException {
    private final String file;
    private final int line;
    private final int column;
    private final String detail;

    /** An error about the rules as a whole, not tied to one file. */
    public RulesException(String message) {
        this(null, 0, 0, message, null);
    }

    /** An error in {@code file} (as shown to the user) at {@code line}:{@code column}; 0 when unknown. */
    public RulesException(String file, int line, int column, String message) {
        this(file, line, column, message, null);
    }

    public RulesException(String file, int line, int column, String message, Throwable cause) {
        super(format(file, line, column, message), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.detail = message;
    }

    private static String format(String file, int line, int column, String message) {
        if (file == null) {
            return message;
        }
        StringBuilder b = new StringBuilder(file);
        if (line > 0) {
            b.append(':').append(line);
            if (column > 0) {
                b.append(':').append(column);
            }
        }
        return b.append(": ").append(message).toString();
    }

    /** The file as shown to the user (e.g. {@code rules/wxf-2018/repetition/chase.yaml}), or null. */
    public String file() {
        return file;
    }

    /** 1-based line, 0 if unknown. */
    public int line() {
        return line;
    }

    /** 1-based column, 0 if unknown. */
    public int column() {
        return column;
    }

    /** The message without the file and position prefix. */
    public String detail() {
        return detail;
    }
}
