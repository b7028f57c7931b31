package org.xqverifier.referee;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.board.Fen;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.Ruling;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library API on the rule books' diagrams (the expected rulings are the books'): WXF D2 = tw2007-1a, a rook
 * checking on and on (棋例細則 1), and D36 = tw2007-8, a rook chasing an unprotected cannon (棋例細則 8).
 */
class RefereeGameTest {
    static final String D2 = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    static final String[] D2_MOVES = "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8".split(" ");
    static final String D36 = "1rbakab2/9/2c5n/4p3p/p8/7R1/P1P1P1P1P/2N3N2/4A4/2BAK1B2 w";
    static final String[] D36_MOVES = "h4c4 c7g7 c4g4 g7c7 g4c4 c7g7 c4g4 g7c7".split(" ");

    private static RefereeGame played(Referee referee, String fen, String[] moves) {
        RefereeGame g = referee.newGame(fen);
        for (String m : moves) {
            g.play(m);
        }
        return g;
    }

    @Test
    void perpetualCheckIsRuledAtTheThirdOccurrenceAndItsContinuationForbidden() {
        Referee referee = Referee.of("tw-2007");
        RefereeGame g = referee.newGame(D2);
        for (int i = 0; i < 7; i++) {
            Status s = g.play(D2_MOVES[i]);
            assertEquals(State.ONGOING, s.state(), "ply " + s.ply());
            assertTrue(s.forbidden().isEmpty(), "ply " + s.ply());
        }
        Status s = g.play("将6平5"); // f8e8 in Chinese: the start position stands for the third time
        assertEquals(State.REPETITION, s.state());
        assertEquals("red-must-change", s.verdict());
        assertEquals("perpetual-check", s.pattern());
        assertEquals(s.ruling(), Arbiter.forEdition("tw-2007").firstRuling(D2, List.of(D2_MOVES)),
                "the ruling xq rule gives the same moves");
        assertEquals(1, s.forbidden().size());
        ForbiddenMove f = s.forbidden().get(0);
        assertEquals("f0e0", f.move());
        assertEquals("车四平五", f.chinese());
        assertEquals("perpetual-check", f.pattern());
        assertTrue(f.article().contains("棋例總綱 1"), f.article());
        assertEquals(2, f.cycle().startPly());
        assertEquals(8, f.cycle().length());
        assertEquals(3, f.occurrence());
        assertEquals("forbidden_move_occurrence", s.forbiddenRow().id());

        Status again = g.play("R4.5"); // the forbidden move, in WXF: Red did not change
        assertEquals(State.REPETITION, again.state());
        assertNotNull(again.forbiddenPlayed());
        assertEquals(f.ruling(), again.forbiddenPlayed().ruling());
        assertEquals(f.ruling(), again.ruling());
        assertEquals(s, g.undo(), "undo gives back the status before the move");
        assertEquals(8, g.ply());
    }

    @Test
    void theChaserMayNotBringTheThirdOccurrenceAbout() {
        for (String edition : List.of("tw-2007", "wxf-2018")) {
            Status s = played(Referee.of(edition), D36, D36_MOVES).status();
            assertEquals(State.ONGOING, s.state(), edition);
            assertEquals(List.of("g4c4"), s.forbidden().stream().map(ForbiddenMove::move).toList(), edition);
            assertEquals("perpetual-chase", s.forbidden().get(0).pattern(), edition);
            assertEquals("red-must-change", s.forbidden().get(0).ruling().code(), edition);
        }
    }

    @Test
    void theOccurrenceAMoveIsForbiddenFromIsARowOfTheTables(@TempDir Path dir) throws Exception {
        // a committee's edition like ElephantEye's league arbiter: forbidden from the first repetition
        Path folder = dir.resolve("tw-2007-first-repetition");
        Files.createDirectories(folder.resolve("repetition"));
        Files.writeString(folder.resolve("edition.yaml"), "id: tw-2007-first-repetition\ntitle: {zh: 試, en: test}\n"
                + "publisher: test\nyear: null\nsource: test\nextends: tw-2007\n");
        Files.writeString(folder.resolve("repetition/parameters.yaml"), "forbidden_move_occurrence:\n  value: 2\n"
                + "  article: test\n  zh: 試\n  en: the first repetition\n  interpretation: as ElephantEye's arbiter\n");
        Referee referee = Referee.of(Arbiters.of(EditionRepository.fromDirectory(folder)), "tw-2007-first-repetition");
        assertEquals(2, referee.tables().forbiddenMoveOccurrence());
        RefereeGame g = referee.newGame(D2);
        Status s = null;
        for (int i = 0; i < 4; i++) {
            s = g.play(D2_MOVES[i]);
        }
        // after ply 4 the start stands a second time; Red's check would bring the position after ply 1 back
        assertEquals(State.ONGOING, s.state());
        assertEquals(List.of("f0e0"), s.forbidden().stream().map(ForbiddenMove::move).toList());
        assertEquals(new org.xqverifier.repetition.Cycle(2, 4), s.forbidden().get(0).cycle());
        assertEquals(2, s.forbidden().get(0).occurrence());
        assertEquals("test", s.forbiddenRow().article());
        Status played = g.play("f0e0");
        assertEquals(State.ONGOING, played.state(), "the edition still rules at the third occurrence");
        assertEquals(s.forbidden().get(0).ruling(), played.forbiddenPlayed().ruling());

        Files.writeString(folder.resolve("repetition/parameters.yaml"), "forbidden_move_occurrence:\n  value: 4\n"
                + "  article: test\n  zh: 試\n  en: later\n  interpretation: too late\n");
        RulesException late = assertThrows(RulesException.class,
                () -> Referee.of(Arbiters.of(EditionRepository.fromDirectory(folder)), "tw-2007-first-repetition"));
        assertTrue(late.getMessage().contains("parameters.yaml") && late.getMessage().contains("at most occurrences"),
                late.getMessage());
    }

    @Test
    void refusedInputLeavesTheGameAsItWas() {
        RefereeGame g = Referee.of("wxf-2018").newGame();
        g.play("h2e2");
        String fen = g.fen();
        Status before = g.status();
        for (String bad : new String[] {"h2e2", "i9i5", "马8进9进", "", "x".repeat(200), "z9z8"}) {
            RefereeException e = assertThrows(RefereeException.class, () -> g.play(bad), bad);
            assertEquals(1, e.ply(), bad);
            assertTrue(e.getMessage().startsWith("ply 2"), e.getMessage());
            assertEquals(fen, g.fen());
            assertEquals(before, g.status());
        }
        assertTrue(assertThrows(RefereeException.class, () -> g.play("i9i5")).getMessage().contains("illegal"));
        g.undo();
        RefereeException nothing = assertThrows(RefereeException.class, g::undo);
        assertTrue(nothing.getMessage().contains("no move to take back"));
        assertEquals(Fen.START, g.fen());
    }

    @Test
    void aFenThatCannotOccurIsRefused() {
        Referee referee = Referee.of("wxf-2018");
        for (String fen : new String[] {"4k4/9/9/9/9/9/9/9/9/4K4 w", "9/9/9/9/9/9/9/9/9/4K4 w", "rnbakabnr/9 w", "nonsense"}) {
            RefereeException e = assertThrows(RefereeException.class, () -> referee.newGame(fen), fen);
            assertEquals(0, e.ply());
        }
    }

    @Test
    void checkmateEndsTheGameWithItsRow() {
        // the rook checks on the d-file; the red king holds the e-file (the kings may not face each other)
        RefereeGame g = Referee.of("wxf-2018").newGame("3k5/9/9/9/9/9/9/9/R8/4K4 w");
        Status s = g.play("a1d1");
        assertEquals(State.CHECKMATE, s.state());
        assertEquals("red-wins", s.verdict());
        assertEquals("checkmate", s.pattern());
        assertTrue(s.forbidden().isEmpty());
        RefereeException over = assertThrows(RefereeException.class, () -> g.play("d9d8"));
        assertTrue(over.getMessage().contains("the game is over (checkmate)"), over.getMessage());
    }

    @Test
    void theNaturalLimitWhereTheEditionHasOne() {
        // 100 plies without a capture, check or repeated position: tw-2007 (第二章第四節) draws; cxa-2020's limit is 60
        // moves each (its conduct rows, rules/cxa-2020/conduct/natural-limit.yaml), so its game goes on
        String[] walk = quietWalk(100);
        Status tw = played(Referee.of("tw-2007"), Fen.START, walk).status();
        assertEquals(State.NATURAL_LIMIT, tw.state());
        assertEquals("draw", tw.verdict());
        assertTrue(tw.article().contains("第二章第四節"), tw.article());
        RefereeGame wxf = played(Referee.of("wxf-2018"), Fen.START, java.util.Arrays.copyOf(walk, 99));
        assertEquals(State.ONGOING, wxf.status().state(), "99 plies: not yet");
        assertEquals(State.NATURAL_LIMIT, wxf.play(walk[99]).state());
        assertTrue(assertThrows(RefereeException.class, () -> wxf.play("a0a1")).getMessage().contains("natural-limit"));
        assertEquals(State.ONGOING, played(Referee.of("cxa-2020"), Fen.START, walk).status().state());
        assertEquals(120, Referee.of("cxa-2020").naturalLimitPlies());
    }

    /** Quiet moves from the start that capture nothing, give no check and never bring a position back. */
    static String[] quietWalk(int plies) {
        Position p = Position.start();
        Set<Long> seen = new HashSet<>();
        seen.add(p.key());
        String[] out = new String[plies];
        for (int i = 0; i < plies; i++) {
            int chosen = Move.NONE;
            for (int m : p.legalMoves()) {
                if (p.pieceAt(Move.to(m)) != 0) {
                    continue;
                }
                p.make(m);
                boolean fresh = !seen.contains(p.key()) && !p.inCheck() && p.legalMoves().length > 0;
                p.unmake();
                if (fresh) {
                    chosen = m;
                    break;
                }
            }
            assertTrue(chosen != Move.NONE, "the walk is stuck at ply " + i);
            p.make(chosen);
            seen.add(p.key());
            out[i] = Move.iccs(chosen);
        }
        return out;
    }

    @Test
    void theLastRulingNamesItsArticle() {
        Ruling r = played(Referee.of("cxa-2020"), D2, D2_MOVES).status().ruling();
        assertNotNull(r);
        assertEquals("red-must-change", r.code());
        assertNull(Referee.of("cxa-2020").newGame().status().ruling());
    }
}
