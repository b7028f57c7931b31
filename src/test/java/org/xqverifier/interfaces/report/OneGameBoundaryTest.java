package org.xqverifier.interfaces.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.interfaces.cli.CliRunner;
import org.xqverifier.record.Game;
import org.xqverifier.record.GameFiles;
import org.xqverifier.record.RecordException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The commands over games read a file alike: {@code xq pgn check}/{@code pgn convert} (through {@link GameFiles}) and
 * {@code xq rule --games}/{@code diff --games} (through {@link GameCollection}) cut it into the same games, read the
 * same moves, refuse the same games with the same message, and take a file for the same kind.
 */
class OneGameBoundaryTest {
    static final Path PROBES = Path.of("..", "shared", "reference", "probe-inputs-2026-12");

    @TempDir
    Path dir;

    /** What a reader makes of the files: one line per game (number, line, moves, tags) or per refused game. */
    static List<String> byGameFiles(List<Path> files) {
        List<String> out = new ArrayList<>();
        for (GameFiles.Entry e : GameFiles.of(files)) {
            out.add(e.ok() ? describe(e.file().toString(), e.game()) : "refused " + e.error().getMessage());
        }
        return out;
    }

    static List<String> byCollection(List<Path> files) {
        List<String> out = new ArrayList<>();
        Iterator<GameCollection.Entry> entries = GameCollection.entries(files);
        String file = null;
        int number = 0;
        while (entries.hasNext()) {
            GameCollection.Entry e = entries.next();
            if (!e.file().equals(file)) {
                file = e.file();
                number = 0;
            }
            try {
                List<Game> games = e.read(number + 1);
                for (Game g : games) {
                    out.add(describe(e.file(), g));
                }
                number += games.size();
            } catch (RecordException x) {
                out.add("refused " + x.getMessage());
                number++;
            }
        }
        return out;
    }

    private static String describe(String file, Game g) {
        return file + " game " + g.number() + " line " + g.line() + ": " + Arrays.toString(g.moves()) + " " + g.tags()
                + " " + g.result();
    }

    private void assertAlike(List<Path> files, int games) {
        List<String> a = byGameFiles(files), b = byCollection(files);
        assertEquals(a, b, "pgn check and rule --games read " + files + " differently");
        assertEquals(games, a.size(), a.toString());
    }

    @Test
    void theProbesAreCutAlike() {
        assertAlike(List.of(PROBES.resolve("pgn/split-empty-comment.pgn")), 1);
        assertAlike(List.of(PROBES.resolve("pgn/split-variation.pgn")), 1);
        // a file that is only '1.': no game for either reader, and both say so (pgn check prints it itself)
        Path phantom = PROBES.resolve("pgn/phantom.pgn");
        assertEquals(List.of(), byGameFiles(List.of(phantom)));
        assertEquals(List.of("refused " + phantom + ": no game in the file"), byCollection(List.of(phantom)));
        List<String> stray = byGameFiles(List.of(PROBES.resolve("pgn/stray-paren.pgn")));
        assertEquals(3, stray.size(), stray.toString());
        assertTrue(stray.get(1).startsWith("refused ") && stray.get(1).contains("game 2"), stray.toString());
        assertTrue(stray.get(0).contains("Event=one") && stray.get(2).contains("Event=three"), stray.toString());
        assertAlike(List.of(PROBES.resolve("pgn/stray-paren.pgn")), 3);
    }

    @Test
    void aFileWithoutAGameIsNamedAndFailsTheRunOfEveryCommand() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.pgn"), "");
        Path one = Files.writeString(dir.resolve("one.pgn"), "[Event \"x\"]\n1. h2e2 *\n");
        for (Path file : List.of(PROBES.resolve("pgn/phantom.pgn"), empty)) {
            CliRunner.Result rule = CliRunner.run("rule", "--games", file.toString(), one.toString(), "--edition", "tw-2007");
            assertEquals(1, rule.exitCode(), rule.out());
            assertTrue(rule.out().contains(file + ": no game in the file"), rule.out());
            assertTrue(rule.out().contains(one + " game 1"), "the other file is ruled: " + rule.out());
            CliRunner.Result check = CliRunner.run("pgn", "check", file.toString());
            assertEquals(1, check.exitCode(), check.out());
            assertTrue(check.out().contains(file + ": no game in the file"), check.out());
        }
    }

    @Test
    void whatStandsBetweenTheTagsNeverCutsAGame() throws IOException {
        String[] between = {"{}", "{ }", "$1", "1.", "12...", "(h2e2)", "(1. h2e2 (h0g2))", "; \n", "%escaped\n", "$3 1.",
                "{} (b0c2) $2"};
        Random random = new Random(9);
        for (String filler : between) {
            StringBuilder pgn = new StringBuilder();
            for (int g = 0; g < 4; g++) {
                pgn.append("[Event \"e").append(g).append("\"]\n").append(filler).append('\n')
                        .append("[Red \"r").append(g).append("\"]\n");
                if (random.nextBoolean()) {
                    pgn.append(filler).append(' ');
                }
                pgn.append("1. h2e2 h9g7 2. h0g2 i9h9 *\n\n");
            }
            Path f = dir.resolve("between.pgn");
            Files.writeString(f, pgn, StandardCharsets.UTF_8);
            assertAlike(List.of(f), 4);
            for (String game : byGameFiles(List.of(f))) {
                assertTrue(game.contains("Event=") && game.contains("Red="), filler + ": " + game);
            }
        }
    }

    @Test
    void aBadGameIsRefusedAloneByEveryCommand() throws IOException {
        String[] damage = {")", "}", "(h2e2", "[Event", "xx", "h2e9"};
        for (String d : damage) {
            StringBuilder pgn = new StringBuilder();
            for (int g = 1; g <= 4; g++) {
                pgn.append("[Event \"g").append(g).append("\"]\n1. h2e2 ").append(g == 2 ? d + " " : "")
                        .append("h9g7 *\n\n");
            }
            Path f = dir.resolve("damaged.pgn");
            Files.writeString(f, pgn, StandardCharsets.UTF_8);
            List<String> games = byGameFiles(List.of(f));
            assertAlike(List.of(f), games.size());
            assertTrue(games.stream().filter(s -> s.startsWith("refused")).count() >= 1, d + ": " + games);
            assertTrue(games.get(0).contains("Event=g1") && games.get(games.size() - 1).contains("Event=g4"),
                    d + ": the games after the damage are read: " + games);
            CliRunner.Result check = CliRunner.run("pgn", "check", f.toString());
            assertEquals(1, check.exitCode(), check.out());
            assertTrue(check.out().matches("(?s).*damaged\\.pgn:\\d+: game [23]\\b.*"), d + ": " + check.out() + check.err());
            CliRunner.Result convert = CliRunner.run("pgn", "convert", "--to", "iccs", f.toString());
            assertEquals(1, convert.exitCode());
            assertTrue(convert.out().contains("g4"), d + ": pgn convert keeps the other games: " + convert.out());
        }
    }

    @Test
    void aFileIsTakenForTheSameKindByEveryCommand() throws IOException {
        Path xqf = PROBES.resolve("xqf/xqf-without-extension.bin");
        assertAlike(List.of(xqf), 1);
        Path pgnWithOtherName = dir.resolve("games.txt");
        Files.writeString(pgnWithOtherName, "[Event \"x\"]\n1. h2e2 h9g7 *\n");
        assertAlike(List.of(pgnWithOtherName), 1);
        CliRunner.Result rule = CliRunner.run("rule", "--games", xqf.toString(), "--edition", "tw-2007");
        assertEquals(0, rule.exitCode(), rule.out() + rule.err());
    }

    @Test
    void aPipeIsReadByEveryCommand() throws Exception {
        Path fifo = dir.resolve("games.fifo");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        for (List<String> command : List.of(List.of("pgn", "check"), List.of("rule", "--edition", "tw-2007", "--games"))) {
            Thread writer = new Thread(() -> {
                try {
                    Files.writeString(fifo, "[Event \"x\"]\n1. h2e2 h9g7 *\n");
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            writer.start();
            List<String> args = new ArrayList<>(command);
            args.add(fifo.toString());
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            writer.join(10_000);
            assertEquals(0, r.exitCode(), command + ": " + r.out() + r.err());
            assertTrue(r.out().contains("1 game") || r.out().contains("game 1"), command + ": " + r.out());
        }
    }
}
