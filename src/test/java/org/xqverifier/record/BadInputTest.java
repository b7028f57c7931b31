package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/**
 * Malformed and random input to every reader: each either reads it or throws its one exception type
 * ({@link NotationException}, {@link RecordException}) with a message that says where; never anything else.
 */
class BadInputTest {
    private static final String ALPHABET = "abcdefghiKAEHRCPBN0123456789+-.=[]{}();\"*/ \n\t炮二平五马8进7车卒兵前后中一九进退"
            + "帥將俥傌砲包後進ＣＨ２＋．１２";
    private static final String SAMPLE = "[Game \"Chinese Chess\"]\n[Event \"测试\"]\n[FEN \"" + Game.START_FEN + "\"]\n\n"
            + "1. 炮二平五 {c} 马８进７ 2. H2+3 R9.8 3. i0h0 (3. c3c4) c9e7 ; x\n4. 兵七进一 1-0\n\n"
            + "[Event \"b\"]\n1. h2e2 h9g7 2. h0g2 *\n";

    @Test
    void randomTextIsReadOrRejectedWithTheTextNamed() {
        Random random = new Random(1);
        Position start = Position.start();
        int accepted = 0;
        for (int i = 0; i < 20_000; i++) {
            String text = randomText(random, 1 + random.nextInt(8));
            for (MoveNotation n : Notations.all()) {
                accepted += parses(n, start, text) ? 1 : 0;
            }
            try {
                Notations.parseAny(start, text);
            } catch (NotationException e) {
                assertTrue(e.getMessage().startsWith("\"" + text + "\": "), e.getMessage());
                assertFalse(e.reason().isBlank());
            } catch (RuntimeException e) {
                fail("parseAny(\"" + text + "\") threw " + e);
            }
        }
        assertTrue(accepted < 20_000, "random text should mostly be rejected");
    }

    private static boolean parses(MoveNotation n, Position p, String text) {
        try {
            int m = n.parse(p, text);
            assertTrue(p.isLegal(m));
            return true;
        } catch (NotationException e) {
            return false;
        } catch (RuntimeException e) {
            throw new AssertionError(n.name() + ".parse(\"" + text + "\") threw " + e, e);
        }
    }

    @Test
    void truncatedAndMangledPgnFailsWithALocation() {
        Random random = new Random(2);
        int failures = 0;
        for (int i = 0; i < 5_000; i++) {
            String text = mangle(random, SAMPLE);
            try {
                List<Game> games = PgnReader.read(text, "bad.pgn");
                for (Game g : games) assertTrue(g.plies() >= 0);
            } catch (RecordException e) {
                failures++;
                assertTrue(e.getMessage().startsWith("bad.pgn:"), e.getMessage());
                if (e.ply() > 0) {
                    assertTrue(e.game() > 0 && e.line() > 0 && e.moveText() != null, e.getMessage());
                    assertTrue(e.getMessage().contains("game " + e.game() + ", ply " + e.ply()), e.getMessage());
                }
            } catch (RuntimeException e) {
                throw new AssertionError("PgnReader threw " + e + " on:\n" + text, e);
            }
        }
        assertTrue(failures > 100, "mangling should break many records: " + failures);
    }

    private static String mangle(Random random, String text) {
        StringBuilder sb = new StringBuilder(text);
        switch (random.nextInt(3)) {
            case 0:
                return text.substring(0, random.nextInt(text.length()));
            case 1:
                for (int k = 0; k < 1 + random.nextInt(3); k++) sb.deleteCharAt(random.nextInt(sb.length()));
                return sb.toString();
            default:
                for (int k = 0; k < 1 + random.nextInt(3); k++) {
                    sb.insert(random.nextInt(sb.length()), ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                }
                return sb.toString();
        }
    }

    @Test
    void binaryJunkAsXqfFailsCleanly() {
        Random random = new Random(3);
        for (int i = 0; i < 5_000; i++) {
            byte[] junk = new byte[random.nextInt(3000)];
            random.nextBytes(junk);
            if (junk.length > 3 && random.nextBoolean()) {
                junk[0] = 'X';
                junk[1] = 'Q';
                junk[2] = 10;
            }
            try {
                XqfReader.read(junk, "junk.xqf");
            } catch (RecordException e) {
                assertTrue(e.getMessage().startsWith("junk.xqf: "), e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("XqfReader threw " + e, e);
            }
        }
    }

    @Test
    void mangledXqfFailsCleanly() {
        Random random = new Random(4);
        XqfFixtures f = new XqfFixtures();
        f.moves = List.of(Move.parseIccs("h2e2"), Move.parseIccs("h9g7"), Move.parseIccs("h0g2"));
        f.comments = List.of("中炮", "", "");
        byte[] good = f.build();
        for (int i = 0; i < 5_000; i++) {
            byte[] b = good.clone();
            for (int k = 0; k < 1 + random.nextInt(4); k++) {
                int at = random.nextInt(40) < 20 ? 0x10 + random.nextInt(0x24) : 0x400 + random.nextInt(b.length - 0x400);
                b[at] = (byte) random.nextInt(256);
            }
            try {
                XqfReader.read(b, "m.xqf");
            } catch (RecordException e) {
                assertTrue(e.getMessage().startsWith("m.xqf: "), e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("XqfReader threw " + e, e);
            }
        }
    }

    @Test
    void binaryJunkAndWrongEncodingsAsPgn(@TempDir Path dir) throws Exception {
        Random random = new Random(5);
        for (int i = 0; i < 500; i++) {
            byte[] junk = new byte[random.nextInt(2000)];
            random.nextBytes(junk);
            Path p = dir.resolve("junk.pgn");
            Files.write(p, junk);
            try {
                PgnReader.check(p);
            } catch (RecordException e) {
                assertTrue(e.getMessage().startsWith(p.toString()), e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("PgnReader threw " + e, e);
            }
        }
        Path utf16 = dir.resolve("utf16.pgn");
        Files.write(utf16, SAMPLE.getBytes(StandardCharsets.UTF_16LE));
        RecordException e = assertThrows(RecordException.class, () -> PgnReader.read(utf16));
        assertEquals(utf16 + ":1: not a text file (a zero byte at offset 1; binary data or UTF-16 without a BOM)", e.getMessage());

        // Big5 is not recognised: read as GBK its Chinese moves are garbage, reported at their line and ply.
        Path big5 = dir.resolve("big5.pgn");
        Files.write(big5, "[Event \"x\"]\n1. 炮二平五 馬８進７\n".getBytes("Big5"));
        RecordException b = assertThrows(RecordException.class, () -> PgnReader.read(big5));
        assertTrue(b.getMessage().startsWith(big5 + ":2: game 1, ply 1 "), b.getMessage());

        Path missing = dir.resolve("missing.pgn");
        assertEquals(missing + ": no such file", assertThrows(RecordException.class, () -> PgnReader.read(missing)).getMessage());
        assertEquals(dir + ": cannot read: is a directory", assertThrows(RecordException.class, () -> PgnReader.read(dir)).getMessage());
    }

    private static String randomText(Random random, int length) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        return sb.toString();
    }
}
