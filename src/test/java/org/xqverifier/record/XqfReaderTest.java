package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;

/** XQF reading, on files built from the format description by {@link XqfFixtures} (no real .xqf files exist here). */
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
        assertEquals(Game.START_FEN, g.startFen());
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

    @Test
    void refusesWhatItCannotRead() {
        XqfFixtures encrypted = new XqfFixtures();
        encrypted.version = 0x12;
        assertReason("XQF version 18 is encrypted; this reader handles unencrypted XQF (version 10 and below) only",
                encrypted.build());
        assertReason("not an XQF file (it does not start with the signature \"XQ\")", "PK\u0003\u0004".getBytes());
        XqfFixtures f = new XqfFixtures();
        f.moves = List.of(m("h2e2"), m("h9g7"));
        byte[] whole = f.build();
        assertTrue(message(java.util.Arrays.copyOf(whole, 0x200)).contains("truncated XQF file"));
        assertTrue(message(java.util.Arrays.copyOf(whole, whole.length - 3)).contains("truncated XQF file"));
        XqfFixtures illegal = new XqfFixtures();
        illegal.moves = List.of(m("h2e2"), m("h2e2"));
        assertEquals("t.xqf: game 1, ply 2 \"h2e2\": byte offset 0x410: illegal move: no piece on h2", message(illegal.build()));
    }

    private static void assertReason(String reason, byte[] bytes) {
        RecordException e = assertThrows(RecordException.class, () -> XqfReader.read(bytes, "t.xqf"));
        assertEquals(reason, e.reason());
    }

    private static String message(byte[] bytes) {
        return assertThrows(RecordException.class, () -> XqfReader.read(bytes, "t.xqf")).getMessage();
    }
}
