package org.xqverifier.interfaces.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

import org.xqverifier.analysis.SearchCost;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.report.CorpusRuling;
import org.xqverifier.interfaces.report.GameCollection;
import org.xqverifier.interfaces.report.OutputFile;
import org.xqverifier.interfaces.report.ProgressBar;
import org.xqverifier.interfaces.report.RulingTable;
import org.xqverifier.interfaces.report.StderrTerminal;
import org.xqverifier.record.RecordFileWalk;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Replayer;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.Verdict;

/**
 * {@code xq rule --games PATH…}: the first ruling of every game of a collection under one or more editions, printed
 * per game (or written as a table with {@code --out}), then a summary by edition and by deciding rule.
 */
final class CorpusRun {
    private final CompletableFuture<List<Replayer>> replayers = new CompletableFuture<>();
    private final CompletableFuture<List<Arbiter>> arbiters = new CompletableFuture<>();
    private final int editionCount;
    private final PrintStream out;
    private final boolean quiet;
    private final int threads;
    private final Path table;
    private final OutputFile.Inputs inputs;
    private final boolean force;
    private final boolean json;
    private final boolean stats;
    /** Where the summary goes: standard output, or standard error when standard output holds JSON lines. */
    private final PrintStream summaryOut;
    /** Unreadable games named on stderr, when the table or the JSON lines hold them: then a count for the rest. */
    static final int NAMED_UNREADABLE = 20;

    /**
     * @param editions names the editions; their replayers (the tables) and then their arbiters (the rule bases) are
     *                 built on a thread of their own, while the first games are read and replayed
     */
    CorpusRun(Supplier<List<RepetitionEditions.Named>> editions, int editionCount, PrintStream out, boolean quiet,
              int threads, Path table) {
        this(editions, editionCount, out, quiet, threads, table, new OutputFile.Inputs(), false, false, true);
    }

    /**
     * @param inputs what {@code table} must not overwrite (the games, the rules folder)
     * @param force  {@code table} may replace a file this tool did not write
     * @param json   one JSON line per game and edition on {@code out} (the rows of {@code --out FILE.jsonl}), the
     *               summary on stderr
     * @param stats  the summary gives the throughput (plies per second, CPU time) too
     */
    CorpusRun(Supplier<List<RepetitionEditions.Named>> editions, int editionCount, PrintStream out, boolean quiet,
              int threads, Path table, OutputFile.Inputs inputs, boolean force, boolean json, boolean stats) {
        Thread building = new Thread(() -> {
            try {
                List<RepetitionEditions.Named> named = editions.get();
                replayers.complete(named.stream().map(RepetitionEditions.Named::replayer).toList());
                arbiters.complete(named.stream().map(RepetitionEditions.Named::arbiter).toList());
            } catch (Throwable e) {
                replayers.completeExceptionally(e);
                arbiters.completeExceptionally(e);
            }
        }, "xq-rule-bases");
        building.setDaemon(true);
        building.start();
        this.editionCount = editionCount;
        this.out = out;
        this.quiet = quiet || table != null || json;
        this.threads = Math.max(1, threads);
        this.table = table;
        this.inputs = inputs;
        this.force = force;
        this.json = json && table == null;
        this.stats = stats;
        this.summaryOut = this.json ? new PrintStream(System.err, true, java.nio.charset.StandardCharsets.UTF_8) : out;
    }

    /** What one edition ruled over the collection. */
    private static final class Tally {
        final Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
        final Map<String, Integer> rules = new TreeMap<>();
        final Map<String, String> articles = new TreeMap<>();
        long plies;
    }

    int run(List<Path> paths) throws IOException {
        // the folders are walked as the games are ruled: the first games do not wait for a 26,000-file walk
        Iterator<Path> files;
        try {
            files = GameCollection.walk(paths);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
        List<Tally> tallies = new ArrayList<>();
        for (int e = 0; e < editionCount; e++) {
            tallies.add(new Tally());
        }
        // the material searches' cost so far (a JVM may run several collections with the same replayers): this run's
        // is what it adds
        CompletableFuture<List<SearchCost.Total>> costBefore = replayers.thenApply(rs -> rs.stream()
                .map(r -> r.searchCost().since(new SearchCost.Total())).toList());
        int[] games = {0}, failed = {0}, filesSeen = {0};
        String[] lastFile = {null};
        boolean several = editionCount > 1;
        ProgressBar progress = progress(paths);
        // the table goes to a file beside --out, which takes its place only when every game has been ruled
        OutputFile written = null;
        RulingTable rows;
        try {
            if (table != null) {
                RulingTable.checkName(table);
                written = OutputFile.create(table, "--out", OutputFile.Kind.RULING_TABLE, inputs, force);
            }
            rows = written != null ? RulingTable.create(table, written)
                    : json ? RulingTable.jsonLines(new java.io.BufferedWriter(new java.io.OutputStreamWriter(out,
                    java.nio.charset.StandardCharsets.UTF_8))) : null;
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        } catch (IOException e) {
            throw new UserError("--out " + table + ": cannot write: " + e.getMessage(), e);
        }
        CorpusRuling.Timing timing;
        try (OutputFile removedUnlessCommitted = written; RulingTable closing = rows) {
            timing = new CorpusRuling(replayers, arbiters, threads).run(GameCollection.entries(files), g -> {
                games[0]++;
                String where = g.file() + " game " + g.number() + " (line " + g.line() + ")";
                try {
                    if (g.rulings() == null) {
                        failed[0]++;
                        // a record error names its file, line and game itself; a ruling error needs them added
                        String message = g.game() == null ? g.error() : where + ": " + g.error();
                        if (!quiet) {
                            progress.clear();
                            out.println(message);
                        } else if (rows != null && failed[0] <= NAMED_UNREADABLE) {
                            // the table holds it, but a person running the command should not have to look there
                            progress.warn("xq: " + message);
                        }
                        if (rows != null) {
                            rows.error(g.file(), g.number(), g.line(), g.game(), editions(), message);
                        }
                    } else {
                        for (String note : g.game().leftOutNotes()) {
                            progress.warn("xq: " + note);
                        }
                        if (!quiet) {
                            progress.clear();
                        }
                        for (int e = 0; e < editionCount; e++) {
                            Ruling r = g.rulings().get(e);
                            count(tallies.get(e), r, g.game().plies());
                            if (!quiet) {
                                out.println(line(several ? where + " [" + r.edition() + "]" : where, r, g));
                            }
                        }
                        if (rows != null) {
                            rows.game(g.file(), g.number(), g.game(), g.rulings());
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (!g.file().equals(lastFile[0])) {
                    lastFile[0] = g.file();
                    filesSeen[0]++;
                }
                progress.update(filesSeen[0] - 1, games[0] + " games ruled");
            });
            if (rows != null) {
                rows.close();
            }
            if (written != null) {
                written.commit();
            }
        } catch (RecordFileWalk.Unlisted e) {
            throw new UserError(e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new UserError("--out " + table + ": cannot write: " + e.getCause().getMessage(), e);
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
        progress.clear();
        if (rows != null && failed[0] > NAMED_UNREADABLE) {
            System.err.println("xq: " + failed[0] + " unreadable games, " + NAMED_UNREADABLE + " named above: see the "
                    + "error " + (table != null ? "column of " + table : "field of their JSON lines") + " for all");
        }
        double processCpu = processCpuSeconds();
        List<Replayer> editions = replayers.join();
        for (int e = 0; e < editionCount; e++) {
            summary(editions.get(e).edition().id(), tallies.get(e), games[0], timing, processCpu);
            if (stats) {
                // what the material search cost (an edition that judges chases by material won, CXA 24.3)
                SearchCost.Total cost = editions.get(e).searchCost().since(costBefore.join().get(e));
                cost.lines().forEach(l -> summaryOut.println("         " + l));
            }
        }
        if (failed[0] > 0) {
            summaryOut.println("         unreadable games   " + failed[0]);
        }
        if (table != null) {
            summaryOut.println("rows     " + table + " (" + games[0] + " games × " + editionCount + " edition"
                    + (several ? "s" : "") + ")");
        }
        summaryOut.flush();
        return failed[0] == 0 ? 0 : 1;
    }

    /** The editions' ids (the replayers are there by the time a game is ruled, so by the time this is asked). */
    private List<String> editions() {
        return replayers.join().stream().map(r -> r.edition().id()).toList();
    }

    private static String line(String where, Ruling r, CorpusRuling.GameRulings g) {
        if (r.verdict() == Verdict.NONE) {
            return where + ": none (" + g.game().plies() + " plies, no ruling)";
        }
        return where + ": ply " + r.decisionPly() + " " + r.code()
                + (r.reasons().isEmpty() ? "" : " (" + r.reasons().get(0).id() + ", " + r.reasons().get(0).cited() + ")")
                + " " + g.game().tags().getOrDefault("Red", "?") + " – " + g.game().tags().getOrDefault("Black", "?");
    }

    private static void count(Tally t, Ruling r, int plies) {
        t.plies += r.decisionPly() > 0 ? r.decisionPly() : plies;
        t.verdicts.merge(r.verdict(), 1, Integer::sum);
        if (!r.reasons().isEmpty()) {
            Citation reason = r.reasons().get(0);
            t.rules.merge(reason.id(), 1, Integer::sum);
            t.articles.putIfAbsent(reason.id(), reason.cited());
        }
    }

    private void summary(String edition, Tally t, int games, CorpusRuling.Timing timing, double processCpu) {
        PrintStream out = summaryOut;
        if (stats) {
            // CPU time is shown too: on a shared machine the wall clock measures the neighbours
            out.printf("summary  %d games, %d plies ruled in %.2f s wall (%.0f plies/s, %d threads), %.2f s CPU (%.0f plies per CPU-second); edition %s%n",
                    games, t.plies, timing.wallSeconds(), t.plies / Math.max(timing.wallSeconds(), 1e-9), threads,
                    timing.cpuSeconds(), t.plies / Math.max(timing.cpuSeconds(), 1e-9), edition);
        } else {
            out.printf("summary  %d games, %d plies ruled; edition %s%n", games, t.plies, edition);
        }
        for (Verdict v : Verdict.values()) {
            out.printf("         %-18s %d%n", v.code(), t.verdicts.getOrDefault(v, 0));
        }
        if (!t.rules.isEmpty()) {
            out.println("         by deciding rule:");
            t.rules.forEach((rule, n) -> out.printf("         %6d  %s (%s)%n", n, rule, t.articles.get(rule)));
        }
        if (stats && processCpu > 0) {
            out.printf("         process CPU %.2f s (JVM start, rule bases, reading and ruling)%n", processCpu);
        }
    }

    private static double processCpuSeconds() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1e9;
        }
        return -1;
    }

    /**
     * The progress line, on stderr when it is a terminal: the games ruled so far, and once the files have been counted
     * (a folder is counted beside the run; its walk is not held up for it) the files done of the total with an
     * estimate of the time left. One file gives no total worth showing.
     */
    private static ProgressBar progress(List<Path> paths) {
        boolean terminal = StderrTerminal.isTerminal();
        ProgressBar bar = new ProgressBar(System.err, ProgressBar.UNKNOWN, terminal, "files");
        if (terminal) {
            Thread counting = new Thread(() -> {
                try {
                    int n = 0;
                    for (Iterator<Path> it = GameCollection.walk(paths); it.hasNext(); it.next()) {
                        n++;
                    }
                    if (n > 1) {
                        bar.total(n);
                    }
                } catch (RuntimeException e) {
                    // the run itself reports a folder it cannot list
                }
            }, "xq-count-files");
            counting.setDaemon(true);
            counting.start();
        }
        return bar;
    }
}
