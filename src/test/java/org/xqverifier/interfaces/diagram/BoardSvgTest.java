package org.xqverifier.interfaces.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;

class BoardSvgTest {

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void drawsTheStartPositionAsPlayersExpect() {
        String svg = BoardSvg.render(Position.start(), new BoardSvg.Marks().interactive());
        assertEquals(16, count(svg, "class=\"piece red\""));
        assertEquals(16, count(svg, "class=\"piece black\""));
        assertEquals(90, count(svg, "class=\"pt\""));
        assertTrue(svg.contains("楚 河") && svg.contains("汉 界"));
        // Red's king at e0 (帅), Black's at e9 (将), Red's file numerals under Red's edge.
        assertTrue(svg.contains("data-sq=\"e0\" data-piece=\"K\""));
        assertTrue(svg.contains("data-sq=\"e9\" data-piece=\"k\""));
        assertTrue(svg.contains(">帅<") && svg.contains(">将<") && svg.contains(">九<") && svg.contains(">一<"));
    }

    @Test
    void pointsAreWhereTheyBelong() {
        // Red's back rank is at the bottom, file a on the left.
        assertTrue(BoardSvg.y(Square.parse("a0")) > BoardSvg.y(Square.parse("a9")));
        assertTrue(BoardSvg.x(Square.parse("a0")) < BoardSvg.x(Square.parse("i0")));
    }

    @Test
    void marksArrowsAndCycleMoves() {
        String svg = BoardSvg.render(Position.start(), new BoardSvg.Marks()
                .arrow(Square.parse("b2"), Square.parse("b9"), "chase")
                .numberedMove(Square.parse("h2"), Square.parse("e2"), 1)
                .lastMove(Square.parse("h2"), Square.parse("e2")));
        assertTrue(svg.contains("class=\"arrow arrow-chase\" data-from=\"b2\" data-to=\"b9\""));
        assertTrue(svg.contains("class=\"arrow arrow-move\" data-from=\"h2\" data-to=\"e2\""));
        assertEquals(2, count(svg, "class=\"last-move\""));
    }
}
