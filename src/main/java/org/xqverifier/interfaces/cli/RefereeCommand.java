package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.engine.RefereeJson;
import org.xqverifier.referee.Referee;
import org.xqverifier.referee.RefereeException;
import org.xqverifier.referee.RefereeGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.Callable;

/**
 * {@code xq referee}: a game played move by move under an edition. Without {@code --engine}, one JSON object per
 * line on stdin ({@code {"move": "h2e2"}}, {@code {"undo": true}}, {@code {"new": FEN|null}}, {@code {"status": true}})
 * is answered by one JSON line on stdout (docs/referee.md). With {@code --engine "CMD ARGS"}, a UCI proxy in front
 * of that engine ({@link EngineProxy}).
 */
@Command(name = "referee", mixinStandardHelpOptions = true,
        description = {"Referee a game move by move under an edition: after each move the status (ongoing, checkmate, "
                + "stalemate, natural-limit, repetition with its ruling) and the forbidden moves of the side to move.",
                "JSON lines on stdin/stdout: {\"move\": \"h2e2\"} (any notation), {\"undo\": true}, {\"new\": FEN|null}, {\"status\": true}.",
                "With --engine \"CMD ARGS\": a UCI proxy in front of the engine, adding searchmoves (UCCI: banmoves) before each go."})
public final class RefereeCommand implements Callable<Integer> {
    /** A request line longer than this is refused (a move, a FEN and the JSON around them fit many times over). */
    static final int MAX_LINE = 64 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Option(names = "--edition", paramLabel = "ID", description = "edition id (default wxf-2018; see `xq editions`)")
    String edition;

    @Option(names = "--fen", paramLabel = "FEN", description = "the position the game starts from (default: the start position)")
    String fen;

    @Option(names = "--rules", paramLabel = "DIR", description = "use a committee's rules folder instead of the bundled editions")
    Path rules;

    @Option(names = "--engine", paramLabel = "\"CMD ARGS\"",
            description = "act as a UCI proxy in front of this engine: the GUI speaks UCI on stdin/stdout, the engine is started with this command")
    String engine;

    @Option(names = "--protocol", paramLabel = "uci|ucci", defaultValue = "uci",
            description = "with --engine: the protocol the engine speaks (default ${DEFAULT-VALUE}; ucci gets banmoves)")
    String protocol;

    @Option(names = "--engine-timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "with --engine: how long the engine may take to answer uci, isready and stop, and beyond a go's own time (default ${DEFAULT-VALUE})")
    double engineTimeout;

    @Override
    public Integer call() throws IOException {
        if (engine == null && (!"uci".equals(protocol) || engineTimeout != 10)) {
            throw new UserError("--protocol and --engine-timeout go with --engine");
        }
        if (!"uci".equals(protocol) && !"ucci".equals(protocol)) {
            throw new UserError("--protocol " + protocol + ": give uci or ucci");
        }
        if (!(engineTimeout > 0 && engineTimeout <= 3600)) {
            throw new UserError("--engine-timeout " + engineTimeout + ": give 0 to 3600 seconds");
        }
        Referee referee = referee();
        RefereeGame game;
        try {
            game = referee.newGame(fen);
        } catch (RefereeException e) {
            throw new UserError("--fen: " + e.getMessage(), e);
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        if (engine != null) {
            return new EngineProxy(referee, game, engine, "ucci".equals(protocol), (long) (engineTimeout * 1000),
                    System.in, out, System.err).run();
        }
        return jsonLines(referee, game, System.in, out);
    }

    private Referee referee() {
        RepetitionEditions.Named named = RepetitionEditions.named(edition, rules);
        try {
            return rules == null ? Referee.of(named.id()) : Referee.of(named.arbiters(), named.id());
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    /**
     * Answers each request line with one JSON line; a refused request is {@code {"error", "ply"}} and changes
     * nothing. Ends at the end of stdin (exit 0), or with exit 1 when the last request was cut off by it.
     */
    static int jsonLines(Referee referee, RefereeGame start, InputStream in, PrintStream out) throws IOException {
        RefereeGame game = start;
        Lines lines = new Lines(new InputStreamReader(in, StandardCharsets.UTF_8));
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.isBlank() && !lines.cut()) {
                continue;
            }
            String answer;
            boolean unreadable = false;
            try {
                JsonNode request;
                try {
                    request = request(line, lines);
                } catch (BadRequest e) {
                    unreadable = true;
                    throw e;
                }
                game = answer(referee, game, request);
                answer = RefereeJson.of(game).toString();
            } catch (RefereeException | BadRequest e) {
                String why = unreadable && lines.cut() ? "stdin closed in the middle of a request: " : "";
                answer = RefereeJson.error(why + e.getMessage(), game.ply()).toString();
            }
            out.println(answer);
            out.flush();
            if (unreadable && lines.cut()) {
                return 1; // the last request was cut off: the session did not end as the client meant it to
            }
        }
        return 0;
    }

    private static JsonNode request(String line, Lines lines) {
        if (lines.tooLong()) {
            throw new BadRequest("line " + lines.number() + ": longer than " + MAX_LINE + " characters", -1);
        }
        JsonNode r;
        try {
            r = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new BadRequest("line " + lines.number() + ": not JSON: " + e.getOriginalMessage(), -1);
        }
        if (r == null || !r.isObject() || r.size() != 1) {
            throw new BadRequest("line " + lines.number() + ": a request is one JSON object with one of "
                    + "\"move\", \"undo\", \"new\", \"status\"", -1);
        }
        return r;
    }

    /** The game after the request (the same game, or a new one for "new"). */
    private static RefereeGame answer(Referee referee, RefereeGame game, JsonNode request) {
        Iterator<String> names = request.fieldNames();
        String what = names.next();
        JsonNode v = request.get(what);
        switch (what) {
            case "move" -> {
                if (!v.isTextual()) {
                    throw new BadRequest("\"move\" must be a string such as \"h2e2\", \"C2.5\" or \"炮二平五\"", game.ply());
                }
                game.play(v.asText());
                return game;
            }
            case "undo" -> {
                if (!v.isBoolean() || !v.booleanValue()) {
                    throw new BadRequest("\"undo\" takes true", game.ply());
                }
                game.undo();
                return game;
            }
            case "new" -> {
                if (!v.isNull() && !v.isTextual()) {
                    throw new BadRequest("\"new\" takes a FEN string, or null for the start position", game.ply());
                }
                try {
                    return referee.newGame(v.isNull() ? null : v.asText());
                } catch (RefereeException e) {
                    throw new BadRequest("new game refused: " + e.getMessage(), game.ply());
                }
            }
            case "status" -> {
                if (!v.isBoolean() || !v.booleanValue()) {
                    throw new BadRequest("\"status\" takes true", game.ply());
                }
                return game;
            }
            default -> throw new BadRequest("unknown request \"" + org.xqverifier.board.Quoted.cut(what, 40)
                    + "\" (one of \"move\", \"undo\", \"new\", \"status\")", game.ply());
        }
    }

    /** A request refused before the game is asked (not JSON, no known key, a value of the wrong type). */
    private static final class BadRequest extends RuntimeException {
        BadRequest(String message, int ply) {
            super(message);
        }
    }

    /**
     * Lines of stdin, each at most {@link #MAX_LINE} characters kept (the rest of a longer line is skipped and the
     * line reported), and whether the last one ended without a newline (stdin closed in the middle of it).
     */
    static final class Lines {
        private final Reader in;
        private final StringBuilder line = new StringBuilder();
        private boolean cut;
        private boolean tooLong;
        private boolean ended;
        private boolean ready;
        private int number;

        Lines(Reader in) {
            this.in = in;
        }

        boolean hasNext() throws IOException {
            if (ready) {
                return true;
            }
            if (ended) {
                return false;
            }
            line.setLength(0);
            tooLong = false;
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                if (line.length() < MAX_LINE) {
                    line.append((char) c);
                } else {
                    tooLong = true;
                }
            }
            if (c == -1) {
                ended = true;
                if (line.length() == 0 && !tooLong) {
                    return false;
                }
                cut = true;
            }
            number++;
            ready = true;
            return true;
        }

        String next() {
            ready = false;
            int n = line.length();
            return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
        }

        /** The last line had no newline: stdin closed in the middle of it. */
        boolean cut() {
            return cut;
        }

        boolean tooLong() {
            return tooLong;
        }

        int number() {
            return number;
        }
    }
}
