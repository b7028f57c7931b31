package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xqverifier.notation.Notations;

/** Variations come out as PGN variations {@code ( … )}, after the move they replace, nested as recorded. */
class PgnWriterTest {

    @Test
    void writesVariationsInParentheses() throws Exception {
        XqfFixtures f = new XqfFixtures();
        f.version = 18;
        f.result = 1;
        f.moves = XqfFixtures.iccsList("h2e2", "h9g7", "h0g2", "i9h9");
        f.comments = List.of("中炮", "", "", "");
        XqfFixtures.Line screen = new XqfFixtures.Line(XqfFixtures.iccsList("b9c7", "b2c2"), List.of("屏风马", ""));
        screen.alternatives.put(1, List.of(new XqfFixtures.Line("h0g2")));
        f.alternatives.put(1, List.of(screen, new XqfFixtures.Line("b7e7")));
        f.alternatives.put(2, List.of(new XqfFixtures.Line("b0c2")));
        Game g = XqfReader.read(f.build(), "t.xqf");

        String text = PgnWriter.write(g, Notations.ICCS);
        assertEquals("[Game \"Chinese Chess\"]\n[Result \"1-0\"]\n[Format \"ICCS\"]\n\n"
                + "1. h2e2 {中炮} 1... h9g7 (1... b9c7 {屏风马} 2. b2c2 (2. h0g2)) (1... b7e7)\n2. h0g2 (2. b0c2) 2... i9h9 1-0\n",
                text);
        Game back = PgnReader.read(text, "t.pgn").get(0);
        assertArrayEquals(g.moves(), back.moves(), "the reader follows the main line");
        assertEquals(g.comments(), back.comments());

        String chinese = PgnWriter.write(g, Notations.CHINESE);
        assertEquals("1. 炮二平五 {中炮} 1... 马8进7 (1... 马2进3 {屏风马} 2. 炮八平七 (2. 马二进三)) (1... 炮2平5) 2. 马二进三 "
                + "(2. 马八进七) 2... 车9平8 1-0", chinese.substring(chinese.indexOf("\n\n") + 2).trim().replace('\n', ' '));
    }
}
