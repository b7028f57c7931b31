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
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        boolean userError = ex instanceof UserError || ex instanceof java.io.IOException
                || ex instanceof IllegalArgumentException
                || ex instanceof org.xqverifier.edition.RulesException; // a broken rules folder: file:line: message
        cl.getErr().println("xq: " + (userError ? "" : "internal error: ") + message);
        return 1;
    }
}
