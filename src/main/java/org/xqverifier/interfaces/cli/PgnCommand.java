package org.xqverifier.interfaces.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.PgnReport;
import org.xqverifier.record.PgnWriter;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.XqfReader;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code xq pgn …}: work on game records. */
@Command(name = "pgn", mixinStandardHelpOptions = true,
        description = "Game records (PGN; XQF files are read too).",
        subcommands = {PgnCommand.Check.class, PgnCommand.Convert.class})
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
            if (isXqf(file)) {
                Game g = XqfReader.read(file);
                return new PgnReport(file.toString(), 1, g.plies(), List.of());
            }
            return PgnReader.check(file);
        }
    }

    /** {@code xq pgn convert --to NOTATION FILE}: the same games, moves rewritten in one notation, on stdout. */
    @Command(name = "convert", mixinStandardHelpOptions = true,
            description = {"Reads a PGN (or XQF) file and prints its games as UTF-8 PGN with the moves in one notation "
                    + "(variations are dropped; comments and tags are kept).",
                    "The first game that does not replay stops the conversion with its location (exit code 1)."})
    public static final class Convert implements Callable<Integer> {
        @CommandLine.Option(names = "--to", required = true, paramLabel = "NOTATION", description = "chinese, wxf, iccs or uci")
        String to;

        @Parameters(paramLabel = "FILE", description = "PGN (or XQF) file")
        Path file;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            MoveNotation notation;
            try {
                notation = Notations.byName(to);
            } catch (IllegalArgumentException e) {
                throw new UserError("--to: " + e.getMessage());
            }
            List<Game> games;
            try {
                games = isXqf(file) ? List.of(XqfReader.read(file)) : PgnReader.read(file);
            } catch (RecordException e) {
                throw new UserError(e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            for (int i = 0; i < games.size(); i++) {
                if (i > 0) out.println();
                out.print(PgnWriter.write(games.get(i), notation));
            }
            out.flush();
            return 0;
        }
    }

    static boolean isXqf(Path file) {
        return file.getFileName() != null && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xqf");
    }
}
