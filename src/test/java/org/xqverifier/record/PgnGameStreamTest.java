package org.xqverifier.record;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Games cut out of a file's bytes block by block and read one by one (the byte scanner, else the full reader) are the
 * full reader's games, with the full reader's messages: {@link PgnReader} over the whole decoded text is the reference.
 */
class PgnGameStreamTest {
    @TempDir
    Path dir;

    /** Every game, cut apart and read apart, in order (numbered as the corpus commands number them). */
    private static List<Game> readApart(PgnGameStream stream) throws RecordException {
        List<Game> games = new ArrayList<>();
        while (stream.hasNext()) {
            games.addAll(stream.next().read(games.size() + 1));
        }
        return games;
    }

    private static List<Game> readApart(String text) throws RecordException {
        return readApart(PgnGameStream.of(text.getBytes(StandardCharsets.UTF_8), "t.pgn"));
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

    /** The stream over a file and the full reader over its decoded text give the same games, or the same message. */
    private static void assertReadAlike(Path file) {
        List<Game> full = null, apart = null;
        String fullError = null, apartError = null;
        try {
            full = PgnReader.read(file);
        } catch (RecordException e) {
            fullError = e.getMessage();
        }
        try {
            apart = readApart(PgnGameStream.open(file));
        } catch (RecordException e) {
            apartError = e.getMessage();
        }
        assertEquals(fullError, apartError, file.toString());
        if (full != null) {
            assertSameGames(full, apart);
        }
    }

    private Path write(String name, byte[] bytes) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    @Test
    void everyCorpusFileReadsAsTheFullReaderReadsIt() throws Exception {
        int plain = 0, games = 0;
        for (String name : List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn",
                "sample_chinese_notation.pgn", "sample_wxf_notation.pgn")) {
            Path file = Corpus.file(name);
            assertReadAlike(file);
            for (PgnGameStream s = PgnGameStream.open(file); s.hasNext(); ) {
                games++;
                plain += s.next().readPlain(1) != null ? 1 : 0;
            }
        }
        // the ICCS game files take the byte scanner, except one game whose Event has quotes in it
        // ([Event ""Huangshan Cup" …"]); the Chinese and WXF samples (30 games) take the full reader
        assertEquals(2546, games);
        assertEquals(2515, plain);
    }

    @Test
    void aFileLargerThanABlockIsCutAcrossTheBlocks() throws Exception {
        // both game files and the samples, twice over (≈ 3.5 MB): cuts, lines and Chinese text across block ends
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (int i = 0; i < 2; i++) {
            for (String name : List.of("Hu_Ronghua_1391_UCI_games.pgn", "sample_chinese_notation.pgn",
                    "Liu_Dahua_1125_UCI_games.pgn", "sample_wxf_notation.pgn")) {
                all.write(Files.readAllBytes(Corpus.file(name)));
                all.write('\n');
            }
        }
        assertTrue(all.size() > 3 * PgnGameStream.BLOCK);
        assertReadAlike(write("corpus-x2.pgn", all.toByteArray()));
        assertEquals(false, PgnGameStream.open(dir.resolve("corpus-x2.pgn")).decodedWhole(), "streamed as UTF-8");
        // with a BOM, and with a game longer than a block (a comment of 3 MB): the buffer grows for it
        ByteArrayOutputStream withBom = new ByteArrayOutputStream();
        withBom.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        withBom.write(("[Event \"长\"]\n1. h2e2 {" + "评".repeat(PgnGameStream.BLOCK) + "} h9g7 *\n\n").getBytes(StandardCharsets.UTF_8));
        withBom.write(Files.readAllBytes(Corpus.file("sample_chinese_notation.pgn")));
        assertReadAlike(write("bom-long.pgn", withBom.toByteArray()));
    }

    @Test
    void aMultiByteCharacterCutByTheBlockEndIsStillUtf8() throws Exception {
        // a three-byte character, then an ideographic space (a blank), across the first block's end
        for (int shift = 0; shift < 3; shift++) {
            String head = "[Event \"x\"]\n1. h2e2 {";
            String tail = "} *\n\n[Event \"";
            String filler = "a".repeat(PgnGameStream.BLOCK - 1 - shift - head.length() - tail.length());
            String text = head + filler + tail + "胡\"]\u3000\n[Red \"荣华\"]\n1. h2e2 h9g7 *\n";
            assertEquals(PgnGameStream.BLOCK - 1 - shift, text.getBytes(StandardCharsets.UTF_8).length
                    - ("胡\"]\u3000\n[Red \"荣华\"]\n1. h2e2 h9g7 *\n").getBytes(StandardCharsets.UTF_8).length);
            Path file = write("cut" + shift + ".pgn", text.getBytes(StandardCharsets.UTF_8));
            assertReadAlike(file);
            assertEquals(false, PgnGameStream.open(file).decodedWhole(), "streamed as UTF-8");
            List<Game> games = readApart(PgnGameStream.open(file));
            assertEquals("荣华", games.get(1).tag("Red"));
            assertEquals("胡", games.get(1).tag("Event"));
        }
    }

    @Test
    void otherEncodingsAreDecodedAsTheFullReaderDecodesThem() throws Exception {
        String text = "[Event \"全国象棋个人赛\"]\n[Red \"胡荣华\"]\n1. 炮二平五 马８进７ 2. h0g2 *\n\n[Event \"二\"]\n1. h2e2 *\n";
        assertReadAlike(write("gbk.pgn", text.getBytes(TextEncoding.GB18030)));
        assertEquals(true, PgnGameStream.open(dir.resolve("gbk.pgn")).transcoded());
        assertEquals(true, PgnGameStream.of(text.getBytes(TextEncoding.GB18030), "gbk.pgn").decodedWhole());
        byte[] utf16 = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE);
        assertReadAlike(write("utf16.pgn", utf16));
        byte[] zero = "[Event \"x\"]\n1. h2e2\u0000 *\n".getBytes(StandardCharsets.UTF_8);
        assertReadAlike(write("zero.pgn", zero));
        RecordException e = assertThrows(RecordException.class, () -> PgnGameStream.open(dir.resolve("zero.pgn")));
        assertTrue(e.getMessage().contains("not a text file"), e.getMessage());
        byte[] badAfterBom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '[', 'E', ' ', '"', (byte) 0xC0, '"', ']', '\n'};
        assertReadAlike(write("bad-bom.pgn", badAfterBom));
        byte[] neither = {'[', 'E', ' ', '"', (byte) 0x81, '"', ']', '\n'};
        assertReadAlike(write("neither.pgn", neither));
        assertThrows(RecordException.class, () -> PgnGameStream.open(dir.resolve("missing.pgn")));
    }

    /** The text with a byte-order mark (UTF-16) or without one (GB18030). */
    private static byte[] encoded(String text, java.nio.charset.Charset charset) {
        return (charset == TextEncoding.GB18030 ? text : "\uFEFF" + text).getBytes(charset);
    }

    private static final List<java.nio.charset.Charset> OTHER_ENCODINGS = List.of(TextEncoding.GB18030,
            StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE);

    @Test
    void otherEncodingsAreDecodedBlockByBlockAcrossTheBlockEnds() throws Exception {
        // the corpus (1.8 MB of text, ICCS games and the Chinese and WXF samples) in each encoding: games, lines and
        // Chinese text across the ends of the file's blocks and of the UTF-8 blocks they are decoded into
        StringBuilder corpus = new StringBuilder();
        for (String name : List.of("Hu_Ronghua_1391_UCI_games.pgn", "sample_chinese_notation.pgn",
                "Liu_Dahua_1125_UCI_games.pgn", "sample_wxf_notation.pgn")) {
            corpus.append(Files.readString(Corpus.file(name))).append('\n');
        }
        for (java.nio.charset.Charset charset : OTHER_ENCODINGS) {
            byte[] bytes = encoded(corpus.toString(), charset);
            assertTrue(bytes.length > PgnGameStream.BLOCK, charset + ": more than a block");
            Path file = write("corpus-" + charset + ".pgn", bytes);
            assertReadAlike(file);
            assertEquals(true, PgnGameStream.open(file).transcoded(), charset + ": streamed");
            assertEquals(2546, readApart(PgnGameStream.open(file)).size(), charset.toString());
        }
        // a two-byte character, a four-byte one (a surrogate pair in UTF-16) and an ASCII letter over and over, moved by
        // one letter at a time: each of them, and each of their bytes, falls on the first block's end
        for (java.nio.charset.Charset charset : OTHER_ENCODINGS) {
            // the repeated run is 7 bytes in GB18030, 8 in UTF-16 (where a letter moves it by 2)
            for (int shift = 0; shift < (charset == TextEncoding.GB18030 ? 7 : 4); shift++) {
                String text = "[Event \"x\"]\n1. h2e2 {" + "a".repeat(shift) + "胡\uD840\uDC00a".repeat(PgnGameStream.BLOCK / 6)
                        + "} *\n\n[Event \"胡\uD840\uDC00\"]\u3000\n[Red \"荣华\"]\n1. h2e2 h9g7 *\n";
                Path file = write("cut-" + charset + "-" + shift + ".pgn", encoded(text, charset));
                assertReadAlike(file);
                List<Game> games = readApart(PgnGameStream.open(file));
                assertEquals("荣华", games.get(1).tag("Red"));
                assertEquals("胡\uD840\uDC00", games.get(1).tag("Event"));
            }
        }
    }

    @Test
    void aFileInAnotherEncodingThatIsNotTextBeyondTheFirstBlockGetsTheFullReadersMessage() throws Exception {
        String games = "[Event \"全国象棋个人赛\"]\n1. 炮二平五 马８进７ *\n\n".repeat(PgnGameStream.BLOCK / 16);
        byte[] gbk = encoded(games, TextEncoding.GB18030);
        assertTrue(gbk.length > 2 * PgnGameStream.BLOCK);
        // a byte no GB18030 character starts with, past the first block; a zero byte past the first block
        byte[] bad = gbk.clone();
        bad[PgnGameStream.BLOCK + 100] = (byte) 0xFF;
        byte[] zero = gbk.clone();
        zero[2 * PgnGameStream.BLOCK - 1] = 0;
        // UTF-16 with a lone surrogate (a high one, then a letter) straddling the first block's end
        byte[] utf16 = encoded(games, StandardCharsets.UTF_16LE);
        int at = PgnGameStream.BLOCK + 2 - 2;
        utf16[at] = 0x00;
        utf16[at + 1] = (byte) 0xD8;
        for (byte[] bytes : List.of(bad, zero, utf16)) {
            Path file = write("bad" + bytes.length + "-" + bytes[0] + ".pgn", bytes);
            assertReadAlike(file);
            RecordException e = assertThrows(RecordException.class, () -> PgnGameStream.open(file));
            assertTrue(e.getMessage().matches(".*:\\d+: not (a text file|valid .+ text) .*"), e.getMessage());
        }
    }

    @Test
    void blanksBeyondAsciiAndEscapedLinesCutAsTheReaderReads() throws Exception {
        // an em space between tag lines is a blank, not move text (so the second tag belongs to the same game);
        // an ideographic space, U+FEFF and a line separator separate words; a '%' line after blanks is skipped
        String text = "[Event \"a\"]\n\u2003\n[Red \"b\"]\n1.\u3000h2e2 \uFEFFh9g7 *\u2028\n"
                + "  %[Event \"not a tag\"]\n[Event \"c\"]\r\n\t[Black \"d\\\"e\"]\n1. h2e2 *\n";
        List<Game> full = PgnReader.read(text, "t.pgn");
        assertSameGames(full, readApart(text));
        assertEquals(List.of("Event", "Red"), List.copyOf(full.get(0).tags().keySet()));
        // a no-break space is no blank: it is move text, and the reader says so at its line
        String nbsp = "[Event \"a\"]\n1. h2e2 *\n\u00A0[Event \"b\"]\n1. h2e2 *\n";
        RecordException whole = assertThrows(RecordException.class, () -> PgnReader.read(nbsp, "t.pgn"));
        RecordException apart = assertThrows(RecordException.class, () -> readApart(nbsp));
        assertEquals(whole.getMessage(), apart.getMessage());
    }

    @Test
    void damagedTextGetsTheFullReadersOneMessage() throws Exception {
        for (String text : List.of(
                "[Event \"x\"]\n1. h2e2 {unclosed",
                "[Event] ",
                "[Event \"x\"]\n1. h2e2 (1. h2d2 {x",
                "[Event \"x\"]\n1. h2e2 (1. h2d2 h9g7\n",
                "[Event \"x\n1. h2e2 *\n",
                "[Event \"x\"]\n1. h2e2 } *\n",
                "[Event \"x\"]\n1. h2e2 h9g7 2. e2e9 *\n")) {
            RecordException whole = assertThrows(RecordException.class, () -> PgnReader.read(text, "t.pgn"), text);
            RecordException apart = assertThrows(RecordException.class, () -> readApart(text), text);
            assertEquals(whole.getMessage(), apart.getMessage(), text);
        }
    }

    @Test
    void commentsVariationsAndOtherNotationsGoToTheFullReader() throws Exception {
        String text = "[Event \"a (b) {c}\"]\n[Red \"x\"]\n1. h2e2 {a comment [with a bracket]} h9g7 (1... h7e7 [x]) 2. h0g2 1-0\n"
                + "\n[Event \"second\"]\n1. 炮二平五 马8进7 *\n"
                + "[Event \"third\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n1. f0e0 e8f8 1/2-1/2 2. h2e2\n"
                + "; a line comment\n[Event \"fourth\"]\n%escaped line\n1. h2e2 $1 h9g7 *\n";
        List<Game> full = PgnReader.read(text, "t.pgn");
        assertEquals(5, full.size(), "the moves after the third game's result are a game of their own");
        assertSameGames(full, readApart(text));
    }

    private static PgnGameBytes game(String text) {
        return new PgnGameBytes("t", text.getBytes(StandardCharsets.UTF_8), 1);
    }

    @Test
    void theByteScannerTakesOnlyTagsAndIccsMoves() {
        assertNotNull(game("[Event \"x\"]\n[Red \"A, B\"]\n\n1. h2e2 h9g7 2.h0g2 2... i9h9 1-0\n").readPlain(1));
        assertNull(game("1. h2e2 {c} h9g7\n").readPlain(1), "comment");
        assertNull(game("1. H2-E2 h9g7\n").readPlain(1), "xqbase ICCS");
        assertNull(game("[Format \"UCI\"]\n1. h3e3\n").readPlain(1), "UCI ranks");
        assertNull(game("[Event \"a\" ]x\n1. h2e2\n").readPlain(1), "odd tag line");
        assertNull(game("[Event \"a\\\"b\"]\n1. h2e2\n").readPlain(1), "escaped quote");
        assertNull(game("[Event \"a\"]\n[Event \"b\"]\n1. h2e2\n").readPlain(1), "a tag twice");
        assertNull(game("1. h2e2 1-0 h9g7\n").readPlain(1), "a move after the result");
        assertNull(game("1. h2e9\n").readPlain(1), "illegal: the full reader says why");
        Game g = game("[Event \"全国赛\"]\n1. h2e2 h9g7 1/2-1/2\n").readPlain(1);
        assertEquals("全国赛", g.tag("Event"));
        assertEquals("1/2-1/2", g.result());
    }

    @Test
    void aBadMoveIsReportedAtItsLineAndGameInTheFile() throws Exception {
        String text = "[Event \"one\"]\n1. h2e2 h9g7 *\n\n[Event \"two\"]\n\n1. h2e2\nh9g7 2. e2e9 *\n";
        PgnGameStream s = PgnGameStream.of(text.getBytes(StandardCharsets.UTF_8), "bad.pgn");
        s.next();
        PgnGameBytes second = s.next();
        assertEquals(4, second.line());
        RecordException e = assertThrows(RecordException.class, () -> second.read(2));
        RecordException whole = assertThrows(RecordException.class, () -> PgnReader.read(text, "bad.pgn"));
        assertEquals(whole.getMessage(), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.pgn:7: game 2, ply 3 \"e2e9\""), e.getMessage());
    }

    @Test
    void aFenTagIsReadAndWrittenLikeTheFullReader() throws Exception {
        String text = "[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1\"]\n1. f0e0 e8f8 *\n";
        Game plain = game(text).readPlain(1);
        assertNotNull(plain);
        Game full = PgnReader.read(text, "t").get(0);
        assertEquals(full.startFen(), plain.startFen());
        assertArrayEquals(full.moves(), plain.moves());
    }
}
