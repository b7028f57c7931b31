package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Fen;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A small engine for testing the referee's proxy (test sources only): it speaks UCI, or UCCI with {@code --ucci},
 * and on {@code go} plays, among the moves it may search, one that brings back a position of the game — it would
 * repeat a forbidden chase or check for ever unless told not to ({@code searchmoves}, UCCI {@code banmoves}) — and
 * otherwise the first legal move. Misbehaviour on demand: {@code --die-on-go N} exits with code 3 at the N-th go,
 * {@code --hang-on isready|go|uci} never answers that command, {@code --child} starts a child process that would
 * outlive it, {@code --pid-file F} writes its own and the child's process ids to F.
 */
public final class ScriptedEngine {
    private ScriptedEngine() {
    }

    public static void main(String[] args) throws Exception {
        boolean ucci = false;
        int dieOnGo = -1;
        String hangOn = "";
        boolean child = false;
        Path pidFile = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--ucci" -> ucci = true;
                case "--die-on-go" -> dieOnGo = Integer.parseInt(args[++i]);
                case "--hang-on" -> hangOn = args[++i];
                case "--child" -> child = true;
                case "--pid-file" -> pidFile = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        StringBuilder pids = new StringBuilder().append(ProcessHandle.current().pid()).append('\n');
        if (child) {
            Process p = new ProcessBuilder("sleep", "300").start();
            pids.append(p.pid()).append('\n');
        }
        if (pidFile != null) {
            Files.writeString(pidFile, pids);
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position pos = Position.start();
        Set<Long> seen = new HashSet<>();
        Set<String> banned = new HashSet<>();
        int goes = 0;
        String line;
        while ((line = in.readLine()) != null) {
            String[] w = line.trim().split("\\s+");
            switch (w[0]) {
                case "uci", "ucci" -> {
                    if (!hangOn.equals("uci")) {
                        out.println("id name ScriptedEngine (test sources)");
                        out.println(ucci ? "ucciok" : "uciok");
                    }
                }
                case "isready" -> {
                    if (!hangOn.equals("isready")) {
                        out.println("readyok");
                    }
                }
                case "position" -> {
                    int i = 1;
                    String fen = Fen.START;
                    if (w[i].equals("fen")) {
                        StringBuilder f = new StringBuilder();
                        for (i++; i < w.length && !w[i].equals("moves"); i++) {
                            f.append(f.length() == 0 ? "" : " ").append(w[i]);
                        }
                        fen = f.toString();
                    } else {
                        i++;
                    }
                    pos = Position.fromFen(fen);
                    seen.clear();
                    seen.add(pos.key());
                    if (i < w.length && w[i].equals("moves")) {
                        for (i++; i < w.length; i++) {
                            pos.make(Move.parseIccs(w[i]));
                            seen.add(pos.key());
                        }
                    }
                    banned.clear();
                }
                case "banmoves" -> {
                    for (int i = 1; i < w.length; i++) {
                        banned.add(w[i]);
                    }
                }
                case "go" -> {
                    goes++;
                    if (goes == dieOnGo) {
                        System.exit(3);
                    }
                    if (hangOn.equals("go")) {
                        continue;
                    }
                    Set<String> allowed = null;
                    for (int i = 1; i < w.length; i++) {
                        if (w[i].equals("searchmoves")) {
                            allowed = new LinkedHashSet<>();
                            for (i++; i < w.length; i++) {
                                allowed.add(w[i]);
                            }
                        }
                    }
                    out.println("bestmove " + choose(pos, seen, allowed, banned));
                }
                case "quit" -> {
                    if (ucci) {
                        out.println("bye");
                    }
                    System.exit(0);
                }
                default -> { }
            }
        }
    }

    /** A move that brings back a position of the game if there is one, else the first legal move. */
    private static String choose(Position pos, Set<Long> seen, Set<String> allowed, Set<String> banned) {
        List<String> candidates = new ArrayList<>();
        for (int m : pos.legalMoves()) {
            String s = Move.iccs(m);
            if ((allowed == null || allowed.contains(s)) && !banned.contains(s)) {
                candidates.add(s);
            }
        }
        if (candidates.isEmpty()) {
            return "(none)";
        }
        for (String s : candidates) {
            pos.make(Move.parseIccs(s));
            boolean repeats = seen.contains(pos.key());
            pos.unmake();
            if (repeats) {
                return s;
            }
        }
        return candidates.get(0);
    }
}
