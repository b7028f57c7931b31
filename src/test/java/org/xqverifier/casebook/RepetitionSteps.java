package org.xqverifier.casebook;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Steps of the repetition casebook (features/repetition). A scenario names its case and quotes the book; the steps read
 * the position, the moves, the trigger, the book's labels and the expected verdicts from the case file through the one
 * reader ({@link CaseFile}), play the moves on the board, and ask the engine — through {@link ArbiterGateway} only —
 * for the labels and the verdict. Expected values are the book's, never the engine's. The older steps that restate the
 * position, moves, labels and verdict in the feature (checked against the case file) still work.
 */
public class RepetitionSteps {

    private Case theCase;
    private Position position;
    private final List<Long> keys = new ArrayList<>();
    private final Map<String, ArbiterGateway.Ruling> rulings = new HashMap<>();

    @Given("案例 {string} 的局面 {string}")
    public void caseWithPosition(String id, String fen) throws FenException {
        theCase(id);
        assertEquals(theCase.fen(), fen, "the feature's FEN differs from " + theCase.file());
    }

    @Given("案例 {string}")
    public void theCase(String id) throws FenException {
        theCase = CaseFile.byId(CaseFile.REPETITION, id);
        position = Position.fromFen(theCase.fen());
        keys.clear();
        keys.add(position.key());
    }

    @When("依次走出:")
    public void playTheseMoves(DataTable table) {
        List<Map<String, String>> rows = table.asMaps();
        List<String> iccs = rows.stream().map(r -> r.get("ICCS")).toList();
        List<String> chinese = rows.stream().map(r -> r.get("着法")).toList();
        assertEquals(theCase.moves(), iccs, "the feature's moves differ from " + theCase.file());
        assertEquals(theCase.chinese(), chinese, "the feature's Chinese moves differ from " + theCase.file());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(String.valueOf(i + 1), rows.get(i).get("着"), "ply numbers must run 1, 2, 3, …");
            String origin = rows.get(i).get("出处");
            assertEquals(i < theCase.bookPlies() ? "书" : "补", origin,
                    "ply " + (i + 1) + ": 书 marks the book's plies, 补 the ones added to reach the trigger");
        }
        play(iccs);
    }

    @When("走完案例的着法")
    public void playTheCaseMoves() {
        play(theCase.moves());
    }

    private void play(List<String> moves) {
        for (int i = 0; i < moves.size(); i++) {
            int m = Move.parseIccs(moves.get(i));
            assertNotEquals(Move.NONE, m, "ply " + (i + 1) + ": not an ICCS move: " + moves.get(i));
            if (!position.isLegal(m)) {
                fail("ply " + (i + 1) + ": " + moves.get(i) + " is illegal in " + position.toFen());
            }
            position.make(m);
            keys.add(position.key());
        }
    }

    @Then("第 {int} 着后局面第 {int} 次出现")
    public void positionOccursAfterPly(int ply, int occurrences) {
        long key = keys.get(ply);
        assertEquals(occurrences, keys.subList(0, ply + 1).stream().filter(k -> k == key).count(),
                "occurrences of the position after ply " + ply);
        for (int i = 0; i < ply; i++) {
            long k = keys.get(i);
            assertTrue(keys.subList(0, i + 1).stream().filter(x -> x == k).count() < occurrences,
                    "a position already occurred " + occurrences + " times after ply " + i);
        }
        assertEquals(theCase.trigger().afterPly(), ply, "the case file's trigger.after_ply");
    }

    @Then("局面如案例所载重复")
    public void positionRepeatsAsTheCaseSays() {
        Case.Trigger t = theCase.trigger();
        assertTrue(t.afterPly() > 0 && t.occurrences() > 1, theCase.file() + " names no trigger (trigger.after_ply, occurrences)");
        positionOccursAfterPly(t.afterPly(), t.occurrences());
    }

    @Then("按 {string} 各着的标签如棋书所说")
    public void labelsAsTheBookSays(String edition) {
        assertEquals(theCase.labelsEdition(), edition, theCase.file() + " gives its labels under labels_edition "
                + theCase.labelsEdition());
        assertTrue(!theCase.labels().isEmpty(), theCase.file() + " names no labels");
        ArbiterGateway.Ruling ruling = ruling(edition);
        List<String> wrong = new ArrayList<>();
        for (Case.Label expected : theCase.labels()) {
            int ply = expected.ply();
            boolean negated = expected.not() != null;
            String wanted = normalise(negated ? expected.not() : expected.label());
            assertTrue(ply <= ruling.labelsPerPly().size(), "the ruling labels only "
                    + ruling.labelsPerPly().size() + " plies");
            List<String> actual = ruling.labelsPerPly().get(ply - 1).stream().map(RepetitionSteps::normalise).toList();
            if (actual.contains(wanted) == negated) {
                wrong.add("ply " + ply + " (" + move(ply) + "): book says " + (negated ? "not " : "") + wanted
                        + " (" + expected.book() + "), engine says " + actual);
            }
        }
        assertTrue(wrong.isEmpty(), edition + " labels of " + theCase.id() + ":\n  " + String.join("\n  ", wrong));
    }

    @Then("按 {string} 裁决如案例所载")
    public void verdictAsTheCaseSays(String edition) {
        Case.Expected expected = theCase.expected().get(edition);
        assertTrue(expected != null, theCase.file() + " has no expected verdict for " + edition);
        verdictUnder(edition, expected.verdict());
    }

    private String move(int ply) {
        return theCase.chinese().isEmpty() ? theCase.moves().get(ply - 1) : theCase.chinese().get(ply - 1);
    }

    @Then("按 {string} 各着的标签为:")
    public void labelsUnder(String edition, DataTable table) {
        List<Map<String, String>> rows = table.asMaps();
        assertEquals(theCase.labelsEdition(), edition, theCase.file() + " gives its labels under labels_edition "
                + theCase.labelsEdition());
        assertEquals(theCase.labels().size(), rows.size(), "the feature's label table differs from " + theCase.file());
        ArbiterGateway.Ruling ruling = ruling(edition);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, String> row = rows.get(i);
            Case.Label expected = theCase.labels().get(i);
            int ply = Integer.parseInt(row.get("着"));
            String label = row.get("标签");
            boolean negated = label.startsWith("不是");
            String wanted = normalise(negated ? label.substring(2) : label);
            assertEquals(expected.ply(), ply, "label row " + (i + 1) + " vs " + theCase.file());
            assertEquals(expected.label() != null ? expected.label() : expected.not(), wanted,
                    "label row " + (i + 1) + " vs " + theCase.file());
            assertEquals(expected.not() != null, negated, "label row " + (i + 1) + " vs " + theCase.file());
            assertEquals("red".equals(expected.side()) ? "红" : "黑", row.get("方"), "label row " + (i + 1));
            assertTrue(ply <= ruling.labelsPerPly().size(), "the ruling labels only "
                    + ruling.labelsPerPly().size() + " plies");
            List<String> actual = ruling.labelsPerPly().get(ply - 1).stream().map(RepetitionSteps::normalise).toList();
            if (actual.contains(wanted) == negated) {
                wrong.add("ply " + ply + " (" + theCase.chinese().get(ply - 1) + "): book says "
                        + (negated ? "not " : "") + wanted + " (" + row.get("棋书") + "), engine says " + actual);
            }
        }
        assertTrue(wrong.isEmpty(), edition + " labels of " + theCase.id() + ":\n  " + String.join("\n  ", wrong));
    }

    @Then("按 {string} 裁决为 {string}")
    public void verdictUnder(String edition, String verdict) {
        Case.Expected expected = theCase.expected().get(edition);
        assertTrue(expected != null, theCase.file() + " has no expected verdict for " + edition);
        assertEquals(expected.verdict(), verdict, "the feature's verdict differs from " + theCase.file());
        ArbiterGateway.Ruling ruling = ruling(edition);
        assertEquals(verdict, ruling.verdict(), theCase.id() + " under " + edition + " (book: "
                + (expected.ownReading() ? "own reading" : expected.sourceOrWhy()) + "); engine's reasons: "
                + ruling.reasons());
    }

    private ArbiterGateway.Ruling ruling(String edition) {
        return rulings.computeIfAbsent(edition, e -> ArbiterGateway.rule(e, theCase.fen(), theCase.moves()));
    }

    /** The Taiwan book writes 照/殺/閒…; the engine's vocabulary is 将/杀/闲…: compare in one alphabet. */
    static String normalise(String label) {
        String l = label.trim();
        return switch (l) {
            case "照", "將", "将军", "照將" -> "将";
            case "殺" -> "杀";
            case "閒", "閑" -> "闲";
            case "獻" -> "献";
            case "攔" -> "拦";
            case "兌" -> "兑";
            default -> l;
        };
    }
}
