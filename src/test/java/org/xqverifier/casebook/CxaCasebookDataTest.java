package org.xqverifier.casebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.GameStatus;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.casebook.CxaCaseFile.CaseMove;

/**
 * Checks the CXA 2020 casebook's data against the board, independently of any ruling: every position can be set
 * up, every move is legal in order, the book's Chinese and the ICCS transcription name the same move, the book's 将
 * labels fall exactly on the checking moves, and each case's cycle reaches its third occurrence (CXA 24.9–24.12) on
 * its last ply. The expected labels and verdicts themselves are the book's words and are asserted by the features
 * (features/repetition/cxa2020).
 */
class CxaCasebookDataTest {

    private static final Set<String> VERDICTS = Set.of("red-must-change", "black-must-change", "draw");
    /** The words the book prints after a move; 兑, 拦 and 跟 count as 闲 (24.8) but are printed as they are. */
    private static final Set<String> LABELS = Set.of("将", "杀", "捉", "兑", "献", "拦", "跟", "闲");
    private static final Set<String> BASES = Set.of("printed", "summary", "continuation");
    private static final Set<String> FAMILIES =
            Set.of("perpetual-check", "check-kill-mixes", "chases", "king-and-pawn", "divided-chases");
    private static final Pattern PRINTED = Pattern.compile("(.+?)\\s*[（(]\\s*(.+?)\\s*[)）]");

    @TestFactory
    Stream<DynamicContainer> everyCase() {
        return CxaCaseFile.all().stream().map(c -> DynamicContainer.dynamicContainer(c.id(),
                Stream.of(
                        DynamicTest.dynamicTest("schema", () -> schema(c)),
                        DynamicTest.dynamicTest("position can be set up", () -> position(c)),
                        DynamicTest.dynamicTest("moves legal, Chinese = ICCS", () -> moves(c)),
                        DynamicTest.dynamicTest("将 exactly on the checking moves", () -> checks(c)),
                        DynamicTest.dynamicTest("printed labels are the book's", () -> printed(c)),
                        DynamicTest.dynamicTest("continuation replays the cycle", () -> continuation(c)),
                        DynamicTest.dynamicTest("third occurrence on the last ply", () -> thirdOccurrence(c)),
                        DynamicTest.dynamicTest("the book's lines hold on the board", () -> bookChecks(c)))));
    }

    @Test
    void everyFigureOfChaptersEightAndNineIsInTheCasebook() {
        List<CxaCaseFile> cases = CxaCaseFile.all();
        Set<String> figures = cases.stream().map(CxaCaseFile::figure).collect(Collectors.toCollection(TreeSet::new));
        for (int n = 2; n <= 30; n++) {
            assertTrue(figures.contains("图" + n), "no case for 图" + n);
        }
        // 第九章's reference figures: the odd-numbered half (参考图1–49); the even half is held back to measure rulings on
        for (int n = 1; n <= 49; n += 2) {
            assertTrue(figures.contains("参考图" + n), "no case for 参考图" + n);
        }
        assertEquals(cases.size(), cases.stream().map(CxaCaseFile::id).distinct().count(), "case ids are not unique");
        // the two variants the book describes in words
        assertEquals(2, cases.stream().filter(c -> c.figure().equals("图29")).count(), "图29 and its variant");
        assertEquals(2, cases.stream().filter(c -> c.figure().equals("图30")).count(), "图30 and its variant");
    }

    private static void schema(CxaCaseFile c) {
        assertEquals(c.id() + ".yaml", c.path().getFileName().toString(), "id must equal the file name");
        assertNotNull(c.title(), "title");
        assertTrue(FAMILIES.contains(c.family()), "family '" + c.family() + "' is not one of " + FAMILIES);
        assertNotNull(c.figure(), "source.figure");
        assertEquals("adopted", c.provenance(), "position.provenance");
        assertNotNull(c.adopted(), "position.adopted");
        assertTrue(c.adopted().startsWith("CXA 2020 " + c.figure() + " "),
                "position.adopted must say which CXA 2020 figure was adopted: " + c.adopted());
        assertEquals(CxaCaseFile.EDITION, c.labelsEdition(), "labels_edition: the labels are the CXA book's");
        assertTrue(VERDICTS.contains(c.verdict()), "expected cxa-2020 verdict: " + c.verdict());
        assertEquals("book", c.reading(), "expected.cxa-2020.reading: every CXA figure's verdict is printed");
        assertNotNull(c.verdictSource(), "expected.cxa-2020.source");
        assertNotNull(c.redPattern(), "expected.cxa-2020.red");
        assertNotNull(c.blackPattern(), "expected.cxa-2020.black");
        assertNotNull(c.bookText(), "book_text");
        assertFalse(c.bookText().contains("📓"), "transcriber notes (📓) belong in notes, not in book_text");
        assertNotNull(c.bookConclusion(), "expected.cxa-2020.book");
        assertTrue(c.bookText().replace("\n", "").contains(c.bookConclusion()),
                "expected.cxa-2020.book must be quoted from book_text: " + c.bookConclusion());
        assertTrue(c.bookPlies() >= 1 && c.bookPlies() <= c.moves().size(), "moves.book_plies out of range");
        Side side = sideToMove(c);
        for (int i = 0; i < c.moves().size(); i++) {
            CaseMove m = c.moves().get(i);
            String where = "ply " + (i + 1) + ": ";
            assertEquals(i + 1, m.ply(), where + "labels must be numbered 1, 2, 3 … one per ply");
            assertEquals(side == Side.RED ? "red" : "black", m.side(), where + "side");
            assertTrue(LABELS.contains(m.label()), where + "label '" + m.label() + "' is not one of " + LABELS);
            assertTrue(BASES.contains(m.basis()), where + "basis '" + m.basis() + "' is not one of " + BASES);
            assertNotNull(m.book(), where + "book: the book's words the label rests on");
            if (m.basis().equals("printed")) {
                assertTrue(m.ply() <= c.bookPlies(), where + "a printed label beyond the book's plies");
            }
            if (m.repeatsPly() != null) {
                assertEquals("continuation", m.basis(), where + "only a continuation ply repeats an earlier ply");
            }
            if (m.basis().equals("continuation")) {
                assertTrue(m.ply() > c.bookPlies(), where + "a continuation ply inside the book's plies");
            }
            if (i > 0 && c.moves().get(i - 1).basis().equals("continuation")) {
                assertEquals("continuation", m.basis(), where + "the continuation must come after the book's moves");
            }
            side = side.opposite();
        }
    }

    private static void position(CxaCaseFile c) throws FenException {
        FenValidation v = Fen.validate(c.fen());
        assertTrue(v.kind() == FenValidation.Kind.FINE || v.kind() == FenValidation.Kind.DIAGRAM_ONLY,
                c.fen() + " is " + v.kind() + ": " + v.messages());
    }

    private static void moves(CxaCaseFile c) throws FenException {
        Position p = Position.fromFen(c.fen());
        for (CaseMove m : c.moves()) {
            String where = "ply " + m.ply() + " " + m.chinese() + " / " + m.iccs() + ": ";
            int move = Move.parseIccs(m.iccs());
            assertTrue(p.isLegal(move), where + "illegal in " + p.toFen());
            String named;
            try {
                named = BookChineseMoves.toIccs(p, m.chinese());
            } catch (IllegalArgumentException e) {
                fail(where + e.getMessage());
                return;
            }
            assertEquals(m.iccs(), named, where + "the Chinese names another move");
            p.make(move);
        }
    }

    private static void checks(CxaCaseFile c) throws FenException {
        Position p = Position.fromFen(c.fen());
        for (CaseMove m : c.moves()) {
            p.make(Move.parseIccs(m.iccs()));
            assertEquals(p.inCheck(), m.label().equals("将"),
                    "ply " + m.ply() + " " + m.chinese() + ": labelled " + m.label() + " but "
                            + (p.inCheck() ? "gives check" : "gives no check"));
        }
    }

    private static void printed(CxaCaseFile c) {
        for (CaseMove m : c.moves()) {
            if (!m.basis().equals("printed")) {
                continue;
            }
            String where = "ply " + m.ply() + ": ";
            assertTrue(c.bookText().contains(m.book()), where + "'" + m.book() + "' is not in book_text");
            Matcher mm = PRINTED.matcher(m.book());
            assertTrue(mm.matches(), where + "a printed label's book text is 'move（label）': " + m.book());
            assertTrue(samePrintedMove(halfWidth(m.chinese()), halfWidth(mm.group(1))),
                    where + "printed move " + mm.group(1) + " is not " + m.chinese());
            assertEquals(m.label(), mm.group(2), where + "label differs from the printed one");
        }
    }

    private static void continuation(CxaCaseFile c) {
        for (CaseMove m : c.moves()) {
            if (m.repeatsPly() == null) {
                continue;
            }
            CaseMove earlier = c.moves().get(m.repeatsPly() - 1);
            String where = "ply " + m.ply() + " repeats ply " + m.repeatsPly() + ": ";
            assertEquals(c.cycleLength(), m.ply() - m.repeatsPly(), where + "must be one cycle earlier");
            assertEquals(earlier.iccs(), m.iccs(), where + "move");
            assertEquals(earlier.chinese(), m.chinese(), where + "Chinese");
            assertEquals(earlier.label(), m.label(), where + "label");
        }
    }

    private static void thirdOccurrence(CxaCaseFile c) throws FenException {
        Position p = Position.fromFen(c.fen());
        long[] keys = new long[c.moves().size() + 1];
        keys[0] = p.key();
        Map<Long, Integer> seen = new HashMap<>();
        seen.merge(keys[0], 1, Integer::sum);
        int firstThird = -1;
        for (CaseMove m : c.moves()) {
            p.make(Move.parseIccs(m.iccs()));
            keys[m.ply()] = p.key();
            if (seen.merge(p.key(), 1, Integer::sum) == 3 && firstThird < 0) {
                firstThird = m.ply();
            }
        }
        int last = c.moves().size();
        assertEquals(3, c.triggerOccurrences(), "trigger.occurrences: the book rules when a cycle occurs three times");
        assertEquals(last, firstThird, "the move list must end where a position first stands on the board a third time");
        assertEquals(firstThird, c.triggerAfterPly(), "trigger.after_ply");
        List<Integer> occurrences = new ArrayList<>();
        for (int ply = 0; ply <= last; ply++) {
            if (keys[ply] == keys[last]) {
                occurrences.add(ply);
            }
        }
        assertEquals(3, occurrences.size(), "the trigger position must occur exactly three times");
        assertEquals(c.firstSeenAfterPly(), occurrences.get(0), "trigger.first_seen_after_ply");
        assertEquals(c.cycleLength(), occurrences.get(1) - occurrences.get(0), "trigger.cycle_length");
        assertEquals(c.cycleLength(), occurrences.get(2) - occurrences.get(1), "trigger.cycle_length");
    }

    /**
     * Lines the book's explanation describes (红车可垫将还杀, 车5平6有杀, 将军弃兵得车 …) played from the position after the
     * given ply; a threat is played by the side not to move, so the position is set up with that side to move. They
     * tie the transcribed position to the book's prose: a misplaced piece usually breaks them.
     */
    private static void bookChecks(CxaCaseFile c) throws FenException {
        for (CxaCaseFile.BookCheck b : c.bookChecks()) {
            String where = "book check after ply " + b.afterPly() + " (" + b.book() + "): ";
            Position p = Position.fromFen(c.fen());
            for (CaseMove m : c.moves().subList(0, b.afterPly())) {
                p.make(Move.parseIccs(m.iccs()));
            }
            String[] fen = p.toFen().split(" ");
            fen[1] = b.toMove().equals("red") ? "w" : "b";
            p = Position.fromFen(String.join(" ", fen));
            int captured = Piece.EMPTY;
            for (String iccs : b.line()) {
                int move = Move.parseIccs(iccs);
                assertTrue(p.isLegal(move), where + iccs + " is illegal in " + p.toFen());
                captured = p.pieceAt(Move.to(move));
                p.make(move);
            }
            if (b.endsIn().equals("checkmate")) {
                assertEquals(GameStatus.CHECKMATE, p.status(), where + "the line does not end in checkmate");
            } else if (b.endsIn().startsWith("captures ")) {
                char letter = b.endsIn().substring("captures ".length()).strip().charAt(0);
                assertTrue(captured != Piece.EMPTY && Piece.fenChar(captured) == letter,
                        where + "the line's last move does not capture '" + letter + "'");
            } else {
                fail(where + "ends_in must be 'checkmate' or 'captures <FEN letter>': " + b.endsIn());
            }
        }
    }

    private static Side sideToMove(CxaCaseFile c) {
        String[] fields = c.fen().trim().split("\\s+");
        return fields.length > 1 && fields[1].equalsIgnoreCase("b") ? Side.BLACK : Side.RED;
    }

    /**
     * The book's move as printed, or — where two such pieces share a file — the book's form without 前/后 (参考图1 prints
     * 马四进二 for 后马进二): the same piece, direction and destination (the moves test ties the Chinese to the ICCS).
     */
    private static boolean samePrintedMove(String chinese, String printed) {
        if (chinese.equals(printed)) {
            return true;
        }
        return chinese.length() == 4 && printed.length() == 4 && "前后".indexOf(chinese.charAt(0)) >= 0
                && chinese.charAt(1) == printed.charAt(0) && chinese.substring(2).equals(printed.substring(2));
    }

    private static String halfWidth(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            sb.append(ch >= '１' && ch <= '９' ? (char) ('1' + (ch - '１')) : ch);
        }
        return sb.toString();
    }
}
