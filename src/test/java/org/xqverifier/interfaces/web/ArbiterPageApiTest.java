package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.RulingService;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What the arbiter's page (docs/arbiter-page.md) asks of the server beyond the first API: moves numbered as an arbiter
 * counts them, a pasted game's tags and its legal prefix, game files (PGN, XQF with variations), the ruling sheet, the
 * edition the server was started for. Rulings come from the development fake.
 */
class ArbiterPageApiTest {
    private static final String PERPETUAL_CHECK = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    private static final List<String> CYCLE = List.of("f0e0", "e8f8", "e0f0", "f8e8", "f0e0");

    private WebServer server;

    private ApiClient start(RulingService rulings, WebServer.Limits limits) {
        server = new WebServer(rulings, new MoveText(), limits).defaultEdition(DevelopmentFakeRulingService.OTHER_EDITION);
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

    static byte[] fixture(String name) throws IOException {
        try (InputStream in = ArbiterPageApiTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void editionsNameTheServersDefaultAndTheTimeLimit() throws Exception {
        JsonNode e = start().get("/api/editions").body();
        assertEquals(DevelopmentFakeRulingService.OTHER_EDITION, e.get("default").asText());
        assertEquals(5000, e.get("limit_ms").asInt());
        assertTrue(e.get("editions").isArray(), "the first API's fields stay");
    }

    @Test
    void movesAreNumberedAsAnArbiterCountsThem() throws Exception {
        ApiClient api = start();
        JsonNode moves = api.post("/api/position", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", CYCLE))).body().get("moves");
        assertEquals("1.", moves.get(0).get("number").asText());
        assertEquals("1…", moves.get(1).get("number").asText());
        assertEquals("3.", moves.get(4).get("number").asText());
        // Black to move at move 30: its move is 30…, Red's answer 31.
        moves = api.post("/api/position", ApiClient.json(Map.of("fen", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 b - - 0 30",
                "moves", List.of("e8e9", "f0e0")))).body().get("moves");
        assertEquals("30…", moves.get(0).get("number").asText());
        assertEquals("31.", moves.get(1).get("number").asText());
        assertEquals("将5退1", moves.get(0).get("chinese").asText());
        assertEquals("將5退1", moves.get(0).get("chinese_hant").asText(), "the move in traditional characters too");
    }

    @Test
    void aPastedGameKeepsItsTagsAndTheMovesBeforeABadOne() throws Exception {
        ApiClient api = start();
        String pgn = "[Event \"City Cup\"]\n[Round \"5\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n[Opening \"not shown\"]\n\n"
                + "1. h2e2 h9g7 2. h2h9 b9c7 *";
        ApiClient.Reply r = api.post("/api/position", ApiClient.json(Map.of("pgn", pgn, "keep_legal_prefix", true)));
        assertEquals(200, r.status(), r.body().toString());
        assertEquals(2, r.body().get("moves").size(), "the legal moves before the bad one");
        JsonNode bad = r.body().get("bad_move");
        assertEquals(2, bad.get("index").asInt());
        assertEquals("2.", bad.get("number").asText());
        assertEquals("h2h9", bad.get("text").asText());
        assertEquals("illegal move: no piece on h2", bad.get("reason").asText());
        assertEquals("{\"Event\":\"City Cup\",\"Round\":\"5\",\"Red\":\"Li\",\"Black\":\"Wang\"}", r.body().get("tags").toString());
        // A ply past the kept moves shows the last of them.
        r = api.post("/api/position", ApiClient.json(Map.of("pgn", pgn, "keep_legal_prefix", true, "ply", 4)));
        assertEquals(2, r.body().get("ply").asInt());
        // Without the flag the first API's answer stands: one error naming the move.
        r = api.post("/api/position", ApiClient.json(Map.of("pgn", pgn)));
        assertEquals(400, r.status());
        assertEquals(2, r.body().get("index").asInt());
        r = api.post("/api/position", "{\"keep_legal_prefix\":\"yes\"}");
        assertEquals("keep_legal_prefix", r.body().get("field").asText());
    }

    @Test
    void aPgnFileListsItsGamesAndGivesTheOnePicked() throws Exception {
        ApiClient api = start();
        byte[] pgn = fixture("games.pgn");
        ApiClient.Reply r = api.postBytes("/api/games?name=games.pgn&edition=dev-fake", pgn);
        assertEquals(200, r.status(), r.body().toString());
        JsonNode games = r.body().get("games");
        assertEquals(3, games.size());
        assertEquals("pgn", r.body().get("kind").asText());
        assertEquals("YAN WenQing", games.get(0).get("red").asText());
        assertEquals(58, games.get(0).get("plies").asInt());
        assertTrue(games.get(0).get("repeats").asBoolean(), "game 1 ends in a repetition");
        assertFalse(games.get(0).has("verdict"), "whether it repeats, found without ruling: the verdict comes with the game");
        // its cycle in moves (the fake calls the first repeated position a cycle: 22. to 23…, plies 43–46)
        assertEquals("22.–23…", games.get(0).get("cycle").asText(), "its cycle in moves");
        assertFalse(games.get(1).get("repeats").asBoolean());
        assertEquals("5", games.get(2).get("round").asText());
        assertEquals("2026.05.01", games.get(2).get("date").asText());
        assertEquals("illegal move: no piece on h2", games.get(2).get("error").asText());
        assertEquals("3.", games.get(2).get("bad_number").asText());
        assertFalse(r.body().has("game"), "several games: the page lets the arbiter pick");

        JsonNode third = api.postBytes("/api/games?game=3", pgn).body().get("game");
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), strings(third.get("moves")));
        assertEquals("Constructed test event", third.get("tags").get("Event").asText());
        assertEquals(4, third.get("bad_move").get("index").asInt());
        assertEquals("h2h9", third.get("bad_move").get("text").asText());

        r = api.postBytes("/api/games?game=9", pgn);
        assertEquals(400, r.status());
        assertEquals("game must be between 1 and 3", r.body().get("error").asText());
    }

    @Test
    void anXqfFileGivesItsGameWithTagsAndVariationsToChoose() throws Exception {
        ApiClient api = start();
        byte[] xqf = fixture("variations.xqf");
        ApiClient.Reply r = api.postBytes("/api/games?name=v.xqf", xqf);
        assertEquals(200, r.status(), r.body().toString());
        assertEquals("xqf", r.body().get("kind").asText());
        assertEquals(DevelopmentFakeRulingService.OTHER_EDITION, r.body().get("edition").asText(), "the server's default");
        JsonNode game = r.body().get("game");
        assertEquals("越南队访华实录（南京站）", game.get("tags").get("Event").asText());
        assertEquals("2002年8月15日", game.get("tags").get("Date").asText());
        assertEquals("江苏  徐超", game.get("tags").get("Black").asText());
        assertEquals(94, game.get("moves").size());
        JsonNode variations = game.get("variations");
        assertEquals(7, variations.size());
        JsonNode second = variations.get(1);
        assertEquals(19, second.get("ply").asInt());
        assertEquals("10.", second.get("number").asText());
        assertEquals("车二进五", second.get("chinese").asText());
        JsonNode along = api.postBytes("/api/games?game=1&variation=2", xqf).body().get("game");
        assertEquals(18 + second.get("plies").asInt(), along.get("moves").size(), "the main line to the variation, then it");
        assertEquals(2, along.get("variation").asInt());
        assertEquals(strings(game.get("moves")).subList(0, 18), strings(along.get("moves")).subList(0, 18));
        assertFalse(strings(game.get("moves")).get(18).equals(strings(along.get("moves")).get(18)));
    }

    @Test
    void aFileThatIsNoGameOrTooLargeGetsOneClearError() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.postBytes("/api/games?name=notes.txt", "just some words".getBytes());
        assertEquals(400, r.status());
        assertTrue(r.body().get("error").asText().startsWith("notes.txt"), r.body().toString());
        r = api.postBytes("/api/games", "XQ\u0012 not really".getBytes());
        assertEquals(400, r.status());
        assertTrue(r.body().get("error").asText().contains("XQF"), r.body().toString());
        r = api.postBytes("/api/games", new byte[GameUpload.MAX_BYTES + 1]);
        assertEquals(413, r.status());
        assertEquals("file too large: at most 4 MB", r.body().get("error").asText());
        r = api.postBytes("/api/games?edition=fide", fixture("games.pgn"));
        assertEquals(400, r.status());
        assertEquals("edition", r.body().get("field").asText());
    }

    @Test
    void theRulingSheetCarriesTheGameTheVerdictsAndALineToSign() throws Exception {
        ApiClient api = start();
        ApiClient.Reply r = api.post("/api/sheet", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", CYCLE, "lang", "en",
                "game", Map.of("event", "City Cup", "round", "5", "board", "3", "red", "Li", "black", "Wang", "date", "2026-05-01"),
                "editions", List.of("dev-fake-lenient", "dev-fake"))));
        assertEquals(200, r.status(), r.body().toString());
        String html = r.body().get("html").asText();
        for (String shown : List.of("Repetition ruling", "City Cup", "<td>5</td>", "<td>3</td>", "Li", "Wang", "2026-05-01",
                "The cycle&#39;s moves", "1.–2…", "data-verdict=\"red-must-change\"", "Arbiter", "Signature", "<svg")) {
            assertTrue(html.contains(shown), shown + " in " + html);
        }
        assertTrue(html.indexOf("data-edition=\"dev-fake-lenient\"") < html.indexOf("data-edition=\"dev-fake\""),
                "the editions in the order asked");
        assertFalse(html.contains("<script"), "no script in the sheet");
        r = api.post("/api/sheet", ApiClient.json(Map.of("moves", CYCLE, "fen", PERPETUAL_CHECK, "game", "City Cup")));
        assertEquals(400, r.status());
    }

    @Test
    void aSheetStillComesWhenAnEditionIsStoppedByTheLimit() throws Exception {
        RulingService slowOne = new SlowRulings(new DevelopmentFakeRulingService(),
                (edition, moves) -> edition.equals(DevelopmentFakeRulingService.EDITION), 5_000, 0);
        ApiClient api = start(slowOne, new WebServer.Limits(65536, 100, Duration.ofMillis(300), 2, 100, 0));
        ApiClient.Reply r = api.post("/api/sheet", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", CYCLE, "lang", "en")));
        assertEquals(200, r.status(), r.body().toString());
        String html = r.body().get("html").asText();
        assertTrue(html.contains("analysis took longer than the limit of 300 ms (edition dev-fake)"), html);
        assertTrue(html.contains("data-edition=\"dev-fake-lenient\""), html);
        // the page's own ruling of the edition alone says the same, with the status the page reads
        r = api.post("/api/rule", ApiClient.json(Map.of("fen", PERPETUAL_CHECK, "moves", CYCLE, "editions", List.of("dev-fake"))));
        assertEquals(503, r.status());
    }

    @Test
    void everyInterfaceMeansTheLanAddressesAPhoneCanOpen() throws Exception {
        assertTrue(LanAddresses.isWildcard("0.0.0.0") && LanAddresses.isWildcard("::") && !LanAddresses.isWildcard("127.0.0.1"));
        List<InetAddress> found = List.of(InetAddress.getByName("127.0.0.1"), InetAddress.getByName("192.168.1.20"),
                InetAddress.getByName("fe80::1"), InetAddress.getByName("2001:db8::5"), InetAddress.getByName("10.0.0.7"));
        assertEquals(List.of("192.168.1.20", "10.0.0.7"), LanAddresses.usable(found, false));
        assertEquals(List.of("192.168.1.20", "10.0.0.7", "[2001:db8:0:0:0:0:0:5]"), LanAddresses.usable(found, true));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }
}
