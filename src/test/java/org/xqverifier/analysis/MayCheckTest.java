package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.RandomGames;
import org.xqverifier.board.Side;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The searches for checks (the mate probes, the win by checks) skip without playing it every move that
 * {@link Board#mayCheck} says cannot give check. That must never skip a check: over the positions of random
 * capture-happy games, every pseudo-legal move of either side that puts the other king, not in check before, in check
 * (a direct check, a discovered one, a cannon's new screen, a horse's leg left, the kings facing), and every move after
 * which the moved piece attacks the other king, is one {@code mayCheck} lets through and one
 * {@link Position#checkCandidates} lists; the candidates are moves {@code mayCheck} lets through, in the order of the
 * pseudo-legal moves (it leaves out more of them: those of a piece on the king's lines whose leaving uncovers nothing
 * and whose landing cannot check); and after each such move {@link Position#checksAfter}, which looks only where the
 * move acted, finds the check the whole-board test finds.
 */
class MayCheckTest {

    @Test
    void noMoveThatGivesCheckIsSkipped() {
        int[] moves = new int[256];
        int[] counts = new int[3]; // checks, skipped, tried
        long[] listedAndLetThrough = {0, 0};
        RandomGames.forEachPosition(29, 100, 200, p -> {
            for (Side s : Side.values()) {
                int king = p.kingSquare(s.opposite());
                int n = p.pseudoLegalMoves(s, moves);
                int[] expected = new int[n];
                int kept = 0;
                for (int i = 0; i < n; i++) {
                    if (Board.mayCheck(p.pieceAt(Move.from(moves[i])), Move.from(moves[i]), Move.to(moves[i]), king)) {
                        expected[kept++] = moves[i];
                    }
                }
                int[] candidates = new int[256];
                int c = p.checkCandidates(s, candidates);
                // the candidates are a subsequence of the moves mayCheck lets through
                int at = 0;
                for (int i = 0; i < c; i++) {
                    while (at < kept && expected[at] != candidates[i]) {
                        at++;
                    }
                    assertTrue(at < kept, p.toFen() + " " + s + ": candidate " + Move.iccs(candidates[i])
                            + " is not among the moves mayCheck lets through, in move order");
                    at++;
                }
                listedAndLetThrough[0] += c;
                listedAndLetThrough[1] += kept;
                int[] listed = Arrays.copyOf(candidates, c);
                Arrays.sort(listed);
                for (int i = 0; i < n; i++) {
                    int from = Move.from(moves[i]), to = Move.to(moves[i]);
                    boolean may = Board.mayCheck(p.pieceAt(from), from, to, king);
                    boolean before = p.inCheck(s.opposite());
                    p.make(moves[i]);
                    boolean check = !before && p.inCheck(s.opposite());
                    // the moved piece itself attacks the king, checked before or not (the mate probes' question)
                    boolean direct = king >= 0 && p.attacks(to, king);
                    if (!before) {
                        assertEquals(p.inCheck(s.opposite()), p.checksAfter(from, to),
                                p.toFen() + " after " + Move.iccs(moves[i]) + ": the check looked for where the move acted");
                    }
                    p.unmake();
                    counts[2]++;
                    boolean candidate = Arrays.binarySearch(listed, moves[i]) >= 0;
                    assertTrue(may || !direct, p.toFen() + " " + Move.iccs(moves[i]) + " attacks the king but was skipped");
                    assertTrue(candidate || !direct, p.toFen() + " " + Move.iccs(moves[i])
                            + " attacks the king but is no check candidate");
                    if (before && !candidate && Board.onKingsLines(from, to, king)) {
                        // a king in check already: a move on its lines that leaves the check standing counts too
                        p.make(moves[i]);
                        boolean stillChecked = p.inCheck(s.opposite()) && !p.inCheck(s);
                        p.unmake();
                        assertFalse(stillChecked, p.toFen() + " " + Move.iccs(moves[i])
                                + " leaves the check standing but is no check candidate");
                    }
                    if (check) {
                        counts[0]++;
                        assertTrue(may, p.toFen() + " " + Move.iccs(moves[i]) + " checks but was skipped");
                        assertTrue(candidate, p.toFen() + " " + Move.iccs(moves[i]) + " checks but is no check candidate");
                    } else if (!may) {
                        counts[1]++;
                    }
                }
            }
        });
        assertTrue(counts[0] > 1_000, "checks seen: " + counts[0]);
        // the filter is worth having only if it skips most moves
        assertTrue(counts[1] > counts[2] / 3, counts[1] + " of " + counts[2] + " moves skipped");
        // and the candidates leave out much of what it lets through
        assertTrue(listedAndLetThrough[0] < listedAndLetThrough[1] * 3 / 4,
                listedAndLetThrough[0] + " candidates of " + listedAndLetThrough[1] + " moves let through");
    }

    /**
     * The mate searches ask whether a candidate checks without playing it ({@link Position#wouldCheck}): over the same
     * random games, for every pseudo-legal move of either side, it says what the move played says — the moved piece
     * attacks the king or, on the king's lines, leaves it in check, for a king in check before; a new check for one
     * that was not — and leaves the position as it was.
     */
    @Test
    void wouldCheckIsWhatTheMovePlayedSays() {
        int[] moves = new int[256];
        int[] checks = new int[1];
        RandomGames.forEachPosition(41, 100, 200, p -> {
            String fen = p.toFen();
            long key = p.key();
            for (Side s : Side.values()) {
                int king = p.kingSquare(s.opposite());
                boolean before = p.inCheck(s.opposite());
                int n = p.pseudoLegalMoves(s, moves);
                for (int i = 0; i < n; i++) {
                    int from = Move.from(moves[i]), to = Move.to(moves[i]);
                    boolean asked = p.wouldCheck(from, to, before);
                    p.make(moves[i]);
                    boolean played = before
                            ? p.attacks(to, king) || Board.onKingsLines(from, to, king) && p.inCheck(s.opposite())
                            : p.checksAfter(from, to);
                    p.unmake();
                    assertEquals(played, asked, fen + " " + Move.iccs(moves[i]));
                    checks[0] += played ? 1 : 0;
                }
            }
            assertEquals(fen, p.toFen());
            assertEquals(key, p.key());
        });
        assertTrue(checks[0] > 1_000, "checks seen: " + checks[0]);
    }
}
