package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The collection walker: folders recursively, stable order, every game or its error, the rest going on. */
class GameFilesTest {

    @Test
    void walksFoldersInPathOrderThenGameOrder(@TempDir Path dir) throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = 18;
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7");
        Files.createDirectories(dir.resolve("b/inner"));
        Files.write(dir.resolve("b/inner/one.XQF"), f.build());
        f.moves = XqfFixtures.iccsList("h2e2", "h2e2");
        Files.write(dir.resolve("b/bad.xqf"), f.build());
        Files.writeString(dir.resolve("a.pgn"), "[Game \"Chinese Chess\"]\n1. h2e2 h9g7 *\n\n"
                + "[Game \"Chinese Chess\"]\n1. h2e2 h2e2 *\n\n[Game \"Chinese Chess\"]\n1. b2e2 *\n");
        Files.writeString(dir.resolve("b/notes.txt"), "not a record");
        Path missing = dir.resolve("gone.pgn");

        List<String> seen = new ArrayList<>();
        for (GameFiles.Entry e : GameFiles.of(List.of(dir, missing))) {
            seen.add(dir.relativize(e.file()) + "#" + e.number() + (e.ok() ? " " + e.game().plies() : " ! " + e.error().reason()));
        }
        assertEquals(List.of(
                "a.pgn#1 2",
                "a.pgn#2 ! illegal move: no piece on h2",
                "a.pgn#3 1",
                "b/bad.xqf#1 ! byte offset 0x408: illegal move: no piece on h2",
                "b/inner/one.XQF#1 2",
                "gone.pgn#0 ! no such file"), seen);
        assertEquals(List.of(dir.resolve("a.pgn"), dir.resolve("b/bad.xqf"), dir.resolve("b/inner/one.XQF"), missing),
                GameFiles.of(List.of(dir, missing)).files());
    }

    @Test
    void aFileNamedDirectlyIsReadWhateverItsName(@TempDir Path dir) throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = 12;
        f.moves = XqfFixtures.iccsList("h2e2");
        Path odd = dir.resolve("game.bin");
        Files.write(odd, f.build());
        List<GameFiles.Entry> entries = GameFiles.of(List.of(odd)).stream().toList();
        assertEquals(1, entries.size());
        assertTrue(entries.get(0).ok());
        assertNull(entries.get(0).error());
        assertFalse(GameFiles.isRecordName(odd));
        assertTrue(GameFiles.isRecordName(Path.of("x/Y.PGN")));
    }

    @Test
    void theWalkListsFoldersAsItGoesInTheOrderOfSortingWholePaths(@TempDir Path dir) throws Exception {
        // names where a folder and a file share a prefix: "b.xqf" < "b/…" < "b0.pgn" as whole paths ('.' < '/' < '0')
        for (String f : List.of("b.xqf", "b/z.pgn", "b/a/x.XQF", "b0.pgn", "b-1/y.xqf", "ab.pgn", "B.PGN", "c/d/e/f.xqf",
                "c/d.pgn", "中/局.xqf", "z.txt", "empty/", "x.pgn/inside.xqf")) {
            Path p = dir.resolve(f);
            if (f.endsWith("/")) {
                Files.createDirectories(p);
            } else {
                Files.createDirectories(p.getParent());
                Files.writeString(p, "");
            }
        }
        List<Path> sortedWalk;
        try (var walk = Files.find(dir, Integer.MAX_VALUE, (p, a) -> GameFiles.isRecordName(p) && a.isRegularFile())) {
            sortedWalk = walk.sorted().toList();
        }
        List<Path> streamed = new ArrayList<>();
        new RecordFileWalk(dir).forEachRemaining(streamed::add);
        assertEquals(11, streamed.size());
        assertEquals(sortedWalk, streamed);
        assertEquals(sortedWalk, GameFiles.of(List.of(dir)).files());
        assertFalse(GameFiles.of(List.of(dir)).isEmpty());
        assertTrue(GameFiles.of(List.of(dir.resolve("empty"))).isEmpty());
    }
}
