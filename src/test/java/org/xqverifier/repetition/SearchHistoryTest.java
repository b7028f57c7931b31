package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.Board;
import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.Phase;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A material search finds what the board and its question hold, not what the same search object was asked before:
 * the batch ruler asks one search object every phase of a ruling (after the move, then before it), a live game a
 * fresh one for each ply, and both must give the rules the same facts. On the two lines adopted from the XQF
 * collection that the referee check found apart ({@link org.xqverifier.referee.RefereeAgreesOnEscapeTest}), the
 * search before each move, asked of a fresh search and of one that has just searched the position after the move in
 * both readings (the batch ruler's order), finds the same wins; the escaping piece's exchange (CXA 24.3 因果关系)
 * is searched with the before-move reading of the position it is in.
 */
class SearchHistoryTest {
    @Test
    void theSearchBeforeAMoveDoesNotDependOnTheSearchAfterIt() throws Exception {
        int compared = 0;
        for (String[] line : new String[][] {
                {"2bcka3/3Ra2C1/4b2r1/9/p3R3p/9/P8/3A4B/3K5/7c1 w", "h8i8 h7i7 i8h8 i7h7 h8g8 h7g7 g8h8 g7h7"},
                {"3k1ab2/4a4/4b4/p3C3p/4P2N1/1N1r5/2P3R1P/3A1R3/4KC3/c2n1rB2 b", "f0e0 e1d1 e0f0 d1e1 f0e0 e1d1 e0f0 d1e1"}}) {
            compared += compare(line[0], line[1]);
        }
        assertTrue(compared >= 8, "the before-move searches must find wins to compare, found " + compared);
    }

    private static int compare(String fen, String line) throws Exception {
        MaterialSearch.Settings settings = Replayer.of(Arbiter.forEdition("cxa-2020").edition()).material().settings();
        Position position = Position.fromFen(fen);
        Board board = Board.over(position);
        int found = 0, ply = 0;
        for (String text : line.split(" ")) {
            ply++;
            int m = Move.parseIccs(text);
            int from = Move.from(m), to = Move.to(m);
            int mover = board.sideToMove().index();
            List<Object> fresh = new MaterialSearch(board, settings).wins(ply, Phase.BEFORE, mover, -1, from);
            MaterialSearch asked = new MaterialSearch(board, settings);
            board.make(from, to);
            asked.wins(ply, Phase.AFTER, mover, board.idAt(to), from);
            asked.wins(ply, Phase.AFTER_READ_AS_BEFORE, mover, board.idAt(to), -1, MaterialSearch.ALL_PIECES, 0);
            board.unmake(from, to);
            List<Object> afterAsking = asked.wins(ply, Phase.BEFORE, mover, -1, from);
            assertEquals(fresh.toString(), afterAsking.toString(), fen + " ply " + ply + " " + text);
            found += fresh.size();
            board.make(from, to);
        }
        return found;
    }
}
