package org.xqverifier.interfaces.report;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

import org.xqverifier.record.Game;
import org.xqverifier.record.RecordException;

/**
 * Benchmark: what reading a collection costs on one thread, without ruling — the files found, the games cut out of
 * them ({@link GameCollection#entries}, the corpus commands' reading thread) and each game read and its moves checked
 * ({@link GameCollection.Entry#read}, the ruling threads' share). Thread CPU per phase, best of the rounds (the JIT
 * warms up over the first). Run as the launcher runs commands, e.g.
 * {@code java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp target/xq.jar:target/test-classes
 * org.xqverifier.interfaces.report.ReadingBenchmark 3 target/corpus-x8.pgn}.
 */
public final class ReadingBenchmark {
    private ReadingBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: ReadingBenchmark ROUNDS PATH…");
            System.exit(2);
        }
        int rounds = Integer.parseInt(args[0]);
        List<Path> paths = java.util.Arrays.stream(args).skip(1).map(Path::of).toList();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= rounds; round++) {
            long t0 = cpu.getCurrentThreadCpuTime(), w0 = System.nanoTime();
            List<Path> files = GameCollection.files(paths);
            long t1 = cpu.getCurrentThreadCpuTime();
            long cut = 0, read = 0, games = 0, plies = 0, bad = 0;
            int n = 0;
            String file = null;
            for (Iterator<GameCollection.Entry> it = GameCollection.entries(files); ; ) {
                long a = cpu.getCurrentThreadCpuTime();
                if (!it.hasNext()) {
                    cut += cpu.getCurrentThreadCpuTime() - a;
                    break;
                }
                GameCollection.Entry e = it.next();
                long b = cpu.getCurrentThreadCpuTime();
                cut += b - a;
                n = e.file().equals(file) ? n + 1 : 1;
                file = e.file();
                try {
                    for (Game g : e.read(n)) {
                        games++;
                        plies += g.plies();
                    }
                } catch (RecordException x) {
                    bad++;
                }
                read += cpu.getCurrentThreadCpuTime() - b;
            }
            double wall = (System.nanoTime() - w0) / 1e9;
            System.out.printf("round %d: %d files listed in %.3f s; cut into entries %.3f s; read %.3f s "
                            + "(%d games, %d plies, %d refused; %.2f M plies per CPU-second); wall %.3f s%n",
                    round, files.size(), (t1 - t0) / 1e9, cut / 1e9, read / 1e9, games, plies, bad,
                    plies / ((cut + read) / 1e9) / 1e6, wall);
        }
    }
}
