package org.xqverifier.board;

import org.junit.jupiter.api.Test;
import org.xqverifier.record.Corpus;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/**
 * In check, the legal moves are found without trying on the board the moves that cannot touch the check (a piece
 * other than the king that neither leaves nor reaches a checker's point, a point between it and the king, a horse's
 * leg): they must be exactly the pseudo-legal moves that leave the king safe, for both sides, in the many checks of
 * random games (capture-happy, so that rooks, cannons, horses and pawns give single, double and facing checks).
 */
class CheckEvasionTest {

    @Test
    void theMovesOutOfCheckAreThoseThatLeaveTheKingSafe() {
        int[] moves = new int[256];
        int[] checks = {0};
        RandomGames.forEachPosition(29, 400, 200, p -> {
            for (Side s : Side.values()) {
                if (sameMovesAsTheBoardSays(p, s, moves)) {
                    checks[0]++;
                }
            }
        });
        assertTrue(checks[0] > 1_000, "checks seen: " + checks[0]);
    }

    /**
     * The mate searches' defender: every check the side to move can give in a corpus position, answered (and the
     * checker's own moves listed) in the same order as the board says, the lists compared whole.
     */
    @Test
    void everyCheckOfTheCorpusIsAnsweredAsTheBoardSays() throws Exception {
        int[] moves = new int[256];
        int[] checkers = new int[256];
        int checks = 0;
        for (String name : Corpus.GAME_FILES) {
            for (Game game : PgnReader.read(Corpus.file(name))) {
                Position p = game.startPosition();
                for (int ply = 0; ply <= game.plies(); ply++) {
                    Side mover = p.sideToMove();
                    int n = p.legalMoves(mover, checkers);
                    for (int i = 0; i < n; i++) {
                        p.make(checkers[i]);
                        for (Side s : p.inCheck() ? Side.values() : new Side[0]) {
                            if (sameMovesAsTheBoardSays(p, s, moves)) {
                                checks++;
                            }
                        }
                        p.unmake();
                    }
                    if (ply < game.plies()) {
                        p.make(game.move(ply));
                    }
                }
            }
        }
        assertTrue(checks > 100_000, "checks seen: " + checks);
    }

    /** Asserts the side's legal moves are its pseudo-legal moves that leave its king safe, in order; whether in check. */
    private static boolean sameMovesAsTheBoardSays(Position p, Side s, int[] moves) {
        int n = p.pseudoLegalMoves(s, moves);
        int[] expected = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (p.leavesOwnKingSafe(moves[i])) {
                expected[k++] = moves[i];
            }
        }
        expected = Arrays.copyOf(expected, k);
        int legal = p.legalMoves(s, moves);
        assertArrayEquals(expected, Arrays.copyOf(moves, legal), p.toFen() + " " + s);
        assertEquals(k > 0, p.hasLegalMove(s), p.toFen() + " " + s);
        return p.inCheck(s);
    }
}
