package org.xqverifier.referee;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;
import org.xqverifier.repetition.Arbiter;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every casebook case under every edition with repetition rules, played move by move through the referee: its first
 * ruling is the batch ruler's, and at every position of the repetition each forbidden move, played, gives the ruling
 * given for it, and no other legal move makes the mover the one who must change ({@link RefereeChecks}).
 */
class RefereeCasebookTest {
    static final List<String> EDITIONS = List.of("tw-2007", "wxf-2018", "cxa-2020");

    @Test
    void everyCaseUnderEveryEdition() {
        List<Case> cases = CaseFile.readAll(CaseFile.REPETITION);
        // the editions side by side on the cores (a referee and an arbiter are shared; each game is one thread's)
        RefereeChecks checks = EDITIONS.parallelStream().map(edition -> {
            RefereeChecks own = new RefereeChecks();
            Referee referee = Referee.of(edition);
            Arbiter batch = Arbiter.forEdition(edition);
            for (Case c : cases) {
                int[] moves = new int[c.moves().size()];
                for (int i = 0; i < moves.length; i++) {
                    moves[i] = Move.parseIccs(c.moves().get(i));
                }
                own.game(referee, batch, edition + " " + c.id(), c.fen(), moves, true);
            }
            return own;
        }).reduce(new RefereeChecks(), RefereeChecks::add);
        System.out.print("referee over the casebook:\n" + checks.report());
        assertTrue(checks.problems.isEmpty(), checks.report());
        assertTrue(checks.of("forbidden moves tried") >= 40, "the casebook's repetitions must hold forbidden moves: " + checks.report());
        assertTrue(checks.of("allowed moves tried") > 10_000, checks.report());
    }
}
