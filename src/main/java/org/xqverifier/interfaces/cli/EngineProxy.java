package org.xqverifier.interfaces.cli;

import org.xqverifier.referee.ForbiddenMove;
import org.xqverifier.referee.Referee;
import org.xqverifier.referee.RefereeException;
import org.xqverifier.referee.RefereeGame;
import org.xqverifier.referee.Status;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code xq referee --engine "CMD ARGS"}: a UCI proxy between a GUI (or match runner) on stdin/stdout and an engine it
 * starts. Every command goes through; the proxy follows the game from each {@code position} with the referee, and
 * before a {@code go} in a position with forbidden moves it adds {@code searchmoves} with the allowed ones (for a UCCI
 * engine, a {@code banmoves} line with the forbidden ones), so an unmodified engine plays by the edition's rules. When
 * the last move of a position ends the game or brings a ruling, it tells the GUI in an {@code info string}.
 * An engine that exits, or does not answer {@code uci}, {@code isready}, {@code stop} or a timed {@code go} in time,
 * ends the proxy with one line on stderr and exit code 1, the engine and its children stopped.
 */
final class EngineProxy {
    private static final String GUI_CLOSED = "\u0000gui-closed";
    private static final String ENGINE_CLOSED = "\u0000engine-closed";
    private static final long NO_DEADLINE = Long.MAX_VALUE;

    private final Referee referee;
    private final String command;
    private final boolean ucci;
    private final long timeoutMs;
    private final InputStream guiIn;
    private final PrintStream guiOut;
    private final PrintStream err;
    private final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();

    private RefereeGame game;
    /** False after a position the referee could not follow: go is passed on unchanged until the next good one. */
    private boolean following = true;
    private String startKey;
    private int reportedPly = -1;
    private Process engine;
    private BufferedWriter toEngine;
    /** The engine's child processes seen while it ran: one that outlives the engine is stopped with it. */
    private final Set<ProcessHandle> children = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private long childrenLookedAt;

    /** What the engine still owes an answer to, and by when (System.nanoTime; NO_DEADLINE: no bound yet). */
    private final Object lock = new Object();
    private String awaitingUci, awaitingReady, awaitingBest;
    private long uciBy, readyBy, bestBy;
    /** The time a pondering go would have, applied at ponderhit. */
    private long ponderBound = NO_DEADLINE;

    EngineProxy(Referee referee, RefereeGame game, String command, boolean ucci, long timeoutMs, InputStream guiIn,
                PrintStream guiOut, PrintStream err) {
        this.referee = referee;
        this.game = game;
        this.command = command;
        this.ucci = ucci;
        this.timeoutMs = timeoutMs;
        this.guiIn = guiIn;
        this.guiOut = guiOut;
        this.err = err;
    }

    int run() {
        List<String> argv = CommandWords.split(command);
        if (argv.isEmpty()) {
            throw new UserError("--engine: no command given");
        }
        try {
            engine = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UserError("--engine: cannot start '" + org.xqverifier.board.Quoted.cut(command, 80) + "': " + e.getMessage());
        }
        Thread stopOnExit = new Thread(this::stopEngine, "xq-referee-stop-engine");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        toEngine = new BufferedWriter(new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8));
        reader("xq-referee-gui", guiIn, GUI_CLOSED, inbox::add);
        reader("xq-referee-engine", engine.getInputStream(), ENGINE_CLOSED, this::fromEngine);
        try {
            return loop();
        } finally {
            stopEngine();
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs anyway
            }
        }
    }

    private int loop() {
        while (true) {
            String line;
            try {
                line = inbox.poll(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return fail("interrupted");
            }
            String late = overdue();
            if (late != null) {
                return fail("the engine did not answer '" + late + "' in time (--engine-timeout " + timeoutMs / 1000.0
                        + " s); it was stopped");
            }
            lookForChildren();
            if (line == null) {
                continue;
            }
            if (line == ENGINE_CLOSED) {
                return fail("the engine exited" + exitCode() + pendingText() + "; the proxy stops");
            }
            if (line == GUI_CLOSED) {
                send("quit");
                waitForExit();
                return fail("stdin closed without 'quit'; the engine was stopped");
            }
            if (!fromGui(line)) {
                waitForExit();
                return 0;
            }
        }
    }

    /** Handles one GUI line; false after quit. */
    private boolean fromGui(String line) {
        String[] w = line.trim().split("\\s+");
        String cmd = w.length == 0 ? "" : w[0];
        long now = System.nanoTime();
        switch (cmd) {
            case "uci" -> {
                expect("uci", now + ms(timeoutMs));
                send(ucci ? "ucci" : line);
            }
            case "isready" -> {
                expect("isready", now + ms(timeoutMs));
                send(line);
            }
            case "ucinewgame" -> {
                game = referee.newGame();
                startKey = null;
                reportedPly = -1;
                following = true;
                if (!ucci) {
                    send(line);
                }
            }
            case "position" -> {
                position(w);
                send(line);
            }
            case "go" -> go(w, now);
            case "stop" -> {
                synchronized (lock) {
                    if (awaitingBest != null) {
                        bestBy = now + ms(timeoutMs);
                    }
                }
                send(line);
            }
            case "ponderhit" -> {
                synchronized (lock) {
                    if (awaitingBest != null && ponderBound != NO_DEADLINE) {
                        bestBy = now + ponderBound;
                    }
                }
                send(line);
            }
            case "setoption" -> send(ucci ? ucciOption(w) : line);
            case "quit" -> {
                send(line);
                return false;
            }
            default -> send(line);
        }
        return true;
    }

    /** Follows the game to the position the GUI sets; a position the referee cannot follow is said in one info line. */
    private void position(String[] w) {
        int i = 1;
        String start;
        String fen = null;
        if (i < w.length && w[i].equals("startpos")) {
            start = "startpos";
            i++;
        } else if (i < w.length && w[i].equals("fen")) {
            StringBuilder f = new StringBuilder();
            for (i++; i < w.length && !w[i].equals("moves"); i++) {
                f.append(f.length() == 0 ? "" : " ").append(w[i]);
            }
            fen = f.toString();
            start = "fen " + fen;
        } else {
            info("position not followed: it needs startpos or fen");
            following = false;
            return;
        }
        List<String> moves = new ArrayList<>();
        if (i < w.length && w[i].equals("moves")) {
            moves.addAll(Arrays.asList(w).subList(i + 1, w.length));
        }
        try {
            if (!following || !start.equals(startKey) || !extends_(moves)) {
                game = referee.newGame(fen);
                startKey = start;
                reportedPly = -1;
            }
            List<String> played = game.moves();
            for (int k = played.size(); k < moves.size(); k++) {
                game.play(moves.get(k));
            }
            following = true;
            report();
        } catch (RefereeException e) {
            following = false;
            startKey = null;
            info("position not followed: " + e.getMessage() + "; go is passed on unchanged");
        }
    }

    /** Whether the game so far is a start of {@code moves} (taking back what goes beyond it). */
    private boolean extends_(List<String> moves) {
        List<String> played = game.moves();
        int common = 0;
        while (common < played.size() && common < moves.size() && played.get(common).equalsIgnoreCase(moves.get(common))) {
            common++;
        }
        if (common < moves.size() && common < played.size()) {
            return false;
        }
        for (int k = played.size(); k > common; k--) {
            game.undo();
        }
        return true;
    }

    /** The ruling or the end the last move brought, once per ply. */
    private void report() {
        Status s = game.status();
        if (s.ply() == reportedPly) {
            return;
        }
        reportedPly = s.ply();
        if (s.forbiddenPlayed() != null) {
            ForbiddenMove f = s.forbiddenPlayed();
            info(f.ruling().violator() + " played the forbidden move " + f.move() + " (" + f.pattern() + ", "
                    + f.article() + ")");
        }
        if (s.ruling() != null) {
            info(s.state().code() + ": " + s.verdict() + " — " + s.pattern() + " (" + s.article() + ")");
        }
    }

    private void go(String[] w, long now) {
        Status s = following ? game.status() : null;
        List<String> banned = new ArrayList<>();
        if (s != null && !s.state().over()) {
            for (ForbiddenMove f : s.forbidden()) {
                banned.add(f.move());
            }
        }
        List<String> words = new ArrayList<>();
        Set<String> asked = null;
        for (int i = 1; i < w.length; i++) {
            if (w[i].equals("searchmoves")) {
                asked = new LinkedHashSet<>();
                while (i + 1 < w.length && w[i + 1].matches("[a-iA-I][0-9][a-iA-I][0-9]")) {
                    asked.add(w[++i].toLowerCase());
                }
            } else {
                words.add(w[i]);
            }
        }
        expect("go", bound(words, now));
        if (banned.isEmpty()) {
            send(ucci ? ucciGo(words, asked, List.of()) : String.join(" ", w));
            return;
        }
        info("forbidden: " + String.join(" ", banned) + " (" + s.forbidden().get(0).pattern() + ", "
                + s.forbidden().get(0).article() + ")");
        if (ucci) {
            send("banmoves " + String.join(" ", banned));
            send(ucciGo(words, asked, banned));
            return;
        }
        List<String> allowed = new ArrayList<>();
        for (String m : game.legalMoves()) {
            if (!banned.contains(m) && (asked == null || asked.contains(m))) {
                allowed.add(m);
            }
        }
        if (allowed.isEmpty()) {
            info("every move left is forbidden; go is passed on unchanged");
            send(String.join(" ", w));
            return;
        }
        send("go" + (words.isEmpty() ? "" : " " + String.join(" ", words)) + " searchmoves " + String.join(" ", allowed));
    }

    /** When a go must have its bestmove: its own time and the timeout; no bound for infinite, ponder, depth or nodes. */
    private long bound(List<String> words, long now) {
        long movetime = -1, time = -1, inc = 0;
        boolean open = false;
        boolean red = game == null || "red".equals(game.status().sideToMove());
        for (int i = 0; i < words.size(); i++) {
            String k = words.get(i);
            long v = i + 1 < words.size() ? number(words.get(i + 1)) : -1;
            switch (k) {
                case "infinite", "ponder" -> open = true;
                case "movetime" -> movetime = v;
                case "wtime" -> time = red ? v : time;
                case "btime" -> time = red ? time : v;
                case "winc" -> inc = red ? Math.max(0, v) : inc;
                case "binc" -> inc = red ? inc : Math.max(0, v);
                default -> { }
            }
        }
        long own = movetime >= 0 ? movetime : time >= 0 ? time + inc : -1;
        synchronized (lock) {
            ponderBound = own < 0 ? NO_DEADLINE : ms(own + timeoutMs);
        }
        if (open || own < 0) {
            return NO_DEADLINE;
        }
        return now + ms(own + timeoutMs);
    }

    private static long number(String s) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A UCI go as UCCI's (times in milliseconds, set at the handshake; the side to move's clock as "time"). */
    private String ucciGo(List<String> words, Set<String> asked, List<String> banned) {
        boolean red = !following || "red".equals(game.status().sideToMove());
        StringBuilder out = new StringBuilder("go");
        for (int i = 0; i < words.size(); i++) {
            String k = words.get(i);
            String v = i + 1 < words.size() ? words.get(i + 1) : "";
            switch (k) {
                case "wtime" -> { out.append(red ? " time " : " opptime ").append(v); i++; }
                case "btime" -> { out.append(red ? " opptime " : " time ").append(v); i++; }
                case "winc" -> { out.append(red ? " increment " : " oppincrement ").append(v); i++; }
                case "binc" -> { out.append(red ? " oppincrement " : " increment ").append(v); i++; }
                case "movetime" -> { out.append(" time ").append(v).append(" movestogo 1"); i++; }
                case "movestogo", "depth", "nodes" -> { out.append(' ').append(k).append(' ').append(v); i++; }
                case "infinite", "ponder" -> out.append(' ').append(k);
                default -> { }
            }
        }
        return out.toString();
    }

    /** UCI's {@code setoption name N value V} as UCCI's {@code setoption N V}. */
    private static String ucciOption(String[] w) {
        StringBuilder name = new StringBuilder(), value = new StringBuilder();
        StringBuilder into = null;
        for (int i = 1; i < w.length; i++) {
            if (w[i].equals("name")) {
                into = name;
            } else if (w[i].equals("value")) {
                into = value;
            } else if (into != null) {
                into.append(into.length() == 0 ? "" : " ").append(w[i]);
            }
        }
        return "setoption " + name + (value.length() == 0 ? "" : " " + value);
    }

    /** One engine line: passed to the GUI (UCCI's words as UCI's), and what it answers noted. */
    private void fromEngine(String line) {
        if (line == ENGINE_CLOSED) {
            inbox.add(line);
            return;
        }
        String t = line.trim();
        String out = line;
        synchronized (lock) {
            if (t.equals("uciok") || t.equals("ucciok")) {
                awaitingUci = null;
                out = "uciok";
                if (ucci) {
                    send("setoption usemillisec true");
                }
            } else if (t.equals("readyok")) {
                awaitingReady = null;
            } else if (t.startsWith("bestmove") || t.startsWith("nobestmove")) {
                awaitingBest = null;
                if (t.startsWith("nobestmove")) {
                    out = "bestmove (none)";
                }
            } else if (ucci && t.equals("bye")) {
                out = null;
            }
        }
        if (out != null) {
            synchronized (guiOut) {
                guiOut.println(out);
                guiOut.flush();
            }
        }
        if ("uciok".equals(out) || t.equals("readyok")) {
            // an engine starts its helpers before it says it is ready: note them (after the answer is passed on)
            engine.descendants().forEach(children::add);
        }
    }

    private void expect(String what, long by) {
        synchronized (lock) {
            switch (what) {
                case "uci" -> { awaitingUci = what; uciBy = by; }
                case "isready" -> { awaitingReady = what; readyBy = by; }
                default -> { awaitingBest = what; bestBy = by; }
            }
        }
    }

    /** The command whose answer is overdue, or null. */
    private String overdue() {
        long now = System.nanoTime();
        synchronized (lock) {
            if (awaitingUci != null && now > uciBy) {
                return "uci";
            }
            if (awaitingReady != null && now > readyBy) {
                return "isready";
            }
            if (awaitingBest != null && bestBy != NO_DEADLINE && now > bestBy) {
                return "go";
            }
        }
        return null;
    }

    private String pendingText() {
        synchronized (lock) {
            return awaitingBest != null ? " while thinking (go)" : awaitingReady != null ? " before answering isready"
                    : awaitingUci != null ? " before answering uci" : "";
        }
    }

    private String exitCode() {
        try {
            if (engine.waitFor(500, TimeUnit.MILLISECONDS)) {
                return " (exit code " + engine.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }

    private void info(String text) {
        synchronized (guiOut) {
            guiOut.println("info string xq referee " + referee.edition() + ": " + text);
            guiOut.flush();
        }
    }

    private void send(String line) {
        try {
            synchronized (this) {
                toEngine.write(line);
                toEngine.write('\n');
                toEngine.flush();
            }
        } catch (IOException closed) {
            // the engine is gone: its reader reports that
        }
    }

    private int fail(String message) {
        err.println("xq: referee: " + message);
        err.flush();
        return 1;
    }

    private void waitForExit() {
        try {
            engine.waitFor(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Notes the engine's child processes now and then (a child of an engine that died no longer shows as its own). */
    private void lookForChildren() {
        long now = System.nanoTime();
        if (now - childrenLookedAt > TimeUnit.MILLISECONDS.toNanos(250)) {
            childrenLookedAt = now;
            engine.descendants().forEach(children::add);
        }
    }

    /** Stops the engine and every process it started (none is left behind, whatever ends the proxy). */
    private void stopEngine() {
        if (engine == null) {
            return;
        }
        engine.descendants().forEach(children::add);
        if (engine.isAlive()) {
            engine.destroy();
            try {
                if (!engine.waitFor(200, TimeUnit.MILLISECONDS)) {
                    engine.destroyForcibly();
                    engine.waitFor(2, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                engine.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        for (ProcessHandle c : children) {
            c.destroyForcibly();
        }
    }

    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

    private static void reader(String name, InputStream in, String closed, java.util.function.Consumer<String> to) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    to.accept(line);
                }
            } catch (IOException e) {
                // read as the end of that stream
            }
            to.accept(closed);
        }, name);
        t.setDaemon(true);
        t.start();
    }
}
