package org.xqverifier.interfaces.report;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The progress line: a warning never starts in the middle of it; with a total it says how long is left. */
class ProgressBarTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String written() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aWarningErasesTheLineFirstAndTheLineComesBack() {
        ProgressBar bar = new ProgressBar(err, ProgressBar.UNKNOWN, true, "files");
        bar.update(1, "12 games ruled");
        assertTrue(written().matches("\r12 games ruled  \\d+\\.\\d s\u001b\\[K"), written());
        bar.warn("xq: a.pgn:8: game 2, ply 3: illegal move");
        assertTrue(written().endsWith("\r\u001b[Kxq: a.pgn:8: game 2, ply 3: illegal move" + System.lineSeparator()),
                written());
        bar.update(2, "20 games ruled");
        assertTrue(written().matches("(?s).*illegal move\\R\r20 games ruled  \\d+\\.\\d s\u001b\\[K"),
                "drawn again at once after a warning: " + written());
        bar.clear();
        assertTrue(written().endsWith("\r\u001b[K"), written());
    }

    @Test
    void withATotalTheLineShowsItAndAnEstimate() throws InterruptedException {
        ProgressBar bar = new ProgressBar(err, ProgressBar.UNKNOWN, true, "files");
        bar.total(10);
        Thread.sleep(20);
        bar.update(5, "40 games ruled");
        String line = written();
        assertTrue(line.matches("\r\\[#{15} {15}] 5/10 files  \\d+\\.\\d s, about \\d+ s left  \\(40 games ruled\\)\u001b\\[K"),
                line);
    }

    @Test
    void notATerminalNothingButTheWarnings() {
        ProgressBar bar = new ProgressBar(err, 10, false);
        bar.update(3);
        bar.clear();
        bar.warn("xq: note");
        bar.finish();
        assertEquals("xq: note" + System.lineSeparator(), written());
    }
}
