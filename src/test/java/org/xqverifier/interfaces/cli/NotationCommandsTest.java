package org.xqverifier.interfaces.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.record.Corpus;

/** {@code xq convert} and {@code xq pgn check}: output, exit codes, and one stderr line per user error. */
class NotationCommandsTest {

    private static CliRunner.Result run(String... args) {
        return CliRunner.run(args);
    }

    @Test
    void convertsBetweenNotations() {
        CliRunner.Result r = run("convert", "--to", "chinese", "h2e2", "h9g7", "h0g2", "i9h9");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("炮二平五 马8进7 马二进三 车9平8\n", r.out());
        assertEquals("C2.5 H8+7 H2+3 R9.8\n", run("convert", "--to", "wxf", "1. 炮二平五 马８进７ 2. 马二进三 车９平８").out());
        assertEquals("h2e2 h9g7\n", run("convert", "--to", "iccs", "Ｃ２＝５", "Ｈ８＋７").out());
        assertEquals("h3e3 h10g8\n", run("convert", "--to", "uci", "H2-E2", "H9-G7").out());
        assertEquals("h2e2 h9g7\n", run("convert", "--from", "uci", "--to", "iccs", "h3e3", "h10g8").out());
        assertEquals("车一进七\n", run("convert", "--fen", "3k5/9/9/9/9/9/9/9/8R/4K4 w", "--to", "chinese", "R1+7").out());
    }

    @Test
    void convertReportsTheBadMoveByIndex() {
        CliRunner.Result r = run("convert", "--to", "wxf", "h2e2", "h9g7", "马二进四");
        assertEquals(1, r.exitCode());
        assertEquals("", r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertEquals("xq: move 3 \"马二进四\": illegal move: the red horse on h0 is blocked: the horse's leg at g0 is occupied",
                r.errLines()[0]);
        assertOneLine(run("convert", "--to", "wxf", "h2e2", "zz"), "xq: move 2 \"zz\": ");
        assertOneLine(run("convert", "--to", "klingon", "h2e2"), "xq: --to: unknown notation 'klingon'");
        assertOneLine(run("convert", "--to", "wxf", "--fen", "not a fen", "h2e2"), "xq: bad --fen: ");
        assertOneLine(run("convert", "--to", "wxf", "1.", "{only a comment}"), "xq: no moves given");
        assertOneLine(run("convert", "--to", "wxf", "h2e2", "{unclosed"), "xq: cannot read the move list: ");
    }

    private static void assertOneLine(CliRunner.Result r, String prefix) {
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.errLines()[0].startsWith(prefix), r.err());
    }

    @Test
    void pgnCheckReportsPerFileAndFailsOnABadGame(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.pgn");
        Files.writeString(good, "[Event \"a\"]\n1. h2e2 h9g7 2. 马二进三 *\n");
        Path bad = dir.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"a\"]\n1. h2e2 h9g7\n\n[Event \"b\"]\n1. h2e2\nh2e2 *\n");
        CliRunner.Result ok = run("pgn", "check", good.toString());
        assertEquals(0, ok.exitCode(), ok.err());
        assertEquals(good + ": 1 game, 3 plies, 0 illegal moves\n", ok.out());

        CliRunner.Result r = run("pgn", "check", good.toString(), bad.toString());
        assertEquals(1, r.exitCode());
        String[] lines = r.out().split("\n");
        assertEquals(bad + ": 2 games, 3 plies, 1 illegal move", lines[1]);
        assertEquals("  " + bad + ":6: game 2, ply 2 \"h2e2\": illegal move: no piece on h2", lines[2]);
        assertTrue(lines[3].startsWith("total: 2 files, 3 games, 6 plies, 1 illegal moves in "), lines[3]);
        assertEquals("", r.err());

        CliRunner.Result missing = run("pgn", "check", dir.resolve("nope.pgn").toString());
        assertOneLine(missing, "xq: " + dir.resolve("nope.pgn") + ": no such file");
    }

    @Test
    void pgnCheckReplaysTheNotationSamples() {
        Path chinese = Corpus.file("sample_chinese_notation.pgn");
        Path wxf = Corpus.file("sample_wxf_notation.pgn");
        CliRunner.Result r = run("pgn", "check", chinese.toString(), wxf.toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains(chinese + ": 15 games, 1378 plies, 0 illegal moves"), r.out());
        assertTrue(r.out().contains(wxf + ": 15 games, 1378 plies, 0 illegal moves"), r.out());
    }

    @Test
    void pgnConvertRewritesTheMoves(@TempDir Path dir) throws Exception {
        CliRunner.Result r = run("pgn", "convert", "--to", "chinese", Corpus.file("sample_wxf_notation.pgn").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("1. 炮二平五 马8进7 2. 马二进三 车9平8"), r.out());
        Path written = dir.resolve("chinese.pgn");
        Files.writeString(written, r.out());
        var back = org.xqverifier.record.PgnReader.read(written);
        var original = org.xqverifier.record.PgnReader.read(Corpus.file("sample_chinese_notation.pgn"));
        assertEquals(original.size(), back.size());
        for (int i = 0; i < back.size(); i++) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(original.get(i).moves(), back.get(i).moves());
        }
        assertOneLine(run("pgn", "convert", "--to", "wxf", dir.resolve("none.pgn").toString()), "xq: " + dir.resolve("none.pgn") + ": no such file");
    }

    @Test
    void pgnCheckReadsXqfFiles(@TempDir Path dir) throws Exception {
        org.xqverifier.record.XqfFixtures f = new org.xqverifier.record.XqfFixtures();
        f.moves = java.util.List.of(org.xqverifier.board.Move.parseIccs("h2e2"), org.xqverifier.board.Move.parseIccs("h9g7"));
        Path xqf = dir.resolve("game.XQF");
        Files.write(xqf, f.build());
        CliRunner.Result r = run("pgn", "check", xqf.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(xqf + ": 1 game, 2 plies, 0 illegal moves\n", r.out());
        f.version = 0x12;
        f.breakChecksum = true;
        Files.write(xqf, f.build());
        assertOneLine(run("pgn", "check", xqf.toString()), "xq: " + xqf + ": byte offset 0xC: bad checksum");
    }
}
