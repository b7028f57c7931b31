package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The move-by-move answers agree with the generated legal moves: {@link Position#isLegal} (with and without the known
 * check) for every from→to pair, {@code isLegalForOwner(move, inCheck)} for every pair of the side on move, and
 * {@code inCheckAfter} with {@link Position#inCheck} after every legal move, along random games (which run into checks, captures and open
 * files often).
 */
class ReplayLegalityTest {

    @Test
    void shortcutsAgreeWithTheFullAnswersAlongRandomGames() {
        SplittableRandom random = new SplittableRandom(12);
        int[] moves = new int[Position.MAX_MOVES];
        int checked = 0, checks = 0, checkedAfter = 0;
        boolean[] legal = new boolean[1 << 14];
        for (int game = 0; game < 100; game++) {
            Position p = Position.start();
            boolean inCheck = false;
            for (int ply = 0; ply < 150; ply++) {
                if (p.inCheck() != inCheck) {
                    fail("game " + game + ", ply " + ply + ": " + p.toFen() + " in check is " + p.inCheck());
                }
                checks += inCheck ? 1 : 0;
                int n = p.generateLegal(moves);
                java.util.Arrays.fill(legal, false);
                for (int i = 0; i < n; i++) {
                    legal[moves[i]] = true;
                }
                for (int from = 0; from < Square.COUNT; from++) {
                    int piece = p.pieceAt(from);
                    boolean onMove = piece != Piece.EMPTY && Piece.side(piece) == p.sideToMove();
                    for (int to = 0; to < Square.COUNT; to++) {
                        if (to == from) {
                            continue;
                        }
                        int m = Move.of(from, to);
                        // every pair, empty points and the other side's pieces included: isLegal says no to those
                        if (legal[m] != p.isLegal(m) || legal[m] != p.isLegal(m, inCheck)) {
                            fail(p.toFen() + " " + Move.iccs(m) + ": legal is " + legal[m] + ", isLegal says "
                                    + p.isLegal(m) + ", isLegal(m, inCheck) " + p.isLegal(m, inCheck));
                        }
                        if (onMove && legal[m] != p.isLegalForOwner(m, inCheck)) {
                            fail(p.toFen() + " " + Move.iccs(m) + ": legal is " + legal[m]);
                        }
                        checked++;
                    }
                }
                for (int i = 0; i < n; i++) {
                    // every legal move, not just the one played: discovered checks and new cannon screens included
                    p.make(moves[i]);
                    if (p.inCheckAfter(moves[i]) != p.inCheck()) {
                        fail(p.toFen() + " after " + Move.iccs(moves[i]) + ": inCheckAfter says " + !p.inCheck());
                    }
                    p.unmake();
                    checkedAfter++;
                }
                if (n == 0) {
                    break;
                }
                int m = moves[random.nextInt(n)];
                p.make(m);
                inCheck = p.inCheckAfter(m);
            }
        }
        assertEquals(true, checks > 50, "the random games must give checks to test, gave " + checks);
        assertEquals(true, checked > 500_000, "pairs checked: " + checked);
        assertEquals(true, checkedAfter > 100_000, "moves checked after: " + checkedAfter);
    }

    /**
     * {@link Position#leavesOwnKingSafeOutOfCheck} (the analysis' legality test for a side known not to be in check)
     * agrees with the full test {@link Position#leavesOwnKingSafe} on every pseudo-legal move of either side that is
     * not in check, whoever is on move: along random games, and on random placements (pieces anywhere, the kings in
     * their palaces), which give the lines, screens and horse legs around a king that games reach rarely.
     */
    @Test
    void theOutOfCheckTestAgreesWithTheFullTestForEitherSide() {
        SplittableRandom random = new SplittableRandom(34);
        int[] moves = new int[Position.MAX_MOVES];
        int[] counts = new int[2]; // moves compared, of which unsafe
        for (int game = 0; game < 60; game++) {
            Position p = Position.start();
            for (int ply = 0; ply < 150; ply++) {
                compareOutOfCheck(p, moves, counts);
                int n = p.generateLegal(moves);
                if (n == 0) {
                    break;
                }
                p.make(moves[random.nextInt(n)]);
            }
        }
        int[] types = {Piece.ADVISOR, Piece.ELEPHANT, Piece.HORSE, Piece.ROOK, Piece.CANNON, Piece.PAWN};
        for (int trial = 0; trial < 20_000; trial++) {
            int[] placement = new int[Square.COUNT];
            placement[Square.of(3 + random.nextInt(3), random.nextInt(3))] = Piece.KING;
            placement[Square.of(3 + random.nextInt(3), 7 + random.nextInt(3))] = Piece.BLACK_BIT | Piece.KING;
            for (int i = random.nextInt(4, 20); i > 0; i--) {
                int sq = random.nextInt(Square.COUNT);
                if (placement[sq] == Piece.EMPTY) {
                    placement[sq] = (random.nextBoolean() ? Piece.BLACK_BIT : 0) | types[random.nextInt(types.length)];
                }
            }
            compareOutOfCheck(Position.fromPlacement(placement, random.nextBoolean() ? Side.RED : Side.BLACK), moves, counts);
        }
        assertEquals(true, counts[0] > 1_000_000, "moves compared: " + counts[0]);
        assertEquals(true, counts[1] > 20_000, "moves that expose the king: " + counts[1]);
    }

    private static void compareOutOfCheck(Position p, int[] moves, int[] counts) {
        for (Side s : Side.values()) {
            if (p.inCheck(s)) {
                continue;
            }
            int n = p.pseudoLegalMoves(s, moves);
            for (int i = 0; i < n; i++) {
                boolean full = p.leavesOwnKingSafe(moves[i]);
                if (p.leavesOwnKingSafeOutOfCheck(moves[i]) != full) {
                    fail(p.toFen() + " " + s + " " + Move.iccs(moves[i]) + ": the full test says safe is " + full);
                }
                counts[0]++;
                counts[1] += full ? 0 : 1;
            }
        }
    }

    /** Each way a move can give check without the moved piece attacking the king (random games rarely uncover a horse). */
    @Test
    void discoveredChecksAreSeen() throws FenException {
        String[][] cases = {
                {"4k4/3P5/3N5/9/9/9/9/9/9/3K5 w", "d8c8", "a horse's leg vacated"},
                {"4k4/9/9/4P4/9/9/9/4R4/9/3K5 w", "e6d6", "a rook uncovered"},
                {"4k4/9/9/9/9/9/9/4C4/9/3K5 w", "d0e0", "the king on the cannon's line: no screen, no check"},
                {"4k4/9/9/9/3P5/9/9/4C4/9/3K5 w", "d5e5", "a new screen for a cannon"},
        };
        for (String[] c : cases) {
            Position p = Position.fromFen(c[0]);
            int m = Move.of(Square.parse(c[1].substring(0, 2)), Square.parse(c[1].substring(2)));
            assertEquals(true, p.isLegal(m, p.inCheck()), c[2]);
            p.make(m);
            assertEquals(p.inCheck(), p.inCheckAfter(m), c[2]);
        }
    }
}
