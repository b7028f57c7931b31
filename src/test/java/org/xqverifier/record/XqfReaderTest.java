package org.xqverifier.record;

import org.xqverifier.board.Fen;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xqverifier.board.Move;

/**
 * XQF reading, on files built byte by byte from the format description by {@link XqfFixtures}; the real collection is
 * read by {@link XqfCollectionTest}.
 */
class XqfReaderTest {

    private static int m(String iccs) {
        return Move.parseIccs(iccs);
    }

    @Test
    void readsHeaderStringsResultAndMainLine() throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.title = "顺炮直车对横车";
        f.event = "全国象棋个人赛";
        f.red = "胡荣华";
        f.black = "柳大华";
        f.result = 1;
        f.rootComment = "开局";
        f.moves = List.of(m("h2e2"), m("b7e7"), m("h0g2"), m("b9c7"));
        f.comments = List.of("中炮", "", "", "顺炮");
        Game g = XqfReader.read(f.build(), "test.xqf");
        assertEquals("Chinese Chess", g.tag("Game"));
        assertEquals("顺炮直车对横车", g.tag("Title"));
        assertEquals("全国象棋个人赛", g.tag("Event"));
        assertEquals("胡荣华", g.tag("Red"));
        assertEquals("柳大华", g.tag("Black"));
        assertEquals("1-0", g.result());
        assertEquals(Fen.START, g.startFen());
        assertArrayEquals(new int[] {m("h2e2"), m("b7e7"), m("h0g2"), m("b9c7")}, g.moves());
        assertEquals("开局", g.comments().get(0));
        assertEquals("中炮", g.comments().get(1));
        assertEquals("顺炮", g.comments().get(4));
    }

    /** The reference's own example: 兵七进一 = (2,3)→(2,4) is stored as 2F 38. */
    @Test
    void encodesSquaresAsTheReferenceSays() throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.moves = List.of(m("c3c4"));
        byte[] b = f.build();
        assertEquals(0x2F, b[0x408] & 0xFF);
        assertEquals(0x38, b[0x409] & 0xFF);
        assertArrayEquals(new int[] {m("c3c4")}, XqfReader.read(b, "t.xqf").moves());
    }

    @Test
    void capturedPiecesAndBlackToMove() throws Exception {
        XqfFixtures f = new XqfFixtures();
        int[] p = new int[32];
        java.util.Arrays.fill(p, 0xFF);
        p[4] = 40;  // red king e0
        p[0] = 81;  // red rook i1
        p[20] = 39; // black king d9
        p[27] = 5;  // black pawn a5? no: X=0,Y=5 → a5
        f.pieces = p;
        f.moves = List.of(m("d9d8"), m("i1i8"));
        Game g = XqfReader.read(f.build(), "t.xqf");
        assertEquals("3k5/9/9/9/p8/9/9/9/8R/4K4 b - - 0 1", g.startFen());
        assertEquals(2, g.plies());
    }

    /** A header whose pieces break the rules of a position is refused with what the FEN checks say. */
    @Test
    void refusesAnImpossibleSetUp() {
        XqfFixtures f = new XqfFixtures();
        int[] p = new int[32];
        java.util.Arrays.fill(p, 0xFF);
        p[4] = 40;  // red king e0
        p[3] = 0;   // red advisor a0: off the advisor's points
        p[20] = 39; // black king d9
        f.pieces = p;
        f.moves = List.of(m("e0e1"));
        assertReason("byte offset 0x10: the pieces in the header do not form a position: impossible position in FEN: "
                + "Red advisor on a0 is off the advisor's points", f.build());
    }

    /** The same game, comments and variations in every version family: 10 plain, 11 masked, 12+ also rotated. */
    @ParameterizedTest
    @ValueSource(ints = {10, 11, 12, 13, 15, 16, 18})
    void readsEveryVersion(int version) throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = version;
        f.title = "五七炮对屏风马";
        f.red = "许银川";
        f.result = 3;
        f.rootComment = "开局";
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7", "h0g2", "i9h9");
        f.comments = List.of("中炮", "", "", "出车");
        XqfFixtures.Line screen = new XqfFixtures.Line(XqfFixtures.iccsList("b9c7", "b2c2"), List.of("屏风马", "五七炮"));
        screen.alternatives.put(1, List.of(new XqfFixtures.Line("h0g2")));
        f.alternatives.put(1, List.of(screen, new XqfFixtures.Line("b7e7")));
        f.alternatives.put(3, List.of(new XqfFixtures.Line("c6c5", "b2c2")));
        Game g = XqfReader.read(f.build(), "v" + version + ".xqf");
        assertEquals("五七炮对屏风马", g.tag("Title"));
        assertEquals("许银川", g.tag("Red"));
        assertEquals("1/2-1/2", g.result());
        assertEquals(Fen.START, g.startFen());
        assertArrayEquals(new int[] {m("h2e2"), m("h9g7"), m("h0g2"), m("i9h9")}, g.moves());
        assertEquals(java.util.Map.of(0, "开局", 1, "中炮", 4, "出车"), g.comments());
        assertEquals(4, g.variationCount());
        List<Variation> v = g.variations();
        assertEquals(3, v.size());
        assertEquals(1, v.get(0).ply());
        assertArrayEquals(new int[] {m("b9c7"), m("b2c2")}, v.get(0).moves());
        assertEquals(java.util.Map.of(1, "屏风马", 2, "五七炮"), v.get(0).comments());
        assertEquals(1, v.get(0).variations().size());
        assertEquals(1, v.get(0).variations().get(0).ply());
        assertArrayEquals(new int[] {m("h0g2")}, v.get(0).variations().get(0).moves());
        assertEquals(1, v.get(1).ply());
        assertArrayEquals(new int[] {m("b7e7")}, v.get(1).moves());
        assertEquals(3, v.get(2).ply());
        assertArrayEquals(new int[] {m("c6c5"), m("b2c2")}, v.get(2).moves());
        assertArrayEquals(new int[] {m("h2e2"), m("b9c7"), m("h0g2")}, g.alongVariation(v.get(0).variations().get(0)).moves());
        assertArrayEquals(new int[] {m("h2e2"), m("h9g7"), m("h0g2"), m("c6c5"), m("b2c2")}, g.alongVariation(v.get(2)).moves());
    }

    /** A set-up position with Black to move first: the header's side byte, then the first move, say so. */
    @ParameterizedTest
    @ValueSource(ints = {10, 18})
    void setUpPositionWithBlackFirst(int version) throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = version;
        int[] p = new int[32];
        java.util.Arrays.fill(p, 0xFF);
        p[4] = 40;  // red king e0
        p[0] = 81;  // red rook i1
        p[20] = 39; // black king d9
        p[16] = 7;  // black rook a7
        f.pieces = p;
        f.side = 1;
        assertEquals("3k5/9/r8/9/9/9/9/9/8R/4K4 b - - 0 1", XqfReader.read(f.build(), "t.xqf").startFen());
        f.moves = XqfFixtures.iccsList("a7a0", "e0e1");
        f.alternatives.put(0, List.of(new XqfFixtures.Line("d9d8", "i1i8")));
        Game g = XqfReader.read(f.build(), "t.xqf");
        assertEquals("3k5/9/r8/9/9/9/9/9/8R/4K4 b - - 0 1", g.startFen());
        assertArrayEquals(new int[] {m("a7a0"), m("e0e1")}, g.moves());
        assertArrayEquals(new int[] {m("d9d8"), m("i1i8")}, g.variations().get(0).moves());
    }

    @Test
    void aBadMainLineMoveCanEndTheMainLineInsteadOfRefusingTheFile() throws RecordException {
        XqfFixtures f = new XqfFixtures();
        f.version = 16;
        f.event = "Cup";
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7", "h2e2", "b9c7");
        f.alternatives.put(1, List.of(new XqfFixtures.Line("b9c7")));
        GameRead kept = XqfReader.readKeepingLegalMoves(f.build(), "t.xqf");
        assertArrayEquals(new int[] {m("h2e2"), m("h9g7")}, kept.game().moves(), "the moves before the bad one");
        assertEquals("Cup", kept.game().tag("Event"));
        assertEquals(1, kept.game().variationCount(), "variations before the bad move are kept");
        assertEquals(3, kept.problem().ply());
        RecordException strict = assertThrows(RecordException.class, () -> XqfReader.read(f.build(), "t.xqf"),
                "the strict reading still refuses it");
        assertEquals(strict.getMessage(), kept.problem().getMessage(), "the same message as the refusal");
        assertTrue(strict.getMessage().startsWith("t.xqf: game 1, ply 3 \"h2e2\": byte offset "), strict.getMessage());
        GameRead whole = XqfReader.readKeepingLegalMoves(new XqfFixtures().build(), "t.xqf");
        assertNull(whole.problem());
    }

    @Test
    void refusesWhatItCannotRead() throws RecordException {
        XqfFixtures unknown = new XqfFixtures();
        unknown.version = 19;
        assertReason("XQF version 19 is unknown (versions up to 18 are read)", unknown.build());
        XqfFixtures checksum = new XqfFixtures();
        checksum.version = 18;
        checksum.breakChecksum = true;
        assertReason("byte offset 0xC: bad checksum: the key bytes 0xC-0xF of an encrypted XQF header must sum to 0 "
                + "mod 256", checksum.build());
        assertReason("not an XQF file (it does not start with the signature \"XQ\")", "PK\u0003\u0004".getBytes());
        XqfFixtures f = new XqfFixtures();
        f.moves = List.of(m("h2e2"), m("h9g7"));
        byte[] whole = f.build();
        assertTrue(message(java.util.Arrays.copyOf(whole, 0x200)).contains("truncated XQF file"));
        assertTrue(message(java.util.Arrays.copyOf(whole, whole.length - 3)).contains("truncated XQF file"));
        XqfFixtures illegal = new XqfFixtures();
        illegal.moves = List.of(m("h2e2"), m("h2e2"));
        assertEquals("t.xqf: game 1, ply 2 \"h2e2\": byte offset 0x410: illegal move: no piece on h2", message(illegal.build()));
        XqfFixtures badVariation = new XqfFixtures();
        badVariation.version = 16;
        badVariation.moves = XqfFixtures.iccsList("h2e2", "h9g7");
        badVariation.alternatives.put(1, List.of(new XqfFixtures.Line("b9c7", "e2e9")));
        // a variation with a move that cannot be played ends before it; the main line and the rest are read
        Game cutShort = XqfReader.read(badVariation.build(), "t.xqf");
        assertArrayEquals(new int[] {m("h2e2"), m("h9g7")}, cutShort.moves());
        assertEquals(1, cutShort.variationCount());
        assertArrayEquals(new int[] {m("b9c7")}, cutShort.variations().get(0).moves());
        assertEquals(1, cutShort.leftOut().size());
        String bad = cutShort.leftOutNotes().get(0);
        assertTrue(bad.startsWith("t.xqf: game 1, ply 3 \"e2e9\": byte offset 0x410 (in a variation): illegal move: "), bad);
        assertTrue(bad.endsWith("(the variation ends before this move; the rest of the record is read)"), bad);
        XqfFixtures badFirst = new XqfFixtures();
        badFirst.version = 16;
        badFirst.moves = XqfFixtures.iccsList("h2e2", "h9g7");
        badFirst.alternatives.put(1, List.of(new XqfFixtures.Line("e2e9")));
        Game noVariation = XqfReader.read(badFirst.build(), "t.xqf");
        assertEquals(0, noVariation.variationCount(), "a variation cut at its first move is left out whole");
        assertTrue(noVariation.leftOut().get(0).getMessage().contains("ply 2 \"e2e9\""), noVariation.leftOut().toString());
        XqfFixtures cut = new XqfFixtures();
        cut.version = 13;
        cut.moves = XqfFixtures.iccsList("h2e2", "h9g7");
        byte[] whole13 = cut.build();
        assertEquals("t.xqf: byte offset 0x408: truncated XQF file: the move tree is cut off (1 more moves were "
                + "announced)", message(java.util.Arrays.copyOf(whole13, whole13.length - 2)));
    }

    /** Random damage to a version-18 file with variations and comments: a game or one RecordException, never a crash. */
    @Test
    void mangledEncryptedFilesFailCleanly() {
        java.util.Random random = new java.util.Random(18);
        XqfFixtures f = new XqfFixtures();
        f.version = 18;
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7", "h0g2", "i9h9");
        f.comments = List.of("中炮", "", "马", "");
        f.alternatives.put(1, List.of(new XqfFixtures.Line(XqfFixtures.iccsList("b7e7", "b0c2"), List.of("顺炮", ""))));
        byte[] good = f.build();
        for (int i = 0; i < 5_000; i++) {
            byte[] b = good.clone();
            for (int k = 0; k < 1 + random.nextInt(4); k++) {
                int at = random.nextBoolean() ? random.nextInt(0x30) : 0x400 + random.nextInt(b.length - 0x400);
                b[at] = (byte) random.nextInt(256);
            }
            if (random.nextInt(8) == 0) b = java.util.Arrays.copyOf(b, 0x400 + random.nextInt(b.length - 0x400));
            try {
                XqfReader.read(b, "m.xqf");
            } catch (RecordException e) {
                assertTrue(e.getMessage().startsWith("m.xqf: "), e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("XqfReader threw " + e, e);
            }
        }
    }

    private static void assertReason(String reason, byte[] bytes) {
        RecordException e = assertThrows(RecordException.class, () -> XqfReader.read(bytes, "t.xqf"));
        assertEquals(reason, e.reason());
    }

    private static String message(byte[] bytes) {
        return assertThrows(RecordException.class, () -> XqfReader.read(bytes, "t.xqf")).getMessage();
    }
}
