package org.xqverifier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.interfaces.cli.CliRunner;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every message a user gets for bad input is one line of at most 300 characters that says what and where in the
 * user's words: no Java, YAML or JSON library's class names or internals. Seeded mutations of the inputs the
 * commands read (tournament files, arbiter's logs, a committee's tables and edition.yaml, PGN files).
 */
class MessagesTest {
    static final int LONGEST = 300;
    /** What only a library or the JVM says: class names, its own words for its parser state. */
    static final Pattern INTERNALS = Pattern.compile("(?i:org\\.yaml|snakeyaml|com\\.fasterxml|jackson|java\\.(lang|util|io|nio))"
            + "|\\b[A-Z][A-Za-z]+(Exception|Error|Event)\\b|\\bat \\w+\\.java|<unicode string>|\\bMark\\b|\\$[A-Z]\\w+"
            + "|\\b(Integer|Long|LinkedHashMap|ArrayList|JsonNode|ObjectNode|MissingNode)\\b");

    @TempDir
    Path tmp;

    private final List<String> problems = new ArrayList<>();

    private void check(String what, String input, CliRunner.Result r) {
        if (r.exitCode() == 0) {
            return;
        }
        String[] lines = r.errLines();
        String problem = null;
        if (lines.length != 1) {
            problem = lines.length + " lines";
        } else if (lines[0].length() > LONGEST) {
            problem = lines[0].length() + " characters";
        } else if (INTERNALS.matcher(lines[0]).find()) {
            problem = "internals";
        }
        if (problem != null && problems.size() < 30) {
            problems.add(what + " (" + problem + "): " + r.err().strip() + "\n    input: "
                    + (input.length() > 300 ? input.substring(0, 300) + "…" : input).replace("\n", "\\n"));
        }
    }

    private void mutated(String what, List<String> seeds, int tries, String name, String... command) throws Exception {
        Random random = new Random(28 ^ what.hashCode());
        Path file = tmp.resolve(name);
        for (int i = 0; i < tries; i++) {
            String input = FuzzTest.mutate(seeds.get(random.nextInt(seeds.size())), random);
            Files.writeString(file, input, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>();
            for (String c : command) {
                args.add(c.equals("FILE") ? file.toString() : c.equals("DIR") ? tmp.resolve("ed").toString() : c);
            }
            check(what, input, CliRunner.run(args.toArray(new String[0])));
        }
    }

    @Test
    void tournamentFilesLogsTablesAndGames() throws Exception {
        List<String> tournaments = new ArrayList<>();
        for (String t : FuzzTest.examples("examples/competition", "*.yaml")) {
            if (!t.contains("--rules")) {
                tournaments.add(t);
            }
        }
        mutated("tournament", tournaments, 200, "t.yaml", "standings", "FILE");
        mutated("log", FuzzTest.examples("examples/arbiter-logs", "*.yaml"), 120, "l.yaml", "arbitrate", "FILE", "--edition", "tw-2007");
        // a committee's one-row revision: its table and its edition.yaml mutated
        Path ed = Files.createDirectories(tmp.resolve("ed/repetition"));
        Path draft = Path.of("examples/revisions/wxf-2018-draft");
        Files.copy(draft.resolve("edition.yaml"), tmp.resolve("ed/edition.yaml"));
        mutated("table", List.of(Files.readString(draft.resolve("repetition/patterns.yaml"))), 120,
                "ed/repetition/patterns.yaml", "editions", "--check", "--rules", "DIR");
        Files.copy(draft.resolve("repetition/patterns.yaml"), ed.resolve("patterns.yaml"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        mutated("edition.yaml", List.of(Files.readString(draft.resolve("edition.yaml"))), 120, "ed/edition.yaml",
                "editions", "--check", "--rules", "DIR");
        assertEquals(List.of(), problems, String.join("\n", problems));
    }

    /** Every line a reader of games prints about a bad game: one line each, short, in the user's words. */
    private void everyLine(String what, String input, CliRunner.Result r) {
        for (String line : (r.out() + "\n" + r.err()).split("\\R")) {
            String problem = line.length() > LONGEST ? line.length() + " characters"
                    : INTERNALS.matcher(line).find() || line.contains("internal error") ? "internals" : null;
            if (problem != null && problems.size() < 30) {
                problems.add(what + " (" + problem + "): " + line + "\n    input: "
                        + (input.length() > 300 ? input.substring(0, 300) + "…" : input).replace("\n", "\\n"));
            }
        }
    }

    @Test
    void gamesAndBatches() throws Exception {
        List<String> pgn = new ArrayList<>(FuzzTest.examples("../shared/corpus", "sample_*.pgn"));
        pgn.replaceAll(t -> t.length() > 3000 ? t.substring(0, 3000) : t);
        Random random = new Random(2812);
        Path file = tmp.resolve("g.pgn");
        for (int i = 0; i < 150; i++) {
            String input = FuzzTest.mutate(pgn.get(random.nextInt(pgn.size())), random);
            Files.writeString(file, input, StandardCharsets.UTF_8);
            everyLine("pgn check", input, CliRunner.run("pgn", "check", file.toString()));
            if (i % 3 == 0) {
                everyLine("rule --games", input, CliRunner.run("rule", "--games", file.toString(), "--edition", "tw-2007"));
            }
        }
        List<String> batch = List.of("{\"id\": \"a\", \"fen\": \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\", \"moves\": \"f0e0 e8f8 e0f0 f8e8\"}\n"
                + "{\"id\": \"b\", \"moves\": [\"h2e2\", \"h9g7\"]}\n");
        Path lines = tmp.resolve("b.jsonl");
        for (int i = 0; i < 150; i++) {
            String input = FuzzTest.mutate(batch.get(0), random);
            Files.writeString(lines, input, StandardCharsets.UTF_8);
            CliRunner.Result r = CliRunner.run("rule", "--batch", lines.toString(), "--edition", "tw-2007");
            StringBuilder errors = new StringBuilder(r.err());
            for (String line : r.out().split("\\R")) {
                int at = line.indexOf("\"error\":\"");
                if (at >= 0) {
                    errors.append('\n').append(line, at + 9, line.length() - 2); // a result's error text only
                }
            }
            everyLine("rule --batch", input, new CliRunner.Result(r.exitCode(), "", errors.toString()));
        }
        assertEquals(List.of(), problems, String.join("\n", problems));
    }
}
