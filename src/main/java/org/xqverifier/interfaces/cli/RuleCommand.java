package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Fen;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.RulesException;
import org.xqverifier.notation.MoveNumbers;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.RuledMove;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.RulingInputException;
import org.xqverifier.repetition.Verdict;
import org.xqverifier.board.Columns;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code xq rule}: labels moves and rules on repetitions under an edition, for one case, a batch, or PGN files. */
@Command(name = "rule", mixinStandardHelpOptions = true,
        description = {"Label each move (将 杀 捉 兑 献 拦 闲), find the repetition cycle and rule on it under an edition.",
                "One case: --fen FEN --moves \"h2e2 h9g7 …\"; many: --batch FILE (JSON lines);",
                "a collection: --games FILE|DIR… (PGN and XQF; --pgn is the same) [--edition A --edition B …] [--out FILE.csv|.jsonl]",
                "one game of a file, labelled move by move: --games FILE --game N (or --games FILE#N)"})
public final class RuleCommand implements Callable<Integer> {
    @Option(names = "--edition", paramLabel = "ID",
            description = "edition id (default wxf-2018; see `xq editions`); with --games it may be given several times")
    List<String> editions = new ArrayList<>();

    @Option(names = "--rules", paramLabel = "DIR", description = "use a committee's rules folder instead of the bundled editions")
    Path rules;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position before the first move (default: the start position)")
    String fen;

    @Option(names = "--moves", paramLabel = "MOVES", description = "the moves played, separated by spaces")
    String moves;

    @Option(names = "--json", description = "print one JSON object instead of the text for people; with --games, one JSON "
            + "line per game and edition (the rows --out FILE.jsonl writes), the summary on stderr")
    boolean json;

    @Option(names = "--game", paramLabel = "N", description = "with --games FILE: rule game N of the file (from 1) and "
            + "print its full labelled ruling, as --moves does (FILE#N is the same); with --html, that game's ruling sheet")
    Integer game;

    @Option(names = "--stats", description = "with --games or --batch: the throughput too (plies or cases per second, "
            + "wall and CPU time)")
    boolean stats;

    @Option(names = "--batch", paramLabel = "FILE", description = "JSON lines {\"id\",\"fen\",\"moves\"} in, one JSON result per line out")
    Path batch;

    @Option(names = {"--games", "--pgn"}, paramLabel = "PATH", arity = "1..*",
            description = "rule every game of these files and directories (.pgn, .xqf; directories searched recursively)")
    List<Path> games;

    @Option(names = "--out", paramLabel = "FILE", description = "with --games: write one row per game and edition to FILE (.csv or .jsonl) and print only the summary")
    Path outFile;

    @Option(names = "--quiet", description = "with --games: print only the summary")
    boolean quiet;

    @Option(names = "--html", paramLabel = "FILE",
            description = "write the arbiter's ruling sheet (the page's print: the game, the diagram where the cycle starts, "
                    + "its moves with labels, each edition's verdict and article, a line to sign) to FILE; with --moves, or "
                    + "--games FILE (its first game) or FILE#N / --game N, with the game's event and players")
    Path html;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "zh-Hans",
            description = "with --html: the sheet's language, zh-Hans, zh-Hant or en (default ${DEFAULT-VALUE}; the articles are always in the edition's script and English)")
    String lang;

    @Option(names = "--threads", paramLabel = "N", description = "with --games: games ruled in parallel (default: the number of cores)")
    int threads = Runtime.getRuntime().availableProcessors();
    private static final int MAX_THREADS = 256;

    @Override
    public Integer call() throws IOException {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new UserError("--threads " + threads + ": give 1 to " + MAX_THREADS + " (this machine has "
                    + Runtime.getRuntime().availableProcessors() + " cores)");
        }
        int modes = (moves != null ? 1 : 0) + (batch != null ? 1 : 0) + (games != null ? 1 : 0);
        if (modes != 1) {
            throw new UserError("give exactly one of --moves, --batch FILE or --games FILE|DIR…");
        }
        if (html != null) {
            return ruleSheet();
        }
        if (games == null && (editions.size() > 1 || outFile != null)) {
            throw new UserError(editions.size() > 1 ? "several --edition need --games" : "--out needs --games");
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        try {
            Integer number = game;
            Path one = null;
            if (games != null && games.size() == 1 && OneGame.split(games.get(0)) != null) {
                Object[] split = OneGame.split(games.get(0));
                if (game != null && !game.equals(split[1])) {
                    throw new UserError("--games " + games.get(0) + " and --game " + game + ": give the game once");
                }
                one = (Path) split[0];
                number = (Integer) split[1];
            } else if (games != null && games.size() > 1 && games.stream().anyMatch(g -> OneGame.split(g) != null)) {
                throw new UserError("--games FILE#N rules one game: give that file alone");
            } else if (game != null) {
                if (games == null || games.size() != 1) {
                    throw new UserError("--game N needs --games with one file (or write --games FILE#N)");
                }
                one = games.get(0);
            }
            if (one != null) {
                if (outFile != null) {
                    throw new UserError("--out writes a row per game of a collection; --game N prints one game's ruling");
                }
                return ruleOneGame(OneGame.read(one, number), one, out);
            }
            if (games != null) {
                if (json && outFile != null) {
                    throw new UserError("--json prints the rows on stdout and --out writes them to a file: give one");
                }
                List<String> ids = editions.isEmpty() ? java.util.Collections.singletonList(null) : editions;
                return new CorpusRun(() -> ids.stream().map(id -> RepetitionEditions.named(id, rules)).toList(),
                        ids.size(), out, quiet, threads, outFile, json, stats).run(games);
            }
            Arbiter arbiter = RepetitionEditions.arbiter(editions.isEmpty() ? null : editions.get(0), rules);
            if (batch != null) {
                return runBatch(arbiter, out);
            }
            String start = fen == null ? Fen.START : fen;
            List<String> given = splitMoves(moves);
            Ruling ruling = ruleOne(arbiter, start, given);
            if (json) {
                out.println(RulingJson.MAPPER.writeValueAsString(RulingJson.of(ruling, start)));
            } else {
                printForPeople(arbiter, ruling, out, start, notationsOf(given));
            }
            return 0;
        } finally {
            out.flush();
        }
    }

    /** {@code --html FILE}: the ruling sheet of {@code --moves}, or of one game of {@code --games FILE} (its first, or N). */
    private int ruleSheet() throws IOException {
        if (batch != null || outFile != null || json) {
            throw new UserError("--html writes one game's ruling sheet: give it with --moves or --games FILE, not with "
                    + (batch != null ? "--batch" : outFile != null ? "--out" : "--json"));
        }
        org.xqverifier.record.Game one = null;
        if (games != null) {
            Object[] split = games.size() == 1 ? OneGame.split(games.get(0)) : null;
            if (games.size() != 1) {
                throw new UserError("--html writes one game's ruling sheet: give --games one file (FILE#N or --game N picks the game)");
            }
            if (split != null && game != null && !game.equals(split[1])) {
                throw new UserError("--games " + games.get(0) + " and --game " + game + ": give the game once");
            }
            one = OneGame.read(split != null ? (Path) split[0] : games.get(0),
                    split != null ? (Integer) split[1] : game != null ? game : 1).game();
        } else if (game != null) {
            throw new UserError("--game N needs --games with one file (or write --games FILE#N)");
        }
        return RulingSheetFile.write(html, fen, moves, one, editions, rules, lang);
    }

    /** {@code --games FILE --game N}: the game's full ruling under each edition, labelled move by move. */
    private int ruleOneGame(OneGame one, Path file, PrintStream out) throws IOException {
        org.xqverifier.record.Game g = one.game();
        for (String note : g.leftOutNotes()) {
            System.err.println("xq: " + note);
        }
        List<String> iccs = new ArrayList<>(g.plies());
        for (int i = 0; i < g.plies(); i++) {
            iccs.add(org.xqverifier.board.Move.iccs(g.move(i)));
        }
        List<String> ids = editions.isEmpty() ? java.util.Collections.singletonList(null) : editions;
        boolean first = true;
        for (String id : ids) {
            Arbiter arbiter = RepetitionEditions.arbiter(id, rules);
            Ruling ruling = ruleOne(arbiter, g.startFen(), iccs);
            if (json) {
                ObjectNode o = RulingJson.of(ruling, g.startFen());
                ObjectNode where = o.putObject("game");
                where.put("file", file.toString());
                where.put("number", g.number());
                where.put("line", g.line());
                where.put("red", g.tag("Red"));
                where.put("black", g.tag("Black"));
                where.put("event", g.tag("Event"));
                out.println(RulingJson.MAPPER.writeValueAsString(o));
                continue;
            }
            if (!first) {
                out.println();
            }
            first = false;
            out.println("game     " + file + " game " + g.number() + (g.line() > 0 ? " (line " + g.line() + ")" : "")
                    + ": " + g.tags().getOrDefault("Red", "?") + " – " + g.tags().getOrDefault("Black", "?")
                    + (g.tag("Event") == null ? "" : " · " + g.tag("Event")) + ", " + g.plies() + " plies");
            printForPeople(arbiter, ruling, out, g.startFen(), one.notations());
        }
        return 0;
    }

    /** The notation each move is written in, as the ruling reads it (a coordinate move is ICCS). */
    private static List<MoveNotation> notationsOf(List<String> moves) {
        List<MoveNotation> out = new ArrayList<>(moves.size());
        for (String m : moves) {
            out.add(org.xqverifier.board.Move.parseIccs(m) != org.xqverifier.board.Move.NONE ? Notations.ICCS
                    : Notations.detect(m));
        }
        return out;
    }

    static List<String> splitMoves(String text) {
        String t = text.strip();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("[\\s,]+"));
    }

    private static Ruling ruleOne(Arbiter arbiter, String fen, List<String> moves) {
        try {
            return arbiter.rule(fen, moves);
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    private int runBatch(Arbiter arbiter, PrintStream out) throws IOException {
        int errors = 0, lineNo = 0, cases = 0;
        long start = System.nanoTime();
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        if (Files.isDirectory(batch)) {
            throw new UserError(batch + ": is a directory; --batch takes a file of JSON lines");
        }
        try (BufferedReader in = Files.newBufferedReader(batch, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                ObjectNode result = RulingJson.MAPPER.createObjectNode();
                cases++;
                try {
                    JsonNode c = RulingJson.MAPPER.readTree(line);
                    if (c == null || !c.isObject()) {
                        throw new RulingInputException("a case is a JSON object {\"id\", \"fen\", \"moves\"}");
                    }
                    result.set("id", c.path("id"));
                    List<String> ms = new ArrayList<>();
                    JsonNode m = c.path("moves");
                    if (m.isArray()) {
                        for (JsonNode x : m) {
                            if (!x.isTextual()) {
                                throw new RulingInputException("'moves' must hold move strings, not " + org.xqverifier.board.Quoted.cut(x.toString(), 40));
                            }
                            ms.add(x.asText());
                        }
                    } else if (m.isTextual()) {
                        ms.addAll(splitMoves(m.asText()));
                    } else {
                        throw new RulingInputException("'moves' must be a string or a list of moves");
                    }
                    JsonNode fenNode = c.path("fen");
                    if (!fenNode.isMissingNode() && !fenNode.isNull() && !fenNode.isTextual()) {
                        throw new RulingInputException("'fen' must be a FEN string, not " + org.xqverifier.board.Quoted.cut(fenNode.toString(), 40));
                    }
                    String f = fenNode.isTextual() ? fenNode.asText() : Fen.START;
                    result.setAll(RulingJson.of(arbiter.rule(f, ms), f));
                } catch (IOException | RulingInputException e) {
                    errors++;
                    result.put("error", batch + ":" + lineNo + ": " + org.xqverifier.board.Quoted.longRuns(
                            e.getMessage().lines().findFirst().orElse("")));
                } catch (RulesException e) {
                    throw new UserError(e.getMessage(), e);
                }
                out.println(RulingJson.MAPPER.writeValueAsString(result));
            }
        } catch (NoSuchFileException e) {
            throw new UserError(batch + ": no such file");
        }
        double secs = (System.nanoTime() - start) / 1e9, cpuSecs = (cpu.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        if (stats) {
            System.err.printf("xq rule --batch: %d cases (%d errors) in %.2f s wall (%.0f/s), %.2f s CPU (%.0f/s)%n", cases,
                    errors, secs, cases / Math.max(secs, 1e-9), cpuSecs, cases / Math.max(cpuSecs, 1e-9));
        } else {
            System.err.printf("xq rule --batch: %d cases (%d errors)%n", cases, errors);
        }
        return errors == 0 ? 0 : 1;
    }

    static void printForPeople(Arbiter arbiter, Ruling r, PrintStream out) {
        printForPeople(arbiter, r, out, null, null);
    }

    /**
     * The ruling for a person: a line per move (ply, side, the move, its labels and their codes, the pieces it targets,
     * whether it is in the cycle), the cycle (in moves as an arbiter counts them, {@code 54…}, the plies beside),
     * the verdict and why. A move given in another notation than ICCS (Chinese,
     * WXF) is shown as given, with ICCS beside it; {@code notations} null (or all ICCS) shows ICCS alone. Columns are
     * padded by display width: a Chinese character takes two.
     */
    static void printForPeople(Arbiter arbiter, Ruling r, PrintStream out, String fen, List<MoveNotation> notations) {
        out.println("edition  " + r.edition() + " — " + arbiter.edition().title().zh() + " / " + arbiter.edition().title().en());
        List<String> given = givenTexts(r, fen, notations);
        int givenWidth = 0;
        for (String g : given == null ? List.<String>of() : given) {
            givenWidth = Math.max(givenWidth, Columns.width(g));
        }
        for (int i = 0; i < r.moves().size(); i++) {
            RuledMove m = r.moves().get(i);
            boolean inCycle = r.cycleOrNull() != null && m.ply() >= r.cycleOrNull().startPly() && m.ply() <= r.cycleOrNull().endPly();
            out.println(String.format("%4d  %-5s  ", m.ply(), m.side())
                    + (given == null ? "" : Columns.left(given.get(i), givenWidth) + "  ") + m.move() + "  "
                    + Columns.left(String.join(" ", m.labels()), 10) + " "
                    + Columns.left("(" + String.join(", ", m.codes()) + ")", 26)
                    + (m.targets().isEmpty() ? "" : " targets " + String.join(" ", m.targets())) + (inCycle ? "  ◀ cycle" : ""));
        }
        MoveNumbers numbers = MoveNumbers.from(fen == null ? Fen.START : fen);
        r.cycle().ifPresentOrElse(c -> out.println("cycle    moves " + numbers.range(c.startPly(), c.endPly()) + " (plies "
                        + c.startPly() + "–" + c.endPly() + ", " + c.length() + " plies): the position reached after "
                        + numbers.label(c.endPly()) + " occurs for the "
                        + arbiter.tables().occurrences() + ordinal(arbiter.tables().occurrences()) + " time"),
                () -> out.println("cycle    none (no position occurs " + arbiter.tables().occurrences() + " times)"));
        out.println("verdict  " + r.code() + " — " + explain(r.verdict()));
        boolean first = true;
        for (Citation reason : r.reasons()) {
            out.println((first ? "decisive " : "because  ") + reason.id() + " · " + reason.cited()
                    + (reason.figures().isEmpty() ? "" : " · figures " + String.join(", ", reason.figures())));
            out.println("         " + reason.zh());
            out.println("         " + reason.en());
            first = false;
        }
    }

    /**
     * Each ruled move written in the notation it was given in (normalised: "马8进7" for "马８进７"), or null when every
     * move was ICCS, or the notations or the position are not known.
     */
    private static List<String> givenTexts(Ruling r, String fen, List<MoveNotation> notations) {
        if (fen == null || notations == null || notations.stream().allMatch(n -> n == Notations.ICCS)) {
            return null;
        }
        try {
            org.xqverifier.board.Position p = org.xqverifier.board.Position.fromFen(fen);
            List<String> out = new ArrayList<>(r.moves().size());
            for (RuledMove m : r.moves()) {
                int move = org.xqverifier.board.Move.parseIccs(m.move());
                int i = m.ply() - 1;
                if (i != out.size() || i >= notations.size() || move == org.xqverifier.board.Move.NONE) {
                    return null;
                }
                out.add(notations.get(i).write(p, move));
                p.make(move);
            }
            return out;
        } catch (org.xqverifier.board.FenException | IllegalArgumentException e) {
            return null;
        }
    }

    private static String ordinal(int n) {
        return n % 10 == 1 && n != 11 ? "st" : n % 10 == 2 && n != 12 ? "nd" : n % 10 == 3 && n != 13 ? "rd" : "th";
    }

    private static String explain(Verdict v) {
        switch (v) {
            case RED_MUST_CHANGE: return "Red must change its move (变着), or loses";
            case BLACK_MUST_CHANGE: return "Black must change its move (变着), or loses";
            case DRAW: return "neither side is obliged to change: a draw if both go on";
            case RED_WINS: return "Red wins (the game ended in the moves)";
            case BLACK_WINS: return "Black wins (the game ended in the moves)";
            default: return "no ruling yet";
        }
    }
}
