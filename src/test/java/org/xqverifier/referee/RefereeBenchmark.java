package org.xqverifier.referee;

import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.LiveGame;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the referee costs (a main class in the test sources, not a timed test; docs/referee.md has the figures):
 * <ul>
 * <li>{@code throughput [edition] [pgn…]}: the corpus ×8 (the two corpus files eight times over, 20,128 games) played
 * move by move through the library — each move read from ICCS text, checked, played, and the status with the
 * forbidden moves asked — on one thread, in thread CPU time: for the games in which no position stands twice, and
 * for all; beside it, {@code xq rule --games}' own replay of the same games ({@code Arbiter.firstRuling});</li>
 * <li>{@code query [edition…]}: in a warm JVM, every corpus move after which the status needed a cycle ruling (a
 * repetition: the cycle the move closed, or a move the side to move could play into one), timed as a game server
 * sees it ({@code play}: status and forbidden moves); beside them, with the moves that asked no ruling but analysed a
 * ply of the repetition ahead ({@link org.xqverifier.repetition.LiveGame#lookAhead}), every move that did cycle work;
 * and the forbidden moves asked afresh of a game that has only
 * replayed its moves (nothing analysed yet), at each of those positions.</li>
 * </ul>
 * Run: {@code java -cp target/test-classes:target/classes:target/xq.jar org.xqverifier.referee.RefereeBenchmark query}
 * (add {@code -XX:TieredStopAtLevel=1} for the launcher's C1-only flags).
 */
public final class RefereeBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private RefereeBenchmark() {
    }

    record Line(String fen, int[] moves, String[] iccs) {
    }

    public static void main(String[] args) throws Exception {
        String what = args.length > 0 ? args[0] : "throughput";
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(Math.min(1, args.length), args.length));
        List<String> editions = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        for (String a : rest) {
            if (a.endsWith(".pgn")) {
                files.add(Path.of(a));
            } else {
                editions.add(a);
            }
        }
        if (files.isEmpty()) {
            for (String f : List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn")) {
                files.add(Path.of("..", "shared", "corpus", f));
            }
        }
        List<Line> corpus = new ArrayList<>();
        for (Path f : files) {
            for (Game g : PgnReader.read(f)) {
                String[] iccs = new String[g.moves().length];
                for (int i = 0; i < iccs.length; i++) {
                    iccs[i] = Move.iccs(g.moves()[i]);
                }
                corpus.add(new Line(g.startFen(), g.moves(), iccs));
            }
        }
        System.out.printf("%d games, %d plies; %s, %s%n", corpus.size(), corpus.stream().mapToInt(l -> l.moves().length).sum(),
                System.getProperty("java.vm.name"), ManagementFactory.getRuntimeMXBean().getInputArguments());
        if (what.equals("throughput")) {
            throughput(editions.isEmpty() ? "wxf-2018" : editions.get(0), corpus);
        } else {
            for (String e : editions.isEmpty() ? List.of("wxf-2018", "cxa-2020") : editions) {
                query(e, corpus);
            }
        }
    }

    private static void throughput(String edition, List<Line> corpus) {
        Referee referee = Referee.of(edition);
        Arbiter batch = Arbiter.forEdition(edition);
        boolean[] repeats = new boolean[corpus.size()];
        for (int i = 0; i < corpus.size(); i++) {
            RefereeGame g = referee.newGame(corpus.get(i).fen());
            for (String m : corpus.get(i).iccs()) {
                if (g.status().state().over()) {
                    break;
                }
                g.play(m);
                repeats[i] |= g.occurrences() > 1;
            }
        }
        int without = 0;
        for (boolean r : repeats) {
            without += r ? 0 : 1;
        }
        System.out.printf("%s: %d of %d games have no position standing twice%n", edition, without, corpus.size());
        for (int round = 0; round < 3; round++) {
            playAll(referee, corpus, repeats, 1); // warm-up
        }
        int rounds = Integer.getInteger("rounds", 5);
        for (int round = 0; round < rounds; round++) {
            long[] r = playAll(referee, corpus, repeats, 8);
            System.out.printf("round %d: no repetition %,d plies in %.3f s CPU = %.2f M plies/s; all %,d plies in %.3f s CPU"
                            + " (%.3f s wall) = %.2f M plies/s%n", round, r[0], r[1] / 1e9, r[0] * 1e3 / r[1],
                    r[2], r[3] / 1e9, r[4] / 1e9, r[2] * 1e3 / r[3]);
            long t = CPU.getCurrentThreadCpuTime();
            long plies = 0;
            for (int k = 0; k < 8; k++) {
                for (Line l : corpus) {
                    org.xqverifier.repetition.Ruling ruling = batch.firstRuling(l.fen(), l.moves());
                    plies += ruling.decisionPly() > 0 ? ruling.decisionPly() : l.moves().length;
                }
            }
            long cpu = CPU.getCurrentThreadCpuTime() - t;
            System.out.printf("         xq rule --games' replay of the same games: %,d plies (to each first ruling) in"
                    + " %.3f s CPU = %.2f M plies/s%n", plies, cpu / 1e9, plies * 1e3 / cpu);
        }
    }

    /** {plies of games without repetition, their CPU ns, all plies, all CPU ns, wall ns}. */
    private static long[] playAll(Referee referee, List<Line> corpus, boolean[] repeats, int times) {
        long[] out = new long[5];
        long wall = System.nanoTime();
        int sink = 0;
        for (int k = 0; k < times; k++) {
            for (int i = 0; i < corpus.size(); i++) {
                long t = CPU.getCurrentThreadCpuTime();
                RefereeGame g = referee.newGame(corpus.get(i).fen());
                int plies = 0;
                for (String m : corpus.get(i).iccs()) {
                    if (g.status().state().over()) {
                        break;
                    }
                    Status s = g.play(m);
                    sink += s.forbidden().size();
                    plies++;
                }
                long cpu = CPU.getCurrentThreadCpuTime() - t;
                if (!repeats[i]) {
                    out[0] += plies;
                    out[1] += cpu;
                }
                out[2] += plies;
                out[3] += cpu;
            }
        }
        out[4] = System.nanoTime() - wall;
        if (sink < 0) {
            System.out.println(sink);
        }
        return out;
    }

    private static void query(String edition, List<Line> corpus) {
        Referee referee = Referee.of(edition);
        Arbiter arbiter = Arbiter.forEdition(edition);
        for (int round = 0; round < Integer.getInteger("rounds", 3); round++) {
            List<Long> inGame = new ArrayList<>();
            List<Long> inGameCpu = new ArrayList<>();
            List<Long> ahead = new ArrayList<>();
            List<Long> aheadCpu = new ArrayList<>();
            List<Long> afresh = new ArrayList<>();
            List<Long> afreshCpu = new ArrayList<>();
            int forbiddenFound = 0;
            for (Line l : corpus) {
                RefereeGame g = referee.newGame(l.fen());
                for (int p = 0; p < l.iccs().length && !g.status().state().over(); p++) {
                    int asked = g.rulingsAsked();
                    int analysed = g.analysedAhead();
                    long c = CPU.getCurrentThreadCpuTime();
                    long t = System.nanoTime();
                    Status s = g.play(l.iccs()[p]);
                    long took = System.nanoTime() - t;
                    long tookCpu = CPU.getCurrentThreadCpuTime() - c;
                    if (g.analysedAhead() != analysed) {
                        // a move that asked no ruling but analysed a ply of the repetition for the rulings to come
                        ahead.add(took);
                        aheadCpu.add(tookCpu);
                    }
                    if (g.rulingsAsked() == asked) {
                        continue;
                    }
                    inGame.add(took);
                    inGameCpu.add(tookCpu);
                    forbiddenFound += s.forbidden().size();
                    // the same position asked afresh: a game that only replayed the moves, nothing analysed yet
                    LiveGame fresh = LiveGame.start(arbiter, l.fen());
                    for (int q = 0; q <= p; q++) {
                        fresh.play(l.moves()[q]);
                    }
                    long fc = CPU.getCurrentThreadCpuTime();
                    long f = System.nanoTime();
                    fresh.closedCycle();
                    fresh.forbidden();
                    afresh.add(System.nanoTime() - f);
                    afreshCpu.add(CPU.getCurrentThreadCpuTime() - fc);
                }
            }
            List<Long> allCpu = new ArrayList<>(inGameCpu);
            allCpu.addAll(aheadCpu);
            List<Long> all = new ArrayList<>(inGame);
            all.addAll(ahead);
            System.out.printf("%s round %d: %d moves needing a ruling (%d forbidden moves found), %d more analysing a ply"
                    + " ahead%n  in the game, wall: %s%n  in the game, CPU:  %s%n  ruling or ahead, wall: %s%n"
                    + "  ruling or ahead, CPU:  %s%n  asked afresh, wall: %s%n  asked afresh, CPU:  %s%n",
                    edition, round, inGame.size(), forbiddenFound, ahead.size(), percentiles(inGame),
                    percentiles(inGameCpu), percentiles(all), percentiles(allCpu), percentiles(afresh),
                    percentiles(afreshCpu));
        }
    }

    private static String percentiles(List<Long> nanos) {
        long[] a = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        if (a.length == 0) {
            return "none";
        }
        return String.format("p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms", a[a.length / 2] / 1e6,
                a[(int) (a.length * 0.9)] / 1e6, a[Math.min(a.length - 1, (int) (a.length * 0.99))] / 1e6, a[a.length - 1] / 1e6);
    }
}
