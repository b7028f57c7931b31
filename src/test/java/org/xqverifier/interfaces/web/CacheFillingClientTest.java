package org.xqverifier.interfaces.web;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A client that asks for ever new 600-ply lines fills the ruling cache: bounded by count, 10,000 remembered rulings of
 * ~100 KB each outgrew a small heap and the server answered 500/503 to every new line for good. Bounded by weight, a
 * server with a 64 MiB heap answers every one of them. Before: at -Xmx32m, 394 of 600 such lines failed, from the 207th
 * on. A benchmark (about 45 s): {@code mvn -o test -Pbenchmark -Dtest=CacheFillingClientTest}; {@link RulingCacheTest}
 * holds the bound in {@code mvn verify}.
 */
@Tag("benchmark")
class CacheFillingClientTest {
    static final int LINES = 1_500;

    /** A legal line of {@code plies} moves from the start, random but fixed by the seed, never ending in mate. */
    static List<String> line(Random random, int plies) {
        Position p = Position.start();
        List<String> moves = new ArrayList<>(plies);
        while (moves.size() < plies) {
            int[] legal = p.legalMoves();
            int start = random.nextInt(legal.length), chosen = -1;
            for (int i = 0; i < legal.length && chosen < 0; i++) {
                int m = legal[(start + i) % legal.length];
                p.make(m);
                if (p.hasLegalMove(p.sideToMove())) {
                    chosen = m;
                } else {
                    p.unmake();
                }
            }
            if (chosen < 0) {
                return line(random, plies); // every move mates or stalemates: start again
            }
            moves.add(Move.iccs(chosen));
        }
        return moves;
    }

    @Test
    void aServerWithA64MiBHeapAnswersEveryNewLongLine() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process server = new ProcessBuilder(java.toString(), "-Xmx64m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), SmallHeapServer.class.getName())
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            assertTrue(first != null && first.startsWith("port "), "the server did not start: " + first);
            ApiClient api = new ApiClient(Integer.parseInt(first.substring(5).strip()));
            Random random = new Random(28);
            int failed = 0;
            String firstFailure = null;
            for (int i = 0; i < LINES; i++) {
                String body = ApiClient.json(Map.of("moves", line(random, 600)));
                String problem;
                try {
                    ApiClient.Reply r = api.post("/api/rule", body);
                    problem = r.status() == 200 ? null : r.status() + " " + r.body();
                } catch (java.io.IOException e) {
                    problem = e.toString(); // not JSON: Jetty's own error page, or the connection lost
                }
                if (problem != null) {
                    failed++;
                    firstFailure = firstFailure != null ? firstFailure : "line " + (i + 1) + ": " + problem;
                }
            }
            long rss = rssKiB(server.pid());
            System.out.println("CacheFillingClientTest: " + LINES + " distinct 600-ply lines at -Xmx64m, " + failed
                    + " failed; server RSS " + (rss >> 10) + " MiB");
            assertEquals(0, failed, "answers other than 200, the first: " + firstFailure);
            assertEquals(200, api.get("/api/editions").status(), "the server is healthy after the client");
        } finally {
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    private static long rssKiB(long pid) {
        try {
            for (String l : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (l.startsWith("VmRSS:")) {
                    return Long.parseLong(l.replaceAll("\\D+", ""));
                }
            }
        } catch (java.io.IOException | NumberFormatException e) {
            // not Linux: the figure is only reported
        }
        return -1;
    }
}
