package org.xqverifier.interfaces.report;

import java.nio.file.Files;
import java.nio.file.Path;

/** Whether the process' standard error is a terminal: progress bars are for people watching, never for log files. */
public final class StderrTerminal {
    private StderrTerminal() {
    }

    public static boolean isTerminal() {
        try {
            Path fd2 = Path.of("/proc/self/fd/2");
            if (Files.exists(fd2)) {
                String target = Files.readSymbolicLink(fd2).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (Exception e) {
            // not Linux, or no /proc: fall back on the console below
        }
        return System.console() != null;
    }
}
