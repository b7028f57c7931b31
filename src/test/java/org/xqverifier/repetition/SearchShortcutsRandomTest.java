package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.Board;
import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.Phase;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.RandomGames;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The material search's shortcuts change what it costs, never what it finds, on positions no game of the corpus
 * reaches: random capture-happy games (many exchanges, checks and escapes), each position searched with cxa-2020's
 * settings in the four phases of a ply, with the shortcuts and without them, and the facts compared field by field.
 * Among the shortcuts are the exchange searches that stop once the opponent's answer holds a capture to what the
 * caller reads (a line of checks' best capture, a win that must win something, a comparison with a threshold), while
 * the escape (因果关系) and counter-capture (被牵子捉子) rules still read the answer exactly: a search stopped too
 * early there would make or remove a win, which this compares.
 */
class SearchShortcutsRandomTest {

    @Test
    void theShortcutsFindWhatTheFullSearchFindsInRandomPositions() throws Exception {
        MaterialSearch.Settings settings = Replayer.of(Arbiter.forEdition("cxa-2020").edition()).material().settings();
        int[] counts = new int[2]; // positions compared, material wins found
        Exception[] failure = {null};
        RandomGames.forEachPosition(31, 24, 110, p -> {
            if (failure[0] != null) {
                return;
            }
            try {
                compare(Board.over(p.copy()), p, settings, counts);
            } catch (Exception | AssertionError e) {
                failure[0] = e instanceof Exception x ? x : new Exception(e);
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        assertTrue(counts[0] >= 2_000, "positions compared: " + counts[0]);
        assertTrue(counts[1] >= 500, "the positions must hold material wins to compare, found " + counts[1]);
    }

    /**
     * Two moves of the side to move, each searched before and after it in both readings: a capture (the first legal
     * move if there is none), whose position after it has exchanges to follow, and an escape (a move of a piece the
     * opponent attacks), whose position before it is where the escape rule reads the opponent's answers.
     */
    private static void compare(Board board, Position p, MaterialSearch.Settings settings, int[] counts)
            throws IllegalAccessException {
        int[] moves = p.legalMoves();
        if (moves.length == 0) {
            return;
        }
        int capture = moves[0], escape = -1;
        for (int m : moves) {
            if (p.pieceAt(Move.to(m)) != Piece.EMPTY) {
                capture = m;
                break;
            }
        }
        for (int m : moves) {
            if (p.isAttackedBy(Move.from(m), p.sideToMove().opposite()) && m != capture) {
                escape = m;
                break;
            }
        }
        compare(board, p, settings, capture, counts);
        if (escape >= 0) {
            compare(board, p, settings, escape, counts);
        }
    }

    private static void compare(Board board, Position p, MaterialSearch.Settings settings, int move, int[] counts)
            throws IllegalAccessException {
        int from = Move.from(move), to = Move.to(move);
        int side = p.sideToMove().index();
        int movedId = board.idAt(from);
        String where = p.toFen() + " " + Move.iccs(move);
        for (Phase phase : new Phase[] {Phase.BEFORE, Phase.BEFORE_READ_AS_AFTER}) {
            same(board, settings, phase, side, movedId, from, where, counts);
        }
        board.make(from, to);
        for (Phase phase : new Phase[] {Phase.AFTER, Phase.AFTER_READ_AS_BEFORE}) {
            same(board, settings, phase, side, movedId, from, where, counts);
        }
        board.unmake(from, to);
        counts[0]++;
    }

    private static void same(Board board, MaterialSearch.Settings settings, Phase phase, int side, int movedId,
                             int from, String where, int[] counts) throws IllegalAccessException {
        List<Object> fast = new MaterialSearch(board, settings)
                .wins(1, phase, side, movedId, from, MaterialSearch.ALL_PIECES, MaterialSearch.ALL_PIECES);
        List<Object> full = new MaterialSearch(board, settings).withoutShortcuts()
                .wins(1, phase, side, movedId, from, MaterialSearch.ALL_PIECES, MaterialSearch.ALL_PIECES);
        assertEquals(RepeatedPliesTest.dump(full), RepeatedPliesTest.dump(fast), phase + " " + where);
        counts[1] += (int) fast.stream().filter(f -> f instanceof MaterialWin).count();
    }
}
