package org.xqverifier.interfaces.cli;

import picocli.CommandLine;

/**
 * Turns any exception escaping a command into one line on stderr and exit code 1 (2 for usage errors, as picocli does).
 * Programming errors still get one line, prefixed "internal error", so a user never sees a stack trace;
 * set XQ_DEBUG=1 to see it.
 */
final class UserErrorHandler implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        if (System.getenv("XQ_DEBUG") != null) {
            ex.printStackTrace();
        }
        String message = org.xqverifier.board.Quoted.longRuns(describe(ex));
        boolean userError = ex instanceof UserError || ex instanceof java.io.IOException
                || ex instanceof java.io.UncheckedIOException
                || ex instanceof IllegalArgumentException
                || ex instanceof org.xqverifier.edition.RulesException; // a broken rules folder: file:line: message
        cl.getErr().println("xq: " + (userError ? "" : "internal error: ") + message);
        return 1;
    }

    /** What went wrong and where, never a bare exception name. */
    static String describe(Throwable ex) {
        if (ex instanceof java.nio.file.NoSuchFileException f) {
            return f.getFile() + ": no such file";
        }
        if (ex instanceof java.nio.file.AccessDeniedException f) {
            return f.getFile() + ": permission denied";
        }
        if (ex instanceof java.nio.file.FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + (f.getReason() == null ? "cannot be read" : f.getReason());
        }
        if (ex instanceof java.net.ConnectException) {
            return "cannot connect: " + (ex.getMessage() == null ? "connection refused" : ex.getMessage());
        }
        if (ex instanceof java.io.UncheckedIOException u && u.getCause() != null) {
            return describe(u.getCause());
        }
        String m = ex.getMessage();
        if (m == null || m.isBlank()) {
            StackTraceElement[] at = ex.getStackTrace();
            return ex.getClass().getSimpleName() + (at.length > 0 ? " at " + at[0].getClassName()
                    .replaceAll(".*\\.", "") + "." + at[0].getMethodName() + ":" + at[0].getLineNumber() : "");
        }
        return m;
    }
}
