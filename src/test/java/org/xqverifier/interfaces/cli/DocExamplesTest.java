package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.interfaces.web.WebServer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every session the README and the guides show is run and its output compared, so the docs cannot drift from what
 * the commands print (the convention is in {@link DocExamples}). {@code ./xq …} runs in this JVM through
 * {@link Main#run}, from the checkout, as the launcher runs the jar; {@code curl …} asks a server started here on a
 * free port, as {@code xq serve} starts it; {@code cat FILE} shows a file of the checkout. A session that reads
 * {@code ../shared} is skipped, saying so, where that folder is absent. With {@code -Dxq.docs.update=true} the
 * outputs that differ are written into the docs instead (review the diff: the shape of each elided output is kept).
 */
class DocExamplesTest {
    private static final Duration LIMIT = Duration.ofSeconds(120);
    private static final String DOCS_HOST = "http://127.0.0.1:8080";
    private static final boolean UPDATE = Boolean.getBoolean("xq.docs.update");
    private static final Map<Path, TreeMap<Integer, DocExamples.Example>> CHANGED = new java.util.LinkedHashMap<>();
    private static final Map<DocExamples.Example, List<String>> NEW_OUTPUT = new java.util.HashMap<>();
    private static WebServer server;
    private static int port;

    @TestFactory
    Iterator<DynamicTest> everySessionInTheDocsPrintsWhatTheyShow() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : DocExamples.files()) {
            for (DocExamples.Example e : DocExamples.read(file)) {
                tests.add(DynamicTest.dynamicTest(e.where() + " " + abbreviated(e.command()), () -> check(e)));
            }
        }
        assertFalse(tests.isEmpty(), "no sessions found: the README shows at least one");
        return tests.iterator();
    }

    private static void check(DocExamples.Example e) {
        for (String w : e.words()) {
            if (w.contains("../shared")) {
                Path shared = Path.of("..", "shared");
                Assumptions.assumeTrue(Files.isDirectory(shared), e.where() + " reads ../shared, which is not beside "
                        + "this checkout (" + shared.toAbsolutePath().normalize() + "); skipped");
            }
        }
        Run run = assertTimeoutPreemptively(LIMIT, () -> run(e), e.where() + ": `" + e.command() + "` took more than "
                + LIMIT.toSeconds() + " s");
        List<String> actual = List.of(run.output().split("\n", -1));
        if (run.exitCode() != e.exitCode() || !DocExamples.matches(e.expected(), actual)) {
            if (UPDATE && run.exitCode() == e.exitCode()) {
                record(e, DocExamples.updated(e.expected(), actual));
                return;
            }
            String exit = run.exitCode() == e.exitCode() ? ""
                    : "exit code " + run.exitCode() + ", the docs expect " + e.exitCode()
                      + (e.exitCode() == 0 ? "" : " (written '# exit " + e.exitCode() + "' after the command)") + "\n";
            fail(exit + DocExamples.difference(e, actual));
        }
    }

    record Run(int exitCode, String output) {
    }

    private static Run run(DocExamples.Example e) throws Exception {
        List<String> words = new ArrayList<>(e.words());
        boolean quietErr = words.remove("2>/dev/null");
        words.remove("2>&1");
        boolean jq = words.size() >= 2 && words.get(words.size() - 2).equals("|") && words.get(words.size() - 1).equals("jq")
                || words.size() >= 3 && words.get(words.size() - 3).equals("|") && words.get(words.size() - 2).equals("jq")
                   && words.get(words.size() - 1).equals(".");
        if (jq) {
            words = words.subList(0, words.lastIndexOf("|"));
        }
        // '| head -N' and '| tail -N' after a command keep the first or last N lines of its output, as the shell would
        List<List<String>> filters = new ArrayList<>();
        while (words.size() >= 3 && words.get(words.size() - 3).equals("|") && filter(words.subList(words.size() - 2, words.size()))) {
            filters.add(0, List.copyOf(words.subList(words.size() - 2, words.size())));
            words = words.subList(0, words.size() - 3);
        }
        if (words.contains("|") || words.contains(">") || words.contains("&&") || words.contains(";")) {
            throw new IllegalArgumentException(e.where() + ": only a plain command runs (and '| jq .' after curl, "
                    + "'| head -N', '| tail -N'): " + e.command());
        }
        Run run = runPlain(words, jq, quietErr, e);
        String output = run.output();
        for (List<String> f : filters) {
            output = filtered(output, f);
        }
        return new Run(run.exitCode(), output);
    }

    private static boolean filter(List<String> f) {
        return (f.get(0).equals("head") || f.get(0).equals("tail")) && f.get(1).matches("-[0-9]+");
    }

    /** One filter of {@link #filter}: the first (head) or last (tail) N lines, each with its line end. */
    static String filtered(String output, List<String> f) {
        List<String> all = new ArrayList<>(List.of(output.split("(?<=\n)")));
        int n = Integer.parseInt(f.get(1).substring(1));
        if (all.size() > n) {
            all = f.get(0).equals("head") ? all.subList(0, n) : all.subList(all.size() - n, all.size());
        }
        return String.join("", all);
    }

    /** A word with {@code *} in its file name is the files it matches, sorted, as the shell expands it (or itself if none). */
    static List<String> globbed(List<String> args) throws IOException {
        List<String> out = new ArrayList<>();
        for (String a : args) {
            int slash = a.lastIndexOf('/');
            String name = a.substring(slash + 1);
            if (!name.contains("*") || a.startsWith("-")) {
                out.add(a);
                continue;
            }
            Path dir = Path.of(slash < 0 ? "." : a.substring(0, slash + 1));
            java.nio.file.PathMatcher m = dir.getFileSystem().getPathMatcher("glob:" + name);
            List<String> found = new ArrayList<>();
            if (Files.isDirectory(dir)) {
                try (var files = Files.list(dir)) {
                    files.map(f -> f.getFileName().toString()).filter(f -> m.matches(Path.of(f))).sorted()
                            .forEach(f -> found.add((slash < 0 ? "" : a.substring(0, slash + 1)) + f));
                }
            }
            out.addAll(found.isEmpty() ? List.of(a) : found);
        }
        return out;
    }

    private static Run runPlain(List<String> words, boolean jq, boolean quietErr, DocExamples.Example e) throws Exception {
        String name = words.get(0);
        List<String> args = words.subList(1, words.size());
        return switch (name) {
            case "./xq" -> xq(globbed(args), quietErr);
            case "curl" -> {
                String body = curl(args, e);
                yield new Run(0, jq ? JqStyle.write(new ObjectMapper().readTree(body)) : body);
            }
            case "cat" -> new Run(0, Files.readString(Path.of(args.get(0)), StandardCharsets.UTF_8));
            default -> throw new IllegalArgumentException(e.where() + ": the docs' sessions run ./xq, curl and cat, not "
                    + name);
        };
    }

    /** {@code xq} in this JVM, stdout and stderr into one stream in the order they are printed, as a terminal shows them. */
    private static synchronized Run xq(List<String> args, boolean quietErr) {
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream both = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try {
            System.setOut(both);
            System.setErr(quietErr ? new PrintStream(OutputStream.nullOutputStream()) : both);
            int code = Main.run(args.toArray(String[]::new));
            both.flush();
            return new Run(code, bytes.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** The curl forms the docs use: -s, -X METHOD, -H 'Name: value', -d TEXT, --data-binary @FILE, and the URL. */
    private static String curl(List<String> args, DocExamples.Example e) throws Exception {
        String method = null, url = null;
        HttpRequest.BodyPublisher body = null;
        List<String> headers = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-s", "--silent" -> { }
                case "-X" -> method = args.get(++i);
                case "-H" -> headers.add(args.get(++i));
                case "-d", "--data" -> body = HttpRequest.BodyPublishers.ofString(args.get(++i));
                case "--data-binary" -> {
                    String v = args.get(++i);
                    body = v.startsWith("@") ? HttpRequest.BodyPublishers.ofFile(Path.of(v.substring(1)))
                            : HttpRequest.BodyPublishers.ofString(v);
                }
                default -> {
                    if (a.startsWith("-") || url != null) {
                        throw new IllegalArgumentException(e.where() + ": curl " + a + " is not a form the docs' runner knows");
                    }
                    url = a;
                }
            }
        }
        if (url == null || !url.startsWith(DOCS_HOST + "/")) {
            throw new IllegalArgumentException(e.where() + ": a curl session asks " + DOCS_HOST + "/…, the address "
                    + "xq serve prints: " + url);
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server() + url.substring(DOCS_HOST.length())))
                .timeout(LIMIT);
        for (String h : headers) {
            int colon = h.indexOf(':');
            request.header(h.substring(0, colon).strip(), h.substring(colon + 1).strip());
        }
        method = method != null ? method : body != null ? "POST" : "GET";
        request.method(method, body != null ? body : HttpRequest.BodyPublishers.noBody());
        HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return response.body();
    }

    private static synchronized int server() {
        if (server == null) {
            server = new WebServer(Services.rulings(), Services.moveText(), WebServer.Limits.defaults());
            port = server.start("127.0.0.1", 0);
            // as xq serve does: every rule base built before the first request, so none waits past the time limit
            assertEquals(List.of(), server.warmUp(), "editions that do not load");
        }
        return port;
    }

    private static synchronized void record(DocExamples.Example e, List<String> output) {
        CHANGED.computeIfAbsent(e.file(), f -> new TreeMap<>()).put(e.from(), e);
        NEW_OUTPUT.put(e, output);
    }

    @AfterAll
    static void stopAndWriteUpdates() throws IOException {
        if (server != null) {
            server.stop();
            server = null;
        }
        for (Map.Entry<Path, TreeMap<Integer, DocExamples.Example>> f : CHANGED.entrySet()) {
            List<String> lines = new ArrayList<>(Files.readAllLines(f.getKey(), StandardCharsets.UTF_8));
            for (DocExamples.Example e : f.getValue().descendingMap().values()) {
                List<String> block = lines.subList(e.from(), e.to());
                block.clear();
                block.addAll(NEW_OUTPUT.get(e));
            }
            Files.writeString(f.getKey(), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
            System.out.println("DocExamplesTest: wrote " + f.getValue().size() + " new outputs into " + f.getKey());
        }
        CHANGED.clear();
    }

    private static String abbreviated(String command) {
        return command.length() <= 90 ? command : command.substring(0, 89) + "…";
    }

    // The convention itself: what matches, what an update writes, what is refused.

    @Test
    void elisionsStandForLinesAndForTextWithinALine() {
        assertTrue(DocExamples.matches(List.of("a", "…", "z"), List.of("a", "b", "c", "z")));
        assertTrue(DocExamples.matches(List.of("a", "…", "z"), List.of("a", "z")));
        assertTrue(DocExamples.matches(List.of("summary in […] s wall"), List.of("summary in 2.25 s wall")));
        assertTrue(DocExamples.matches(List.of("x   "), List.of("x", "")), "trailing blanks and blank lines aside");
        assertFalse(DocExamples.matches(List.of("a", "z"), List.of("a", "b", "z")));
        assertFalse(DocExamples.matches(List.of("a", "…"), List.of("b", "a")));
        assertFalse(DocExamples.matches(List.of("moves 1.–4…"), List.of("moves 1.–5…")), "… within a line is text");
    }

    @Test
    void anUpdateKeepsTheShapeOfAnElidedOutput() {
        assertEquals(List.of("A", "…", "Y2", "Z2"),
                DocExamples.updated(List.of("a", "…", "y", "z"), List.of("A", "b", "c", "Y2", "Z2")));
        assertEquals(List.of("took […] s", "new"),
                DocExamples.updated(List.of("took […] s", "old"), List.of("took 3.1 s", "new")));
    }

    @Test
    void aSessionOutsideAConsoleBlockIsRefused() throws IOException {
        Path md = Files.createTempFile("doc", ".md");
        try {
            Files.writeString(md, "```bash\n$ ./xq casebook\n```\n");
            IllegalStateException x = assertThrows(IllegalStateException.class, () -> DocExamples.read(md));
            assertTrue(x.getMessage().contains(":2: a '$ ' command outside a ```console block"), x.getMessage());
            Files.writeString(md, "```console\n$ ./xq rule --fen \"9/4k4 w\" \\\n    --moves 'h2e2'  # exit 1\nxq: …\n"
                    + "$ cat x\n```\n");
            List<DocExamples.Example> examples = DocExamples.read(md);
            assertEquals(2, examples.size());
            assertEquals(List.of("./xq", "rule", "--fen", "9/4k4 w", "--moves", "h2e2"), examples.get(0).words());
            assertEquals(1, examples.get(0).exitCode());
            assertEquals(List.of("xq: …"), examples.get(0).expected());
            assertEquals(List.of(), examples.get(1).expected());
        } finally {
            Files.delete(md);
        }
    }

    /** JSON as {@code jq .} prints it: two spaces a level, one value a line, {@code "key": value}. */
    static final class JqStyle {
        static String write(JsonNode node) {
            StringBuilder out = new StringBuilder();
            write(node, 0, out);
            return out.append('\n').toString();
        }

        private static void write(JsonNode node, int depth, StringBuilder out) {
            if (node.isObject() && !node.isEmpty()) {
                out.append("{\n");
                Iterator<Map.Entry<String, JsonNode>> fields = node.properties().iterator();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> f = fields.next();
                    out.append("  ".repeat(depth + 1)).append(new com.fasterxml.jackson.databind.node.TextNode(f.getKey()))
                            .append(": ");
                    write(f.getValue(), depth + 1, out);
                    out.append(fields.hasNext() ? ",\n" : "\n");
                }
                out.append("  ".repeat(depth)).append('}');
            } else if (node.isArray() && !node.isEmpty()) {
                out.append("[\n");
                for (int k = 0; k < node.size(); k++) {
                    out.append("  ".repeat(depth + 1));
                    write(node.get(k), depth + 1, out);
                    out.append(k + 1 < node.size() ? ",\n" : "\n");
                }
                out.append("  ".repeat(depth)).append(']');
            } else {
                out.append(node.toString());
            }
        }
    }
}
