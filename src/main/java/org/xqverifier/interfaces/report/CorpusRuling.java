package org.xqverifier.interfaces.report;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.xqverifier.record.Game;
import org.xqverifier.record.RecordException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.PendingDecision;
import org.xqverifier.repetition.Replayer;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.RulingInputException;

/**
 * Rules every game of a collection under one or more editions, stopping each game at its first ruling. Games are
 * independent, so they are read and ruled on every core, in batches; the results come back in game order, and only a
 * bounded window of batches is in flight, so memory stays the same however large the collection. The games are
 * replayed from the start, while the rule bases are still being built: most need no decision, and those that do wait
 * with just the facts for it.
 */
public final class CorpusRuling {
    /*
     * Games a batch reads and replays, whose decisions are then taken one after another (decided): a decision right
     * after replays finds the rule network out of the caches, so the longer the run of decisions the cheaper each.
     * With 32 games a batch (about 3 decisions in the ×8 PGN corpus) a cxa-2020 decision cost ≈ 700 µs of CPU in the
     * run against ≈ 400 µs in DecisionBenchmark's runs of 225; with 256 (≈ 23 decisions) the ×8 corpus under cxa-2020
     * took 0.95× the CPU (10 pairs), under wxf-2018 1.00×, the XQF collection under cxa-2020 0.98×, none slower in
     * wall time; 512 gained nothing more that held (docs/performance.md, issue 29's eighth round).
     */
    private static final int BATCH = 256;
    /*
     * Batches in flight per ruling thread. Results are handed on in order, so a slow batch at the head (a cold Drools
     * decision takes 100–200 ms) stops new batches from being queued; with 32-game batches, 4 a thread left the other
     * thread out of work for ≈0.3 s per run of the XQF collection (JFR thread-park time), 16 for none. At most
     * 256 × 2 games per thread are held, as 32 × 16 were. More are held only while the rule bases are built (none is
     * handed on before them): meanwhile the threads replay the games that need no decision, up to 256 × 6 games each
     * (about what two threads replay while sharing two cores with the rule bases' build); every game more in flight
     * outlives young collections (with 32 × 128 the GC pauses of the ×8 PGN corpus tripled, 60 → 190 ms).
     */
    private static final int WINDOW = 2;
    private static final int WINDOW_WHILE_LOADING = 6;

    private final CompletableFuture<List<Replayer>> replayers;
    private final CompletableFuture<List<Arbiter>> arbiters;
    private final int threads;

    /**
     * @param replayers the editions' replayers (their tables), possibly still being read: games are read meanwhile
     * @param arbiters  the same editions' arbiters, possibly still being built (rule bases take a while to load): games
     *                  are replayed meanwhile, and those that need a decision are decided once they are there; if either
     *                  fails, the run stops with its error before any game is handed on
     */
    public CorpusRuling(CompletableFuture<List<Replayer>> replayers, CompletableFuture<List<Arbiter>> arbiters,
                        int threads) {
        this.replayers = replayers;
        this.arbiters = arbiters;
        this.threads = Math.max(1, threads);
    }

    /**
     * One game's rulings, one per edition in the order given (null with the error if the game cannot be read or
     * ruled).
     */
    public record GameRulings(String file, int number, int line, Game game, List<Ruling> rulings, String error) {
    }

    /** Wall-clock and CPU time of a run (the CPU time of the threads that read and ruled). */
    public record Timing(double wallSeconds, double cpuSeconds) {
    }

    /** Rules every entry, handing each game's rulings to {@code sink} in order; a rules error stops the run. */
    public Timing run(Iterator<GameCollection.Entry> entries, Consumer<GameRulings> sink) {
        long start = System.nanoTime();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        AtomicLong cpuNanos = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "xq-rule");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<List<Read>>> window = new ArrayDeque<>();
        Numbering numbering = new Numbering();
        try {
            String file = null;
            int indexInFile = 0;
            int limit = WINDOW_WHILE_LOADING * threads;
            // while the rule bases are built, one thread fewer replays: the build keeps a core (with every thread
            // replaying on two cores, the build took 0.15–0.25 s more CPU, as much as replaying early saved)
            Semaphore replayingWhileLoading = new Semaphore(Math.max(1, threads - 1));
            while (entries.hasNext()) {
                List<GameCollection.Entry> batch = new ArrayList<>(BATCH);
                List<Integer> numbers = new ArrayList<>(BATCH);
                while (batch.size() < BATCH && entries.hasNext()) {
                    GameCollection.Entry e = entries.next();
                    if (!e.file().equals(file)) {
                        file = e.file();
                        indexInFile = 0;
                    }
                    batch.add(e);
                    numbers.add(++indexInFile);
                }
                window.add(CompletableFuture.supplyAsync(() -> {
                    boolean loading = !arbiters.isDone();
                    if (loading) {
                        replayingWhileLoading.acquireUninterruptibly();
                    }
                    try {
                        return timed(cpu, cpuNanos, () -> {
                            List<Read> out = new ArrayList<>(batch.size());
                            for (int i = 0; i < batch.size(); i++) {
                                out.add(readAndReplay(batch.get(i), numbers.get(i)));
                            }
                            // the rule bases may have come meanwhile: the games waiting for them are decided here
                            return arbiters.isDone() ? decided(out) : out;
                        });
                    } finally {
                        if (loading) {
                            replayingWhileLoading.release();
                        }
                    }
                }, pool).thenCompose(out -> !waiting(out) ? CompletableFuture.completedFuture(out)
                        : arbiters.thenApplyAsync(a -> timed(cpu, cpuNanos, () -> decided(out)), pool)));
                if (limit > WINDOW * threads && arbiters.isDone()) {
                    limit = WINDOW * threads; // what was held for the rule bases goes out at once
                }
                while (window.size() > limit) {
                    deliver(numbering, window.poll().get(), sink);
                }
            }
            while (!window.isEmpty()) {
                deliver(numbering, window.poll().get(), sink);
            }
            join(arbiters); // an empty collection still stops at a broken edition
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return new Timing((System.nanoTime() - start) / 1e9, cpuNanos.get() / 1e9);
    }

    private static <T> T timed(ThreadMXBean cpu, AtomicLong cpuNanos, Supplier<T> work) {
        long before = cpu.getCurrentThreadCpuTime();
        try {
            return work.get();
        } finally {
            cpuNanos.addAndGet(cpu.getCurrentThreadCpuTime() - before);
        }
    }

    /** Hands a batch on in order, once the rule bases are there (a broken edition stops the run before any game). */
    private void deliver(Numbering numbering, List<Read> batch, Consumer<GameRulings> sink) {
        join(arbiters);
        numbering.deliver(batch, sink);
    }

    private static <T> T join(CompletableFuture<T> building) {
        try {
            return building.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : e;
        }
    }

    /**
     * An entry as read and replayed on a worker, numbered as if each entry held one game; each game's rulings by
     * edition, an edition's place empty (and its decision in {@code pending}) while the game waits for its rules.
     */
    private record Read(String file, int assumedNumber, List<Game> games, List<Ruling[]> rulings,
                        List<PendingDecision[]> pending, RecordException problem, List<String> errors) {
    }

    private Read readAndReplay(GameCollection.Entry entry, int assumedNumber) {
        List<Game> games;
        try {
            games = entry.read(assumedNumber);
        } catch (RecordException e) {
            return new Read(entry.file(), assumedNumber, List.of(), List.of(), List.of(), e, List.of());
        }
        List<Replayer> replayers = join(this.replayers);
        List<Ruling[]> rulings = new ArrayList<>(games.size());
        List<PendingDecision[]> pending = new ArrayList<>(games.size());
        List<String> errors = new ArrayList<>(games.size());
        for (Game g : games) {
            Ruling[] byEdition = new Ruling[replayers.size()];
            PendingDecision[] waiting = null;
            String error = null;
            try {
                int[] moves = g.moves();
                for (int e = 0; e < replayers.size(); e++) {
                    PendingDecision p = replayers.get(e).firstRuling(g.startFen(), moves);
                    if (!p.needsDecision()) {
                        byEdition[e] = p.ruling();
                    } else {
                        // decided with the batch's other decisions (decided), not between two replays: a decision
                        // right after a replay finds the rule network out of the caches (issue 29, in-process on
                        // the corpus x8: a cxa-2020 decision 526 µs between replays, 414 µs in runs of 256; a
                        // --threads 1 run's decisions 0.94x the CPU decided per batch, docs/performance.md)
                        if (waiting == null) {
                            waiting = new PendingDecision[replayers.size()];
                        }
                        waiting[e] = p;
                    }
                }
            } catch (RulingInputException e) {
                byEdition = null;
                waiting = null;
                error = e.getMessage();
            } catch (OutOfMemoryError e) {
                // the game's analysis is garbage now: the game is named and skipped, the rest of the collection ruled
                byEdition = null;
                waiting = null;
                error = "ruling this game (" + g.plies() + " plies) needs more than this JVM's memory; skipped";
            }
            rulings.add(byEdition);
            pending.add(waiting);
            errors.add(error);
        }
        return new Read(entry.file(), assumedNumber, games, rulings, pending, null, errors);
    }

    private static boolean waiting(List<Read> batch) {
        for (Read r : batch) {
            for (PendingDecision[] p : r.pending()) {
                if (p != null) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The batch with every waiting decision taken by the editions' arbiters (built by now): one edition's decisions
     * one after the other, so that its rule network stays in the caches from one to the next.
     */
    private List<Read> decided(List<Read> batch) {
        List<Arbiter> arbiters = join(this.arbiters);
        for (int e = 0; e < arbiters.size(); e++) {
            for (Read r : batch) {
                for (int i = 0; i < r.pending().size(); i++) {
                    PendingDecision[] waiting = r.pending().get(i);
                    if (waiting == null || waiting[e] == null || r.rulings().get(i) == null) {
                        continue;
                    }
                    try {
                        r.rulings().get(i)[e] = arbiters.get(e).rule(waiting[e]);
                    } catch (OutOfMemoryError oom) {
                        // as in readAndReplay: the game is named and skipped, the rest of the collection ruled
                        r.rulings().set(i, null);
                        r.errors().set(i, "ruling this game (" + r.games().get(i).plies()
                                + " plies) needs more than this JVM's memory; skipped");
                    }
                }
            }
        }
        for (Read r : batch) {
            for (int i = 0; i < r.pending().size(); i++) {
                r.pending().set(i, null);
            }
        }
        return batch;
    }

    /**
     * Game numbers count in each file; an entry that held more than one game shifts the numbers of the entries after
     * it in the same file, which were read before anyone knew.
     */
    private static final class Numbering {
        private String file;
        private int shift;

        void deliver(List<Read> batch, Consumer<GameRulings> sink) {
            for (Read r : batch) {
                if (!r.file().equals(file)) {
                    file = r.file();
                    shift = 0;
                }
                if (r.problem() != null) {
                    RecordException e = r.problem();
                    RecordException renumbered = new RecordException(e.source(), e.line(), e.game() > 0 ? e.game() + shift : 0,
                            e.ply(), e.moveText(), e.reason());
                    sink.accept(new GameRulings(r.file(), r.assumedNumber() + shift, e.line(), null, null,
                            renumbered.getMessage()));
                    continue;
                }
                for (int i = 0; i < r.games().size(); i++) {
                    Game g = r.games().get(i);
                    String error = r.errors().get(i);
                    Ruling[] rulings = r.rulings().get(i);
                    sink.accept(new GameRulings(r.file(), g.number() + shift, g.line(), g,
                            rulings == null ? null : List.of(rulings), error));
                }
                shift += Math.max(0, r.games().size() - 1) - (r.games().isEmpty() ? 1 : 0);
            }
        }
    }
}
