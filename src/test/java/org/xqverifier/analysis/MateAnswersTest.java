package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mate-by-checks search keeps its deeper answers by position (MateAnswers) for the analyzer's life: over random
 * capture-happy games, one analyzer that follows the whole game and keeps its answers must answer every question as an
 * analyzer that searches each afresh, for both sides, every depth the editions use and the forced-line bound of a mate
 * threat. A key that left out the side, a depth or the bound, or an answer kept from a search that did not finish,
 * gives a different answer somewhere here.
 */
class MateAnswersTest {

    @Test
    void keptAnswersAreTheAnswersSearchedAfresh() {
        SplittableRandom random = new SplittableRandom(29);
        int[] moves = new int[256];
        int mates = 0, questions = 0;
        for (int game = 0; game < 40; game++) {
            Board board = Board.over(Position.start());
            PlyAnalyzer kept = new PlyAnalyzer(board, 7, 15);
            PlyAnalyzer afresh = new PlyAnalyzer(board, 7, 15).withoutKeptAnswers();
            for (int ply = 0; ply < 120; ply++) {
                for (int side = 0; side < 2; side++) {
                    if (board.inCheck(side ^ 1)) {
                        continue; // the checking side's king may not be taken: no question of a mate is asked there
                    }
                    for (int plies = 1; plies <= 7; plies += 2) {
                        for (boolean forcedFree : new boolean[] {false, true}) {
                            int line = forcedFree ? 15 : plies;
                            boolean expected = afresh.matesByChecks(side, plies, line, forcedFree);
                            assertEquals(expected, kept.matesByChecks(side, plies, line, forcedFree),
                                    "game " + game + " ply " + ply + " side " + side + " plies " + plies
                                            + (forcedFree ? " forced line 15" : ""));
                            questions++;
                            mates += expected ? 1 : 0;
                        }
                    }
                }
                int n = board.legalMoves(board.sideToMove().index(), moves);
                if (n == 0) {
                    break;
                }
                // a capture or a check half of the time: mates come quickly
                int pick = moves[random.nextInt(n)];
                for (int i = 0; i < n && random.nextBoolean(); i++) {
                    int from = moves[i] & 0x7f, to = moves[i] >>> 7;
                    board.make(from, to);
                    boolean check = board.inCheck(board.sideToMove().index());
                    board.unmake(from, to);
                    if (board.pieceAt(to) != Piece.EMPTY || check) {
                        pick = moves[i];
                        break;
                    }
                }
                board.make(pick & 0x7f, pick >>> 7);
            }
        }
        assertTrue(mates > 100, "mates found: " + mates + " of " + questions + " questions");
    }

    /**
     * The search (its check candidates, the replies asked piece by piece and stopped at the first that escapes, the
     * forced reply that costs no depth, the kept answers) answers as the definition written out plainly: every legal
     * move tried, the replies listed whole.
     */
    @Test
    void theSearchAnswersAsTheDefinition() {
        SplittableRandom random = new SplittableRandom(31);
        int[] moves = new int[256];
        int mates = 0, forcedOnly = 0;
        for (int game = 0; game < 30; game++) {
            Board board = Board.over(Position.start());
            PlyAnalyzer search = new PlyAnalyzer(board, 5, 9);
            for (int ply = 0; ply < 120; ply++) {
                for (int side = 0; side < 2; side++) {
                    if (board.inCheck(side ^ 1)) {
                        continue;
                    }
                    for (int plies = 1; plies <= 5; plies += 2) {
                        boolean plain = mates(board, side, plies, plies, false);
                        assertEquals(plain, search.matesByChecks(side, plies, plies, false),
                                "game " + game + " ply " + ply + " side " + side + " plies " + plies);
                        boolean forced = mates(board, side, plies, 9, true);
                        assertEquals(forced, search.matesByChecks(side, plies, 9, true),
                                "game " + game + " ply " + ply + " side " + side + " plies " + plies + " forced line 9");
                        mates += plain ? 1 : 0;
                        forcedOnly += forced && !plain ? 1 : 0;
                    }
                }
                int n = board.legalMoves(board.sideToMove().index(), moves);
                if (n == 0) {
                    break;
                }
                int pick = moves[random.nextInt(n)];
                for (int i = 0; i < n && random.nextBoolean(); i++) {
                    if (board.pieceAt(moves[i] >>> 7) != Piece.EMPTY) {
                        pick = moves[i];
                        break;
                    }
                }
                board.make(pick & 0x7f, pick >>> 7);
            }
        }
        assertTrue(mates > 50, "mates found: " + mates);
        assertTrue(forcedOnly > 0, "mates found only through forced replies: " + forcedOnly);
    }

    /** Does {@code side} mate by checks within {@code plies} (the line within {@code lineLeft})? Every move tried. */
    private static boolean mates(Board board, int side, int plies, int lineLeft, boolean forcedFree) {
        int[] moves = new int[256];
        int n = board.legalMoves(side, moves);
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = moves[i] >>> 7;
            board.make(from, to);
            boolean mated = false;
            if (board.inCheck(side ^ 1)) {
                int[] replies = new int[256];
                int r = board.legalMoves(side ^ 1, replies);
                if (r == 0) {
                    mated = true;
                } else if (lineLeft >= 3) {
                    int left = forcedFree && r == 1 ? plies : plies - 2;
                    mated = left >= 1;
                    for (int j = 0; j < r && mated; j++) {
                        board.make(replies[j] & 0x7f, replies[j] >>> 7);
                        mated = mates(board, side, left, lineLeft - 2, forcedFree);
                        board.unmake(replies[j] & 0x7f, replies[j] >>> 7);
                    }
                }
            }
            board.unmake(from, to);
            if (mated) {
                return true;
            }
        }
        return false;
    }
}
