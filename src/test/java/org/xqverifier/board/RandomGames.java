package org.xqverifier.board;

import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Random capture-happy games for tests that want many checks quickly: each ply is a random legal move, or half of the
 * time the first capture or check among the moves. Every position of every game is shown to the visitor before its
 * move is chosen (the visitor must leave the position as it found it).
 */
public final class RandomGames {
    private RandomGames() {
    }

    public static void forEachPosition(long seed, int games, int plies, Consumer<Position> visit) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[256];
        for (int game = 0; game < games; game++) {
            Position p = Position.start();
            for (int ply = 0; ply < plies; ply++) {
                visit.accept(p);
                int n = p.legalMoves(p.sideToMove(), moves);
                if (n == 0) {
                    break;
                }
                // a capture or a check half of the time: the checks come quickly
                int pick = moves[random.nextInt(n)];
                for (int i = 0; i < n && random.nextBoolean(); i++) {
                    if (p.pieceAt(Move.to(moves[i])) != Piece.EMPTY || p.inCheckAfter(moves[i])) {
                        pick = moves[i];
                        break;
                    }
                }
                p.make(pick);
            }
        }
    }
}
