package org.xqverifier.repetition;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Verdicts of WXF/AXF diagrams (positions from shared/reference/casebook-sources/wxf-candidates.yaml); the expected
 * verdict of each is the rule book's. The books print about one cycle; here it is played on until the position's
 * third occurrence, when the editions rule. The casebook (features/) covers the figures in full.
 */
class ArbiterTest {
    private static Ruling rule(String edition, String fen, String moves) {
        return Arbiter.forEdition(edition).rule(fen, Arrays.asList(moves.split(" ")));
    }

    @ParameterizedTest(name = "{0} under {1}: {4}")
    @CsvSource(delimiter = '|', value = {
            // D2 = tw2007-1a: one rook checks on and on (棋例細則 1)
            "D2   | tw-2007  | 9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w | f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8 | red-must-change",
            "D2   | wxf-2018 | 9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w | f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8 | red-must-change",
            // D4 = tw2007-2: both sides check, resolving and giving check (棋例細則 2)
            "D4   | tw-2007  | 3akr3/5c3/1P2b4/4R4/9/9/9/9/9/4CK3 w | e6e7 f8e8 e7f7 e8f8 f7e7 f8e8 e7f7 e8f8 f7e7 | draw",
            // D5 = tw2007-3: two checks against one counter-check, the perpetual checker changes (棋例細則 3)
            "D5   | tw-2007  | 5c3/8R/4k2P1/3P5/5P3/6P2/5pN2/5A3/4CK3/6rn1 w | f5e5 f3e3 e5f5 e3f3 f5e5 f3e3 e5f5 e3f3 | red-must-change",
            // D7 = tw2007-4: perpetual mate threat is allowed (棋例細則 4)
            "D7   | tw-2007  | 2b2k3/9/4b2P1/3N5/1R6p/6P2/5p2r/8n/4p4/5K3 w | d6c8 f9f8 c8d6 f8f9 d6c8 f9f8 c8d6 f8f9 | draw",
            // D11 = tw2007-5: one check, one mate threat (棋例細則 5)
            "D11  | tw-2007  | 2bak4/4a4/4b4/8p/5R3/8P/n8/1r2C4/9/1cBAKAB2 w | f5h5 e9f9 h5f5 f9e9 f5h5 e9f9 h5f5 f9e9 | draw",
            // D14 = tw2007-7: one check, one idle move (棋例細則 7)
            "D14  | tw-2007  | 4ka3/2R1a4/C8/p7p/1P5n1/9/4n4/4B4/9/4K1B2 w | c8c9 e8d9 c9c8 d9e8 c8c9 e8d9 c9c8 d9e8 | draw",
            // D26 = tw2007-12a: one cannon chases two rooks in turn (棋例細則 12)
            "D26  | tw-2007  | 4k4/9/9/9/C8/9/pp5pp/4B4/9/r1BAKA2r w | a5i5 i0h0 i5a5 a0b0 a5h5 h0i0 h5b5 b0a0 b5i5 i0h0 i5a5 a0b0 a5h5 h0i0 h5b5 b0a0 b5i5 | draw",
            // D36 = tw2007-8: a rook chases an unprotected cannon (棋例細則 8)
            "D36  | tw-2007  | 1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w | h4c4 c7g7 c4g4 g7c7 g4c4 c7g7 c4g4 g7c7 g4c4 | red-must-change",
            // D106 = tw2007-16: the attacked cannon neither flees nor gains protection: no chase (棋例細則 16)
            "D106 | tw-2007  | 3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w | h0h1 h4h3 h1h0 h3h4 h0h1 h4h3 h1h0 h3h4 | draw",
            // D105 = tw2007-15a pattern: pawn moves take away a horse's protector, the rook chases it (棋例細則 15)
            "D105 | tw-2007  | 2ca1k3/4a4/b3b4/2P5P/6p2/1c7/9/B7N/2nR5/2BAK4 w | c6b6 e7c5 b6c6 c5e7 c6b6 e7c5 b6c6 c5e7 | red-must-change",
            // D71-75(a) = tw2007-14a pattern: the king chases, two horses chase with it (棋例細則 14)
            "D71a | tw-2007  | 3a2b1r/4ak3/8p/7P1/9/9/9/B2NN3B/3K5/4p4 w | d1e1 e0d0 e1d1 d0e0 d1e1 e0d0 e1d1 d0e0 | red-must-change",
            // D107/108 = tw2007-17 pattern: both sides chase perpetually (棋例細則 17)
            "D107 | tw-2007  | 3akab2/c2R1R2c/4b4/9/9/9/9/4B4/4K4/2B6 w | d8d6 d9e8 d6d8 e8d9 f8f6 f9e8 f6f8 e8f9 d8d6 d9e8 d6d8 e8d9 f8f6 f9e8 f6f8 e8f9 | draw",
    })
    void bookVerdicts(String diagram, String edition, String fen, String moves, String verdict) {
        Ruling r = rule(edition, fen.strip(), moves.strip());
        assertEquals(verdict.strip(), r.code(), diagram + ": " + r.reasons());
        assertTrue(r.cycle().isPresent());
    }

    @Test
    void perpetualCheckNamesTheCycleTheLabelsAndTheArticle() {
        Ruling r = rule("tw-2007", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w", "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8");
        // the whole repetition, from the position's first occurrence (the start) to its third
        assertEquals(new Cycle(1, 8), r.cycleOrNull());
        assertEquals("red", r.violator());
        assertEquals(List.of("将"), r.moves().get(0).labels());
        assertEquals(List.of("闲"), r.moves().get(1).labels());
        assertEquals("perpetual-check", r.reasons().get(0).id());
        assertTrue(r.reasons().get(0).article().contains("棋例總綱 1"));
        assertEquals(8, r.decisionPly());
    }

    @Test
    void perpetualMateThreatLabelsEveryRedMoveAKill() { // D7: the book calls each horse move 殺
        Ruling r = rule("tw-2007", "2b2k3/9/4b2P1/3N5/1R6p/6P2/5p2r/8n/4p4/5K3 w", "d6c8 f9f8 c8d6 f8f9 d6c8 f9f8 c8d6 f8f9");
        for (RuledMove m : r.moves()) {
            if (m.side().equals("red")) {
                assertEquals("杀", m.labels().get(0), m.toString());
            }
        }
        assertEquals("perpetual-mate-threat", r.reasons().get(1).id());
    }

    @Test
    void aRookChasingACannonNamesTheTargetFollowedThroughItsMoves() { // D36
        Ruling r = rule("tw-2007", "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w",
                "h4c4 c7g7 c4g4 g7c7 g4c4 c7g7 c4g4 g7c7 g4c4");
        RuledMove third = r.moves().get(2);
        assertEquals("c4g4", third.move());
        assertEquals(List.of("g7"), third.targets());
        assertEquals("捉", third.labels().get(0));
    }

    @Test
    void movesThatDoNotReachTheThirdOccurrenceAreLabelledWithoutVerdict() {
        Ruling r = rule("tw-2007", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w", "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8");
        assertEquals(Verdict.NONE, r.verdict());
        assertNull(r.cycleOrNull());
        assertEquals(6, r.moves().size());
        assertEquals("将", r.moves().get(4).labels().get(0));
    }

    @Test
    void checkmateInTheMovesIsAWin() {
        // Red's rook on a8 shuts rank 8, Red's king on d0 shuts the d-file; the black king walks f9 and back to e9,
        // and the rook b2-b9 mates it (d9 faces Red's king, f9 is on the rook's rank, e8 is covered by a8).
        Ruling r = rule("tw-2007", "4k4/9/9/9/9/9/9/9/RR7/3K5 w", "a1a8 e9f9 b1b2 f9e9 b2b9");
        assertEquals(Verdict.RED_WINS, r.verdict());
        assertEquals("checkmate", r.reasons().get(0).id());
    }

    @Test
    void anIllegalMoveNamesThePlyTheMoveAndWhy() {
        RulingInputException e = assertThrows(RulingInputException.class,
                () -> rule("tw-2007", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "h2e2 h9g7 e2e9"));
        assertEquals("ply 3: move 'e2e9' is illegal: a cannon on e2 cannot move to e9", e.getMessage());
    }

    @Test
    void anUnknownEditionListsTheEditions() {
        Exception e = assertThrows(RuntimeException.class, () -> Arbiter.forEdition("wxf-2019"));
        assertTrue(e.getMessage().contains("tw-2007") && e.getMessage().contains("wxf-2018"), e.getMessage());
    }
}
