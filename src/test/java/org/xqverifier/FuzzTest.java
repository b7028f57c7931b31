package org.xqverifier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.interfaces.cli.CliRunner;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.XqfFixtures;
import org.xqverifier.record.XqfReader;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Mutated input for every reader: FENs, move strings, PGN, XQF bytes, arbiter's logs and tournament files. Each try
 * must end in a result or the reader's own clean error (for the commands: exit 1 with one line, no "internal error"),
 * never another exception, and quickly. Seeded, so a failure repeats: the message gives the seed and the input.
 * A few thousand tries run in {@code mvn verify}; {@code mvn test -Pbenchmark -Dtest=FuzzTest} runs a hundred times as
 * many ({@code -Dxq.fuzz.scale=N}, {@code -Dxq.fuzz.seed=S}).
 */
@org.junit.jupiter.api.Tag("fuzz")
class FuzzTest {
    private static final long SEED = Long.getLong("xq.fuzz.seed", 20261130L);
    private static final int SCALE = Integer.getInteger("xq.fuzz.scale", 1);
    /** The most one try may take; the whole category is bounded too. */
    private static final long SLOW_TRY_MILLIS = 10_000;
    private static final String ALPHABET = "rnbakabnrRNBAKABNRcpCPehEH0123456789 /-wbr:.+=,;{}()[]\"'\\\n\t#$!?*½"
            + "炮马車车相士帅將将兵卒平进退前后進後一二三四五六七八九１２３";

    @TempDir
    Path tmp;

    private interface Try {
        /** Runs one input; returns normally for a result or a clean error, throws for anything else. */
        void run(String input) throws Exception;
    }

    /** Mutates one of the seeds {@code tries} times and runs each. */
    private static void fuzz(String what, List<String> seeds, int tries, Try reader) {
        Random random = new Random(SEED ^ what.hashCode());
        assertTimeoutPreemptively(Duration.ofSeconds(180L * SCALE), () -> {
            for (String seed : seeds) {
                reader.run(seed); // warm-up: rule bases are built on first use, not timed as a try
            }
            for (int i = 0; i < tries * SCALE; i++) {
                String input = mutate(seeds.get(random.nextInt(seeds.size())), random);
                long start = System.nanoTime();
                try {
                    reader.run(input);
                } catch (Throwable t) {
                    fail(what + " try " + i + " (seed " + SEED + "): " + t + "\ninput: " + shown(input), t);
                }
                long millis = (System.nanoTime() - start) / 1_000_000;
                if (millis > SLOW_TRY_MILLIS) {
                    fail(what + " try " + i + " took " + millis + " ms (seed " + SEED + ")\ninput: " + shown(input));
                }
            }
        }, what);
    }

    private static String shown(String input) {
        return input.length() <= 400 ? input : input.substring(0, 400) + "… (" + input.length() + " characters)";
    }

    /** One to four edits: delete, insert, duplicate, swap, a huge number, a truncation. */
    static String mutate(String seed, Random r) {
        StringBuilder s = new StringBuilder(seed);
        int edits = 1 + r.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int n = s.length();
            int at = n == 0 ? 0 : r.nextInt(n + 1);
            switch (r.nextInt(8)) {
                case 0 -> {
                    if (n > 0) {
                        int end = Math.min(n, at + 1 + r.nextInt(8));
                        s.delete(Math.min(at, n - 1), end);
                    }
                }
                case 1, 2 -> {
                    int k = 1 + r.nextInt(4);
                    for (int i = 0; i < k; i++) {
                        s.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    }
                }
                case 3 -> {
                    if (n > 0) {
                        int from = r.nextInt(n);
                        int to = Math.min(n, from + 1 + r.nextInt(40));
                        String slice = s.substring(from, to);
                        s.insert(at, slice.repeat(1 + r.nextInt(r.nextInt(10) == 0 ? 200 : 3)));
                    }
                }
                case 4 -> s.insert(at, List.of("2147483647", "-1", "99999999999999999999", "0", "1e9", "null", "~",
                        "-0:01:00", "0:59:99", "&a", "*a", "!!binary", "{", "[").get(r.nextInt(14)));
                case 5 -> {
                    if (n > 1) {
                        int a = r.nextInt(n), b = r.nextInt(n);
                        char c = s.charAt(a);
                        s.setCharAt(a, s.charAt(b));
                        s.setCharAt(b, c);
                    }
                }
                case 6 -> s.setLength(Math.min(n, at));
                default -> {
                    if (n > 0) {
                        s.setCharAt(Math.min(at, n - 1), ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                    }
                }
            }
        }
        return s.toString();
    }

    private static final List<String> FENS = List.of(Fen.START,
            "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w",
            "3ak4/4a4/4b4/9/9/9/9/4B4/4A4/3AK4 b - - 10 40",
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r");

    @Test
    void fens() {
        fuzz("FEN", FENS, 3000, s -> {
            try {
                Fen.validate(s);
                Position.fromFen(s).legalMoves();
            } catch (FenException clean) {
                // the reader's message
            }
        });
    }

    @Test
    void moveStrings() throws Exception {
        Position start = Position.fromFen(Fen.START);
        fuzz("move", List.of("h2e2", "H2-E2", "C2.5", "炮二平五", "马8进7", "h3e3", "R9.8", "前炮进一", "H8+7", "c3c4"),
                3000, s -> {
                    try {
                        Notations.parseAny(start.copy(), s);
                    } catch (NotationException clean) {
                        // the reader's message
                    }
                });
    }

    private static final String PGN = "[Event \"fuzz\"]\n[Red \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n"
            + "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n"
            + "1. h2e2 h9g7 {a comment} 2. h0g2 (2. b0c2 b9c7) i9h9 3. i0h0 $1 b9c7 1-0\n\n"
            + "[Event \"two\"]\n[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8 *\n\n"
            + "[Event \"three\"]\n1. 炮二平五 马8进7 2. 马二进三 车9平8 1/2-1/2\n";

    @Test
    void pgnText() {
        fuzz("PGN", List.of(PGN), 1200, s -> {
            try {
                PgnReader.check(s, "fuzz.pgn");
                PgnReader.read(s, "fuzz.pgn");
            } catch (RecordException clean) {
                // the reader's message
            }
        });
    }

    @Test
    void xqfBytes() {
        XqfFixtures f = new XqfFixtures();
        f.moves = List.of();
        byte[] seed = f.build();
        Random random = new Random(SEED);
        assertTimeoutPreemptively(Duration.ofSeconds(120L * SCALE), () -> {
            for (int i = 0; i < 2000 * SCALE; i++) {
                byte[] b = seed.clone();
                int edits = 1 + random.nextInt(8);
                for (int e = 0; e < edits; e++) {
                    switch (random.nextInt(3)) {
                        case 0 -> {
                            if (b.length > 0) {
                                b[random.nextInt(Math.min(b.length, random.nextBoolean() ? 0x60 : b.length))] = (byte) random.nextInt(256);
                            }
                        }
                        case 1 -> b = java.util.Arrays.copyOf(b, random.nextInt(b.length + 1));
                        default -> {
                            byte[] longer = java.util.Arrays.copyOf(b, b.length + 1 + random.nextInt(64));
                            for (int k = b.length; k < longer.length; k++) {
                                longer[k] = (byte) random.nextInt(256);
                            }
                            b = longer;
                        }
                    }
                }
                try {
                    XqfReader.read(b, "fuzz.xqf");
                } catch (RecordException clean) {
                    // the reader's message
                } catch (Throwable t) {
                    fail("XQF try " + i + " (seed " + SEED + "): " + t, t);
                }
            }
        }, "XQF");
    }

    /** A command on a mutated file: a result (exit 0) or one clean line (exit 1), nothing else. */
    private Try command(String suffix, String... args) {
        return s -> {
            Path file = tmp.resolve("fuzz" + suffix);
            Files.writeString(file, s, StandardCharsets.UTF_8);
            List<String> argv = new ArrayList<>(List.of(args));
            argv.add(1, file.toString());
            CliRunner.Result r = CliRunner.run(argv.toArray(String[]::new));
            boolean clean = r.exitCode() == 0 || r.exitCode() == 1 && r.errLines().length == 1
                    && !r.err().contains("internal error");
            if (!clean) {
                throw new AssertionError("exit " + r.exitCode() + ", stderr: " + shown(r.err()));
            }
        };
    }

    /** The texts of the files matching {@code glob} in {@code dir}: seeds for mutations. */
    static List<String> examples(String dir, String glob) throws Exception {
        List<String> texts = new ArrayList<>();
        try (var files = Files.newDirectoryStream(Path.of(dir), glob)) {
            for (Path p : files) {
                texts.add(Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return texts;
    }

    @Test
    void arbiterLogs() throws Exception {
        fuzz("arbiter's log (YAML)", examples("examples/arbiter-logs", "*.yaml"), 100,
                command(".yaml", "arbitrate", "--edition", "tw-2007"));
        fuzz("arbiter's log (JSON)", examples("examples/arbiter-logs", "*.json"), 40,
                command(".json", "arbitrate", "--edition", "axf-events"));
    }

    @Test
    void tournamentFiles() throws Exception {
        List<String> seeds = new ArrayList<>();
        for (String t : examples("examples/competition", "*.yaml")) {
            if (!t.contains("--rules")) { // the committee's variants need their rules folder
                seeds.add(t);
            }
        }
        fuzz("tournament file", seeds, 150, command(".yaml", "standings"));
    }
}
