package org.xqverifier.interfaces.report;

import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;
import org.xqverifier.interfaces.diagram.BoardSvg;
import org.xqverifier.interfaces.engine.RulingResult;

/**
 * A printed diagram of a cycle: the position before its first move, its moves drawn as numbered arrows and, for each
 * move that chases, an arrow from where the piece went to each piece it chases (a check is not drawn twice). The
 * printed casebook and the ruling sheet draw their diagrams with this.
 */
final class CycleDiagram {
    private CycleDiagram() {
    }

    /**
     * @param position  the position before ply {@code first}
     * @param labelled  the ruling whose moves (and targets) are drawn
     * @param first     the first ply drawn (counted from the ruling's start)
     * @param last      the last ply drawn
     * @param fromOne   number the arrows 1, 2, … from {@code first} (the sheet), else by their ply (the casebook)
     */
    static String render(Position position, RulingResult labelled, int first, int last, boolean fromOne, String title) {
        BoardSvg.Marks marks = new BoardSvg.Marks().title(title);
        if (labelled != null) {
            for (RulingResult.MoveRuling m : labelled.moves()) {
                int move = Move.parseIccs(m.move());
                if (move == Move.NONE || m.ply() < first || m.ply() > last) {
                    continue;
                }
                marks.numberedMove(Move.from(move), Move.to(move), fromOne ? m.ply() - first + 1 : m.ply());
                if (m.targets() != null && m.labels() != null && !m.labels().contains("将")) {
                    for (String t : m.targets()) {
                        int sq = Square.parse(t);
                        if (sq >= 0 && sq != Move.to(move)) {
                            marks.arrow(Move.to(move), sq, "chase");
                        }
                    }
                }
            }
        }
        return BoardSvg.render(position, marks);
    }
}
