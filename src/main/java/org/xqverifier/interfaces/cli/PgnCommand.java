package org.xqverifier.interfaces.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.Game;
import org.xqverifier.board.Position;
import org.xqverifier.record.GameFiles;
import org.xqverifier.record.PgnReport;
import org.xqverifier.record.PgnWriter;
import org.xqverifier.record.RecordException;

import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code xq pgn …}: work on game records. */
@Command(name = "pgn", mixinStandardHelpOptions = true,
        description = "Game records: PGN and XQF files, and folders of them.",
        subcommands = {PgnCommand.Check.class, PgnCommand.Convert.class})
public final class PgnCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code xq pgn check PATH…}: replay every game, report per file, fail if any game does not replay. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Replays every game of each file and reports games, plies and illegal moves (game, line, ply, "
                    + "move, reason). Moves may be in ICCS, WXF, Chinese (or Fairy-Stockfish UCI with [Format \"UCI\"]); "
                    + "files may be UTF-8 or GBK. XQF files (versions 10-18) are read too; folders are searched "
                    + "recursively for .pgn and .xqf files.",
                    "A PGN file gets a summary line, and so does an XQF file named on the command line; an XQF file found "
                            + "in a folder gets a line (on stderr) only when it is damaged.",
                    "A variation with a move that cannot be played ends before it (one line on stderr); the rest of "
                            + "the record is read.",
                    "Exit code 0 if every game replays, variations included, 1 otherwise."})
    public static final class Check implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "PATH", description = "PGN or XQF files, or folders of them")
        List<Path> paths;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            long started = System.nanoTime();
            int files = 0, games = 0, plies = 0, illegal = 0, unreadable = 0, cut = 0, empty = 0;
            List<RecordException> problems = new ArrayList<>();
            java.util.Set<Path> named = new java.util.HashSet<>(paths);
            for (Iterator<GameFiles.FileGames> byFile = collection(paths).byFile(); byFile.hasNext(); ) {
                GameFiles.FileGames f = byFile.next();
                files++;
                int fileGames = 0, filePlies = 0;
                boolean xqf = false, whole = false;
                problems.clear();
                while (f.entries().hasNext()) {
                    GameFiles.Entry e = f.entries().next();
                    xqf = e.xqf();
                    if (e.number() == 0 || e.error() != null && e.xqf()) {
                        // the file as a whole cannot be read (an XQF file is one game: its damage is the file's)
                        err.println("xq: " + e.error().getMessage());
                        unreadable++;
                        whole = true;
                        continue;
                    }
                    fileGames++;
                    if (e.ok()) {
                        filePlies += e.game().plies();
                        for (String note : e.game().leftOutNotes()) {
                            err.println("xq: " + note);
                            cut++;
                        }
                    } else {
                        problems.add(e.error());
                        filePlies += Math.max(0, e.error().ply() - 1);
                        illegal++;
                    }
                }
                if (whole) {
                    continue;
                }
                games += fileGames;
                plies += filePlies;
                if (fileGames == 0) {
                    // a file in which nothing is a game is said so, and checks nothing
                    out.println(f.file() + ": no game in the file (0 games)");
                    empty++;
                } else if (!xqf || named.contains(f.file())) {
                    summary(out, f.file(), fileGames, filePlies, problems);
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            if (files > 1) {
                out.printf(Locale.ROOT, "total: %d files, %d games, %d plies, %d illegal moves%s in %.2f s%n", files,
                        games, plies, illegal, unreadable > 0 ? ", " + unreadable + " unreadable files" : "", seconds);
            }
            out.flush();
            err.flush();
            return illegal == 0 && unreadable == 0 && cut == 0 && empty == 0 ? 0 : 1;
        }

        private static void summary(PrintWriter out, Path file, int games, int plies, List<RecordException> problems) {
            out.println(new PgnReport(file.toString(), games, plies, problems).summary());
            for (RecordException problem : problems) {
                out.println("  " + problem.getMessage());
            }
        }
    }

    /** {@code xq pgn convert --to NOTATION PATH…}: the same games, moves rewritten in one notation, on stdout. */
    @Command(name = "convert", mixinStandardHelpOptions = true,
            description = {"Reads PGN and XQF files (folders are searched recursively for .pgn and .xqf) and prints their "
                    + "games as UTF-8 PGN with the moves in one notation, variations as ( … ), comments and tags kept; "
                    + "or, with --json, one JSON line per game: "
                    + "{\"file\", \"game\", \"fen\", \"moves\": [...], \"tags\": {...}, \"variations\": n}.",
                    "A game that cannot be read gets one line on stderr (file, byte offset or line, ply, reason) and "
                            + "is left out; the rest is converted. Exit code 1 if any game was left out."})
    public static final class Convert implements Callable<Integer> {
        /** Made on first use: picocli instantiates every command at start-up, and Jackson takes a while to set up. */
        private static final class Json {
            static final ObjectMapper MAPPER = new ObjectMapper();
        }

        @CommandLine.Option(names = "--to", required = true, paramLabel = "NOTATION", description = "chinese, wxf, iccs or uci")
        String to;

        @CommandLine.Option(names = "--json", description = "one JSON object per line and game instead of PGN")
        boolean json;

        @Parameters(arity = "1..*", paramLabel = "PATH", description = "PGN or XQF files, or folders of them")
        List<Path> paths;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            MoveNotation notation;
            try {
                notation = Notations.byName(to);
            } catch (IllegalArgumentException e) {
                throw new UserError("--to: " + e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int written = 0, refused = 0;
            for (GameFiles.Entry e : collection(paths)) {
                if (!e.ok()) {
                    err.println("xq: " + e.error().getMessage());
                    refused++;
                    continue;
                }
                for (String note : e.game().leftOutNotes()) {
                    err.println("xq: " + note);
                }
                if (json) {
                    out.println(Json.MAPPER.writeValueAsString(jsonLine(e, notation)));
                } else {
                    if (written > 0) out.println();
                    out.print(PgnWriter.write(e.game(), notation));
                }
                written++;
            }
            out.flush();
            err.flush();
            return refused == 0 ? 0 : 1;
        }

        private static Map<String, Object> jsonLine(GameFiles.Entry e, MoveNotation notation) {
            Game g = e.game();
            List<String> moves = new ArrayList<>(g.plies());
            Position position = g.startPosition();
            for (int i = 0; i < g.plies(); i++) {
                moves.add(notation.write(position, g.move(i)));
                position.make(g.move(i));
            }
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("file", e.file().toString());
            line.put("game", e.number());
            line.put("fen", g.startFen());
            line.put("moves", moves);
            Map<String, String> tags = new LinkedHashMap<>(g.tags());
            tags.put("Result", g.result());
            line.put("tags", tags);
            line.put("variations", g.variationCount());
            return line;
        }
    }

    /** The games under the paths; folders without any record file are a user error, not an empty success. */
    static GameFiles collection(List<Path> paths) {
        GameFiles games = GameFiles.of(paths);
        if (games.isEmpty()) {
            throw new UserError("no .pgn or .xqf files in " + String.join(", ", paths.stream().map(Path::toString).toList()));
        }
        return games;
    }

}
