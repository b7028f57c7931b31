package org.xqverifier.record;

import org.xqverifier.board.Fen;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.board.Move;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;

class PgnReaderTest {

    private static int[] iccs(String... moves) {
        int[] out = new int[moves.length];
        for (int i = 0; i < moves.length; i++) out[i] = Move.parseIccs(moves[i]);
        return out;
    }

    @Test
    void readsTagsCommentsVariationsAndResults() throws Exception {
        String pgn = "[Game \"Chinese Chess\"]\n"
                + "[Event \"Test \\\"quoted\\\" event\"]\n"
                + "[Result \"1-0\"]\n"
                + "[Format \"Chinese\"]\n"
                + "\n"
                + "{opening comment} 1. 炮二平五 {central cannon} 马８进７ ; rest of line\n"
                + "2. 马二进三 (2. 兵七进一 卒７进１ (2... 车９平８)) 车９平８ $1 3. i0i1?! 1-0\n";
        List<Game> games = PgnReader.read(pgn, "t.pgn");
        assertEquals(1, games.size());
        Game g = games.get(0);
        assertEquals("Test \"quoted\" event", g.tag("Event"));
        assertEquals("1-0", g.result());
        assertArrayEquals(iccs("h2e2", "h9g7", "h0g2", "i9h9", "i0i1"), g.moves());
        assertEquals("opening comment", g.comments().get(0));
        assertEquals("central cannon", g.comments().get(1));
        assertEquals("rest of line", g.comments().get(2));
    }

    @Test
    void readsXqbaseLayoutAndSpacesInsideChineseMoves() throws Exception {
        String pgn = "[Game \"Chinese Chess\"]\n[Result \"*\"]\n[ECCO \"D04\"]\n"
                + "  1. 炮二平五\n"
                + "  1.          炮８平５\n"
                + "  2. 马二 进三 马 ８ 进 ７\n"
                + "  3. H2-E2 *\n";
        assertThrows(RecordException.class, () -> PgnReader.read(pgn, "t.pgn")); // H2-E2: no cannon left on h2
        Game g = PgnReader.read(pgn.replace("H2-E2", "I0-H0"), "t.pgn").get(0);
        assertArrayEquals(iccs("h2e2", "h7e7", "h0g2", "h9g7", "i0h0"), g.moves());
    }

    @Test
    void readsSetUpPositionsWithBlackToMove() throws Exception {
        String pgn = "[Game \"Chinese Chess\"]\n[FEN \"3k5/9/9/9/9/9/9/9/8R/4K4 b - - 0 12\"]\n\n12... d9d8 13. i1i8 *\n";
        Game g = PgnReader.read(pgn, "t.pgn").get(0);
        assertEquals("3k5/9/9/9/9/9/9/9/8R/4K4 b - - 0 12".split(" ")[0], g.startFen().split(" ")[0]);
        assertArrayEquals(iccs("d9d8", "i1i8"), g.moves());
    }

    @Test
    void readsSeveralGamesWithAndWithoutResults() throws Exception {
        String pgn = "[Event \"a\"]\n\n1. h2e2 h9g7\n\n[Event \"b\"]\n\n1. b2e2 0-1\n[Event \"c\"]\n1. c3c4\n";
        List<Game> games = PgnReader.read(pgn, "t.pgn");
        assertEquals(3, games.size());
        assertEquals("*", games.get(0).result());
        assertEquals("0-1", games.get(1).result());
        assertEquals(3, games.get(2).number());
        assertEquals(8, games.get(2).line());
    }

    @Test
    void fairyStockfishRanksNeedTheFormatTag() throws Exception {
        String pgn = "[Format \"UCI\"]\n1. h3e3 h10g8 *\n";
        assertArrayEquals(iccs("h2e2", "h9g7"), PgnReader.read(pgn, "t.pgn").get(0).moves());
    }

    @Test
    void decodesGbkAndUtf8WithBom(@TempDir Path dir) throws Exception {
        String pgn = "[Game \"Chinese Chess\"]\n[Red \"胡荣华\"]\n1. 炮二平五 马８进７ *\n";
        Path gbk = dir.resolve("gbk.pgn");
        Files.write(gbk, pgn.getBytes(TextEncoding.GB18030));
        Path bom = dir.resolve("bom.pgn");
        byte[] utf8 = pgn.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[utf8.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, withBom, 3, utf8.length);
        Files.write(bom, withBom);
        for (Path p : new Path[] {gbk, bom}) {
            Game g = PgnReader.read(p).get(0);
            assertEquals("胡荣华", g.tag("Red"), p.toString());
            assertEquals("Chinese Chess", g.tag("Game"));
            assertArrayEquals(iccs("h2e2", "h9g7"), g.moves());
        }
    }

    @Test
    void aBadMoveIsReportedWithFileLineGameAndPly() {
        String pgn = "[Event \"a\"]\n1. h2e2 h9g7\n\n[Event \"b\"]\n1. h2e2 h9g7\n2. 马二进四 *\n";
        RecordException e = assertThrows(RecordException.class, () -> PgnReader.read(pgn, "t.pgn"));
        assertEquals("t.pgn:6: game 2, ply 3 \"马二进四\": illegal move: the red horse on h0 is blocked: the horse's leg"
                + " at g0 is occupied", e.getMessage());
        assertEquals(6, e.line());
        assertEquals(2, e.game());
        assertEquals(3, e.ply());
    }

    @Test
    void aGameWithABadMoveCanBeKeptUpToIt() throws Exception {
        String pgn = "[Event \"Cup\"]\n[Red \"A\"]\n\n1. h2e2 h9g7 2. h2e2 b9c7 *\n\n[Event \"Two\"]\n\n1. b2e2 *\n"
                + "\n[FEN \"bad\"]\n\n1. h2e2 *\n";
        List<GameRead> games = PgnReader.readKeepingLegalMoves(pgn, "t.pgn");
        assertEquals(3, games.size());
        GameRead first = games.get(0);
        assertArrayEquals(new int[] {Move.parseIccs("h2e2"), Move.parseIccs("h9g7")}, first.game().moves());
        assertEquals("Cup", first.game().tag("Event"));
        assertEquals(3, first.problem().ply());
        assertEquals("h2e2", first.problem().moveText());
        assertNull(games.get(1).problem());
        assertEquals(1, games.get(1).game().plies());
        assertNull(games.get(2).game(), "a game that cannot start has no game, only its problem");
        assertTrue(games.get(2).problem().getMessage().contains("bad FEN tag"), games.get(2).problem().getMessage());
    }

    @Test
    void checkCollectsEveryBadGame() throws Exception {
        String pgn = "[Event \"a\"]\n1. h2e2 h2e2\n\n[Event \"b\"]\n1. h2e2 h9g7\n\n[Event \"c\"]\n1. 车一进十 *\n";
        PgnReport r = PgnReader.check(pgn, "t.pgn");
        assertEquals(3, r.games());
        assertEquals(3, r.plies()); // 1 good ply of game 1, 2 of game 2
        assertEquals(2, r.problems().size());
        assertFalse(r.ok());
        assertEquals("t.pgn: 3 games, 3 plies, 2 illegal moves", r.summary());
        assertEquals(8, r.problems().get(1).line());
    }

    @Test
    void syntaxErrorsNameTheLine() {
        assertMessage("t.pgn:2: game 1: tag [Event \"…] is not closed with '\"]'", "[Red \"x\"]\n[Event \"open\n1. h2e2");
        assertMessage("t.pgn:1: game 1: comment '{' is never closed with '}'", "1. h2e2 {never closed\nh9g7\n");
        assertMessage("t.pgn:2: game 1: variation '(' is never closed with ')'", "1. h2e2\n (1. b2e2\n");
        assertMessage("t.pgn:1: game 1: bad FEN tag: ", "[FEN \"nonsense\"]\n1. h2e2\n");
        assertMessage("t.pgn:1: game 1: [Game \"Chess\"] is not a Chinese Chess game", "[Game \"Chess\"]\n1. e4 e5\n");
    }

    private static void assertMessage(String prefix, String pgn) {
        RecordException e = assertThrows(RecordException.class, () -> PgnReader.read(pgn, "t.pgn"));
        assertEquals(prefix, e.getMessage().substring(0, Math.min(prefix.length(), e.getMessage().length())), e.getMessage());
    }

    @Test
    void moveTextsOfABareList() throws Exception {
        assertEquals(List.of("h2e2", "h9g7", "马二进三", "33.4"), PgnReader.moveTexts("1. h2e2 h9g7 2.马二 进三 33.4"));
        assertNull(PgnReader.stripMoveNumber("12..."));
    }

    /** Writing then reading gives the same game in every notation. */
    @Test
    void writeThenReadRoundTrip() throws Exception {
        List<Game> games = PgnReader.read(Corpus.file("Hu_Ronghua_1391_UCI_games.pgn"));
        for (MoveNotation notation : Notations.all()) {
            for (Game g : games.subList(0, 50)) {
                String text = PgnWriter.write(g, notation);
                Game back = PgnReader.read(text, "written.pgn").get(0);
                assertArrayEquals(g.moves(), back.moves(), notation.name() + "\n" + text);
                assertEquals(g.tag("Event"), back.tag("Event"));
                assertEquals(g.tag("Red"), back.tag("Red"));
            }
        }
        Game set = PgnReader.read("[FEN \"3k5/9/9/9/9/9/9/9/8R/4K4 b - - 0 12\"]\n{start} 12... d9d8 {ok} 13. i1i8 1/2-1/2\n", "t").get(0);
        String text = PgnWriter.write(set, Notations.CHINESE);
        assertEquals("[Game \"Chinese Chess\"]\n[Result \"1/2-1/2\"]\n[FEN \"3k5/9/9/9/9/9/9/9/8R/4K4 b - - 0 12\"]\n"
                + "[Format \"Chinese\"]\n\n{start} 12... 将4进1 {ok} 13. 车一进七 1/2-1/2\n", text);
        assertEquals(set.comments(), PgnReader.read(text, "t").get(0).comments());
    }

    @Test
    void moveListsFromACommandLine() throws Exception {
        org.xqverifier.board.Position start = org.xqverifier.board.Position.start();
        assertArrayEquals(iccs("h2e2", "h9g7", "h0g2"), MoveLists.read(start, "1. 炮二平五 H8+7 2. h0g2"));
        assertEquals(Fen.START, start.toFen(), "the start position is left as it was");
        RecordException e = assertThrows(RecordException.class, () -> MoveLists.read(start, "h2e2 h9g7 马二进四"));
        assertEquals("moves: ply 3 \"马二进四\": illegal move: the red horse on h0 is blocked: the horse's leg at g0 is occupied",
                e.getMessage());
        assertEquals(3, e.ply());
        assertArrayEquals(iccs("h2e2"), MoveLists.read(start, "h3e3", Notations.UCI));
    }
}
