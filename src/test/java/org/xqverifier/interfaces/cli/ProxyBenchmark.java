package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the referee's proxy adds to an engine's go (a main class in the test sources; docs/referee.md has the
 * figures): the scripted engine, which answers at once, is driven through every ply of corpus games — {@code position
 * startpos moves …} and {@code go movetime 1}, timed from writing them to reading the bestmove — once directly and
 * once behind {@code xq referee --edition E --engine …}, game by game in turn so that the machine's load falls on
 * both alike. Run: {@code java -cp target/test-classes:target/classes:target/xq.jar
 * org.xqverifier.interfaces.cli.ProxyBenchmark [edition] [games]} (defaults wxf-2018, 400: the games with a
 * repetition first, then others).
 */
public final class ProxyBenchmark {
    private ProxyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String edition = args.length > 0 ? args[0] : "wxf-2018";
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        List<Game> games = new ArrayList<>();
        for (String f : List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn")) {
            games.addAll(PgnReader.read(Path.of("..", "shared", "corpus", f)));
        }
        // the games with a cycle first (the proxy's work is there), then the rest in order
        org.xqverifier.repetition.Arbiter arbiter = org.xqverifier.repetition.Arbiter.forEdition(edition);
        List<Game> sample = new ArrayList<>();
        List<Game> rest = new ArrayList<>();
        for (Game g : games) {
            if (!g.startPosition().isStartPosition()) {
                continue;
            }
            (arbiter.firstRuling(g.startFen(), g.moves()).cycleOrNull() != null ? sample : rest).add(g);
        }
        sample.addAll(rest);
        sample = sample.subList(0, Math.min(count, sample.size()));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("java.class.path");
        String engine = "'" + java + "' -XX:+UseSerialGC -cp '" + cp + "' " + ScriptedEngine.class.getName();
        List<String> proxy = List.of(java, "-XX:+UseSerialGC", "-cp", cp, Main.class.getName(), "referee", "--edition",
                edition, "--engine", engine);
        try (Driver direct = new Driver(CommandWords.split(engine)); Driver behind = new Driver(proxy)) {
            List<Long> d = new ArrayList<>(), p = new ArrayList<>();
            int warm = Math.min(60, sample.size() / 4);
            for (int i = 0; i < sample.size(); i++) {
                boolean keep = i >= warm;
                direct.game(sample.get(i), keep ? d : null);
                behind.game(sample.get(i), keep ? p : null);
            }
            System.out.printf("%s: %d games, %d go (after %d games of warm-up)%n  engine alone:       %s%n"
                    + "  behind the proxy:   %s%n", edition, sample.size() - warm, d.size(), warm, Driver.percentiles(d),
                    Driver.percentiles(p));
        }
    }

    /** One process spoken to in UCI. */
    static final class Driver implements AutoCloseable {
        private final Process process;
        private final PrintStream in;
        private final BufferedReader out;

        Driver(List<String> command) throws Exception {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            in = new PrintStream(process.getOutputStream(), false, StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            send("uci");
            until("uciok");
            send("isready");
            until("readyok");
        }

        void game(Game g, List<Long> times) throws Exception {
            send("ucinewgame");
            StringBuilder position = new StringBuilder("position startpos moves");
            for (int m : g.moves()) {
                position.append(' ').append(Move.iccs(m));
                long t = System.nanoTime();
                in.print(position);
                in.print("\ngo movetime 1\n");
                in.flush();
                until("bestmove");
                if (times != null) {
                    times.add(System.nanoTime() - t);
                }
            }
        }

        private void send(String line) {
            in.print(line + "\n");
            in.flush();
        }

        private void until(String prefix) throws Exception {
            String l;
            while ((l = out.readLine()) != null) {
                if (l.startsWith(prefix)) {
                    return;
                }
            }
            throw new IllegalStateException("the process ended before '" + prefix + "'");
        }

        static String percentiles(List<Long> nanos) {
            long[] a = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            return String.format("p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms", a[a.length / 2] / 1e6,
                    a[(int) (a.length * 0.9)] / 1e6, a[(int) (a.length * 0.99)] / 1e6, a[a.length - 1] / 1e6);
        }

        @Override
        public void close() throws Exception {
            send("quit");
            process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
            process.destroyForcibly();
        }
    }
}
