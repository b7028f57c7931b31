package org.xqverifier.conduct;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.repetition.Arbiters;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Steps of features/conduct: an arbiter's log replayed under an edition, and the decisions it gets. */
public class ConductSteps {
    private String edition;
    private final StringBuilder log = new StringBuilder();
    private Arbitration.Outcome outcome;
    private LogError error;

    @Given("the arbiter works under {string}")
    public void edition(String id) {
        edition = id;
    }

    @Given("the arbiter's log:")
    public void logText(String text) {
        log.append(text).append('\n');
    }

    /**
     * Appends to the log's events a game from the FEN of the given length with no capture and no position seen twice,
     * in which red gives exactly the given number of checks and black none (found by a depth-first search).
     */
    @Given("the log goes on from {string} with {int} plies without a capture in which red gives {int} checks")
    public void quietGame(String fen, int plies, int redChecks) throws FenException {
        Position pos = Position.fromFen(fen);
        List<Integer> line = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        seen.add(pos.key());
        if (!search(pos, plies, redChecks, line, seen, new int[]{0})) fail("no such game found from " + fen);
        for (int m : line) log.append("  - move: ").append(Move.iccs(m)).append('\n');
    }

    private static boolean search(Position pos, int plies, int checks, List<Integer> line, Set<Long> seen, int[] budget) {
        if (plies == 0) return checks == 0;
        if (++budget[0] > 200_000) return false;
        boolean red = pos.sideToMove() == Side.RED;
        for (int pass = 0; pass < 2; pass++) {
            for (int m : pos.legalMoves()) {
                if (pos.pieceAt(Move.to(m)) != Piece.EMPTY) continue;
                pos.make(m);
                boolean check = pos.inCheck();
                boolean wanted = red ? (pass == 0 ? check && checks > 0 : !check) : !check && pass == 0;
                boolean ok = wanted && seen.add(pos.key()) && pos.legalMoves().length > 0;
                if (ok) {
                    line.add(m);
                    if (search(pos, plies - 1, checks - (check ? 1 : 0), line, seen, budget)) {
                        pos.unmake();
                        return true;
                    }
                    line.remove(line.size() - 1);
                    seen.remove(pos.key());
                }
                pos.unmake();
            }
        }
        return false;
    }

    @Given("the log goes on with:")
    public void more(String text) {
        log.append(text).append('\n');
    }

    /** Appends the docstring's events that many times (a game's many quiet moves, written once). */
    @Given("the log repeats these events {int} times:")
    public void repeated(int times, String text) {
        for (int i = 0; i < times; i++) log.append(text).append('\n');
    }

    /**
     * Replays the log; every decision a rule makes (and every result a rule changes) must cite the article of a
     * provision that rule matched ({@link CitedArticleCheck}), in every scenario.
     */
    @When("the arbiter replays the log")
    public void replay() {
        CitedArticleCheck articles = new CitedArticleCheck();
        try {
            ArbiterLog parsed = ArbiterLog.parse("scenario.yaml", log.toString(), false);
            ConductRules rules = ConductRules.forEdition(edition);
            outcome = articles.watch(new Arbitration(rules, rules.repetitionJudge(Arbiters.bundled()), Arbiters.bundled(), null))
                    .replay(parsed);
        } catch (LogError e) {
            error = e;
        }
        assertEquals(List.of(), articles.mismatches(), "decisions citing another rule's article");
    }

    private List<Decision> decisions() {
        if (error != null) fail("the log did not replay: " + error.getMessage());
        return outcome.decisions();
    }

    @Then("{word} must {string} on {string} under {string}")
    public void obligation(String side, String obligation, String squares, String article) {
        Decision d = last("obligation", side);
        assertNotNull(d, "no obligation for " + side + " in " + decisions());
        assertEquals(obligation, d.getObligation(), "obligation");
        assertEquals(squares, d.getSquares(), "squares");
        assertEquals(article, d.getArticle(), "article");
    }

    @Then("{word} has {int} technical foul(s)")
    public void technicalFouls(String side, int n) {
        assertEquals(n, count("technical", side), "technical fouls of " + side + " in " + decisions());
    }

    @Then("{word} has {int} violation(s)")
    public void violations(String side, int n) {
        assertEquals(n, count("violation", side), "violations of " + side + " in " + decisions());
    }

    @Then("the last foul of {word} cites {string}")
    public void lastFoul(String side, String article) {
        Decision d = last("foul", side);
        assertNotNull(d, "no foul of " + side);
        assertEquals(article, d.getArticle());
    }

    @Then("a/an {string} decision cites {string}")
    public void decisionCites(String kind, String article) {
        assertTrue(decisions().stream().anyMatch(d -> d.getKind().equals(kind) && d.getArticle().equals(article)),
                "no " + kind + " citing " + article + " in " + decisions());
    }

    @Then("a {string} decision for {word} counts {int} under {string}")
    public void counted(String kind, String side, int n, String article) {
        Decision d = last(kind, side);
        assertNotNull(d, "no " + kind + " for " + side + " in " + decisions());
        assertEquals(n, d.getCount(), d.getZh());
        assertEquals(article, d.getArticle());
    }

    @Then("there is no {string} decision")
    public void noDecision(String kind) {
        assertTrue(decisions().stream().noneMatch(d -> d.getKind().equals(kind)), "unexpected " + kind + " in " + decisions());
    }

    @Then("the count is {int} plies")
    public void counted(int plies) {
        Decision d = last("count", null);
        assertNotNull(d, "no count in " + decisions());
        assertEquals(plies, d.getCount(), d.getZh());
    }

    @Then("{word} loses {int} seconds")
    public void penalty(String side, int seconds) {
        Decision d = last("time-penalty", side);
        assertNotNull(d, "no time penalty for " + side + " in " + decisions());
        assertEquals(seconds, d.getPenaltySeconds());
    }

    @Then("the result is {string} under {string}")
    public void result(String result, String article) {
        decisions();
        assertNotNull(outcome.result(), "no result; decisions: " + outcome.decisions());
        assertEquals(result, outcome.result().getResult());
        assertEquals(article, outcome.result().getArticle());
    }

    @Then("the game has no result")
    public void noResult() {
        decisions();
        assertNull(outcome.result(), () -> "unexpected result " + outcome.result());
    }

    @Then("the log is rejected at event {int} with {string}")
    public void rejected(int event, String words) {
        assertNotNull(error, "the log replayed without error: " + (outcome == null ? "" : outcome.decisions()));
        assertTrue(error.getMessage().startsWith("event " + event + " "), error.getMessage());
        assertTrue(error.getMessage().contains(words), error.getMessage());
    }

    private int count(String family, String side) {
        return (int) decisions().stream().filter(d -> "foul".equals(d.getKind()) && family.equals(d.getFamily()) && side.equals(d.getSide())).count();
    }

    private Decision last(String kind, String side) {
        Decision found = null;
        for (Decision d : decisions()) {
            if (d.getKind().equals(kind) && (side == null || side.equals(d.getSide()))) found = d;
        }
        return found;
    }
}
