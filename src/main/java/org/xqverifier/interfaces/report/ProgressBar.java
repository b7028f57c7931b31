package org.xqverifier.interfaces.report;

import java.io.PrintStream;

/** A progress bar on stderr for long runs, redrawn at most ten times a second; silent for short ones. */
public final class ProgressBar {
    /** A total not known in advance (items read as they are done): the bar shows the count and the time only. */
    public static final int UNKNOWN = -1;

    private final PrintStream err;
    private final int total;
    private final boolean shown;
    private final long started = System.nanoTime();
    private long lastDrawn;

    public ProgressBar(PrintStream err, int total, boolean show) {
        this.err = err;
        this.total = total;
        this.shown = show && (total > 0 || total == UNKNOWN);
    }

    public synchronized void update(int done) {
        if (!shown) {
            return;
        }
        long now = System.nanoTime();
        if ((done < total || total == UNKNOWN) && now - lastDrawn < 100_000_000L) {
            return;
        }
        lastDrawn = now;
        if (total == UNKNOWN) {
            err.printf("\r%d done  %.1f s", done, (now - started) / 1e9);
            err.flush();
            return;
        }
        int width = 30, filled = (int) ((long) width * done / total);
        double seconds = (now - started) / 1e9;
        err.printf("\r[%s%s] %d/%d  %.1f s", "#".repeat(filled), " ".repeat(width - filled), done, total, seconds);
        err.flush();
    }

    public synchronized void finish() {
        if (shown) {
            if (total != UNKNOWN) {
                update(total);
            }
            err.println();
        }
    }
}
