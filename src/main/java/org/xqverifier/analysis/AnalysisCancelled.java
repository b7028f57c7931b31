package org.xqverifier.analysis;

/**
 * Thrown out of an analysis whose thread was interrupted (the web page's time limit passed): the searches check the
 * flag, which costs a field read, so an abandoned analysis stops instead of holding a core.
 */
public final class AnalysisCancelled extends RuntimeException {
    public AnalysisCancelled() {
        super("analysis cancelled", null, false, false);
    }

    /** Stops the analysis if its thread has been asked to stop. */
    public static void ifInterrupted() {
        if (Thread.currentThread().isInterrupted()) {
            throw new AnalysisCancelled();
        }
    }
}
