package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

import java.io.IOException;
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
import org.xqverifier.interfaces.report.RulingSheet;
import org.xqverifier.notation.MoveNumbers;
import org.xqverifier.notation.Notations;

/**
 * The arbiter's web page and the JSON API it uses. The page is static (HTML, CSS, JS from the jar); the server replays
 * positions, gives legal moves, draws the board with {@link BoardSvg} and asks the {@link RulingService} for rulings.
 * It takes only positions and moves from the page — never rules or code — and bounds every request: body size, number
 * of moves, number of editions, and the time an analysis may take.
 */
public final class WebServer {

    /**
     * The bounds every request is held to: body size (counted as it arrives, whatever the transfer encoding; a game
     * file sent to {@code /api/games} has a bound of its own, {@link GameUpload#MAX_BYTES}), moves, the time from the
     * request's arrival to its answer (reading the body included), analysis threads and queue, the rulings remembered
     * (at most {@code cachedRulings} entries weighing at most {@code cacheBytes} together), the connections one client
     * address may hold open at once, and the game files read at once (each holds its bytes and its games).
     */
    public record Limits(long maxBodyBytes, int maxMoves, Duration analysisTime, int analysisThreads, int analysisQueue,
                         int cachedRulings, long cacheBytes, int connectionsPerClient, int uploadsAtOnce) {
        public Limits(long maxBodyBytes, int maxMoves, Duration analysisTime, int analysisThreads, int analysisQueue,
                      int cachedRulings) {
            this(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings, defaultCacheBytes(),
                    DEFAULT_CONNECTIONS_PER_CLIENT, DEFAULT_UPLOADS_AT_ONCE);
        }

        /** A browser opens six connections to a host; a client holding more is not a page. */
        static final int DEFAULT_CONNECTIONS_PER_CLIENT = 16;
        /**
         * An arbiter opens a file now and then. A 4 MB PGN (5,990 games) needs 64–96 MiB of heap while it is read and
         * keeps 6 MiB once read: two at once stay well inside the heap the rulings need.
         */
        static final int DEFAULT_UPLOADS_AT_ONCE = 2;

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
                    connectionsPerClient, uploadsAtOnce);
        }

        public Limits withCacheBytes(long bytes) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings, bytes,
                    connectionsPerClient, uploadsAtOnce);
        }

        public Limits withAnalysisTime(Duration time) {
            return new Limits(maxBodyBytes, maxMoves, time, analysisThreads, analysisQueue, cachedRulings, cacheBytes,
                    connectionsPerClient, uploadsAtOnce);
        }

        public Limits withConnectionsPerClient(int n) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings,
                    cacheBytes, n, uploadsAtOnce);
        }

        public Limits withUploadsAtOnce(int n) {
            return new Limits(maxBodyBytes, maxMoves, analysisTime, analysisThreads, analysisQueue, cachedRulings,
                    cacheBytes, connectionsPerClient, n);
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
    /** The game files being read now ({@link Limits#uploadsAtOnce}). */
    private final java.util.concurrent.Semaphore uploads;
    private Javalin app;
    private RequestGuard guard;
    /** "METHOD /path" of every API route, as registered: what the served OpenAPI document must describe. */
    private final List<String> routes = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile String defaultEdition = "wxf-2018";

    /** The page's own files only; no framing; inline styles allowed (the page sets none today, SVG may). */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'";

    public WebServer(RulingService rulings, MoveText moveText, Limits limits) {
        this.cache = limits.cachedRulings() > 0 ? new RulingCache(rulings, limits.cachedRulings(), limits.cacheBytes()) : null;
        this.rulings = cache != null ? cache : rulings;
        this.moveText = moveText;
        this.limits = limits;
        this.uploads = new java.util.concurrent.Semaphore(Math.max(1, limits.uploadsAtOnce()));
        AtomicInteger n = new AtomicInteger();
        this.analysis = new ThreadPoolExecutor(limits.analysisThreads(), limits.analysisThreads(), 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(limits.analysisQueue()), r -> {
                    Thread t = new Thread(r, "xq-analysis-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /**
     * The edition the page shows first until the arbiter chooses one ({@code xq serve --edition}); the page remembers
     * the arbiter's choice. Default wxf-2018.
     */
    public WebServer defaultEdition(String id) {
        this.defaultEdition = id;
        return this;
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
                    new RequestBodyGuard(limits.maxBodyBytes(), Map.of("/api/games", GameUpload.BOUND),
                            limits.analysisTime().toNanos())), "/*",
                    EnumSet.of(DispatcherType.REQUEST)));
            config.events(events -> events.handlerAdded(h -> {
                if (h.getPath().startsWith("/api/")) {
                    routes.add(h.getHttpMethod().name() + " " + h.getPath());
                }
            }));
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
        app.post("/api/games", this::games);
        app.post("/api/sheet", this::sheet);
        app.post("/api/referee", this::referee);
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
     * The API's routes ("POST /api/rule", …) once started. The page's own files, {@code /openapi.json} (the API
     * described) among them, are served from {@code /web} in the jar.
     */
    public List<String> routes() {
        return List.copyOf(routes);
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
        out.put("default", defaultEdition);
        out.put("limit_ms", limits.analysisTime().toMillis());
        send(ctx, 200, out);
    }

    /**
     * {fen?, moves?, pgn?, ply?, arrows?, keep_legal_prefix?} → the position after the moves (or after {@code ply}),
     * its legal moves and board; each move with its number as an arbiter counts it ({@code 54…}). With
     * {@code keep_legal_prefix} a move that cannot be played ends the moves and is answered as {@code bad_move}
     * (and a {@code ply} past the moves shows the last). A pasted PGN's tags come back as {@code tags}.
     */
    private void position(Context ctx) {
        JsonNode body = body(ctx);
        boolean keepLegalPrefix = flag(body, "keep_legal_prefix");
        GameInput game = game(body, deadline(ctx), keepLegalPrefix);
        int shown = game.moves.size();
        if (body.hasNonNull("ply")) {
            JsonNode ply = body.get("ply");
            shown = ply.isIntegralNumber() && ply.canConvertToInt() ? ply.intValue() : -1;
            if (keepLegalPrefix && game.badMove != null && shown > game.moves.size()) {
                shown = game.moves.size();
            }
            if (shown < 0 || shown > game.moves.size()) {
                throw RequestException.bad("ply must be between 0 and " + game.moves.size(), "ply");
            }
        }
        ObjectNode out = json.createObjectNode();
        out.put("start_fen", game.startFen);
        ArrayNode moves = out.putArray("moves");
        Position p = game.positionAfter(0);
        MoveNumbers numbers = MoveNumbers.from(p);
        Position atShown = null;
        for (int i = 0; i < game.moves.size(); i++) {
            if (i == shown) {
                atShown = p.copy();
            }
            int move = game.moves.get(i);
            ObjectNode m = moves.addObject();
            m.put("ply", i + 1);
            m.put("side", p.sideToMove() == Side.RED ? "red" : "black");
            m.put("number", numbers.label(i + 1));
            for (String notation : moveText.notations()) {
                String written = moveText.write(p, move, notation);
                m.put(notation, written);
                if (notation.equals("chinese")) {
                    m.put("chinese_hant", Notations.traditional(written));
                }
            }
            p.make(move);
        }
        if (!game.tags.isEmpty()) {
            out.set("tags", json.valueToTree(game.tags));
        }
        if (game.badMove != null) {
            out.putObject("bad_move").put("index", game.badMove.index()).put("number", numbers.label(game.badMove.index() + 1))
                    .put("text", org.xqverifier.board.Quoted.cut(game.badMove.text(), 40)).put("reason", game.badMove.reason());
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
        GameInput game = game(body, deadline, false);
        ArrayNode out = json.createArrayNode();
        for (Map.Entry<String, Outcome> e : ruleEach(editions(body.get("editions")), game, deadline).entrySet()) {
            if (e.getValue().error() != null) {
                throw new RequestException(e.getValue().status(), e.getValue().error(), null, null);
            }
            out.add(json.valueToTree(e.getValue().result()));
        }
        ObjectNode result = json.createObjectNode();
        result.put("start_fen", game.startFen);
        result.set("rulings", out);
        send(ctx, 200, result);
    }

    /**
     * {fen?, moves?, game?: {event, round, board, red, black, date, site}, lang?, editions?} → {"html": the ruling
     * sheet}: the same sheet as {@code xq rule --html}. An edition that cannot be ruled in time says so on the sheet.
     */
    private void sheet(Context ctx) {
        JsonNode body = body(ctx);
        long deadline = deadline(ctx);
        GameInput game = game(body, deadline, false);
        JsonNode details = body.path("game");
        if (!details.isMissingNode() && !details.isNull() && !details.isObject()) {
            throw RequestException.bad("game must be an object {event, round, board, red, black, date, site}", "game");
        }
        List<String> asked = editions(body.get("editions"));
        Map<String, String> titles = new LinkedHashMap<>();
        rulings.editions().forEach(e -> titles.put(e.id(), e.title()));
        List<RulingSheet.EditionRuling> sheet = new ArrayList<>();
        for (Map.Entry<String, Outcome> e : ruleEach(asked, game, deadline).entrySet()) {
            RulingResult r = e.getValue().result();
            String id = e.getKey();
            sheet.add(new RulingSheet.EditionRuling(id, titles.get(id), r, e.getValue().error(),
                    RulingSheet.forbiddenAfter(() -> rulings.referee(id), game.startFen, iccs(game), r)));
        }
        RulingSheet.GameDetails d = new RulingSheet.GameDetails(detail(details, "event"), detail(details, "round"),
                detail(details, "board"), detail(details, "red"), detail(details, "black"), detail(details, "date"),
                detail(details, "site"));
        String lang = body.path("lang").isTextual() ? body.get("lang").asText() : "zh-Hans";
        ObjectNode out = json.createObjectNode();
        out.put("html", RulingSheet.fragment(d, game.startFen, iccs(game), sheet, lang));
        send(ctx, 200, out);
    }

    private static String detail(JsonNode details, String field) {
        JsonNode n = details.path(field);
        return n.isTextual() ? org.xqverifier.board.Quoted.cut(n.asText().strip(), 200) : n.isNumber() ? n.asText() : null;
    }

    /**
     * A PGN or XQF file's bytes → its games ({@code ?edition=ID} says under which edition "whether it repeats" is
     * found) and, when it holds one game or {@code ?game=N} names one, that game to load ({@code &variation=V} along
     * one of its variations). {@code ?name=} is the file's name for messages.
     */
    /** A file read holds its bytes and its games until it is answered: so many at once, the rest are asked to wait. */
    private void games(Context ctx) throws IOException {
        if (!uploads.tryAcquire()) {
            ctx.header("Retry-After", "1");
            throw new RequestException(503, "the server is busy: " + limits.uploadsAtOnce()
                    + " game files are being read; try again shortly", "file", null);
        }
        try {
            readGames(ctx);
        } finally {
            uploads.release();
        }
    }

    private void readGames(Context ctx) throws IOException {
        long deadline = deadline(ctx);
        GameUpload upload = GameUpload.read(GameUpload.body(ctx.req().getInputStream()), ctx.queryParam("name"));
        Integer game = intParam(ctx, "game");
        Integer variation = intParam(ctx, "variation");
        if (game != null) {
            ObjectNode out = json.createObjectNode();
            out.set("game", upload.game(game, variation));
            send(ctx, 200, out);
            return;
        }
        String edition = ctx.queryParam("edition");
        List<String> known = rulings.editions().stream().map(RulingService.EditionInfo::id).toList();
        if (edition == null || edition.isBlank()) {
            edition = known.contains(defaultEdition) ? defaultEdition : known.isEmpty() ? null : known.get(0);
        } else if (!known.contains(edition)) {
            throw RequestException.bad("unknown edition '" + org.xqverifier.board.Quoted.cut(edition, 40) + "' (known: "
                    + String.join(", ", known) + ")", "edition");
        }
        // whether each game repeats: replayed with keys only (no analysis), as far as the request's time goes
        RulingResult.Cycle[] cycles = new RulingResult.Cycle[upload.size()];
        int checked = 0;
        for (; edition != null && checked < upload.size() && System.nanoTime() < deadline; checked++) {
            org.xqverifier.record.Game g = upload.game(checked);
            if (g != null) {
                List<String> moves = new ArrayList<>(g.plies());
                for (int m : g.moves()) {
                    moves.add(Move.iccs(m));
                }
                cycles[checked] = rulings.firstCycle(edition, g.startFen(), moves);
            }
        }
        ObjectNode out = upload.listing(cycles, checked, edition);
        if (upload.size() == 1 && upload.game(0) != null) {
            out.set("game", upload.game(1, null));
        }
        send(ctx, 200, out);
    }

    private static Integer intParam(Context ctx, String name) {
        String v = ctx.queryParam(name);
        if (v == null || v.isBlank()) {
            return null;
        }
        if (!v.matches("\\d{1,6}")) {
            throw RequestException.bad(name + " must be a number", name);
        }
        return Integer.parseInt(v);
    }

    /** The editions a request names (all, in the service's order, when it names none), each checked known. */
    private List<String> editions(JsonNode asked) {
        List<String> known = new ArrayList<>();
        for (RulingService.EditionInfo e : rulings.editions()) {
            known.add(e.id());
        }
        List<String> editions = new ArrayList<>();
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
        return editions;
    }

    private static List<String> iccs(GameInput game) {
        List<String> iccs = new ArrayList<>(game.moves.size());
        for (int m : game.moves) {
            iccs.add(Move.iccs(m));
        }
        return iccs;
    }

    /** One edition's ruling, or the error that stopped it, with the status the API answers it with. */
    private record Outcome(RulingResult result, int status, String error) {
    }

    /**
     * Rules the game under each edition on the analysis threads (a remembered ruling at once), each until the
     * request's deadline; an edition past it, or refusing the game, is an {@link Outcome} with its error.
     */
    private Map<String, Outcome> ruleEach(List<String> editions, GameInput game, long deadline) {
        List<String> iccs = iccs(game);
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
        Map<String, Outcome> out = new LinkedHashMap<>();
        for (Map.Entry<String, Future<RulingResult>> e : pending.entrySet()) {
            try {
                long left = Math.max(0, deadline - System.nanoTime());
                out.put(e.getKey(), new Outcome(e.getValue().get(left, TimeUnit.NANOSECONDS), 200, null));
            } catch (TimeoutException t) {
                e.getValue().cancel(true);
                out.put(e.getKey(), new Outcome(null, 503, "analysis took longer than the limit of "
                        + limits.analysisTime().toMillis() + " ms (edition " + e.getKey() + ")"));
            } catch (ExecutionException x) {
                Throwable cause = x.getCause();
                out.put(e.getKey(), cause instanceof IllegalArgumentException
                        ? new Outcome(null, 400, "edition " + e.getKey() + ": " + cause.getMessage())
                        : new Outcome(null, 500, "internal error ruling under " + e.getKey() + ": " + cause));
            } catch (InterruptedException i) {
                Thread.currentThread().interrupt();
                pending.values().forEach(f -> f.cancel(true));
                throw new RequestException(503, "interrupted", null, null);
            }
        }
        return out;
    }

    /**
     * {edition?, fen?, moves?, pgn?} → the referee's status after the moves (docs/referee.md): the same object as an
     * answer of {@code xq referee}, with {@code edition} and {@code start_fen}.
     */
    private void referee(Context ctx) {
        JsonNode body = body(ctx);
        long deadline = deadline(ctx);
        String edition = text(body, "edition");
        edition = edition == null ? "wxf-2018" : edition;
        List<String> known = new ArrayList<>();
        for (RulingService.EditionInfo e : rulings.editions()) {
            known.add(e.id());
        }
        if (!known.contains(edition)) {
            throw RequestException.bad("unknown edition '" + edition + "' (known: " + String.join(", ", known) + ")", "edition");
        }
        GameInput game = game(body, deadline, false);
        String id = edition;
        Future<ObjectNode> answer;
        try {
            answer = analysis.submit(() -> RefereeAnswer.after(rulings, id, game.startFen, game.moves));
        } catch (RejectedExecutionException e) {
            throw new RequestException(503, "the server is busy: too many analyses waiting; try again shortly", null, null);
        }
        try {
            send(ctx, 200, answer.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
        } catch (TimeoutException t) {
            answer.cancel(true);
            throw new RequestException(503, "analysis took longer than the limit of " + limits.analysisTime().toMillis()
                    + " ms (edition " + id + ")", null, null);
        } catch (ExecutionException x) {
            if (x.getCause() instanceof RequestException r) {
                throw r;
            }
            throw new RequestException(500, "internal error refereeing under " + id + ": " + x.getCause(), null, null);
        } catch (InterruptedException i) {
            Thread.currentThread().interrupt();
            throw new RequestException(503, "interrupted", null, null);
        }
    }

    /** Every request's work, parsing included, ends by this time (set when the request arrives). */
    private long deadline(Context ctx) {
        Long d = ctx.attribute(DEADLINE);
        return d == null ? System.nanoTime() + limits.analysisTime().toNanos() : d;
    }

    private GameInput game(JsonNode body, long deadline, boolean keepLegalPrefix) {
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
        }, keepLegalPrefix);
    }

    /** A true/false field, false when absent; any other type is an error naming the field. */
    private static boolean flag(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return false;
        }
        if (!n.isBoolean()) {
            throw RequestException.bad(field + " must be true or false", field);
        }
        return n.booleanValue();
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
