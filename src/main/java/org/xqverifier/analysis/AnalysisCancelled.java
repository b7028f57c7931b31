package org.xqverifier.analysis;

import java.util.concurrent.CancellationException;

/**
 * Thrown out of an analysis whose thread was interrupted (the web page's time limit passed): the searches check the
 * flag, which costs a field read, so an abandoned analysis stops instead of holding a core. A
 * {@link CancellationException}, as the rule engine's bounded run ({@code edition.RuleFiring}) throws when its thread is
 * interrupted, so one catch stops either.
 */
public final class AnalysisCancelled extends CancellationException {
    public AnalysisCancelled() {
        super("analysis cancelled");
    }

    /** No stack trace: it is thrown often by design (every abandoned search), and says where it comes from by itself. */
    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }

    /** Stops the analysis if its thread has been asked to stop. */
    public static void ifInterrupted() {
        if (Thread.currentThread().isInterrupted()) {
            throw new AnalysisCancelled();
        }
    }
}
