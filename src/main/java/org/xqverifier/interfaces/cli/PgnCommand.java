package org.xqverifier.interfaces.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.PgnReport;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.XqfReader;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code xq pgn …}: work on game records. */
@Command(name = "pgn", mixinStandardHelpOptions = true,
        description = "Game records (PGN; XQF files are read too).",
        subcommands = {PgnCommand.Check.class})
public final class PgnCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code xq pgn check FILE…}: replay every game, report per file, fail if any game does not replay. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Replays every game of each file and reports games, plies and illegal moves (game, line, ply, "
                    + "move, reason). Moves may be in ICCS, WXF, Chinese (or Fairy-Stockfish UCI with [Format \"UCI\"]); "
                    + "files may be UTF-8 or GBK. Files ending in .xqf are read as XQF.",
                    "Exit code 0 if every game replays, 1 otherwise."})
    public static final class Check implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN (or XQF) files")
        List<Path> files;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            long started = System.nanoTime();
            int games = 0, plies = 0, illegal = 0, unreadable = 0;
            for (Path file : files) {
                PgnReport report;
                try {
                    report = read(file);
                } catch (RecordException e) {
                    err.println("xq: " + e.getMessage());
                    unreadable++;
                    continue;
                }
                out.println(report.summary());
                for (RecordException problem : report.problems()) {
                    out.println("  " + problem.getMessage());
                }
                games += report.games();
                plies += report.plies();
                illegal += report.problems().size();
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            if (files.size() > 1) {
                out.printf(Locale.ROOT, "total: %d files, %d games, %d plies, %d illegal moves%s in %.2f s%n", files.size(),
                        games, plies, illegal, unreadable > 0 ? ", " + unreadable + " unreadable files" : "", seconds);
            }
            out.flush();
            return illegal == 0 && unreadable == 0 ? 0 : 1;
        }

        private static PgnReport read(Path file) throws RecordException {
            if (file.getFileName() != null && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xqf")) {
                Game g = XqfReader.read(file);
                return new PgnReport(file.toString(), 1, g.plies(), List.of());
            }
            return PgnReader.check(file);
        }
    }
}
