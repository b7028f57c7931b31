package org.xqverifier.casebook;

/** A case file that cannot be read as a case: {@code file:line:column: what is wrong}, one line. */
public final class CaseFileException extends IllegalArgumentException {
    private final String file;
    private final int line;
    private final int column;

    CaseFileException(String file, int line, int column, String message, Throwable cause) {
        super(file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "") + ": " + message, cause);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public String file() {
        return file;
    }

    /** 1-based, 0 when unknown. */
    public int line() {
        return line;
    }

    /** 1-based, 0 when unknown. */
    public int column() {
        return column;
    }
}
