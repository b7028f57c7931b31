package org.xqverifier.interfaces.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code xq rule … --html FILE}: the arbiter's ruling sheet, the same the page prints. */
class RulingSheetCommandTest {
    private static final String FEN = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    private static final String MOVES = "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8 f0e0";
    private static final Path GAMES = Path.of("src/test/resources/org/xqverifier/interfaces/web/games.pgn");
    private static final Path XQF = Path.of("src/test/resources/org/xqverifier/interfaces/web/variations.xqf");

    @TempDir
    Path temp;

    @Test
    void writesTheSheetOfALineUnderEveryEditionWithTheirArticles() throws IOException {
        Path sheet = temp.resolve("sheet.html");
        CliRunner.Result r = CliRunner.run("rule", "--fen", FEN, "--moves", MOVES, "--html", sheet.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("xq rule: ruling sheet written to " + sheet, r.out().strip());
        String html = Files.readString(sheet);
        assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<style>") && !html.contains("<script"), "one self-contained file");
        assertTrue(html.contains("棋例裁决书"), "the sheet's words in simplified Chinese by default");
        // every edition with repetition rules, wxf-2018 first as on the page; each with its decisive article in the
        // edition's own script and in English
        assertTrue(html.indexOf("data-edition=\"wxf-2018\"") < html.indexOf("data-edition=\"tw-2007\""));
        assertTrue(html.contains("data-edition=\"cxa-2020\""));
        assertTrue(html.contains("長照者須變著") && html.contains("perpetual check, by one piece or several"), "wxf-2018's article");
        assertTrue(html.contains("长将：单方面长将在任何情况下均不允许"), "cxa-2020's article in simplified characters");
        assertTrue(html.contains("data-verdict=\"red-must-change\""));
        // the cycle in moves as an arbiter counts them, and the diagram of where it starts
        assertTrue(html.contains("1.–4…") && html.contains("<svg") && html.contains("data-from=\"f0\" data-to=\"e0\""), html);
        assertTrue(html.contains("签名") && html.contains("Signature"));
    }

    @Test
    void listsTheForbiddenMovesAfterAMustChangeRulingUnderEveryEdition() throws IOException {
        // Red checks with the rook; the start position stands the third time after Black's 4th move: Red, who must
        // change, is to move, and repeating the check (车四平五) is forbidden under each edition, with its article
        Path sheet = temp.resolve("forbidden.html");
        CliRunner.Result r = CliRunner.run("rule", "--fen", FEN, "--moves", "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8",
                "--lang", "en", "--html", sheet.toString());
        assertEquals(0, r.exitCode(), r.err());
        String html = Files.readString(sheet);
        for (String[] e : List.of(new String[] {"wxf-2018", "WXF Art. 20.1"}, new String[] {"tw-2007", "棋例細則 1、2、3"},
                new String[] {"cxa-2020", "24.9, 24.13, 25.1"})) {
            String section = section(html, e[0]);
            assertTrue(section.contains("<b>Forbidden for Red</b>"), section);
            assertTrue(section.contains("<span data-move=\"f0e0\" data-pattern=\"perpetual-check\" data-article=\""),
                    section);
            assertTrue(section.contains("车四平五 <span class=\"sheet-wxf\">f0e0</span> · perpetual check</span>"), section);
            // the move's article is the decisive article printed beside the verdict, so it is not printed twice
            assertTrue(section.contains("data-article=\"" + e[1]) || section.contains(e[1]), e[0] + "'s article in " + section);
            assertEquals(1, section.split("<span data-move=").length - 1, "one forbidden move: " + section);
        }

        // the same check begun a ply earlier: the ruling comes after Red's move, so the sheet names Black's move of
        // the cycle after which Red's repeated check is forbidden (traditional characters on a zh-Hant sheet)
        Path after = temp.resolve("after.html");
        r = CliRunner.run("rule", "--fen", "9/4k4/9/9/9/9/9/9/2p6/3KR1Bc1 b", "--moves",
                "e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8 f0e0", "--edition", "cxa-2020", "--lang", "zh-Hant", "--html",
                after.toString());
        assertEquals(0, r.exitCode(), r.err());
        String section = section(Files.readString(after), "cxa-2020");
        assertTrue(section.contains("<b>紅方禁著</b>"), section);
        assertTrue(section.contains("對方續走 5… 將5平6（e8f8）之後"), section);
        assertTrue(section.contains("<span data-move=\"e0f0\" data-pattern=\"perpetual-check\" data-article=\"24.9, 24.13, "
                + "25.1\">車五平四 <span class=\"sheet-wxf\">e0f0</span> · 長將</span>"), section);

        // no ruling that makes a side change, no list
        Path none = temp.resolve("none.html");
        r = CliRunner.run("rule", "--fen", FEN, "--moves", "f0e0 e8f8 e0f0 f8e8", "--html", none.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertFalse(Files.readString(none).contains("<div class=\"sheet-forbidden\""));
    }

    /** The sheet's list of the forbidden moves under {@code edition} (under the edition's verdict). */
    private static String section(String html, String edition) {
        int from = html.indexOf("<div class=\"sheet-forbidden\" data-edition=\"" + edition + "\">");
        assertTrue(from >= 0, "a list of forbidden moves under " + edition + " in " + html);
        assertTrue(html.lastIndexOf("data-edition=\"" + edition + "\"><td><b>", from) >= 0, "under the verdict");
        return html.substring(from, html.indexOf("</div>", from));
    }

    @Test
    void takesOneGameOfARecordWithItsEventAndPlayers() throws IOException {
        Path sheet = temp.resolve("game.html");
        CliRunner.Result r = CliRunner.run("rule", "--games", GAMES.toString(), "--game", "1", "--edition", "wxf-2018",
                "--lang", "en", "--html", sheet.toString());
        assertEquals(0, r.exitCode(), r.err());
        String html = Files.readString(sheet);
        assertTrue(html.contains("Chinese National Champion 1999") && html.contains("YAN WenQing") && html.contains("LIU DaHua"), html);
        assertTrue(html.contains("Repetition ruling") && !html.contains("棋例裁决书"), "English");
        assertFalse(html.contains("data-edition=\"tw-2007\""), "only the edition asked");
        assertTrue(html.contains("22.–25…"), "the cycle of plies 43–50 as moves 22. to 25…");
        assertTrue(html.contains("Before the cycle"), "the moves that lead to it");
        Path hash = temp.resolve("hash.html");
        r = CliRunner.run("rule", "--games", GAMES + "#1", "--edition", "wxf-2018", "--lang", "en", "--html", hash.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(html, Files.readString(hash), "FILE#N is --game N");

        Path xqf = temp.resolve("xqf.html");
        r = CliRunner.run("rule", "--games", XQF.toString(), "--lang", "zh-Hant", "--html", xqf.toString());
        assertEquals(0, r.exitCode(), r.err());
        String x = Files.readString(xqf);
        assertTrue(x.contains("越南队访华实录（南京站）") && x.contains("2002年8月15日") && x.contains("棋例裁決書"), "XQF tags, traditional words");
    }

    @Test
    void badOptionsAreOneLine() {
        for (List<String> args : List.of(
                List.of("rule", "--moves", MOVES, "--html", temp.resolve("a.html").toString(), "--lang", "fr"),
                List.of("rule", "--moves", MOVES, "--game", "2"),
                List.of("rule", "--games", GAMES.toString(), "--game", "7", "--html", temp.resolve("b.html").toString()),
                List.of("rule", "--games", GAMES.toString(), "--game", "3", "--html", temp.resolve("c.html").toString()),
                List.of("rule", "--moves", "h2e2 h2e2", "--html", temp.resolve("d.html").toString()),
                List.of("rule", "--moves", MOVES, "--json", "--html", temp.resolve("e.html").toString()))) {
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            assertEquals(1, r.exitCode(), args + ": " + r.out());
            assertEquals(1, r.errLines().length, args + ": " + r.err());
        }
        assertFalse(Files.exists(temp.resolve("b.html")) || Files.exists(temp.resolve("d.html")), "nothing written on an error");
    }
}
