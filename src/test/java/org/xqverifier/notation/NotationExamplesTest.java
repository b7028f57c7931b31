package org.xqverifier.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

/**
 * Worked examples from the sources (conventions.md §2.0 anchor table, the WXF notation page's verbatim cases, the
 * xqbase pawn rules) and the house style written by each notation.
 */
class NotationExamplesTest {

    private static Position fen(String fen) throws Exception {
        return Position.fromFen(fen);
    }

    private static Position after(String... iccs) {
        Position p = Position.start();
        for (String m : iccs) p.make(Move.parseIccs(m));
        return p;
    }

    /** The anchor table of conventions.md §2.0: one move in every notation, in the order the moves are played. */
    @ParameterizedTest(name = "{0} = {1} = {2} = {3}")
    @CsvSource({
            "h2e2, 炮二平五, C2.5, h3e3",
            "h9g7, 马8进7, H8+7, h10g8",
            "h0g2, 马二进三, H2+3, h1g3",
            "i9h9, 车9平8, R9.8, i10h10",
    })
    void anchorTable(String iccs, String chinese, String wxf, String uci) {
        String[] line = {"h2e2", "h9g7", "h0g2", "i9h9"};
        Position p = Position.start();
        for (String m : line) {
            if (m.equals(iccs)) break;
            p.make(Move.parseIccs(m));
        }
        int move = Move.parseIccs(iccs);
        assertEquals(iccs, Notations.ICCS.write(p, move));
        assertEquals(chinese, Notations.CHINESE.write(p, move));
        assertEquals(wxf, Notations.WXF.write(p, move));
        assertEquals(uci, Notations.UCI.write(p, move));
        for (String text : new String[] {iccs, chinese, wxf}) {
            assertEquals(move, uncheckedParseAny(p, text), text);
        }
        assertEquals(move, uncheckedParse(Notations.UCI, p, uci));
    }

    private static int uncheckedParseAny(Position p, String text) {
        try {
            return Notations.parseAny(p, text);
        } catch (NotationException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static int uncheckedParse(MoveNotation n, Position p, String text) {
        try {
            return n.parse(p, text);
        } catch (NotationException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @ParameterizedTest(name = "red: {0}")
    @CsvSource({
            "炮二平五", "砲二平五", "包二平五", "炮 二 平 五", "炮2平5", "炮２平５", "C2.5", "C2=5", "c2=5", "Ｃ２＝５", "C2.5!",
            "h2e2", "H2-E2", "h2-e2", "ｈ２ｅ２", " h2e2 ",
    })
    void redCentralCannonInEveryVariant(String text) throws Exception {
        assertEquals(Move.parseIccs("h2e2"), Notations.parseAny(Position.start(), text));
    }

    @ParameterizedTest(name = "black: {0}")
    @CsvSource({"马8进7", "马８进７", "馬8進7", "马八进七", "H8+7", "N8+7", "Ｈ８＋７", "h9g7", "H9-G7"})
    void blackHorseInEveryVariant(String text) throws Exception {
        assertEquals(Move.parseIccs("h9g7"), Notations.parseAny(after("h2e2"), text));
    }

    @Test
    void traditionalCharacters() throws Exception {
        Position p = Position.start();
        assertEquals(Move.parseIccs("h0g2"), Notations.parseAny(p, "傌二進三"));
        assertEquals(Move.parseIccs("i0i1"), Notations.parseAny(p, "俥一進一"));
        assertEquals(Move.parseIccs("i0i1"), Notations.parseAny(p, "車一進一"));
        assertEquals(Move.parseIccs("c3c4"), Notations.parseAny(p, "兵七進一"));
        assertEquals(Move.parseIccs("d0e1"), Notations.parseAny(p, "仕六進五"));
        assertEquals(Move.parseIccs("d0e1"), Notations.parseAny(p, "士六进五"));
        assertEquals(Move.parseIccs("c0e2"), Notations.parseAny(p, "相七进五"));
        assertEquals(Move.parseIccs("c0e2"), Notations.parseAny(p, "象七进五"));
        Position black = after("h2e2");
        assertEquals(Move.parseIccs("e9e8"), Notations.parseAny(after("h2e2", "h9g7", "e2e6", "g6g5", "e3e4", "g7e6", "e0e1"),
                "將5進1"));
        assertEquals(Move.parseIccs("c6c5"), Notations.parseAny(black, "卒3进1"));
        assertEquals(Move.parseIccs("b7e7"), Notations.parseAny(black, "砲2平5"));
        assertEquals(Move.parseIccs("b7e7"), Notations.parseAny(black, "包2平5"));
        assertEquals(Move.parseIccs("a9a8"), Notations.parseAny(black, "車1進1"));
    }

    @Test
    void kingInTraditionalAndSimplified() throws Exception {
        Position p = fen("3k5/9/9/9/9/9/9/9/9/4K4 w");
        assertEquals(Move.parseIccs("e0f0"), Notations.parseAny(p, "帥五平四"));
        assertEquals(Move.parseIccs("e0f0"), Notations.parseAny(p, "帅五平四"));
        assertEquals("帅五平四", Notations.CHINESE.write(p, Move.parseIccs("e0f0")));
        assertEquals("K5.4", Notations.WXF.write(p, Move.parseIccs("e0f0")));
    }

    /** Two same pieces on a file: 前/后 and +/-, in both orders the sources use. */
    @Test
    void frontAndRearRooks() throws Exception {
        Position p = fen("3k5/9/9/9/9/6R2/9/9/9/4K1R2 w");
        int front = Move.parseIccs("g4d4");
        int rear = Move.parseIccs("g0g1");
        assertEquals("前车平六", Notations.CHINESE.write(p, front));
        assertEquals("后车进一", Notations.CHINESE.write(p, rear));
        assertEquals("R+.6", Notations.WXF.write(p, front));
        assertEquals("R-+1", Notations.WXF.write(p, rear));
        for (String t : new String[] {"前车平六", "前俥平六", "车前平六", "R+.6", "R+=6", "+R.6", "+R=6", "＋Ｒ＝６"}) {
            assertEquals(front, Notations.parseAny(p, t), t);
        }
        for (String t : new String[] {"后车进一", "後車進一", "R-+1", "-R+1"}) {
            assertEquals(rear, Notations.parseAny(p, t), t);
        }
        // Lenient: the plain form is accepted when only one of the two can make the move.
        assertEquals(front, Notations.parseAny(p, "车三平六"));
    }

    @Test
    void threePawnsOnOneFile() throws Exception {
        Position p = fen("3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w");
        check(p, "g7f7", "前兵平四", "P+.4");
        check(p, "g6f6", "中兵平四", "P3.4");
        check(p, "g5f5", "后兵平四", "P-.4");
        check(p, "g7g8", "前兵进一", "P++1");
    }

    @Test
    void fivePawnsOnOneFile() throws Exception {
        Position p = fen("3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w");
        check(p, "g9f9", "一兵平四", "++.4");
        check(p, "g8f8", "二兵平四", "P+.4");
        check(p, "g7f7", "三兵平四", "P3.4");
        check(p, "g6f6", "四兵平四", "P-.4");
        check(p, "g5f5", "五兵平四", "--.4");
        // other sources' forms: 前/后 for the first and last, 中 for the third
        assertEquals(Move.parseIccs("g9f9"), Notations.parseAny(p, "前兵平四"));
        assertEquals(Move.parseIccs("g5f5"), Notations.parseAny(p, "后兵平四"));
        assertEquals(Move.parseIccs("g7f7"), Notations.parseAny(p, "中兵平四"));
    }

    @Test
    void fourPawnsOnOneFile() throws Exception {
        Position p = fen("3k2P2/6P2/6P2/6P2/9/9/9/9/9/4K4 w");
        check(p, "g9f9", "一兵平四", "++.4");
        check(p, "g8f8", "二兵平四", "P+.4");
        check(p, "g7f7", "三兵平四", "P-.4");
        check(p, "g6f6", "四兵平四", "--.4");
    }

    /** WXF page: 3 pawns on file 3 and 2 on file 7 → 3+.4, 33.4, 3-.4, 7+.6, 7-.6; xqbase series 一…五. */
    @Test
    void pawnsOnTwoFiles() throws Exception {
        Position p = fen("3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w");
        check(p, "g7f7", "一兵平四", "3+.4");
        check(p, "g6f6", "二兵平四", "33.4");
        check(p, "g5f5", "三兵平四", "3-.4");
        check(p, "c6d6", "四兵平六", "7+.6");
        check(p, "c5d5", "五兵平六", "7-.6");
        // the file restored after the place word (Chinese Wikipedia), with or without the piece
        assertEquals(Move.parseIccs("c6d6"), Notations.parseAny(p, "前兵七平六"));
        assertEquals(Move.parseIccs("c6d6"), Notations.parseAny(p, "前七平六"));
        assertEquals(Move.parseIccs("g6f6"), Notations.parseAny(p, "中兵三平四"));
        assertEquals(Move.parseIccs("c5d5"), Notations.parseAny(p, "后七平六"));
    }

    @Test
    void blackPawnsUseArabicDigitsAndChineseOrdinals() throws Exception {
        // black pawns on c4, c3 (file 3 from Black's right) and g4, g3, g2 (file 7)
        Position p = fen("4k4/9/9/9/9/2p3p2/2p3p2/6p2/9/3K5 b");
        // Black's front is towards rank 0
        check(p, "c3d3", "一卒平4", "3+.4");
        check(p, "c4d4", "二卒平4", "3-.4");
        check(p, "g2f2", "三卒平6", "7+.6");
        check(p, "g3f3", "四卒平6", "77.6");
        check(p, "g4f4", "五卒平6", "7-.6");
        assertEquals(Move.parseIccs("g4f4"), Notations.parseAny(p, "五卒平６"));
    }

    @Test
    void advisorsAndElephantsNeedNoFrontOrRear() throws Exception {
        Position p = fen("3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w");
        check(p, "c0e2", "相七进五", "E7+5");
        check(p, "c4e2", "相七退五", "E7-5");
        check(p, "d0e1", "仕六进五", "A6+5");
        check(p, "d2e1", "仕六退五", "A6-5");
    }

    private static void check(Position p, String iccs, String chinese, String wxf) throws Exception {
        int move = Move.parseIccs(iccs);
        assertEquals(chinese, Notations.CHINESE.write(p, move), "Chinese of " + iccs);
        assertEquals(wxf, Notations.WXF.write(p, move), "WXF of " + iccs);
        assertEquals(move, Notations.CHINESE.parse(p, chinese), chinese);
        assertEquals(move, Notations.WXF.parse(p, wxf), wxf);
    }

    @Test
    void errorsSayWhatIsWrong() throws Exception {
        Position start = Position.start();
        assertReason("no red horse on file 5", start, "马五进四");
        assertReason("no red horse on file 5", start, "H5+4");
        assertReason("illegal move: the red horse on h0 is blocked: the horse's leg at g0 is occupied", start, "马二进四");
        assertReason("illegal move: the red elephant on c0 moves two steps diagonally", start, "c0c1");
        assertReason("illegal move: the red cannon on h2 is blocked on the way to h8 (a cannon jumps only to capture)", start, "h2h8");
        assertReason("no two red rooks on one file", start, "前车进一");
        assertReason("no red pawn on file 4", start, "4+.5");
        assertReason("no red pawn on file 4", start, "前四平五");
        assertReason("'3+' does not fit 1 red pawn on file 3", start, "3+.4");
        assertReason("the red horse on file 2 cannot move forward to file 2", start, "马二进二");
        assertReason("the red rook on file 1 cannot move sideways to file 1", start, "车一平一");
        assertReason("unexpected character 'x' in a Chinese move", start, "炮二x五");

        Position twoRooks = fen("3k5/9/9/9/9/9/9/9/6R2/4K1R2 w");
        assertReason("ambiguous: two red rooks on file 3 can make this move", twoRooks, "车三平四");
        Position pinned = fen("3kr4/9/9/9/9/9/9/9/4R4/4K4 w");
        assertReason("illegal move: would leave the king in check", pinned, "车五平六");
        Position screen = fen("4k4/9/9/9/9/9/9/9/4A4/4K4 w");
        assertReason("illegal move: the kings would face each other on an open file", screen, "e1d2");
        NotationException e = assertThrows(NotationException.class, () -> Notations.ICCS.parse(start, "z2e2"));
        assertEquals("not an ICCS move (file a-i, rank 0-9, twice, e.g. h2e2)", e.reason());
    }

    private static void assertReason(String reason, Position p, String text) {
        NotationException e = assertThrows(NotationException.class, () -> Notations.parseAny(p, text));
        assertEquals(reason, e.reason(), text);
    }

    @Test
    void detectsTheNotation() {
        assertSame(Notations.CHINESE, Notations.detect("炮二平五"));
        assertSame(Notations.ICCS, Notations.detect("h2e2"));
        assertSame(Notations.ICCS, Notations.detect("H2-E2"));
        assertSame(Notations.UCI, Notations.detect("h10g8"));
        assertSame(Notations.WXF, Notations.detect("C2.5"));
        assertSame(Notations.WXF, Notations.detect("c2=5"));
        assertSame(Notations.WXF, Notations.detect("33.4"));
    }

    /** The WXF page's verbatim examples: R1+1 (车一进一), A4+5 (仕四进五), E7-5 (象7退5), R+.3 (前车平三), C--1 (后炮退一). */
    @Test
    void wxfPageExamples() throws Exception {
        Position start = Position.start();
        check(start, "i0i1", "车一进一", "R1+1");
        check(start, "f0e1", "仕四进五", "A4+5");
        check(fen("2bk5/9/9/9/6b2/9/9/9/9/4K4 b"), "g5e7", "象7退5", "E7-5");
        Position tandems = fen("3k5/9/9/9/9/1R5C1/9/7C1/9/1R2K4 w");
        check(tandems, "b4g4", "前车平三", "R+.3");
        check(tandems, "h2h1", "后炮退一", "C--1");
    }

    /**
     * Code points, written as escapes so that a look-alike character in this file cannot fool the test
     * (conventions.md §2.4: 俲 U+4FF2 was once mistaken for 俥 U+4FE5).
     */
    @Test
    void houseStyleCodePointsAndTheHomoglyphTrap() throws Exception {
        Position p = Position.start();
        assertEquals("\u8F66\u4E00\u8FDB\u4E00", Notations.CHINESE.write(p, Move.parseIccs("i0i1"))); // 车一进一
        assertEquals("\u9A6C\u4E8C\u8FDB\u4E09", Notations.CHINESE.write(p, Move.parseIccs("h0g2"))); // 马二进三
        assertEquals("\u70AE\u4E8C\u5E73\u4E94", Notations.CHINESE.write(p, Move.parseIccs("h2e2"))); // 炮二平五
        assertEquals("\u5175\u4E03\u8FDB\u4E00", Notations.CHINESE.write(p, Move.parseIccs("c3c4"))); // 兵七进一
        assertEquals(Move.parseIccs("i0i1"), Notations.parseAny(p, "\u4FE5\u4E00\u8FDB\u4E00")); // 俥
        assertEquals(Move.parseIccs("h0g2"), Notations.parseAny(p, "\u508C\u4E8C\u8FDB\u4E09")); // 傌
        assertEquals(Move.parseIccs("h2e2"), Notations.parseAny(p, "\u7832\u4E8C\u5E73\u4E94")); // 砲
        assertReason("unexpected character '\u4FF2' in a Chinese move", p, "\u4FF2\u4E00\u8FDB\u4E00"); // 俲, not 俥
        Position black = after("h2e2");
        assertEquals("\u5352" + "3\u8FDB" + "1", Notations.CHINESE.write(black, Move.parseIccs("c6c5"))); // 卒3进1
        Position kings = fen("3k5/9/9/9/9/9/9/9/9/4K4 b");
        assertEquals("\u5C06" + "4\u5E73" + "5", Notations.CHINESE.write(kings, Move.parseIccs("d9e9"))); // 将4平5
        Position rooks = fen("3k5/9/9/9/9/6R2/9/9/9/4K1R2 w");
        assertEquals("\u524D\u8F66\u5E73\u516D", Notations.CHINESE.write(rooks, Move.parseIccs("g4d4"))); // 前车平六
        assertEquals("\u540E\u8F66\u9000", Notations.CHINESE.write(fen("3k5/9/9/9/9/6R2/9/9/6R2/4K4 w"),
                Move.parseIccs("g1g0")).substring(0, 3)); // 后车退
        Position pawns = fen("3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w");
        assertEquals("\u4E2D\u5175", Notations.CHINESE.write(pawns, Move.parseIccs("g6f6")).substring(0, 2)); // 中兵
        assertEquals("\u5E05\u4E94", Notations.CHINESE.write(fen("3k5/9/9/9/9/9/9/9/9/4K4 w"), Move.parseIccs("e0f0"))
                .substring(0, 2)); // 帅五
    }

    @Test
    void chineseMovesInTraditionalCharactersReadBackAsTheSameMove() throws Exception {
        Position p = Position.start();
        int move = Notations.parseAny(p, "马二进三");
        String hant = Notations.traditional(Notations.CHINESE.write(p, move));
        assertEquals("馬二進三", hant);
        assertEquals(move, Notations.parseAny(p, hant));
        assertEquals("前車退二 將5平6", Notations.traditional("前车退二 将5平6"));
    }
}
