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
        int[] counts = new int[2]; // questions, mates
        forEachQuestion(29, 40, (board, game, ply, side, fresh) -> {
            PlyAnalyzer kept = fresh ? keptAnalyzer = new PlyAnalyzer(board, 7, 15) : keptAnalyzer;
            PlyAnalyzer afresh = new PlyAnalyzer(board, 7, 15).withoutKeptAnswers();
            for (int plies = 1; plies <= 7; plies += 2) {
                for (boolean forcedFree : new boolean[] {false, true}) {
                    int line = forcedFree ? 15 : plies;
                    boolean expected = afresh.matesByChecks(side, plies, line, forcedFree);
                    assertEquals(expected, kept.matesByChecks(side, plies, line, forcedFree), "game " + game + " ply "
                            + ply + " side " + side + " plies " + plies + (forcedFree ? " forced line 15" : ""));
                    counts[0]++;
                    counts[1] += expected ? 1 : 0;
                }
            }
        });
        assertTrue(counts[1] > 100, "mates found: " + counts[1] + " of " + counts[0] + " questions");
    }

    /** The analyzer that follows the whole game of {@link #keptAnswersAreTheAnswersSearchedAfresh}, kept answers and all. */
    private PlyAnalyzer keptAnalyzer;

    /**
     * The search (its check candidates, the replies asked piece by piece and stopped at the first that escapes, the
     * forced reply that costs no depth, the kept answers) answers as the definition written out plainly: every legal
     * move tried, the replies listed whole.
     */
    @Test
    void theSearchAnswersAsTheDefinition() {
        int[] counts = new int[2]; // mates, mates found only through forced replies
        forEachQuestion(31, 30, (board, game, ply, side, fresh) -> {
            PlyAnalyzer search = fresh ? keptAnalyzer = new PlyAnalyzer(board, 5, 9) : keptAnalyzer;
            for (int plies = 1; plies <= 5; plies += 2) {
                boolean plain = mates(board, side, plies, plies, false);
                assertEquals(plain, search.matesByChecks(side, plies, plies, false),
                        "game " + game + " ply " + ply + " side " + side + " plies " + plies);
                boolean forced = mates(board, side, plies, 9, true);
                assertEquals(forced, search.matesByChecks(side, plies, 9, true),
                        "game " + game + " ply " + ply + " side " + side + " plies " + plies + " forced line 9");
                counts[0] += plain ? 1 : 0;
                counts[1] += forced && !plain ? 1 : 0;
            }
        });
        assertTrue(counts[0] > 50, "mates found: " + counts[0]);
        assertTrue(counts[1] > 0, "mates found only through forced replies: " + counts[1]);
    }

    private interface Question {
        /** @param fresh the first question of a new game (its board is new) */
        void ask(Board board, int game, int ply, int side, boolean fresh);
    }

    /**
     * Random capture-happy games (a capture or a check half of the time, so that mates come quickly) of up to 120
     * plies: at each position, for each side whose opponent is not in check (the checking side's king may not be
     * taken, so no question of a mate is asked there), the question is asked.
     */
    private static void forEachQuestion(long seed, int games, Question question) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[256];
        for (int game = 0; game < games; game++) {
            Board board = Board.over(Position.start());
            boolean fresh = true;
            for (int ply = 0; ply < 120; ply++) {
                for (int side = 0; side < 2; side++) {
                    if (!board.inCheck(side ^ 1)) {
                        question.ask(board, game, ply, side, fresh);
                        fresh = false;
                    }
                }
                int n = board.legalMoves(board.sideToMove().index(), moves);
                if (n == 0) {
                    break;
                }
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
