package org.xqverifier.interfaces.web;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.MoveText;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a hostile client on this machine (or the LAN, with {@code --host}) could do to the server before: a chunked body
 * past the size limit, bodies sent a byte at a time on hundreds of connections, trailing garbage after the JSON.
 */
class HostileClientsTest {
    private WebServer server;
    private int port;
    private final List<Socket> opened = new ArrayList<>();

    private void start(WebServer.Limits limits) {
        server = new WebServer(new DevelopmentFakeRulingService(), new MoveText(), limits);
        port = server.start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() throws IOException {
        for (Socket s : opened) {
            s.close();
        }
        if (server != null) {
            server.stop();
        }
    }

    /** A connection from {@code from} (127.0.0.1 or another loopback address: another client to the server). */
    private Socket connect(String from) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
        s.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        s.setSoTimeout(20_000);
        opened.add(s);
        return s;
    }

    private String head(String path, String extra) {
        return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n" + extra
                + "Connection: close\r\n\r\n";
    }

    /** The status line and body of the answer (reads to the end of the connection). */
    private static String answer(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) > 0; ) {
                all.write(buf, 0, n);
            }
        } catch (IOException reset) {
            // the server may reset the connection after answering: what came before counts
        }
        return all.toString(StandardCharsets.UTF_8);
    }

    private String post(String from, String path, String body) throws IOException {
        Socket s = connect(from);
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        OutputStream out = s.getOutputStream();
        out.write(head(path, "Content-Length: " + bytes.length + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.flush();
        return answer(s);
    }

    @Test
    void aChunkedBodyPastTheLimitIs413AndIsNotReadToItsEnd() throws Exception {
        start(WebServer.Limits.defaults());
        Socket s = connect("127.0.0.1");
        OutputStream out = s.getOutputStream();
        out.write(head("/api/rule", "Transfer-Encoding: chunked\r\n").getBytes(StandardCharsets.US_ASCII));
        AtomicLong sent = new AtomicLong();
        // a client that would send for ever: the answer must come once the limit is passed, and the connection end
        Thread sender = new Thread(() -> {
            byte[] chunk = ("2000\r\n" + " ".repeat(0x2000) + "\r\n").getBytes(StandardCharsets.US_ASCII);
            try {
                while (true) {
                    out.write(chunk);
                    sent.addAndGet(0x2000);
                }
            } catch (IOException closed) {
                // the server stopped reading: expected
            }
        });
        sender.setDaemon(true);
        sender.start();
        String status = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> statusLine(s));
        long atAnswer = sent.get();
        assertTrue(status.startsWith("HTTP/1.1 413"), status);
        assertTrue(atAnswer < 32L << 20, "the client had sent " + atAnswer + " bytes when the server answered");
        sender.join(15_000);
        assertTrue(!sender.isAlive(), "the server still reads the body 15 s after answering 413 ("
                + (sent.get() >> 20) + " MiB sent)");
    }

    /** The status line of the answer, as soon as it comes. */
    private static String statusLine(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        StringBuilder line = new StringBuilder();
        for (int c; (c = in.read()) >= 0 && c != '\n'; ) {
            line.append((char) c);
        }
        return line.toString().strip();
    }

    @Test
    void aChunkedBodyWithinTheLimitIsRead() throws Exception {
        start(WebServer.Limits.defaults());
        Socket s = connect("127.0.0.1");
        String json = "{\"moves\":\"h2e2 h9g7\"}";
        OutputStream out = s.getOutputStream();
        out.write((head("/api/rule", "Transfer-Encoding: chunked\r\n") + Integer.toHexString(json.length()) + "\r\n" + json
                + "\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        String r = answer(s);
        assertTrue(r.startsWith("HTTP/1.1 200"), r);
        assertTrue(r.contains("\"rulings\""), r);
    }

    @Test
    void trailingGarbageAfterTheJsonIs400() throws Exception {
        start(WebServer.Limits.defaults());
        for (String body : List.of("{\"moves\":\"h2e2\"} x", "{}{}", "{} []", "{\"moves\":\"h2e2\"}}", "{} 5")) {
            for (String path : List.of("/api/rule", "/api/position")) {
                String r = post("127.0.0.1", path, body);
                assertTrue(r.startsWith("HTTP/1.1 400"), path + " " + body + " -> " + r);
                assertTrue(r.contains("after the JSON object"), r);
            }
        }
        assertTrue(post("127.0.0.1", "/api/rule", "{\"moves\":\"h2e2\"} \n\t ").startsWith("HTTP/1.1 200"));
    }

    @Test
    void aBodySentAByteAtATimeIsCutAtTheDeadline() throws Exception {
        start(WebServer.Limits.defaults().withAnalysisTime(Duration.ofSeconds(1)));
        Socket s = connect("127.0.0.1");
        OutputStream out = s.getOutputStream();
        out.write(head("/api/rule", "Content-Length: 60000\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        Thread dribble = new Thread(() -> {
            try {
                for (int i = 0; i < 60_000; i++) {
                    out.write(' ');
                    out.flush();
                    Thread.sleep(200);
                }
            } catch (IOException | InterruptedException stopped) {
                // cut off by the server, or the test is over
            }
        });
        dribble.setDaemon(true);
        dribble.start();
        long t0 = System.nanoTime();
        String r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> answer(s));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(r.startsWith("HTTP/1.1 408"), r);
        assertTrue(r.contains("took longer than"), r);
        assertTrue(ms < 4_000, "answered after " + ms + " ms");
    }

    @Test
    void aBodyThatNeverComesIsCutAtTheDeadline() throws Exception {
        start(WebServer.Limits.defaults().withAnalysisTime(Duration.ofSeconds(1)));
        Socket s = connect("127.0.0.1");
        s.getOutputStream().write((head("/api/rule", "Content-Length: 100\r\n") + "{\"mo").getBytes(StandardCharsets.US_ASCII));
        long t0 = System.nanoTime();
        String r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> answer(s));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(r.startsWith("HTTP/1.1 408"), r);
        assertTrue(ms < 4_000, "answered after " + ms + " ms");
    }

    @Test
    void connectionsPastTheCapOfOneClientAreClosedAndOtherClientsAreServed() throws Exception {
        start(WebServer.Limits.defaults().withConnectionsPerClient(4));
        List<Socket> held = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            held.add(connect("127.0.0.1"));
        }
        Thread.sleep(200);
        Socket extra = connect("127.0.0.1");
        extra.setSoTimeout(5_000);
        assertEquals(-1, extra.getInputStream().read(), "a fifth connection of one client is closed at once");
        String other = post("127.0.0.2", "/api/rule", "{\"moves\":\"h2e2 h9g7\"}");
        assertTrue(other.startsWith("HTTP/1.1 200"), other);
        for (Socket s : held) {
            s.close();
        }
        Thread.sleep(300);
        assertTrue(post("127.0.0.1", "/api/rule", "{\"moves\":\"h2e2\"}").startsWith("HTTP/1.1 200"),
                "the client is served again once its connections are closed");
    }

    @Test
    void hundredsOfSlowBodiesDoNotKeepOthersWaiting() throws Exception {
        start(WebServer.Limits.defaults());
        List<OutputStream> slow = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            try {
                Socket s = connect("127.0.0.1");
                OutputStream out = s.getOutputStream();
                out.write(head("/api/rule", "Content-Length: 60000\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write('{');
                out.flush();
                slow.add(out);
            } catch (IOException refused) {
                // the server closed it: the cap at work
            }
        }
        Thread.sleep(500);
        long t0 = System.nanoTime();
        String r = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> post("127.0.0.2", "/api/rule",
                "{\"moves\":\"h2e2 h9g7\"}"));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(r.startsWith("HTTP/1.1 200"), r);
        assertTrue(ms < 3_000, "a 2-ply request took " + ms + " ms behind 400 slow bodies");
    }

    /** A tournament's PGN, about {@code bytes} long: the test fixture's games again and again. */
    private static byte[] gameFile(int bytes) throws IOException {
        byte[] one;
        try (InputStream in = HostileClientsTest.class.getResourceAsStream("games.pgn")) {
            one = in.readAllBytes();
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (all.size() < bytes) {
            all.write(one);
            all.write('\n');
        }
        return all.toByteArray();
    }

    private static String chunked(byte[] body) {
        StringBuilder b = new StringBuilder();
        for (int at = 0; at < body.length; at += 0x4000) {
            int n = Math.min(0x4000, body.length - at);
            b.append(Integer.toHexString(n)).append("\r\n").append(new String(body, at, n, StandardCharsets.ISO_8859_1)).append("\r\n");
        }
        return b.append("0\r\n\r\n").toString();
    }

    @Test
    void aGameFileHasItsOwnBoundOf4MBWhateverTheEncoding() throws Exception {
        start(WebServer.Limits.defaults());
        byte[] file = gameFile(1 << 20); // past the 64 KiB of a JSON request, within the file's 4 MB
        for (boolean chunked : List.of(false, true)) {
            Socket s = connect("127.0.0.1");
            OutputStream out = s.getOutputStream();
            out.write(head("/api/games?name=t.pgn", chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + file.length + "\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(chunked ? chunked(file).getBytes(StandardCharsets.ISO_8859_1) : file);
            out.flush();
            String r = answer(s);
            assertTrue(r.startsWith("HTTP/1.1 200"), (chunked ? "chunked: " : "") + r.substring(0, Math.min(300, r.length())));
            assertTrue(r.contains("\"games\""), r.substring(0, Math.min(300, r.length())));
        }
        // a file that says it is past 4 MB is refused as its first bytes come (Jetty starts a request then), not read
        Socket said = connect("127.0.0.1");
        said.getOutputStream().write((head("/api/games", "Content-Length: " + ((4 << 20) + 1) + "\r\n") + "[Event")
                .getBytes(StandardCharsets.US_ASCII));
        String r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> answer(said));
        assertTrue(r.startsWith("HTTP/1.1 413"), r);
        assertTrue(r.contains("file too large: at most 4 MB"), r);
        // a chunked one that would go on for ever is refused once past 4 MB, and no longer read
        Socket s = connect("127.0.0.1");
        OutputStream out = s.getOutputStream();
        out.write(head("/api/games", "Transfer-Encoding: chunked\r\n").getBytes(StandardCharsets.US_ASCII));
        AtomicLong sent = new AtomicLong();
        byte[] chunk = chunked(file).substring(0, 0x4000 + 6).getBytes(StandardCharsets.ISO_8859_1); // "4000\r\n" + 16 KiB
        Thread sender = new Thread(() -> {
            try {
                while (true) {
                    out.write(chunk);
                    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                    sent.addAndGet(0x4000);
                }
            } catch (IOException closed) {
                // the server stopped reading: expected
            }
        });
        sender.setDaemon(true);
        sender.start();
        String status = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> statusLine(s));
        assertTrue(status.startsWith("HTTP/1.1 413"), status);
        assertTrue(sent.get() < 40L << 20, "the client had sent " + sent.get() + " bytes when the server answered");
        sender.join(15_000);
        assertTrue(!sender.isAlive(), "the server still reads the file 15 s after answering 413");
        // the JSON routes keep their 64 KiB
        assertTrue(post("127.0.0.1", "/api/rule", "{\"moves\":\"" + " ".repeat(70_000) + "\"}").startsWith("HTTP/1.1 413"));
    }

    @Test
    void gameFilesReadAtOnceAreBoundedAndTheOtherRoutesServedMeanwhile() throws Exception {
        start(WebServer.Limits.defaults().withUploadsAtOnce(1).withAnalysisTime(Duration.ofSeconds(2)));
        // one file arriving slowly holds the one place
        Socket slow = connect("127.0.0.1");
        OutputStream out = slow.getOutputStream();
        out.write((head("/api/games", "Content-Length: 100000\r\n") + "[Event").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        Thread.sleep(300);
        Socket second = connect("127.0.0.2");
        byte[] file = gameFile(2_000);
        second.getOutputStream().write(head("/api/games", "Content-Length: " + file.length + "\r\n").getBytes(StandardCharsets.US_ASCII));
        second.getOutputStream().write(file);
        String busy = answer(second);
        assertTrue(busy.startsWith("HTTP/1.1 503"), busy);
        assertTrue(busy.contains("Retry-After: 1") && busy.contains("game files are being read"), busy);
        assertTrue(post("127.0.0.2", "/api/rule", "{\"moves\":\"h2e2 h9g7\"}").startsWith("HTTP/1.1 200"),
                "a ruling is not held up by the files");
        String late = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> answer(slow));
        assertTrue(late.startsWith("HTTP/1.1 408"), late);
        Socket third = connect("127.0.0.2");
        third.getOutputStream().write(head("/api/games", "Content-Length: " + file.length + "\r\n").getBytes(StandardCharsets.US_ASCII));
        third.getOutputStream().write(file);
        String r = answer(third);
        assertTrue(r.startsWith("HTTP/1.1 200"), "the place is free again once the slow file is cut: " + r);
    }
}
