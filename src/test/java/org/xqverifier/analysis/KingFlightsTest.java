package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.RandomGames;
import org.xqverifier.board.Side;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The mate-in-one search does not play a check candidate that leaves one of the defender's king steps alone
 * ({@link Position#kingFlights}, {@link Position#leavesPointAlone}): the king keeps that step, so the move is not mate.
 * Over the positions of random capture-happy games, for both sides: the flights are exactly the king's legal moves
 * found by trying every legal move (a king in its palace), and after every pseudo-legal move of the other side that
 * leaves a flight alone, that king move is still legal (so the defender is not mated, whatever the move did).
 */
class KingFlightsTest {

    @Test
    void aMoveThatLeavesAFlightAloneLeavesTheKingThatStep() {
        int[] moves = new int[256], legal = new int[256], flights = new int[4];
        long[] counts = new long[3]; // flights, moves that leave one alone, of those the checks
        RandomGames.forEachPosition(37, 100, 200, p -> {
            for (Side s : Side.values()) {
                Side defender = s.opposite();
                int king = p.kingSquare(defender);
                int f = p.kingFlights(defender, flights);
                // the flights are the king's legal steps, in the order the legal moves list them
                int l = p.legalMoves(defender, legal), at = 0;
                for (int i = 0; i < l; i++) {
                    if (Move.from(legal[i]) == king) {
                        assertTrue(at < f && flights[at] == Move.to(legal[i]), p.toFen() + " " + defender
                                + ": king move " + Move.iccs(legal[i]) + " is not the next flight");
                        at++;
                    }
                }
                assertEquals(f, at, p.toFen() + " " + defender + ": flights that are no legal king move");
                counts[0] += f;
                int n = p.pseudoLegalMoves(s, moves);
                for (int i = 0; i < n; i++) {
                    int from = Move.from(moves[i]), to = Move.to(moves[i]);
                    for (int j = 0; j < f; j++) {
                        if (!Position.leavesPointAlone(p.pieceAt(from), from, to, flights[j])) {
                            continue;
                        }
                        counts[1]++;
                        p.make(moves[i]);
                        if (p.inCheck(defender)) {
                            counts[2]++;
                        }
                        assertTrue(p.isLegalForOwner(Move.of(king, flights[j])), p.toFen() + " after "
                                + Move.iccs(moves[i]) + ": the king's step to " + flights[j] + " was left alone");
                        p.unmake();
                    }
                }
            }
        });
        assertTrue(counts[0] > 10_000, "flights seen: " + counts[0]);
        assertTrue(counts[2] > 1_000, "checks that leave a flight alone: " + counts[2] + " of " + counts[1] + " moves");
    }
}
