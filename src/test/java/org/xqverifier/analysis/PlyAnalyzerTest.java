package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The facts of one ply on small positions built by hand. Each expected value was worked out on the board from the
 * rules' definitions (real root = a protector that may legally recapture; a capture that exposes one's own king or
 * lets the kings face is not legal), not by running the code.
 */
class PlyAnalyzerTest {
    /** A board from FEN placement (rank 9 first) and side. */
    static Board board(String fen) {
        String[] f = fen.split(" ");
        int[] placement = new int[Square.COUNT];
        String[] rows = f[0].split("/");
        for (int i = 0; i < 10; i++) {
            int file = 0;
            for (char c : rows[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    placement[Square.of(file++, 9 - i)] = Piece.ofFenChar(c);
                }
            }
        }
        return Board.of(placement, f.length > 1 && f[1].equals("b") ? Side.BLACK : Side.RED);
    }

    static PlyFacts play(String fen, String move) {
        Board b = board(fen);
        return new PlyAnalyzer(b, 3).play(1, Square.parse(move.substring(0, 2)), Square.parse(move.substring(2)));
    }

    static Attack after(PlyFacts f, String from, String to) {
        List<Attack> found = f.getAttacks().stream().filter(a -> a.getPhase() == Phase.AFTER
                && a.getAttackerSquare().equals(from) && a.getTargetSquare().equals(to)).toList();
        assertEquals(1, found.size(), "one attack " + from + "x" + to + " after the move: " + f.getAttacks());
        return found.get(0);
    }

    static boolean attackedBefore(PlyFacts f, String from, String to) {
        return f.getAttacks().stream().anyMatch(a -> a.getPhase() == Phase.BEFORE
                && a.getAttackerSquare().equals(from) && a.getTargetSquare().equals(to));
    }

    // Black: king d9, horse d8 (pinned on the d-file by Red's rook d0), horse c6. Red: king e0, rooks d0 and a5.
    private static final String PINNED_ROOT = "3k5/3n5/9/2n6/R8/9/9/9/9/3RK4 w";

    @Test
    void aPinnedProtectorIsAFakeRoot() {
        PlyFacts f = play(PINNED_ROOT, "a5a6");
        Attack a = after(f, "a6", "c6");
        assertTrue(a.isLegal());
        assertEquals(0, a.getRealProtectors(), "the d8 horse may not recapture: the d-file would open on its king");
        assertEquals(1, a.getFakeProtectors());
        assertTrue(a.isByMovedPiece());
        assertFalse(attackedBefore(f, "a5", "c6"), "from a5 the rook did not attack c6");
        assertFalse(f.isCheck());
    }

    @Test
    void aProtectorPinnedByTheAttackerItselfIsARealRootTheAttackerPins() {
        // Black: king e9, elephant e7 guarding the cannon c5. Red's rook h5 comes to e5: it attacks c5 and pins the
        // elephant against its king. Once the rook has taken on c5 the elephant may take back (the rook left the
        // e-file): a real root, but one the attacker pins where it stands
        PlyFacts f = play("2baka3/9/4b4/8P/1Cc4R1/P4r3/9/B8/4A4/3AK4 w", "h5e5");
        Attack a = after(f, "e5", "c5");
        assertEquals(1, a.getRealProtectors());
        assertEquals(1, a.getRootsPinnedByAttacker());
        assertTrue(a.isEveryRootPinnedByAttacker());
        // from h5 the same rook attacked c5, the elephant free
        Attack before = f.getAttacks().stream().filter(x -> x.getPhase() == Phase.BEFORE
                && x.getAttackerSquare().equals("h5") && x.getTargetSquare().equals("c5")).findFirst().orElseThrow();
        assertEquals(0, before.getRootsPinnedByAttacker());
    }

    @Test
    void anUnpinnedProtectorIsARealRoot() {
        PlyFacts f = play("3k5/3n5/9/2n6/R8/9/9/9/9/4K4 w", "a5a6");
        Attack a = after(f, "a6", "c6");
        assertEquals(1, a.getRealProtectors());
        assertEquals(0, a.getFakeProtectors());
    }

    @Test
    void aCaptureThatLetsTheKingsFaceIsNotLegal() {
        // Red's horse e3 stands alone between the kings on the e-file; Black's rook comes to d5, where the horse attacks it.
        PlyFacts f = play("4k4/9/9/9/9/r8/9/4N4/9/4K4 b", "a4d4");
        assertEquals(0, f.getAttacks().stream().filter(a -> a.getPhase() == Phase.AFTER && a.getAttackerSide().equals("black")
                && a.getTargetSquare().equals("e3")).count(), "the rook on d4 does not attack e3");
        Board b = board("4k4/9/9/9/3r5/9/9/4N4/9/4K4 w");
        assertTrue(b.attacks(Square.parse("e2"), Square.parse("d4")));
        assertFalse(b.legalCapture(Square.parse("e2"), Square.parse("d4")), "taking would open the e-file between the kings");
    }

    @Test
    void pieceOfTheSameKindThatMayTakeBackIsAnExchange() {
        PlyFacts f = play("4k4/9/9/2r6/R8/9/9/9/9/3K5 w", "a5a6");
        Attack a = after(f, "a6", "c6");
        assertTrue(a.isTargetCanTakeBack(), "the black rook c6 may take the rook on a6 back through b6");
        assertEquals("ROOK", a.getTargetType());
        assertTrue(f.isOffer(), "the rook on a6 can be taken");
    }

    @Test
    void blockingTheCannonsScreenCutsTheRoot() {
        // Black: king f9, cannon c9 protecting the horse c6 over the screen c8 (a horse); Red: rook a6, horse b5.
        // Red's horse to c7 puts a second piece between cannon and horse: the horse loses its protector.
        String fen = "2c2k3/2n6/9/R1n6/1N7/9/9/9/9/4K4 w";
        PlyFacts f = play(fen, "b5c7");
        Attack before = f.getAttacks().stream().filter(a -> a.getPhase() == Phase.BEFORE
                && a.getAttackerSquare().equals("a6") && a.getTargetSquare().equals("c6")).findFirst().orElseThrow();
        assertEquals(1, before.getRealProtectors(), "before: the cannon c9 recaptures over c8");
        Attack a = after(f, "a6", "c6");
        assertEquals(0, a.getRealProtectors(), "after: two pieces stand between cannon and horse");
        assertFalse(a.isByMovedPiece());
        assertTrue(f.isOffer(), "the horse on c7 stands where the cannon c9 can take it over c8");
    }

    @Test
    void aMateThreatIsAForcedMateByChecksNextMove() {
        // Black has its king e9 alone. Red: king d0 (the d-file is closed to Black's king: the kings would face),
        // rooks a1 and b1. Ra1-a8 is no check, but it threatens Rb1-b9 mate: d9 faces Red's king, f9 is on the
        // rook's rank once the king leaves e9, e8 is covered by the rook on a8.
        PlyFacts f = play("4k4/9/9/9/9/9/9/9/RR7/3K5 w", "a1a8");
        assertFalse(f.isCheck());
        assertTrue(f.isMateThreat());
        PlyFacts g = play("4k4/9/9/9/9/9/9/9/RR7/3K5 w", "a1a9");
        assertTrue(g.isCheck(), "a9-e9 is open: check");
        assertFalse(g.isMateThreat(), "a check is labelled a check, not searched as a threat");
        PlyFacts h = play("4k4/9/9/9/9/9/9/9/R8/3K5 w", "a1a8");
        // One rook alone: Ra9+ frees e8 (Ke8, and Ra8+ is met by Ke9), Re8+ is taken by the king: no mate within 3 plies.
        assertFalse(h.isMateThreat());
    }

    @Test
    void aPieceKeepsItsIdentityThroughItsMovesSoAChaseFollowsIt() {
        // D36's first plies: Red's rook h4-c4 attacks the cannon c7; the cannon flees to g7; the rook follows to g4.
        Board b = board("1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w");
        PlyAnalyzer analyzer = new PlyAnalyzer(b, 3);
        int cannon = b.idAt(Square.parse("c7"));
        PlyFacts first = analyzer.play(1, Square.parse("h4"), Square.parse("c4"));
        analyzer.play(2, Square.parse("c7"), Square.parse("g7"));
        PlyFacts third = analyzer.play(3, Square.parse("c4"), Square.parse("g4"));
        assertEquals(cannon, after(first, "c4", "c7").getTargetId());
        assertEquals(cannon, after(third, "g4", "g7").getTargetId(), "the same cannon, now on g7");
        assertEquals(0, after(third, "g4", "g7").getRealProtectors());
    }
}
