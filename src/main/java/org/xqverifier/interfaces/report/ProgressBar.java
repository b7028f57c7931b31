package org.xqverifier.interfaces.report;

import java.io.PrintStream;

/**
 * A progress line on stderr for long runs, redrawn at most ten times a second; silent for short ones. With a total
 * it is a bar with the count, the time so far and an estimate of the time left; without one, the count and the time.
 * A warning or a line of the command's own output goes through {@link #warn} or after {@link #clear}, which erase the
 * line first: a message never starts in the middle of the bar.
 */
public final class ProgressBar {
    /** A total not known in advance (items read as they are done): the bar shows the count and the time only. */
    public static final int UNKNOWN = -1;

    private final PrintStream err;
    private final boolean show;
    private final String unit;
    private volatile int total;
    private final long started = System.nanoTime();
    private long lastDrawn;
    private boolean drawn;

    public ProgressBar(PrintStream err, int total, boolean show) {
        this(err, total, show, "");
    }

    /** @param unit what is counted, after the count ("files"); empty for none */
    public ProgressBar(PrintStream err, int total, boolean show, String unit) {
        this.err = err;
        this.total = total;
        this.show = show;
        this.unit = unit.isEmpty() ? "" : " " + unit;
    }

    private boolean shown() {
        return show && (total > 0 || total == UNKNOWN);
    }

    /** The total, once it is known (a folder counted while the run goes on). */
    public void total(int total) {
        this.total = total;
    }

    public synchronized void update(int done) {
        update(done, null);
    }

    /** {@code done} of the total so far, with {@code note} (what else is counted, e.g. "1,234 games ruled") after it. */
    public synchronized void update(int done, String note) {
        if (!shown()) {
            return;
        }
        int total = this.total;
        long now = System.nanoTime();
        if ((done < total || total == UNKNOWN) && now - lastDrawn < 100_000_000L) {
            return;
        }
        lastDrawn = now;
        double seconds = (now - started) / 1e9;
        String line;
        if (total == UNKNOWN) {
            line = String.format("%s  %.1f s", note != null ? note : done + unit + " done", seconds);
        } else {
            int width = 30, filled = (int) ((long) width * Math.min(done, total) / total);
            line = String.format("[%s%s] %d/%d%s  %.1f s%s%s", "#".repeat(filled), " ".repeat(width - filled), done,
                    total, unit, seconds, done > 0 && done < total ? ", about " + duration(seconds * (total - done) / done)
                            + " left" : "", note == null ? "" : "  (" + note + ")");
        }
        err.print("\r" + line + "\033[K");   // the end of a longer line drawn before is erased
        err.flush();
        drawn = true;
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : s / 60 + " min " + (s % 60 < 10 ? "0" : "") + s % 60 + " s";
    }

    /** Erases the line, if one is drawn, so that a line of output starts at the left; the next update redraws it. */
    public synchronized void clear() {
        if (drawn) {
            err.print("\r\033[K");
            err.flush();
            drawn = false;
            lastDrawn = 0;
        }
    }

    /** Prints {@code line} on stderr after erasing the progress line; the line is drawn again at the next update. */
    public synchronized void warn(String line) {
        clear();
        err.println(line);
        err.flush();
    }

    /** The bar at its end, left on the screen (a total known), or erased; then a new line. */
    public synchronized void finish() {
        if (shown()) {
            if (total != UNKNOWN) {
                update(total);
            }
            err.println();
        }
    }
}
