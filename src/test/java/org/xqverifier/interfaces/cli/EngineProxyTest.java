package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.referee.Referee;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code xq referee --engine}: the proxy in front of {@link ScriptedEngine}, an engine that repeats a forbidden chase
 * unless told not to. WXF diagram D36 (tw2007-8): a red rook chases an unprotected cannon; after eight plies the
 * rook's g4c4 would bring the position about a third time, and tw-2007 makes Red change: the engine alone plays it,
 * behind the proxy it does not. Then the engine misbehaves: dies, hangs; the proxy says so in one line, exits 1 and
 * leaves no process of the engine's behind.
 */
class EngineProxyTest {
    static final String D36 = "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w - - 0 1";
    static final String EIGHT = "h4c4 c7g7 c4g4 g7c7 g4c4 c7g7 c4g4 g7c7";
    private final List<Proxy> started = new ArrayList<>();

    /** The scripted engine's command line, for a process of its own. */
    static String engine(String... options) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder cmd = new StringBuilder("'" + java + "' -XX:TieredStopAtLevel=1 -Xshare:auto -cp '"
                + System.getProperty("java.class.path") + "' " + ScriptedEngine.class.getName());
        for (String o : options) {
            cmd.append(" '").append(o).append("'");
        }
        return cmd.toString();
    }

    /** A proxy running in this JVM, its stdin fed by the test and its stdout read line by line. */
    static final class Proxy {
        final PipedOutputStream toProxy = new PipedOutputStream();
        final PrintStream gui;
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final CompletableFuture<Integer> exit;

        Proxy(String edition, String engineCommand, boolean ucci, long timeoutMs) throws IOException {
            PipedInputStream in = new PipedInputStream(toProxy, 1 << 16);
            gui = new PrintStream(toProxy, true, StandardCharsets.UTF_8);
            PrintStream out = new PrintStream(new LineSink(lines), true, StandardCharsets.UTF_8);
            PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
            Referee referee = Referee.of(edition);
            exit = CompletableFuture.supplyAsync(() -> new EngineProxy(referee, referee.newGame(), engineCommand, ucci,
                    timeoutMs, in, out, errStream).run());
        }

        void send(String line) {
            gui.println(line);
        }

        /** The next line that starts with {@code prefix} (others skipped, kept in {@code skipped}), or a failure. */
        String await(String prefix, List<String> skipped) throws InterruptedException {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < until) {
                String l = lines.poll(100, TimeUnit.MILLISECONDS);
                if (l != null && l.startsWith(prefix)) {
                    return l;
                }
                if (l != null && skipped != null) {
                    skipped.add(l);
                }
            }
            throw new AssertionError("no line starting with '" + prefix + "'; skipped " + skipped);
        }

        int exitCode() throws Exception {
            return exit.get(60, TimeUnit.SECONDS);
        }

        String[] errLines() {
            String e = err.toString(StandardCharsets.UTF_8);
            return e.isEmpty() ? new String[0] : e.split("\\R");
        }
    }

    /** Collects what is written into lines. */
    static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }

    private Proxy proxy(String engineCommand, boolean ucci, long timeoutMs) throws IOException {
        Proxy p = new Proxy("tw-2007", engineCommand, ucci, timeoutMs);
        started.add(p);
        return p;
    }

    @AfterEach
    void closeAll() {
        for (Proxy p : started) {
            try {
                p.gui.close();
                p.exit.get(30, TimeUnit.SECONDS);
            } catch (Exception ignored) {
                // the test already failed
            }
        }
    }

    /** What the engine plays alone, spoken to directly. */
    private static String direct(String... commands) throws Exception {
        List<String> argv = CommandWords.split(engine());
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        try (PrintStream in = new PrintStream(p.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String c : commands) {
                in.println(c);
            }
            String l;
            while ((l = out.readLine()) != null) {
                if (l.startsWith("bestmove")) {
                    in.println("quit");
                    return l;
                }
            }
            return null;
        } finally {
            p.waitFor(10, TimeUnit.SECONDS);
            p.destroyForcibly();
        }
    }

    @Test
    void theEngineAloneRepeatsTheChaseAndBehindTheProxyItDoesNot() throws Exception {
        String position = "position fen " + D36 + " moves " + EIGHT;
        assertEquals("bestmove g4c4", direct("uci", "isready", position, "go movetime 50"),
                "the scripted engine alone repeats the forbidden chase");

        Proxy p = proxy(engine(), false, 20_000);
        p.send("uci");
        p.await("uciok", null);
        p.send("isready");
        p.await("readyok", null);
        p.send(position);
        p.send("go movetime 50");
        List<String> seen = new ArrayList<>();
        String best = p.await("bestmove", seen);
        assertNotEquals("bestmove g4c4", best, "searchmoves left g4c4 out: " + seen);
        assertTrue(seen.stream().anyMatch(l -> l.startsWith("info string xq referee tw-2007: forbidden: g4c4 (perpetual-chase")),
                seen.toString());

        // the GUI plays the forbidden move anyway: the proxy reports the ruling it brings
        p.send("position fen " + D36 + " moves " + EIGHT + " g4c4");
        String ruling = p.await("info string xq referee tw-2007: repetition", seen);
        assertTrue(ruling.contains("red-must-change") && ruling.contains("perpetual-chase"), ruling);
        p.send("quit");
        assertEquals(0, p.exitCode());
        assertEquals(0, p.errLines().length, String.join("\n", p.errLines()));
    }

    @Test
    void aUcciEngineIsToldByBanmoves() throws Exception {
        Proxy p = proxy(engine("--ucci"), true, 20_000);
        p.send("uci");
        p.await("uciok", null); // ucciok, passed on as UCI's word
        p.send("position fen " + D36 + " moves " + EIGHT);
        p.send("go wtime 60000 btime 60000");
        String best = p.await("bestmove", new ArrayList<>());
        assertNotEquals("bestmove g4c4", best);
        p.send("quit");
        assertEquals(0, p.exitCode());
    }

    @Test
    void aPositionTheRefereeCannotFollowIsSaidAndGoPassesUnchanged() throws Exception {
        Proxy p = proxy(engine(), false, 20_000);
        p.send("position startpos moves h2e2 h2e2");
        List<String> seen = new ArrayList<>();
        String info = p.await("info string xq referee tw-2007: position not followed", seen);
        assertTrue(info.contains("ply 2") && info.contains("h2e2"), info);
        p.send("quit");
        assertEquals(0, p.exitCode());
    }

    @Test
    void anEngineThatDiesEndsTheProxyWithOneLineAndNoProcessLeft(@TempDir Path dir) throws Exception {
        Path pids = dir.resolve("pids");
        Proxy p = proxy(engine("--die-on-go", "1", "--child", "--pid-file", pids.toString()), false, 20_000);
        p.send("uci");
        p.await("uciok", null);
        p.send("position startpos");
        p.send("go movetime 10");
        assertEquals(1, p.exitCode());
        String[] err = p.errLines();
        assertEquals(1, err.length, String.join("\n", err));
        assertTrue(err[0].startsWith("xq: referee: the engine exited") && err[0].contains("code 3"), err[0]);
        assertNoneAlive(pids);
    }

    @Test
    void anEngineThatHangsIsStoppedWithOneLine(@TempDir Path dir) throws Exception {
        Path pids = dir.resolve("pids");
        // no uci handshake: the go is the first thing the engine owes an answer to, 100 ms and the timeout after it
        Proxy p = proxy(engine("--hang-on", "go", "--child", "--pid-file", pids.toString()), false, 1_500);
        p.send("position startpos");
        p.send("go movetime 100");
        assertEquals(1, p.exitCode());
        String[] err = p.errLines();
        assertEquals(1, err.length, String.join("\n", err));
        assertTrue(err[0].contains("did not answer 'go'"), err[0]);
        assertNoneAlive(pids);
    }

    @Test
    void stdinClosedWithoutQuitStopsTheEngine(@TempDir Path dir) throws Exception {
        Path pids = dir.resolve("pids");
        Proxy p = proxy(engine("--pid-file", pids.toString()), false, 20_000);
        p.send("uci");
        p.await("uciok", null);
        p.gui.close();
        assertEquals(1, p.exitCode());
        String[] err = p.errLines();
        assertEquals(1, err.length, String.join("\n", err));
        assertTrue(err[0].contains("stdin closed without 'quit'"), err[0]);
        assertNoneAlive(pids);
    }

    private static void assertNoneAlive(Path pidFile) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Files.exists(pidFile) && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        List<String> pids = Files.readAllLines(pidFile);
        assertFalse(pids.isEmpty());
        for (String pid : pids) {
            ProcessHandle h = ProcessHandle.of(Long.parseLong(pid.trim())).orElse(null);
            while (h != null && h.isAlive() && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertTrue(h == null || !h.isAlive(), "process " + pid + " of the engine is still running");
        }
    }

    @Test
    void theCommandIsCutIntoWordsAsAShellWould() {
        assertEquals(List.of("a b", "c", "d'e", "f\"g", "h"), CommandWords.split("'a b' c \"d'e\" f\\\"g   h"));
        assertNotNull(CommandWords.split(""));
    }
}
