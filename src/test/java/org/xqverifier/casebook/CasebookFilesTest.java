package org.xqverifier.casebook;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every repetition case file is checked against the board, independently of the engine: its FEN can be set up, its
 * moves are legal in order, and the position it calls the trigger really stands on the board for the n-th time after
 * the ply it names (and no position got there earlier). A case that fails here is wrong data, whatever the engine says.
 */
class CasebookFilesTest {

    private static final Set<String> VERDICTS =
            Set.of("red-must-change", "black-must-change", "draw", "none", "red-wins", "black-wins");
    private static final Set<String> LABELS = Set.of("将", "杀", "捉", "兑", "献", "拦", "闲");
    private static final Set<String> FAMILIES =
            Set.of("perpetual-check", "check-kill-mixes", "chases", "king-and-pawn", "divided-chases");

    @TestFactory
    Stream<DynamicTest> everyCaseIsLegalAndReachesItsTrigger() {
        List<Case> cases = seedAndWxfCases();
        assertFalse(cases.isEmpty(), "no case files in " + CaseFile.REPETITION);
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> check(c)));
    }

    private static void check(Case c) throws FenException {
        String where = c.file() + ": ";
        assertEquals(c.file().getFileName().toString(), c.id() + ".yaml", where + "id must equal the file name");
        assertFalse(c.title().isBlank(), where + "title missing");
        assertTrue(FAMILIES.contains(c.family()), where + "family '" + c.family() + "' is not one of " + FAMILIES);
        assertTrue(Set.of("adopted", "constructed").contains(c.origin()),
                where + "position.provenance must be adopted or constructed");

        FenValidation v = Fen.validate(c.fen());
        assertTrue(v.kind() == FenValidation.Kind.FINE || v.kind() == FenValidation.Kind.DIAGRAM_ONLY,
                where + "FEN is " + v.kind() + ": " + v.messages());

        assertEquals(c.moves().size(), c.chinese().size(), where + "moves.iccs and moves.chinese differ in length");
        assertTrue(c.bookPlies() >= 0 && c.bookPlies() <= c.moves().size(), where + "book_plies out of range");

        Position p = Position.fromFen(c.fen());
        List<Long> keys = new ArrayList<>();
        keys.add(p.key());
        Map<Long, Integer> seen = new HashMap<>();
        seen.merge(p.key(), 1, Integer::sum);
        int firstThird = -1;
        for (int i = 0; i < c.moves().size(); i++) {
            String text = c.moves().get(i);
            int m = Move.parseIccs(text);
            assertNotEquals(Move.NONE, m, where + "ply " + (i + 1) + ": '" + text + "' is not an ICCS move");
            if (!p.isLegal(m)) {
                fail(where + "ply " + (i + 1) + ": " + text + " is illegal in " + p.toFen());
            }
            String chinese = c.chinese().get(i);
            assertEquals(text, BookChineseMoves.toIccs(p, simplified(chinese)),
                    where + "ply " + (i + 1) + ": the Chinese " + chinese + " names another move than " + text);
            p.make(m);
            keys.add(p.key());
            int count = seen.merge(p.key(), 1, Integer::sum);
            if (count == c.trigger().occurrences() && firstThird < 0) {
                firstThird = i + 1;
            }
        }
        assertEquals(3, c.trigger().occurrences(), where + "the rule books rule on a position's third occurrence");
        assertEquals(c.trigger().afterPly(), firstThird,
                where + "trigger.after_ply: the first ply after which a position stands on the board "
                        + c.trigger().occurrences() + " times");
        long trigger = keys.get(firstThird);
        assertEquals(trigger, (long) keys.get(c.trigger().firstSeenAfterPly()),
                where + "trigger.first_seen_after_ply does not hold the trigger position");
        assertEquals(c.trigger().firstSeenAfterPly(), keys.indexOf(trigger),
                where + "trigger.first_seen_after_ply is not the first time the trigger position stood on the board");

        for (Case.Label l : c.labels()) {
            assertTrue(l.ply() >= 1 && l.ply() <= c.moves().size(), where + "label for ply " + l.ply() + " out of range");
            boolean redMoves = (l.ply() % 2 == 1) == (Position.fromFen(c.fen()).sideToMove() == Side.RED);
            assertEquals(redMoves ? "red" : "black", l.side(), where + "label for ply " + l.ply() + ": wrong side");
            String label = l.label() != null ? l.label() : l.not();
            assertTrue(label != null && LABELS.contains(label), where + "label for ply " + l.ply() + " not in " + LABELS);
        }
        assertTrue(c.expected().containsKey("tw-2007") && c.expected().containsKey("wxf-2018"),
                where + "expected verdicts for tw-2007 and wxf-2018 are required");
        for (Case.Expected e : c.expected().values()) {
            assertTrue(VERDICTS.contains(e.verdict()), where + e.edition() + ": verdict '" + e.verdict() + "'");
            assertTrue(Files.isDirectory(Path.of("rules", e.edition())), where + "unknown edition " + e.edition());
            assertFalse(e.sourceOrWhy().isBlank(), where + e.edition() + ": give the source or, for an own reading, why");
        }
    }

    /** The Taiwan and compilation figures and the WXF candidates: the files directly in casebook/repetition (cxa2020/ has its own tests). */
    static List<Case> seedAndWxfCases() {
        return CaseFile.files(CaseFile.REPETITION).stream().filter(f -> f.getParent().equals(CaseFile.REPETITION))
                .flatMap(f -> CaseFile.read(f).stream()).toList();
    }

    /** The Taiwan seed prints traditional piece characters; the independent reader takes the simplified ones. */
    private static String simplified(String chinese) {
        StringBuilder sb = new StringBuilder();
        for (char ch : chinese.toCharArray()) {
            sb.append(switch (ch) {
                case '俥', '車' -> '车';
                case '傌', '馬' -> '马';
                case '帥' -> '帅';
                case '將' -> '将';
                case '包' -> '炮';
                default -> ch;
            });
        }
        return sb.toString();
    }

    /** The casebook is read through Cucumber: every case needs a scenario that names it. */
    @TestFactory
    Stream<DynamicTest> everyCaseHasAScenario() throws IOException {
        StringBuilder features = new StringBuilder();
        try (Stream<Path> files = Files.walk(Path.of("features", "repetition"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".feature")).toList()) {
                features.append(Files.readString(f));
            }
        }
        String all = features.toString();
        return seedAndWxfCases().stream().map(c -> DynamicTest.dynamicTest(c.id(), () ->
                assertTrue(all.contains("\"" + c.id() + "\"") || all.contains("| " + c.id() + " "),
                        "no scenario in features/repetition names case " + c.id())));
    }
}
