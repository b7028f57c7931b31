package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The questions the repetition analysis asks of a position about either side (attacks, attackers, protection, legality
 * for the side not on move, the null move), checked against a reference written straight from the movement rules,
 * with file and rank arithmetic instead of the precomputed tables, on random playouts.
 */
class EitherSideQuestionsTest {

    private static int sq(String name) {
        return Square.parse(name);
    }

    // ---- the null move -------------------------------------------------------------------------------------

    @Test
    void aNullMovePassesTheTurnAndIsTakenBack() throws FenException {
        Position p = Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
        long key = p.key();
        p.makeNullMove();
        assertEquals(Side.BLACK, p.sideToMove());
        assertEquals(Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1").key(),
                p.key(), "after passing, the key is that of the same placement with Black to move");
        assertTrue(p.lastMoveIsNull());
        p.make(Move.parseIccs("h7e7"));
        p.unmake();
        p.unmakeNullMove();
        assertEquals(Side.RED, p.sideToMove());
        assertEquals(key, p.key());
        assertEquals(0, p.historyLength());
        assertThrows(IllegalStateException.class, p::unmakeNullMove, "nothing to take back");
    }

    @Test
    void unmakeTakesBackANullMoveToo() {
        Position p = Position.start();
        long key = p.key();
        p.makeNullMove();
        p.unmake();
        assertEquals(key, p.key());
        assertEquals(Side.RED, p.sideToMove());
    }

    @Test
    void liftingAndPlacingAPieceKeepsTheKeyExact() throws FenException {
        Position p = Position.start();
        long key = p.key();
        int cannon = p.pieceAt(sq("h2"));
        p.removePiece(sq("h2"));
        assertEquals(Position.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR w").key(), p.key());
        p.placePiece(sq("h2"), cannon);
        assertEquals(key, p.key());
    }

    @Test
    void aPositionFromAPlacementHasTheKeyOfItsFen() throws FenException {
        Position fen = Position.fromFen("3k5/4a4/9/9/2c6/9/9/4B4/4A4/4K4 b");
        int[] placement = new int[Square.COUNT];
        for (int s = 0; s < Square.COUNT; s++) {
            placement[s] = fen.pieceAt(s);
        }
        Position p = Position.fromPlacement(placement, Side.BLACK);
        assertEquals(fen.key(), p.key());
        assertEquals(fen.kingSquare(Side.RED), p.kingSquare(Side.RED));
        assertEquals(fen.toFen(), p.toFen());
    }

    // ---- what counts as an attack ---------------------------------------------------------------------------

    @Test
    void facingKingsAreACheckButNotAnAttackOnThePoint() throws FenException {
        // not a game position (FEN reading refuses it), but the analysis reaches it when it tries a move
        int[] placement = new int[Square.COUNT];
        placement[sq("e9")] = Piece.of(Side.BLACK, PieceType.KING);
        placement[sq("e0")] = Piece.of(Side.RED, PieceType.KING);
        Position p = Position.fromPlacement(placement, Side.RED);
        assertTrue(p.kingsFace());
        assertTrue(p.inCheck(Side.RED) && p.inCheck(Side.BLACK));
        assertEquals(0, p.forEachAttacker(sq("e9"), Side.RED, null), "the flying general is not an attack");
        assertFalse(p.attacks(sq("e0"), sq("e9")));
    }

    @Test
    void aCannonAttacksAnEmptyPointBehindItsScreenButListsOnlyPiecesAsTargets() throws FenException {
        // red cannon b2, screen b5 (black pawn), b6..b9 empty except a black horse on b9
        Position p = Position.fromFen("1n2k4/9/9/9/1p7/9/9/1C7/9/3K5 w");
        assertTrue(p.attacks(sq("b2"), sq("b7")), "it would capture on b7 if a piece stood there");
        List<Integer> targets = new ArrayList<>();
        p.forEachAttack(sq("b2"), targets::add);
        assertTrue(targets.contains(sq("b9")), "the horse on b9 is the first piece beyond the screen on b5");
        assertFalse(targets.contains(sq("b7")), "empty points are not cannon targets");
        assertEquals(List.of(sq("b2")), p.attackers(sq("b4"), Side.RED), "onto an empty point the cannon slides");
        assertEquals(List.of(), p.attackers(sq("b7"), Side.RED), "it cannot move to b7 (nothing to capture there)");
        assertEquals(1, p.forEachAttacker(sq("b7"), Side.RED, null), "yet it attacks b7");
    }

    @Test
    void aPawnAttacksSidewaysOnlyBeyondTheRiver() throws FenException {
        Position p = Position.fromFen("4k4/9/9/9/2P6/4P4/9/9/9/4K4 w");
        assertTrue(p.attacks(sq("c5"), sq("b5")));
        assertFalse(p.attacks(sq("e4"), sq("d4")));
        assertFalse(p.attacks(sq("c5"), sq("c4")), "never backwards");
    }

    @Test
    void legalityForTheSideNotOnMove() throws FenException {
        // Black to move; the red horse on e2 is the only piece between the kings, so it may not leave the e-file.
        Position p = Position.fromFen("4k4/9/9/9/3r5/9/9/4N4/9/4K4 b");
        assertFalse(p.isLegalForOwner(Move.parseIccs("e2d4")), "taking would open the e-file between the kings");
        assertTrue(p.isLegalForOwner(Move.parseIccs("e0f0")), "Red's king may step aside although Black is on move");
        assertFalse(p.isLegalForOwner(Move.parseIccs("e0d0")), "not onto the file of the black rook on d5");
        assertFalse(p.isLegal(Move.parseIccs("e0f0")), "and it is not Red's turn");
        assertTrue(p.hasLegalMove(Side.RED));
    }

    // ---- differential test against the rules written out by hand -------------------------------------------

    @Test
    void tableAnswersAgreeWithTheRulesOnRandomPlayouts() {
        SplittableRandom random = new SplittableRandom(23);
        int[] buffer = new int[Position.MAX_MOVES];
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.start();
            for (int ply = 0; ply < 120; ply++) {
                checkAttacks(p, buffer);
                for (Side s : Side.values()) {
                    checkLegality(p, s, buffer);
                }
                positions++;
                int[] legal = p.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                p.make(legal[random.nextInt(legal.length)]);
            }
        }
        assertTrue(positions > 3_000, "enough positions were compared: " + positions);
    }

    private static void checkAttacks(Position p, int[] buffer) {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            final int from = sq;
            int piece = p.pieceAt(from);
            if (piece == Piece.EMPTY) {
                continue;
            }
            TreeSet<Integer> expected = new TreeSet<>();
            for (int target = 0; target < Square.COUNT; target++) {
                final int to = target;
                boolean ref = referenceAttacks(p, from, to);
                assertEquals(ref, p.attacks(from, to), () -> "attacks " + Square.name(from) + Square.name(to) + " in " + p.toFen());
                if (ref && (Piece.typeCode(piece) != Piece.CANNON || p.pieceAt(to) != Piece.EMPTY)) {
                    expected.add(to);
                }
            }
            TreeSet<Integer> listed = new TreeSet<>();
            p.forEachAttack(from, listed::add);
            assertEquals(expected, listed, () -> "targets of " + Square.name(from) + " in " + p.toFen());
        }
        for (Side by : Side.values()) {
            int n = p.generatePseudo(by.index(), buffer, true);
            for (int target = 0; target < Square.COUNT; target++) {
                TreeSet<Integer> expected = new TreeSet<>();
                for (int s = 0; s < Square.COUNT; s++) {
                    if (p.pieceAt(s) != Piece.EMPTY && Piece.side(p.pieceAt(s)) == by && referenceAttacks(p, s, target)) {
                        expected.add(s);
                    }
                }
                TreeSet<Integer> found = new TreeSet<>();
                int count = p.forEachAttacker(target, by, found::add);
                final int t = target;
                assertEquals(expected, found, () -> "attackers of " + Square.name(t) + " by " + by + " in " + p.toFen());
                assertEquals(found.size(), count);
                assertEquals(!expected.isEmpty(), p.isAttackedBy(target, by));

                TreeSet<Integer> movers = new TreeSet<>();
                for (int i = 0; i < n; i++) {
                    if (Move.to(buffer[i]) == target) {
                        movers.add(Move.from(buffer[i]));
                    }
                }
                assertEquals(movers, new TreeSet<>(p.attackers(target, by)),
                        () -> "pieces that could move onto " + Square.name(t) + " in " + p.toFen());
            }
            boolean check = p.kingsFace() || p.isAttackedBy(p.kingSquare(by), by.opposite());
            assertEquals(check, p.inCheck(by), () -> "check of " + by + " in " + p.toFen());
        }
    }

    private static void checkLegality(Position p, Side s, int[] buffer) {
        int n = p.generatePseudo(s.index(), buffer, false);
        int[] pseudo = Arrays.copyOf(buffer, n);
        TreeSet<Integer> expected = new TreeSet<>();
        boolean inCheck = p.inCheck(s);
        for (int m : pseudo) {
            p.make(m);
            boolean safe = !p.inCheck(s);
            p.unmake();
            if (safe) {
                expected.add(m);
            }
            assertEquals(safe, p.leavesOwnKingSafe(m), () -> "king safety after " + Move.iccs(m) + " in " + p.toFen());
            if (!inCheck) {
                assertEquals(safe, p.leavesOwnKingSafeOutOfCheck(m), () -> "shortcut for " + Move.iccs(m) + " in " + p.toFen());
            }
        }
        int[] out = new int[Position.MAX_MOVES];
        int count = p.legalMoves(s, out);
        TreeSet<Integer> legal = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            legal.add(out[i]);
        }
        assertEquals(expected, legal, () -> "legal moves of " + s + " in " + p.toFen());
        assertEquals(!expected.isEmpty(), p.hasLegalMove(s));
        assertEquals(n, p.pseudoLegalMoves(s, out));
        for (int from = 0; from < Square.COUNT; from++) {
            if (p.pieceAt(from) == Piece.EMPTY || Piece.side(p.pieceAt(from)) != s) {
                continue;
            }
            for (int to = 0; to < Square.COUNT; to++) {
                int m = Move.of(from, to);
                assertEquals(expected.contains(m), p.isLegalForOwner(m), () -> "legal for owner " + Move.iccs(m) + " in " + p.toFen());
            }
        }
    }

    /** The movement rules, written out with file and rank arithmetic: could the piece on from capture on to? */
    private static boolean referenceAttacks(Position p, int from, int to) {
        int piece = p.pieceAt(from);
        if (piece == Piece.EMPTY || from == to) {
            return false;
        }
        Side side = Piece.side(piece);
        int f = Square.file(from), r = Square.rank(from), df = Square.file(to) - f, dr = Square.rank(to) - r;
        int adf = Math.abs(df), adr = Math.abs(dr);
        switch (Piece.typeCode(piece)) {
            case Piece.KING:
                return adf + adr == 1 && Square.inPalace(to, side);
            case Piece.ADVISOR:
                return adf == 1 && adr == 1 && Square.inPalace(to, side);
            case Piece.ELEPHANT:
                return adf == 2 && adr == 2 && Square.onOwnHalf(to, side)
                        && p.pieceAt(Square.of(f + df / 2, r + dr / 2)) == Piece.EMPTY;
            case Piece.HORSE:
                if (adf == 1 && adr == 2) {
                    return p.pieceAt(Square.of(f, r + dr / 2)) == Piece.EMPTY;
                }
                return adf == 2 && adr == 1 && p.pieceAt(Square.of(f + df / 2, r)) == Piece.EMPTY;
            case Piece.ROOK:
            case Piece.CANNON: {
                if (df != 0 && dr != 0) {
                    return false;
                }
                int between = 0;
                for (int k = 1; k < Math.max(adf, adr); k++) {
                    if (p.pieceAt(Square.of(f + Integer.signum(df) * k, r + Integer.signum(dr) * k)) != Piece.EMPTY) {
                        between++;
                    }
                }
                return between == (Piece.typeCode(piece) == Piece.ROOK ? 0 : 1);
            }
            default: {
                int forward = side == Side.RED ? 1 : -1;
                if (df == 0 && dr == forward) {
                    return true;
                }
                return dr == 0 && adf == 1 && !Square.onOwnHalf(from, side);
            }
        }
    }
}
