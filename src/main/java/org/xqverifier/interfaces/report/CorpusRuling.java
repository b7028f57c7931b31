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
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.xqverifier.record.Game;
import org.xqverifier.record.RecordException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.RulingInputException;

/**
 * Rules every game of a collection under one or more editions, stopping each game at its first ruling. Games are
 * independent, so they are read and ruled on every core, in batches; the results come back in game order, and only a
 * bounded window of batches is in flight, so memory stays the same however large the collection.
 */
public final class CorpusRuling {
    private static final int BATCH = 32;
    /*
     * Batches in flight per ruling thread. Results are handed on in order, so a slow batch at the head (a cold Drools
     * decision takes 100–200 ms) stops new batches from being queued; with 4 the other thread ran out of work for
     * ≈0.3 s per run of the XQF collection (JFR thread-park time), with 16 for none. At most 32 × 16 games per thread
     * are held.
     */
    private static final int WINDOW = 16;

    private final CompletableFuture<List<Arbiter>> arbiters;
    private final int threads;

    /**
     * @param arbiters the editions' arbiters, possibly still being built (rule bases take a while to load): games are
     *                 read meanwhile, and ruled once they are there; if they fail, the run stops with their error
     */
    public CorpusRuling(CompletableFuture<List<Arbiter>> arbiters, int threads) {
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
                window.add(pool.submit(() -> {
                    long before = cpu.getCurrentThreadCpuTime();
                    try {
                        List<Read> out = new ArrayList<>(batch.size());
                        for (int i = 0; i < batch.size(); i++) {
                            out.add(readAndRule(batch.get(i), numbers.get(i)));
                        }
                        return out;
                    } finally {
                        cpuNanos.addAndGet(cpu.getCurrentThreadCpuTime() - before);
                    }
                }));
                while (window.size() > WINDOW * threads) {
                    numbering.deliver(window.poll().get(), sink);
                }
            }
            while (!window.isEmpty()) {
                numbering.deliver(window.poll().get(), sink);
            }
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

    /** An entry as read and ruled on a worker, numbered as if each entry held one game. */
    private record Read(String file, int assumedNumber, List<Game> games, List<List<Ruling>> rulings,
                        RecordException problem, List<String> errors) {
    }

    private Read readAndRule(GameCollection.Entry entry, int assumedNumber) {
        List<Game> games;
        try {
            games = entry.read(assumedNumber);
        } catch (RecordException e) {
            return new Read(entry.file(), assumedNumber, List.of(), List.of(), e, List.of());
        }
        List<Arbiter> arbiters;
        try {
            arbiters = this.arbiters.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : e;
        }
        List<List<Ruling>> rulings = new ArrayList<>(games.size());
        List<String> errors = new ArrayList<>(games.size());
        for (Game g : games) {
            List<Ruling> byEdition = new ArrayList<>(arbiters.size());
            String error = null;
            try {
                int[] moves = g.moves();
                for (Arbiter a : arbiters) {
                    byEdition.add(a.firstRuling(g.startFen(), moves));
                }
            } catch (RulingInputException e) {
                byEdition = null;
                error = e.getMessage();
            }
            rulings.add(byEdition);
            errors.add(error);
        }
        return new Read(entry.file(), assumedNumber, games, rulings, null, errors);
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
                    sink.accept(new GameRulings(r.file(), g.number() + shift, g.line(), g, r.rulings().get(i), error));
                }
                shift += Math.max(0, r.games().size() - 1) - (r.games().isEmpty() ? 1 : 0);
            }
        }
    }
}
