package org.xqverifier.interfaces.web;


import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.interfaces.engine.Services;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code xq serve-load}: a bounded load generator for the web server, on this machine only. Starts a server in this
 * process (or targets one on a loopback address), warms it up, then sends a fixed number of {@code POST /api/rule}
 * requests from many concurrent clients and prints the latency percentiles. It stops by itself: after the requests,
 * or after {@code --max-seconds}, whichever comes first.
 */
@Command(name = "serve-load", mixinStandardHelpOptions = true,
        description = "Benchmark: concurrent rulings against xq serve on 127.0.0.1; prints p50/p90/p99 latency.")
public final class ServeLoadCommand implements Callable<Integer> {

    /** A repetition reachable from the start position: both horses go out and back twice (no casebook position). */
    static final String DEFAULT_MOVES = "b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9";

    @Option(names = "--url", description = "A running server on a loopback address (default: start one in this process).")
    String url;

    @Option(names = "--concurrency", defaultValue = "200", description = "Concurrent clients (default ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--requests", defaultValue = "4000", description = "Measured requests (default ${DEFAULT-VALUE}).")
    int requests;

    @Option(names = "--warmup", defaultValue = "2000", description = "Unmeasured requests first (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--max-seconds", defaultValue = "120", description = "Stop after this long whatever is left (default ${DEFAULT-VALUE}).")
    int maxSeconds;

    @Option(names = "--fen", description = "Start position of the ruled moves (default: the initial position).")
    String fen;

    @Option(names = "--moves", description = "Moves to rule (default: \"" + DEFAULT_MOVES + "\").")
    String moves = DEFAULT_MOVES;

    @Option(names = "--cases", description = "JSON lines {\"fen\",\"moves\"} to rule in turn instead of --fen/--moves.")
    Path cases;

    @Option(names = "--distinct", description = "Every request a different line: random legal moves from the start "
            + "position, then the last two moves of each side played back and forth into a repetition (no cached answers).")
    boolean distinct;

    @Option(names = "--plies", defaultValue = "16", description = "With --distinct: random plies before the repetition (default ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--cache", defaultValue = "10000", description = "Rulings the in-process server remembers (default ${DEFAULT-VALUE}; 0: none).")
    int cache;

    @Option(names = "--edition", description = "Rule under these editions only (default: every edition, as the page does).")
    List<String> editions;

    @Override
    public Integer call() throws Exception {
        if (concurrency < 1 || concurrency > 1000 || requests < 1 || requests > 1_000_000 || warmup < 0 || maxSeconds < 1) {
            throw new IllegalArgumentException("--concurrency 1..1000, --requests 1..1000000, --warmup 0 or more, --max-seconds 1 or more");
        }
        List<String> bodies = bodies();
        WebServer server = null;
        String base;
        if (url == null) {
            server = new WebServer(Services.rulings(), Services.moveText(), WebServer.Limits.defaults().withCachedRulings(cache));
            base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
            server.warmUp();
        } else {
            URI u = URI.create(url);
            if (u.getHost() == null || !InetAddress.getByName(u.getHost()).isLoopbackAddress()) {
                throw new IllegalArgumentException("--url must be a server on this machine (127.0.0.1, localhost or [::1]): " + url);
            }
            base = url.replaceAll("/+$", "");
        }
        try {
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(5)).build();
            long stopAt = System.nanoTime() + Duration.ofSeconds(maxSeconds).toNanos();
            // One request alone first: a server without an engine answers 503, and there is nothing to measure.
            HttpResponse<String> probe = send(http, base, bodies.get(0));
            if (probe.statusCode() != 200) {
                throw new IllegalArgumentException("the server answered " + probe.statusCode() + ": " + probe.body());
            }
            Run warm = run(http, base, bodies, warmup, stopAt);
            System.out.printf(Locale.ROOT, "warm-up: %d requests, %d errors%n", warm.done(), warm.errors.get());
            Run sequential = run(http, base, bodies, Math.min(requests, 500), 1, stopAt);
            report("one client at a time", sequential);
            Run loaded = run(http, base, bodies, requests, stopAt);
            report(concurrency + " concurrent clients", loaded);
            return loaded.errors.get() == 0 ? 0 : 1;
        } finally {
            if (server != null) {
                server.stop();
            }
        }
    }

    private List<String> bodies() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> out = new ArrayList<>();
        if (cases != null) {
            for (String line : Files.readAllLines(cases, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    ObjectNode c = (ObjectNode) json.readTree(line);
                    c.remove("id");
                    if (editions != null) {
                        c.set("editions", json.valueToTree(editions));
                    }
                    out.add(json.writeValueAsString(c));
                }
            }
            if (out.isEmpty()) {
                throw new IllegalArgumentException(cases + ": no cases");
            }
            return out;
        }
        if (distinct) {
            for (int i = 0; i < Math.max(requests, warmup) + 600; i++) {
                ObjectNode body = json.createObjectNode();
                body.put("moves", String.join(" ", repetitionLine(new Random(i), plies)));
                if (editions != null) {
                    body.set("editions", json.valueToTree(editions));
                }
                out.add(json.writeValueAsString(body));
            }
            return out;
        }
        ObjectNode body = json.createObjectNode();
        if (fen != null) {
            body.put("fen", fen);
        }
        body.put("moves", moves);
        if (editions != null) {
            body.set("editions", json.valueToTree(editions));
        }
        out.add(json.writeValueAsString(body));
        return out;
    }

    /**
     * Random legal moves from the start position, then each side's last move undone and redone twice, so the line
     * usually ends in a repeated position (where a move cannot be undone, the line simply stops there).
     */
    static List<String> repetitionLine(Random random, int plies) {
        Position p = Position.start();
        List<Integer> line = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            int[] legal = p.legalMoves();
            if (legal.length == 0) {
                break;
            }
            int m = legal[random.nextInt(legal.length)];
            p.make(m);
            line.add(m);
        }
        if (line.size() >= 2) {
            int a = line.get(line.size() - 2), b = line.get(line.size() - 1);
            int[] cycle = {back(a), back(b), a, b};
            done:
            for (int round = 0; round < 2; round++) {
                for (int m : cycle) {
                    if (!p.isLegal(m)) {
                        break done;
                    }
                    p.make(m);
                    line.add(m);
                }
            }
        }
        List<String> out = new ArrayList<>(line.size());
        line.forEach(m -> out.add(Move.iccs(m)));
        return out;
    }

    private static int back(int move) {
        return Move.of(Move.to(move), Move.from(move));
    }

    private static HttpResponse<String> send(HttpClient http, String base, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/rule")).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static final class Run {
        final long[] nanos;
        final AtomicInteger next = new AtomicInteger();
        final AtomicInteger errors = new AtomicInteger();
        final AtomicLong firstError = new AtomicLong();
        volatile String errorSample;
        long wallNanos;

        Run(int n) {
            nanos = new long[n];
        }

        int done() {
            return Math.min(next.get(), nanos.length);
        }
    }

    private Run run(HttpClient http, String base, List<String> bodies, int n, long stopAt) throws InterruptedException {
        return run(http, base, bodies, n, concurrency, stopAt);
    }

    private static Run run(HttpClient http, String base, List<String> bodies, int n, int clients, long stopAt)
            throws InterruptedException {
        Run run = new Run(n);
        CountDownLatch finished = new CountDownLatch(clients);
        long started = System.nanoTime();
        for (int c = 0; c < clients; c++) {
            Thread t = new Thread(() -> {
                try {
                    int i;
                    while ((i = run.next.getAndIncrement()) < n && System.nanoTime() < stopAt) {
                        long t0 = System.nanoTime();
                        try {
                            HttpResponse<String> r = send(http, base, bodies.get(i % bodies.size()));
                            if (r.statusCode() != 200) {
                                run.errors.incrementAndGet();
                                run.errorSample = r.statusCode() + " " + r.body();
                            }
                        } catch (IOException e) {
                            run.errors.incrementAndGet();
                            run.errorSample = e.toString();
                        }
                        run.nanos[i] = System.nanoTime() - t0;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    finished.countDown();
                }
            }, "xq-load-" + c);
            t.setDaemon(true);
            t.start();
        }
        finished.await();
        run.wallNanos = System.nanoTime() - started;
        return run;
    }

    private static void report(String what, Run run) {
        long[] done = Arrays.stream(run.nanos).filter(x -> x > 0).sorted().toArray();
        if (done.length == 0) {
            System.out.println(what + ": no request finished");
            return;
        }
        System.out.printf(Locale.ROOT, "%s: %d rulings in %.1f s (%.0f/s), errors %d; latency ms p50 %.1f, p90 %.1f, p99 %.1f, max %.1f%n",
                what, done.length, run.wallNanos / 1e9, done.length / (run.wallNanos / 1e9), run.errors.get(),
                pct(done, 50), pct(done, 90), pct(done, 99), done[done.length - 1] / 1e6);
        if (run.errorSample != null) {
            System.out.println("  an error: " + run.errorSample);
        }
    }

    private static double pct(long[] sorted, double p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }
}
