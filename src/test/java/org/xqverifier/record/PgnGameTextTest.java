package org.xqverifier.record;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Games cut out of a file and read one by one (the plain scanner, else the full reader) are the full reader's games. */
class PgnGameTextTest {

    /** Every game, read apart, in order. */
    private static List<Game> readApart(String text, String source) throws RecordException {
        List<Game> games = new ArrayList<>();
        for (Iterator<PgnGameText> it = PgnGameText.split(text, source); it.hasNext(); ) {
            games.addAll(it.next().read(games.size() + 1));
        }
        return games;
    }

    private static void assertSameGames(List<Game> expected, List<Game> actual) {
        assertEquals(expected.size(), actual.size(), "games");
        for (int i = 0; i < expected.size(); i++) {
            Game e = expected.get(i), a = actual.get(i);
            String where = "game " + (i + 1);
            assertEquals(e, a, where); // tags, start FEN, moves, result, comments
            assertEquals(e.number(), a.number(), where);
            assertEquals(e.line(), a.line(), where);
            assertEquals(e.source(), a.source(), where);
        }
    }

    @Test
    void everyCorpusFileReadsAsTheFullReaderReadsIt() throws Exception {
        int plain = 0, games = 0;
        for (String name : List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn",
                "sample_chinese_notation.pgn", "sample_wxf_notation.pgn")) {
            java.nio.file.Path file = Corpus.file(name);
            String text = PgnReader.text(file);
            assertSameGames(PgnReader.read(text, file.toString()), readApart(text, file.toString()));
            for (Iterator<PgnGameText> it = PgnGameText.split(text, file.toString()); it.hasNext(); ) {
                games++;
                plain += it.next().readPlain(1) != null ? 1 : 0;
            }
        }
        // the ICCS game files take the plain scanner, except one game whose Event has quotes in it
        // ([Event ""Huangshan Cup" …"]); the Chinese and WXF samples (30 games) take the full reader
        assertEquals(2546, games);
        assertEquals(2515, plain);
    }

    @Test
    void commentsVariationsAndOtherNotationsGoToTheFullReader() throws Exception {
        String text = "[Event \"a (b) {c}\"]\n[Red \"x\"]\n1. h2e2 {a comment [with a bracket]} h9g7 (1... h7e7 [x]) 2. h0g2 1-0\n"
                + "\n[Event \"second\"]\n1. 炮二平五 马8进7 *\n"
                + "[Event \"third\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n1. f0e0 e8f8 1/2-1/2 2. h2e2\n"
                + "; a line comment\n[Event \"fourth\"]\n%escaped line\n1. h2e2 $1 h9g7 *\n";
        List<Game> full = PgnReader.read(text, "t.pgn");
        assertEquals(5, full.size(), "the moves after the third game's result are a game of their own");
        assertSameGames(full, readApart(text, "t.pgn"));
    }

    @Test
    void thePlainScannerTakesOnlyTagsAndIccsMoves() {
        assertNotNull(new PgnGameText("t", "[Event \"x\"]\n[Red \"A, B\"]\n\n1. h2e2 h9g7 2.h0g2 2... i9h9 1-0\n", 1).readPlain(1));
        assertNull(new PgnGameText("t", "1. h2e2 {c} h9g7\n", 1).readPlain(1), "comment");
        assertNull(new PgnGameText("t", "1. H2-E2 h9g7\n", 1).readPlain(1), "xqbase ICCS");
        assertNull(new PgnGameText("t", "[Format \"UCI\"]\n1. h3e3\n", 1).readPlain(1), "UCI ranks");
        assertNull(new PgnGameText("t", "[Event \"a\" ]x\n1. h2e2\n", 1).readPlain(1), "odd tag line");
        assertNull(new PgnGameText("t", "1. h2e9\n", 1).readPlain(1), "illegal: the full reader says why");
    }

    @Test
    void aBadMoveIsReportedAtItsLineAndGameInTheFile() {
        String text = "[Event \"one\"]\n1. h2e2 h9g7 *\n\n[Event \"two\"]\n\n1. h2e2\nh9g7 2. e2e9 *\n";
        Iterator<PgnGameText> it = PgnGameText.split(text, "bad.pgn");
        it.next();
        PgnGameText second = it.next();
        assertEquals(4, second.line());
        RecordException e = assertThrows(RecordException.class, () -> second.read(2));
        RecordException whole = assertThrows(RecordException.class, () -> PgnReader.read(text, "bad.pgn"));
        assertEquals(whole.getMessage(), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.pgn:7: game 2, ply 3 \"e2e9\""), e.getMessage());
    }

    @Test
    void aFenTagIsReadAndWrittenLikeTheFullReader() throws Exception {
        String text = "[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1\"]\n1. f0e0 e8f8 *\n";
        Game plain = new PgnGameText("t", text, 1).readPlain(1);
        assertNotNull(plain);
        Game full = PgnReader.read(text, "t").get(0);
        assertEquals(full.startFen(), plain.startFen());
        assertArrayEquals(full.moves(), plain.moves());
    }
}
