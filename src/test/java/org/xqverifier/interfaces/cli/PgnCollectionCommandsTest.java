package org.xqverifier.interfaces.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.record.XqfFixtures;

/** {@code xq pgn check} and {@code xq pgn convert} over folders of XQF and PGN files. */
class PgnCollectionCommandsTest {

    private static Path collection(Path dir) throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = 16;
        f.title = "中炮对屏风马";
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7");
        f.alternatives.put(1, java.util.List.of(new XqfFixtures.Line("b7e7")));
        Files.createDirectories(dir.resolve("games/sub"));
        Files.write(dir.resolve("games/sub/a.xqf"), f.build());
        f.alternatives.clear();
        f.moves = XqfFixtures.iccsList("h2e2", "h2e2");
        Files.write(dir.resolve("games/sub/b.XQF"), f.build());
        Files.writeString(dir.resolve("games/c.pgn"), "[Game \"Chinese Chess\"]\n[Red \"胡荣华\"]\n1. 炮二平五 马8进7 1-0\n");
        return dir.resolve("games");
    }

    @Test
    void checkTakesFoldersAndGoesOnPastADamagedFile(@TempDir Path dir) throws Exception {
        Path games = collection(dir);
        CliRunner.Result r = CliRunner.run("pgn", "check", games.toString());
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertEquals("xq: " + games.resolve("sub/b.XQF") + ": game 1, ply 2 \"h2e2\": byte offset 0x408: illegal move: "
                + "no piece on h2", r.errLines()[0]);
        assertTrue(r.out().startsWith(games.resolve("c.pgn") + ": 1 game, 2 plies, 0 illegal moves\n"
                + "total: 3 files, 2 games, 4 plies, 0 illegal moves, 1 unreadable files in "), r.out());
    }

    @Test
    void convertWritesOneJsonLinePerGame(@TempDir Path dir) throws Exception {
        Path games = collection(dir);
        CliRunner.Result r = CliRunner.run("pgn", "convert", "--to", "iccs", "--json", games.toString());
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertEquals("{\"file\":\"" + games.resolve("c.pgn") + "\",\"game\":1,\"fen\":"
                + "\"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\",\"moves\":[\"h2e2\",\"h9g7\"],"
                + "\"tags\":{\"Game\":\"Chinese Chess\",\"Red\":\"胡荣华\",\"Result\":\"1-0\"},\"variations\":0}", lines[0]);
        assertTrue(lines[1].startsWith("{\"file\":\"" + games.resolve("sub/a.xqf") + "\",\"game\":1,"), lines[1]);
        assertTrue(lines[1].contains("\"moves\":[\"h2e2\",\"h9g7\"]"), lines[1]);
        assertTrue(lines[1].contains("\"Title\":\"中炮对屏风马\""), lines[1]);
        assertTrue(lines[1].endsWith("\"variations\":1}"), lines[1]);

        Files.createDirectories(dir.resolve("empty"));
        CliRunner.Result none = CliRunner.run("pgn", "convert", "--to", "iccs", "--json", dir.resolve("empty").toString());
        assertEquals(1, none.exitCode());
        assertEquals("xq: no .pgn or .xqf files in " + dir.resolve("empty"), none.err().trim());

        CliRunner.Result pgn = CliRunner.run("pgn", "convert", "--to", "chinese", games.resolve("sub/a.xqf").toString());
        assertEquals(0, pgn.exitCode(), pgn.err());
        assertTrue(pgn.out().contains("1. 炮二平五 马8进7 (1... 炮2平5) *"), pgn.out());
    }
}
