package org.xqverifier.interfaces.web;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.AnalysisCancelled;
import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What one request from a hostile page or client could do before: stall a core, rebind DNS, post cross-origin. */
class WebHardeningTest {
    private WebServer server;
    private int port;

    private void start(RulingService rulings, WebServer.Limits limits) {
        server = new WebServer(rulings, new MoveText(), limits);
        port = server.start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    /** A raw HTTP/1.1 exchange, so that Host and Origin are exactly what a browser on another site would send. */
    private String[] exchange(String method, String path, String host, String origin, String body) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000);
            byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\n");
            if (origin != null) {
                req.append("Origin: ").append(origin).append("\r\n");
            }
            req.append("Content-Type: application/json\r\nContent-Length: ").append(bytes.length)
                    .append("\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            StringBuilder head = new StringBuilder();
            String line;
            while ((line = in.readLine()) != null && !line.isEmpty()) {
                head.append(line).append('\n');
            }
            StringBuilder rest = new StringBuilder();
            char[] buf = new char[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                rest.append(buf, 0, n);
            }
            return new String[]{head.toString(), rest.toString()};
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        for (String path : List.of("/", "/app.js", "/api/editions")) {
            String head = exchange("GET", path, "127.0.0.1:" + port, null, null)[0].toLowerCase();
            assertTrue(head.startsWith("http/1.1 200"), path + ": " + head);
            assertTrue(head.contains("content-security-policy: default-src 'self'; script-src 'self'"), head);
            assertTrue(head.contains("frame-ancestors 'none'"), head);
            assertTrue(head.contains("x-content-type-options: nosniff"), head);
            assertTrue(head.contains("x-frame-options: deny"), head);
        }
    }

    @Test
    void theCspAllowsThePageAsItIs() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        String page = exchange("GET", "/", "127.0.0.1:" + port, null, null)[1];
        // script-src 'self' allows no inline script, no inline handler attribute, and no script from elsewhere
        assertTrue(!page.matches("(?s).*<script(?![^>]*\\ssrc=\"/)[^>]*>.*"), "inline or foreign script in the page");
        assertTrue(!page.matches("(?s).*\\son[a-z]+\\s*=.*"), "inline event handler in the page");
    }

    @Test
    void aHostThatIsNotTheServedAddressIsRefused() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        String[] r = exchange("GET", "/api/editions", "evil.example:" + port, null, null);
        assertTrue(r[0].startsWith("HTTP/1.1 403"), r[0]);
        assertTrue(r[1].contains("DNS rebinding"), r[1]);
        assertTrue(exchange("GET", "/", "evil.example:" + port, null, null)[0].startsWith("HTTP/1.1 403"));
        assertTrue(exchange("GET", "/api/editions", "127.0.0.1:" + (port + 1), null, null)[0].startsWith("HTTP/1.1 403"));
        assertTrue(exchange("GET", "/api/editions", "localhost:" + port, null, null)[0].startsWith("HTTP/1.1 200"));
    }

    @Test
    void aPostFromAnotherOriginIsRefused() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        String host = "127.0.0.1:" + port;
        String[] r = exchange("POST", "/api/position", host, "http://evil.example", "{}");
        assertTrue(r[0].startsWith("HTTP/1.1 403"), r[0]);
        assertTrue(r[1].contains("another origin"), r[1]);
        assertTrue(exchange("POST", "/api/position", host, "null", "{}")[0].startsWith("HTTP/1.1 403"));
        assertTrue(exchange("POST", "/api/position", host, "http://" + host, "{}")[0].startsWith("HTTP/1.1 200"));
        assertTrue(exchange("POST", "/api/position", host, null, "{}")[0].startsWith("HTTP/1.1 200"));
    }

    @Test
    void pastedTextIsReadInLinearTime() {
        int size = 64 * 1024;
        for (String unit : List.of("{", "(", "((", "()", "[", "[ ", "!", "1", "1.", ";", "[FEN \"", "{(")) {
            String body = unit.repeat(size / unit.length());
            // the old backtracking regexes took 12-20 s on these; one pass takes milliseconds
            assertTimeoutPreemptively(Duration.ofSeconds(2), () -> PastedGame.scan(body), unit);
            assertTimeoutPreemptively(Duration.ofSeconds(2), () -> PastedGame.scan("h2e2 " + body + " h9g7"), unit);
        }
    }

    @Test
    void pastedTextKeepsItsMeaning() {
        PastedGame g = PastedGame.scan("[Event \"x\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n"
                + "1. f0e0! {check} e8f8 (1... e8d8 (2. x)) 2. e0f0?! ; a comment\n2... f8e8 $1 1/2-1/2");
        assertEquals("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w", g.fenTag);
        assertEquals(List.of("f0e0", "e8f8", "e0f0", "f8e8"), g.moves);
        assertEquals(List.of("炮二平五", "马8进7"), PastedGame.scan("1．炮二平五，马8进7").moves);
    }

    @Test
    void aTimedOutAnalysisStops() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        RulingService spinning = new RulingService() {
            @Override
            public List<EditionInfo> editions() {
                return List.of(new EditionInfo("spin", "Spins"));
            }

            @Override
            public RulingResult rule(String edition, String fen, List<String> iccsMoves) {
                started.countDown();
                try {
                    while (true) {
                        AnalysisCancelled.ifInterrupted(); // what the searches check
                        Thread.onSpinWait();
                    }
                } finally {
                    stopped.countDown();
                }
            }
        };
        start(spinning, new WebServer.Limits(65536, 100, Duration.ofMillis(300), 2, 100, 0));
        String[] r = exchange("POST", "/api/rule", "127.0.0.1:" + port, null, "{\"moves\":[\"h2e2\"]}");
        assertTrue(r[0].startsWith("HTTP/1.1 503"), r[0]);
        assertTrue(started.await(1, TimeUnit.SECONDS));
        assertTrue(stopped.await(2, TimeUnit.SECONDS), "the analysis kept running after its 503");
    }

    @Test
    void wrongTypesAreErrorsNamingTheField() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        String host = "127.0.0.1:" + port;
        String[][] cases = {
                {"{\"fen\": {\"a\": 1}}", "\"field\":\"fen\""},
                {"{\"fen\": 5}", "\"field\":\"fen\""},
                {"{\"moves\": [\"h2e2\"], \"ply\": 1099511627776}", "\"field\":\"ply\""},
                {"{\"moves\": [\"h2e2\"], \"ply\": 0.5}", "\"field\":\"ply\""},
                {"{\"moves\": [5]}", "\"field\":\"moves\""},
                {"{\"pgn\": []}", "\"field\":\"pgn\""},
        };
        for (String[] c : cases) {
            String[] r = exchange("POST", "/api/position", host, null, c[0]);
            assertTrue(r[0].startsWith("HTTP/1.1 400"), c[0] + " -> " + r[0] + r[1]);
            assertTrue(r[1].contains(c[1]), c[0] + " -> " + r[1]);
        }
        String[] r = exchange("POST", "/api/rule", host, null, "{\"fen\": {\"a\": 1}}");
        assertTrue(r[0].startsWith("HTTP/1.1 400") && r[1].contains("\"field\":\"fen\""), r[1]);
    }

    @Test
    void aHugeFenIsCutInTheError() throws Exception {
        start(new DevelopmentFakeRulingService(), WebServer.Limits.defaults());
        String[] r = exchange("POST", "/api/position", "127.0.0.1:" + port, null,
                "{\"fen\": \"" + "x".repeat(60_000) + "\"}");
        assertTrue(r[0].startsWith("HTTP/1.1 400"), r[0]);
        assertTrue(r[1].length() < 600, r[1].length() + " characters");
    }
}
