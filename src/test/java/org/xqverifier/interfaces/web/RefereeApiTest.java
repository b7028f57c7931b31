package org.xqverifier.interfaces.web;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.Services;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code POST /api/referee}: the referee's status and forbidden moves after a line, as {@code xq referee} answers. */
class RefereeApiTest {
    private static final String D36 = "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w";
    private WebServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private ApiClient start() {
        server = new WebServer(Services.rulings(), new MoveText(), WebServer.Limits.defaults());
        return new ApiClient(server.start("127.0.0.1", 0));
    }

    @Test
    void theForbiddenMovesAfterALine() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/referee", ApiClient.json(Map.of("edition", "wxf-2018", "fen", D36,
                "moves", List.of("h4c4", "c7g7", "c4g4", "g7c7", "g4c4", "c7g7", "c4g4", "炮7平3"))));
        assertEquals(200, r.status(), r.body().toString());
        JsonNode b = r.body();
        assertEquals("wxf-2018", b.get("edition").asText());
        assertEquals(8, b.get("ply").asInt());
        assertEquals("ongoing", b.get("status").asText());
        assertEquals("red", b.get("side_to_move").asText());
        assertEquals(1, b.get("forbidden").size());
        assertEquals("g4c4", b.at("/forbidden/0/move").asText());
        assertEquals("perpetual-chase", b.at("/forbidden/0/pattern").asText());
        assertTrue(b.at("/forbidden/0/article").asText().contains("WXF"), b.toString());

        r = api.post("/api/referee", ApiClient.json(Map.of("edition", "wxf-2018", "fen", D36,
                "moves", List.of("h4c4", "c7g7", "c4g4", "g7c7", "g4c4", "c7g7", "c4g4", "g7c7", "g4c4"))));
        assertEquals("repetition", r.body().get("status").asText());
        assertEquals("red-must-change", r.body().at("/ruling/verdict").asText());
        assertEquals("g4c4", r.body().at("/forbidden_played/move").asText());
    }

    @Test
    void badRequestsNameTheirField() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/referee", "{\"edition\": \"fide\"}");
        assertEquals(400, r.status());
        assertEquals("edition", r.body().get("field").asText());
        r = api.post("/api/referee", "{\"moves\": [\"h2e2\", \"h2e2\"]}");
        assertEquals(400, r.status());
        assertEquals("moves", r.body().get("field").asText());
        assertEquals(1, r.body().get("index").asInt());
        r = api.post("/api/referee", "{\"fen\": \"4k4/9/9/9/9/9/9/9/9/4K4 w\"}");
        assertEquals(400, r.status());
        assertEquals("fen", r.body().get("field").asText());
        r = api.post("/api/referee", "{\"fen\": \"3k5/9/9/9/9/9/9/9/R8/4K4 w\", \"moves\": [\"a1d1\", \"d9d8\"]}");
        assertEquals(400, r.status(), "no move after mate");
        r = api.post("/api/referee", "{}");
        assertEquals(200, r.status());
        assertEquals("wxf-2018", r.body().get("edition").asText());
        assertEquals(0, r.body().get("ply").asInt());
    }
}
