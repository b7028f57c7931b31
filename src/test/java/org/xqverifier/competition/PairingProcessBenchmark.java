package org.xqverifier.competition;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

/**
 * The parts of one cold {@code xq pairings FILE --round N} process, timed on the main thread (a main class, not a
 * test): reading the tournament file, loading the edition's tables, pairing (with {@code XQ_PAIR_DEBUG} set, the
 * pairing's own parts too) and printing; the tables load beside the file, so their part is what is left to wait for
 * once it is read. Run it in a fresh JVM with the launcher's flags, once per measurement:
 * {@code java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp target/classes:target/test-classes:DEPS
 * org.xqverifier.competition.PairingProcessBenchmark target/swiss-1000.yaml 9 [AGAIN]} (the file: {@code
 * SwissSimulationBenchmark}); AGAIN pairs the round that many times more, warm (for a profiler's samples).
 */
public final class PairingProcessBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private PairingProcessBenchmark() {
    }

    public static void main(String[] args) {
        long start = ManagementFactory.getRuntimeMXBean().getStartTime();
        long[] at = {System.nanoTime(), CPU.getCurrentThreadCpuTime()};
        System.err.printf("JVM start to main: %d ms wall%n", System.currentTimeMillis() - start);
        // as the command does: the bundled editions are read beside the start (cli.EditionPreload), and the event's
        // edition's competition tables on a thread of their own once the event is read
        Thread editions = new Thread(org.xqverifier.edition.EditionRepository::bundled, "xq-editions");
        editions.setDaemon(true);
        editions.start();
        CompetitionRules.Loading loading = new CompetitionRules.Loading(null);
        Tournament t = TournamentReader.read(Path.of(args[0]), ev -> loading.start(ev.edition()));
        lap("reading the file", at);
        CompetitionRules rules = loading.get(t.event().edition());
        lap("edition tables", at);
        SwissPairer.Result res = SwissPairer.pair(t, rules, Integer.parseInt(args[1]));
        lap("pairing", at);
        for (int again = args.length > 2 ? Integer.parseInt(args[2]) : 0; again > 0; again--) {
            SwissPairer.pair(t, rules, Integer.parseInt(args[1]));
            lap("pairing again", at);
        }
        StringBuilder out = new StringBuilder();
        for (Pairing p : res.pairings()) {
            out.append(p.first()).append(' ').append(p.bye() ? "bye" : p.second()).append('\n');
        }
        System.out.print(out);
        lap("printing", at);
        System.err.printf("main thread total: %d ms wall since JVM start%n", System.currentTimeMillis() - start);
    }

    private static void lap(String what, long[] at) {
        long wall = System.nanoTime();
        long cpu = CPU.getCurrentThreadCpuTime();
        System.err.printf("%-18s %4.0f ms wall, %4.0f ms CPU%n", what + ":", (wall - at[0]) / 1e6, (cpu - at[1]) / 1e6);
        at[0] = wall;
        at[1] = cpu;
    }
}
