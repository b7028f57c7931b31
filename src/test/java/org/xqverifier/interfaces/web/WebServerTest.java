package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The JSON API the page uses: answers, bounds and errors. Rulings come from the development fake. */
class WebServerTest {
    private static final String PERPETUAL_CHECK = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";

    private WebServer server;

    private ApiClient start(RulingService rulings, WebServer.Limits limits) {
        server = new WebServer(rulings, new MoveText(), limits);
        return new ApiClient(server.start("127.0.0.1", 0));
    }

    private ApiClient start() {
        return start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void servesThePageFromTheJar() throws Exception {
        ApiClient api = start();
        String page = api.getText("/");
        assertTrue(page.contains("<script src=\"/app.js\">"), page);
        assertTrue(api.getText("/app.js").contains("/api/rule"));
    }

    @Test
    void positionGivesTheBoardAndTheLegalMoves() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/position", "{}");
        assertEquals(200, r.status());
        assertEquals(44, r.body().get("legal").size());
        assertEquals("red", r.body().get("side_to_move").asText());
        assertTrue(r.body().get("svg").asText().contains("data-sq=\"e0\""));

        r = api.post("/api/position", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", List.of("f0e0", "e8f8"))));
        assertEquals(200, r.status());
        // The rook on e0 is pinned against its king by the cannon on h0: it can only slide back to f0.
        assertEquals("[\"e0f0\"]", r.body().get("legal").toString());
        assertEquals(2, r.body().get("moves").size());

        // In check, the checking piece is drawn pointing at the king.
        r = api.post("/api/position", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", List.of("f0e0"))));
        assertTrue(r.body().get("svg").asText().contains("class=\"arrow arrow-check\" data-from=\"e0\" data-to=\"e8\""));
    }

    @Test
    void showsAnEarlierPlyWithArrows() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/position", "{\"fen\":\"" + PERPETUAL_CHECK + "\",\"moves\":[\"f0e0\",\"e8f8\"],"
                + "\"ply\":1,\"arrows\":[{\"from\":\"e0\",\"to\":\"e8\",\"kind\":\"check\"}]}");
        assertEquals(200, r.status());
        assertEquals(1, r.body().get("ply").asInt());
        assertEquals("black", r.body().get("side_to_move").asText());
        assertTrue(r.body().get("in_check").asBoolean());
        assertTrue(r.body().get("svg").asText().contains("class=\"arrow arrow-check\" data-from=\"e0\" data-to=\"e8\""));
    }

    @Test
    void readsAPastedPgnWithItsFenTag() throws Exception {
        ApiClient api = start();
        String pgn = "[Game \"Chinese Chess\"]\n[FEN \"" + PERPETUAL_CHECK + "\"]\n[Format \"ICCS\"]\n\n"
                + "1. F0-E0 E8-F8 {check} 2. E0-F0 F8-E8 *\n";
        ApiClient.Reply r = api.post("/api/position", ApiClient.json(Map.of("pgn", pgn)));
        assertEquals(200, r.status(), r.body().toString());
        assertEquals(PERPETUAL_CHECK + " - - 0 1", r.body().get("start_fen").asText());
        assertEquals(4, r.body().get("moves").size());
        assertEquals("f8e8", r.body().get("moves").get(3).get("iccs").asText());
    }

    @Test
    void readsMovesInAnyNotationAndWritesEachMoveInChineseWxfAndIccs() throws Exception {
        server = new WebServer(new DevelopmentFakeRulingService(), new MoveText(), WebServer.Limits.defaults());
        ApiClient api = new ApiClient(server.start("127.0.0.1", 0));
        ApiClient.Reply r = api.post("/api/position", ApiClient.json(Map.of("pgn", "1. 炮二平五 马8进7 2. H2+3 R9.8 3. i0h0")));
        assertEquals(200, r.status(), r.body().toString());
        JsonNode first = r.body().get("moves").get(0);
        assertEquals("炮二平五", first.get("chinese").asText());
        assertEquals("C2.5", first.get("wxf").asText());
        assertEquals("h2e2", first.get("iccs").asText());
        assertEquals("i9h9", r.body().get("moves").get(3).get("iccs").asText());
        assertEquals("[\"chinese\",\"wxf\",\"iccs\"]", r.body().get("notations").toString());
        r = api.post("/api/position", ApiClient.json(Map.of("moves", List.of("炮二平五", "将5进5"))));
        assertEquals(400, r.status());
        assertEquals(1, r.body().get("index").asInt());
        assertTrue(r.body().get("error").asText().startsWith("move 2: "), r.body().toString());
    }

    @Test
    void anIllegalMoveIsNamedByItsNumber() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/position", "{\"moves\":[\"h2e2\",\"h9g7\",\"e2e9\",\"a9a8\"]}");
        assertEquals(400, r.status());
        assertEquals("move 3: \"e2e9\": illegal move: the red cannon on e2 captures by jumping exactly one piece (there are 2)",
                r.body().get("error").asText());
        assertEquals(2, r.body().get("index").asInt());
        r = api.post("/api/rule", "{\"moves\":[\"zz\"]}");
        assertEquals(400, r.status());
        assertTrue(r.body().get("error").asText().startsWith("move 1: \"zz\": not a WXF move"), r.body().toString());
    }

    @Test
    void badFenAndBadJsonGetOneClearError() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/position", "{\"fen\":\"9/9/9 w\"}");
        assertEquals(400, r.status());
        assertEquals("fen", r.body().get("field").asText());
        assertTrue(r.body().get("error").asText().startsWith("bad FEN"), r.body().toString());
        r = api.post("/api/position", "{\"fen\":\"4k4/9/9/9/9/9/9/9/9/4K4 w\"}");
        assertEquals(400, r.status());
        assertTrue(r.body().get("error").asText().contains("impossible"), r.body().toString());
        r = api.post("/api/rule", "{not json");
        assertEquals(400, r.status());
        assertTrue(r.body().get("error").asText().startsWith("the request body is not JSON"));
        r = api.get("/api/nothing-here");
        assertEquals(404, r.status());
    }

    @Test
    void requestsAreBounded() throws Exception {
        ApiClient api = start(new DevelopmentFakeRulingService(), new WebServer.Limits(4096, 10, Duration.ofSeconds(5), 2, 100, 0));
        ApiClient.Reply r = api.post("/api/position", "{\"pgn\":\"" + "a".repeat(5000) + "\"}");
        assertEquals(413, r.status());
        assertEquals("request too large: at most 4096 bytes", r.body().get("error").asText());
        r = api.post("/api/rule", ApiClient.json(Map.of("moves", List.of("h2e2", "h9g7", "e2h2", "g7h9", "h2e2", "h9g7",
                "e2h2", "g7h9", "h2e2", "h9g7", "e2h2"))));
        assertEquals(400, r.status());
        assertEquals("too many moves: 11 (at most 10 plies per request)", r.body().get("error").asText());
    }

    @Test
    void anAnalysisThatTakesTooLongIsStoppedWithAClearError() throws Exception {
        RulingService slow = new RulingService() {
            @Override
            public List<EditionInfo> editions() {
                return List.of(new EditionInfo("slow", "sleeps"));
            }

            @Override
            public RulingResult rule(String edition, String fen, List<String> iccsMoves) {
                try {
                    Thread.sleep(5_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new IllegalStateException("should have been cancelled");
            }
        };
        ApiClient api = start(slow, new WebServer.Limits(65536, 100, Duration.ofMillis(200), 2, 100, 0));
        ApiClient.Reply r = api.post("/api/rule", "{\"moves\":[\"h2e2\"]}");
        assertEquals(503, r.status());
        assertEquals("analysis took longer than the limit of 200 ms (edition slow)", r.body().get("error").asText());
    }

    @Test
    void rulesUnderEveryEditionOrTheOnesAsked() throws Exception {
        ApiClient api = start();
        String moves = "[\"f0e0\",\"e8f8\",\"e0f0\",\"f8e8\",\"f0e0\"]";
        ApiClient.Reply r = api.post("/api/rule", "{\"fen\":\"" + PERPETUAL_CHECK + "\",\"moves\":" + moves + "}");
        assertEquals(200, r.status(), r.body().toString());
        JsonNode rulings = r.body().get("rulings");
        assertEquals(2, rulings.size());
        JsonNode first = rulings.get(0);
        // The contract's field names, as `xq rule --json` prints them.
        for (String field : List.of("edition", "verdict", "violator", "cycle", "moves", "reasons")) {
            assertTrue(first.has(field), field + " missing in " + first);
        }
        assertEquals(1, first.get("cycle").get("start_ply").asInt());
        assertEquals("[\"将\"]", first.get("moves").get(0).get("labels").toString());

        r = api.post("/api/rule", "{\"fen\":\"" + PERPETUAL_CHECK + "\",\"moves\":" + moves + ",\"editions\":[\"dev-fake-lenient\"]}");
        assertEquals(1, r.body().get("rulings").size());
        r = api.post("/api/rule", "{\"moves\":[],\"editions\":[\"fide\"]}");
        assertEquals(400, r.status());
        assertEquals("unknown edition 'fide' (known: dev-fake, dev-fake-lenient)", r.body().get("error").asText());
    }

    @Test
    void drawsAPlacementBeingSetUpEvenWithoutKings() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/diagram", "{\"placement\":\"9/9/9/9/9/9/9/9/9/4R4\",\"side\":\"w\"}");
        assertEquals(200, r.status());
        assertEquals("impossible", r.body().get("kind").asText());
        assertTrue(r.body().get("svg").asText().contains("data-piece=\"R\""));
        r = api.post("/api/diagram", "{\"placement\":\"9/9/9/9/9/9/9/9/9/4X4\"}");
        assertEquals(400, r.status());
    }
}
