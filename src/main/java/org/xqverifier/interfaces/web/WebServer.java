package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import jakarta.servlet.DispatcherType;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.servlet.FilterHolder;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.GameStatus;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.interfaces.diagram.BoardSvg;

/**
 * The arbiter's web page and the JSON API it uses. The page is static (HTML, CSS, JS from the jar); the server replays
 * positions, gives legal moves, draws the board with {@link BoardSvg} and asks the {@link RulingService} for rulings.
 * It takes only positions and moves from the page — never rules or code — and bounds every request: body size, number
 * of moves, number of editions, and the time an analysis may take.
 */
public final class WebServer {

    /**
     * The bounds every request is held to: body size (counted as it arrives, whatever the transfer encoding), moves,
     * the time from the request's arrival to its answer (reading the body included), analysis threads and queue, the
     * rulings remembered (at most {@code cachedRulings} entries weighing at most {@code cacheBytes} together), and the
     * connections one client address may hold open at once.
     */
    public record Limits(long maxBodyBytes, int maxMoves, Duration analysisTime, int analysisThreads, int analysisQueue,
                         int cachedRulings, long cacheBytes, int connectionsPerClient) {
        public Limits(long maxBodyBytes, int maxMoves, Duration analysisTime, int analysisThreads, int analysisQueue,
                      int cachedRulings) {
            this(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings, defaultCacheBytes(),
                    DEFAULT_CONNECTIONS_PER_CLIENT);
        }

        /** A browser opens six connections to a host; a client holding more is not a page. */
        static final int DEFAULT_CONNECTIONS_PER_CLIENT = 16;

        public static Limits defaults() {
            int cores = Runtime.getRuntime().availableProcessors();
            return new Limits(64 * 1024, 600, Duration.ofSeconds(5), Math.max(2, cores), 2_000, 10_000);
        }

        /** An eighth of the heap, at most 64 MiB: a cache that fills never starves the rulings themselves. */
        static long defaultCacheBytes() {
            return Math.min(64L << 20, Runtime.getRuntime().maxMemory() / 8);
        }

        public Limits withCachedRulings(int n) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, n, cacheBytes,
                    connectionsPerClient);
        }

        public Limits withCacheBytes(long bytes) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings, bytes,
                    connectionsPerClient);
        }

        public Limits withAnalysisTime(Duration time) {
            return new Limits(maxBodyBytes, maxMoves, time, analysisThreads, analysisQueue, cachedRulings, cacheBytes,
                    connectionsPerClient);
        }

        public Limits withConnectionsPerClient(int n) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings,
                    cacheBytes, n);
        }
    }

    private static final String DEADLINE = RequestBodyGuard.DEADLINE;
    /** How long a connection may stay silent between requests (and before its first). */
    private static final long IDLE_MILLIS = 30_000;
    private final ObjectMapper json = new ObjectMapper();
    private final RulingService rulings;
    private final RulingCache cache;
    private final MoveText moveText;
    private final Limits limits;
    private final ThreadPoolExecutor analysis;
    private Javalin app;
    private RequestGuard guard;

    /** The page's own files only; no framing; inline styles allowed (the page sets none today, SVG may). */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'";

    public WebServer(RulingService rulings, MoveText moveText, Limits limits) {
        this.cache = limits.cachedRulings() > 0 ? new RulingCache(rulings, limits.cachedRulings(), limits.cacheBytes()) : null;
        this.rulings = cache != null ? cache : rulings;
        this.moveText = moveText;
        this.limits = limits;
        AtomicInteger n = new AtomicInteger();
        this.analysis = new ThreadPoolExecutor(limits.analysisThreads(), limits.analysisThreads(), 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(limits.analysisQueue()), r -> {
                    Thread t = new Thread(r, "xq-analysis-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /** Starts on {@code host:port} (port 0 picks a free one) and returns the port it listens on. */
    public int start(String host, int port) {
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = limits.maxBodyBytes();
            config.jetty.addConnector((server, http) -> {
                ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
                connector.setHost(host);
                connector.setPort(port);
                connector.setIdleTimeout(IDLE_MILLIS);
                connector.addBean(new ClientConnectionCap(limits.connectionsPerClient()));
                return connector;
            });
            // every handler's body, whatever reads it, is counted as it arrives and read by the request's deadline
            config.jetty.modifyServletContextHandler(handler -> handler.addFilter(new FilterHolder(
                    new RequestBodyGuard(limits.maxBodyBytes(), limits.analysisTime().toNanos())), "/*",
                    EnumSet.of(DispatcherType.REQUEST)));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
        });
        app.before(ctx -> {
            ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("X-Frame-Options", "DENY");
            ctx.header("Referrer-Policy", "no-referrer");
            guard.check(ctx.method().name(), ctx.header("Host"), ctx.header("Origin"), ctx.header("Sec-Fetch-Site"));
        });
        app.get("/api/editions", this::editions);
        app.post("/api/position", this::position);
        app.post("/api/rule", this::rule);
        app.post("/api/diagram", this::diagram);
        app.exception(RequestException.class, (e, ctx) -> error(ctx, e.status, e.getMessage(), e.field, e.index));
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(),
                e.getStatus() == 413 ? "request too large: at most " + limits.maxBodyBytes() + " bytes" : e.getMessage(),
                null, null));
        app.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error: " + e, null, null));
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/")) {
                error(ctx, 404, "no such API: " + ctx.method() + " " + ctx.path(), null, null);
            }
        });
        guard = new RequestGuard(host);
        app.start();
        guard.servedOn(app.port());
        return app.port();
    }

    /**
     * Builds every edition's rule base now (an empty line ruled under each), so the first user does not wait for it.
     * Returns the editions that failed, with why; the page shows their error when asked.
     */
    public List<String> warmUp() {
        List<String> problems = new ArrayList<>();
        for (RulingService.EditionInfo e : rulings.editions()) {
            try {
                rulings.rule(e.id(), Fen.START, List.of());
            } catch (RuntimeException x) {
                problems.add(e.id() + ": " + x.getMessage());
            }
        }
        return problems;
    }

    public void stop() {
        if (app != null) {
            app.stop();
        }
        analysis.shutdownNow();
    }

    private void editions(Context ctx) {
        ObjectNode out = json.createObjectNode();
        ArrayNode list = out.putArray("editions");
        for (RulingService.EditionInfo e : rulings.editions()) {
            list.addObject().put("id", e.id()).put("title", e.title());
        }
        out.put("engine", !rulings.editions().isEmpty());
        out.set("notations", json.valueToTree(moveText.notations()));
        send(ctx, 200, out);
    }

    /** {fen?, moves?, pgn?, ply?, arrows?} → the position after the moves (or after {@code ply}), its legal moves and board. */
    private void position(Context ctx) {
        JsonNode body = body(ctx);
        GameInput game = game(body, deadline(ctx));
        int shown = game.moves.size();
        if (body.hasNonNull("ply")) {
            JsonNode ply = body.get("ply");
            shown = ply.isIntegralNumber() && ply.canConvertToInt() ? ply.intValue() : -1;
            if (shown < 0 || shown > game.moves.size()) {
                throw RequestException.bad("ply must be between 0 and " + game.moves.size(), "ply");
            }
        }
        ObjectNode out = json.createObjectNode();
        out.put("start_fen", game.startFen);
        ArrayNode moves = out.putArray("moves");
        Position p = game.positionAfter(0);
        Position atShown = null;
        for (int i = 0; i < game.moves.size(); i++) {
            if (i == shown) {
                atShown = p.copy();
            }
            int move = game.moves.get(i);
            ObjectNode m = moves.addObject();
            m.put("ply", i + 1);
            m.put("side", p.sideToMove() == Side.RED ? "red" : "black");
            for (String notation : moveText.notations()) {
                m.put(notation, moveText.write(p, move, notation));
            }
            p.make(move);
        }
        if (atShown == null) {
            atShown = p;
        }
        out.put("fen", p.toFen());
        out.put("ply", shown);
        out.put("shown_fen", atShown.toFen());
        out.put("side_to_move", atShown.sideToMove() == Side.RED ? "red" : "black");
        GameStatus status = atShown.status();
        out.put("status", status.name().toLowerCase());
        out.put("in_check", atShown.inCheck());
        ArrayNode legal = out.putArray("legal");
        for (int move : atShown.legalMoves()) {
            legal.add(Move.iccs(move));
        }
        BoardSvg.Marks marks = new BoardSvg.Marks().interactive()
                .title("Position after " + shown + " plies: " + atShown.toFen());
        if (shown > 0) {
            int last = game.moves.get(shown - 1);
            marks.lastMove(Move.from(last), Move.to(last));
        }
        if (atShown.inCheck()) {
            // 将: an arrow from every checking piece to the king in check.
            Side checked = atShown.sideToMove();
            int king = atShown.kingSquare(checked);
            for (int attacker : atShown.attackers(king, checked.opposite())) {
                marks.arrow(attacker, king, "check");
            }
        }
        JsonNode arrows = body.get("arrows");
        if (arrows != null && arrows.isArray()) {
            if (arrows.size() > 32) {
                throw RequestException.bad("at most 32 arrows", "arrows");
            }
            for (JsonNode a : arrows) {
                int from = Square.parse(a.path("from").asText(""));
                int to = Square.parse(a.path("to").asText(""));
                String kind = a.path("kind").asText("chase");
                if (from < 0 || to < 0 || !kind.matches("chase|check|move")) {
                    throw RequestException.bad("an arrow needs from and to points such as e0 and a kind chase|check|move", "arrows");
                }
                marks.arrow(from, to, kind);
            }
        }
        out.put("svg", BoardSvg.render(atShown, marks));
        out.set("warnings", json.valueToTree(game.warnings));
        out.set("notations", json.valueToTree(moveText.notations()));
        send(ctx, 200, out);
    }

    /** {placement, side} → the drawing of any placement being set up, and whether it is a position yet. */
    private void diagram(Context ctx) {
        JsonNode body = body(ctx);
        String field = text(body, "placement");
        field = field == null ? "" : field;
        int[] pieces = Placement.read(field);
        Side side = "b".equals(body.path("side").asText("w")) ? Side.BLACK : Side.RED;
        String fen = field.trim() + (side == Side.RED ? " w" : " b");
        ObjectNode out = json.createObjectNode();
        out.put("fen", fen);
        try {
            FenValidation v = Fen.validate(fen);
            out.put("kind", v.kind().name().toLowerCase().replace('_', '-'));
            out.set("messages", json.valueToTree(v.messages()));
        } catch (FenException e) {
            out.put("kind", "impossible");
            out.set("messages", json.valueToTree(List.of(e.getMessage())));
        }
        out.put("svg", BoardSvg.render(pieces, side, new BoardSvg.Marks().interactive().title("Setting up: " + fen)));
        send(ctx, 200, out);
    }

    /** {fen?, moves?, pgn?, editions?} → {"rulings": [the xq rule --json object of each edition]}. */
    private void rule(Context ctx) {
        JsonNode body = body(ctx);
        long deadline = deadline(ctx);
        GameInput game = game(body, deadline);
        List<String> known = new ArrayList<>();
        for (RulingService.EditionInfo e : rulings.editions()) {
            known.add(e.id());
        }
        List<String> editions = new ArrayList<>();
        JsonNode asked = body.get("editions");
        if (asked == null || asked.isNull()) {
            editions.addAll(known);
        } else if (asked.isArray()) {
            for (JsonNode e : asked) {
                if (!known.contains(e.asText())) {
                    throw RequestException.bad("unknown edition '" + e.asText() + "' (known: " + String.join(", ", known) + ")", "editions");
                }
                if (!editions.contains(e.asText())) {
                    editions.add(e.asText());
                }
            }
        } else {
            throw RequestException.bad("editions must be a list of edition ids", "editions");
        }
        List<String> iccs = new ArrayList<>(game.moves.size());
        for (int m : game.moves) {
            iccs.add(Move.iccs(m));
        }
        Map<String, Future<RulingResult>> pending = new LinkedHashMap<>();
        try {
            for (String edition : editions) {
                RulingResult remembered = cache == null ? null : cache.known(edition, game.startFen, iccs);
                pending.put(edition, remembered != null ? CompletableFuture.completedFuture(remembered)
                        : analysis.submit(() -> rulings.rule(edition, game.startFen, iccs)));
            }
        } catch (RejectedExecutionException e) {
            pending.values().forEach(f -> f.cancel(true));
            throw new RequestException(503, "the server is busy: too many analyses waiting; try again shortly", null, null);
        }
        ArrayNode out = json.createArrayNode();
        for (Map.Entry<String, Future<RulingResult>> e : pending.entrySet()) {
            try {
                long left = Math.max(0, deadline - System.nanoTime());
                out.add(json.valueToTree(e.getValue().get(left, TimeUnit.NANOSECONDS)));
            } catch (TimeoutException t) {
                pending.values().forEach(f -> f.cancel(true));
                throw new RequestException(503, "analysis took longer than the limit of "
                        + limits.analysisTime().toMillis() + " ms (edition " + e.getKey() + ")", null, null);
            } catch (ExecutionException x) {
                pending.values().forEach(f -> f.cancel(true));
                Throwable cause = x.getCause();
                if (cause instanceof IllegalArgumentException) {
                    throw new RequestException(400, "edition " + e.getKey() + ": " + cause.getMessage(), null, null);
                }
                throw new RequestException(500, "internal error ruling under " + e.getKey() + ": " + cause, null, null);
            } catch (InterruptedException i) {
                Thread.currentThread().interrupt();
                throw new RequestException(503, "interrupted", null, null);
            }
        }
        ObjectNode result = json.createObjectNode();
        result.put("start_fen", game.startFen);
        result.set("rulings", out);
        send(ctx, 200, result);
    }

    /** Every request's work, parsing included, ends by this time (set when the request arrives). */
    private long deadline(Context ctx) {
        Long d = ctx.attribute(DEADLINE);
        return d == null ? System.nanoTime() + limits.analysisTime().toNanos() : d;
    }

    private GameInput game(JsonNode body, long deadline) {
        String fen = text(body, "fen");
        List<String> moves = null;
        JsonNode m = body.get("moves");
        if (m != null && !m.isNull()) {
            if (m.isArray()) {
                moves = new ArrayList<>();
                for (JsonNode x : m) {
                    if (!x.isTextual()) {
                        throw new RequestException(400, "move " + (moves.size() + 1) + " must be a string", "moves", moves.size());
                    }
                    moves.add(x.asText());
                }
            } else if (m.isTextual()) {
                moves = GameInput.moveTokens(m.asText());
            } else {
                throw RequestException.bad("moves must be a list of moves or one string of moves", "moves");
            }
        }
        String pgn = text(body, "pgn");
        return GameInput.read(fen, moves, pgn, moveText, limits.maxMoves(), () -> {
            if (System.nanoTime() > deadline) {
                throw new RequestException(503, "reading the request took longer than the limit of "
                        + limits.analysisTime().toMillis() + " ms", null, null);
            }
        });
    }

    /** A string field, or null when absent; any other type is an error naming the field. */
    private static String text(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isTextual()) {
            throw RequestException.bad(field + " must be a string", field);
        }
        return n.asText();
    }

    /**
     * The body as one JSON object and nothing after it but blanks ({@code {"moves":"h2e2"} x} and {@code {}{}} are
     * refused, not read as their first object); an empty body is an empty object.
     */
    private JsonNode body(Context ctx) {
        String text = ctx.body();
        if (text.isBlank()) {
            return json.createObjectNode();
        }
        try (JsonParser parser = json.getFactory().createParser(text)) {
            JsonNode node = json.readTree(parser);
            if (node == null || !node.isObject()) {
                throw RequestException.bad("the request body must be a JSON object", null);
            }
            JsonLocation end = parser.currentLocation();
            JsonToken more;
            try {
                more = parser.nextToken();
            } catch (JsonProcessingException e) {
                more = JsonToken.NOT_AVAILABLE;
            }
            if (more != null) {
                throw RequestException.bad("the request body has more after the JSON object (line " + end.getLineNr()
                        + ", column " + end.getColumnNr() + "): send one object", null);
            }
            return node;
        } catch (JsonProcessingException e) {
            throw RequestException.bad("the request body is not JSON: " + e.getOriginalMessage(), null);
        } catch (java.io.IOException e) {
            throw RequestException.bad("the request body cannot be read: " + e.getMessage(), null);
        }
    }

    private void error(Context ctx, int status, String message, String field, Integer index) {
        if (status == 408 || status == 413) {
            ctx.header("Connection", "close"); // the rest of that body is not read
        }
        ObjectNode out = json.createObjectNode();
        out.put("error", org.xqverifier.board.Quoted.longRuns(message));
        if (field != null) {
            out.put("field", field);
        }
        if (index != null) {
            out.put("index", index);
        }
        send(ctx, status, out);
    }

    private void send(Context ctx, int status, JsonNode node) {
        ctx.status(status).contentType("application/json; charset=utf-8");
        try {
            ctx.result(json.writeValueAsString(node));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
