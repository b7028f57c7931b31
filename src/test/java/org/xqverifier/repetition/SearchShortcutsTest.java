package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.analysis.ExchangeOffer;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.Phase;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The material search's shortcuts (captures in a line of checks that cannot beat the line found, searches one reading
 * shares with the other) change what it costs, never what it finds: on every cycle of a corpus file under cxa-2020,
 * the search with them gives the rules exactly the facts the search without them gives, field by field, and the
 * shortcuts are taken. The searches before a move look only at the targets the
 * position after it holds a win or offer of (none: nothing before the move is searched), which removes facts that
 * labels.drl reads only beside those: the full search's facts less exactly those are the facts, and the rulings
 * (every move's labels, codes and targets) are the same.
 */
class SearchShortcutsTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "Hu_Ronghua_1391_UCI_games.pgn");

    @Test
    void theShortcutsFindWhatTheFullSearchFinds() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        Arbiter arbiter = Arbiter.forEdition("cxa-2020");
        Replayer fast = Replayer.of(arbiter.edition());
        Replayer full = Replayer.withoutShortcuts(arbiter.edition());
        Arbiter reference = Arbiter.over(full);
        int cycles = 0, wins = 0, leftOut = 0;
        for (Game g : PgnReader.read(CORPUS)) {
            PendingDecision a = fast.firstRuling(g.startFen(), g.moves());
            PendingDecision b = full.firstRuling(g.startFen(), g.moves());
            if (!b.needsDecision()) {
                continue;
            }
            cycles++;
            List<Object> read = whatTheRulesRead(b.facts());
            leftOut += b.facts().size() - read.size();
            assertEquals(dump(read), dump(a.facts()), CORPUS.getFileName() + " game " + g.number());
            assertEquals(reference.rule(b), arbiter.rule(a), CORPUS.getFileName() + " game " + g.number());
            wins += (int) a.facts().stream().filter(f -> f instanceof MaterialWin).count();
        }
        assertTrue(cycles >= 80, "the corpus must hold cycles to compare, found " + cycles);
        assertTrue(wins >= 400, "the cycles must hold material wins to compare, found " + wins);
        assertTrue(leftOut >= 100, "the searches before a move that left nothing must be left out, facts: " + leftOut);
        String taken = String.join("\n", fast.searchCost().lines());
        assertTrue(!taken.contains("not searched: 0.0 captures") && !taken.contains(", 0.0 exchange searches taken"), taken);
        String none = String.join("\n", full.searchCost().lines());
        assertTrue(none.contains("not searched: 0.0 captures") && none.contains(", 0.0 exchange searches taken"), none);
    }

    @TempDir
    Path temp;

    /**
     * The before-move shortcut is a row of the edition (chases.yaml before_move_searched_only_where_compared), not a
     * constant: a committee whose labels.drl reads the before-move facts otherwise switches it off, and its copy then
     * gives the rules every fact of the whole search before each move, and rules as the bundled edition does.
     */
    @Test
    void aCommitteeThatSwitchesTheRowOffGetsTheWholeSearchBeforeEachMove() throws Exception {
        int before = againstACopyWithTheRowOff("before_move_searched_only_where_compared", Phase.BEFORE);
        assertTrue(before > 0, "before-move wins only the whole search finds: " + before);
    }

    /**
     * The after-move shortcut of the other reading is a row too (chases.yaml
     * other_reading_after_move_searched_only_where_compared): a committee copy with it off searches the position after
     * each move in the before-move reading for every piece an after-move win takes, and rules as the bundled edition
     * does; the bundled edition leaves out some of those searches.
     */
    @Test
    void aCommitteeThatSwitchesTheOtherReadingRowOffGetsItForEveryTarget() throws Exception {
        int leftOut = againstACopyWithTheRowOff("other_reading_after_move_searched_only_where_compared",
                Phase.AFTER_READ_AS_BEFORE);
        assertTrue(leftOut > 0, "after-move wins of the other reading only the whole search finds: " + leftOut);
    }

    /**
     * Rules the corpus's first 40 cycles with a committee copy of cxa-2020 whose {@code row} is off and with the bundled
     * edition: the copy's facts less those the rules do not read are the bundled edition's, and the rulings are the
     * same. Returns how many wins of {@code phase} the copy's search finds that the bundled one leaves out.
     */
    private int againstACopyWithTheRowOff(String row, Phase phase) throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-whole");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), row + ":\n  value: true", row + ":\n  value: false");
        Replayer whole = Replayer.of(EditionRepository.fromDirectory(folder).get("cxa-2020-whole"));
        Arbiter arbiter = Arbiter.forEdition("cxa-2020");
        Replayer fast = Replayer.of(arbiter.edition());
        Arbiter overWhole = Arbiter.over(whole);
        int cycles = 0, leftOut = 0;
        for (Game g : PgnReader.read(CORPUS)) {
            PendingDecision w = whole.firstRuling(g.startFen(), g.moves());
            if (!w.needsDecision()) {
                continue;
            }
            PendingDecision a = fast.firstRuling(g.startFen(), g.moves());
            assertEquals(dump(whatTheRulesRead(w.facts())), dump(a.facts()), CORPUS.getFileName() + " game " + g.number());
            assertEquals(arbiter.rule(a).toString(), overWhole.rule(w).toString().replace("cxa-2020-whole", "cxa-2020"),
                    CORPUS.getFileName() + " game " + g.number());
            leftOut += countOf(w.facts(), phase) - countOf(a.facts(), phase);
            if (++cycles == 40) {
                break;
            }
        }
        assertTrue(cycles >= 20, "the corpus must hold cycles to compare, found " + cycles);
        return leftOut;
    }

    private static int countOf(List<Object> facts, Phase phase) {
        return (int) facts.stream().filter(f -> f instanceof MaterialWin m && m.getPhase() == phase).count();
    }

    /**
     * The facts less those the search leaves out: a ply's BEFORE and BEFORE_READ_AS_AFTER capture wins of a piece no
     * AFTER win of the ply reaches, its BEFORE offers facing a piece no AFTER offer faces, its AFTER_READ_AS_BEFORE
     * wins of a piece that is not the target of an AFTER win reaching a BEFORE_READ_AS_AFTER win at least as large,
     * and its BEFORE win by checks when the ply's AFTER holds neither win nor offer.
     */
    private static List<Object> whatTheRulesRead(List<Object> facts) {
        Map<Integer, List<MaterialWin>> afterWins = new HashMap<>();
        Map<Integer, Set<Integer>> afterFacing = new HashMap<>();
        for (Object f : facts) {
            if (f instanceof MaterialWin w && w.getPhase() == Phase.AFTER) {
                afterWins.computeIfAbsent(w.getPly(), k -> new ArrayList<>()).add(w);
            } else if (f instanceof ExchangeOffer o && o.getPhase() == Phase.AFTER) {
                afterFacing.computeIfAbsent(o.getPly(), k -> new HashSet<>()).add(o.getFacingId());
            }
        }
        List<Object> read = new ArrayList<>();
        for (Object f : facts) {
            boolean keep = true;
            if (f instanceof MaterialWin w && w.getPhase() != Phase.AFTER) {
                List<MaterialWin> after = afterWins.getOrDefault(w.getPly(), List.of());
                if (w.getPhase() == Phase.AFTER_READ_AS_BEFORE) {
                    // compared only where a win of the other reading before the move reaches an after-move win's
                    // target, for at least as much (other_reading_after_move_searched_only_where_compared)
                    keep = after.stream().anyMatch(a -> a.getTargetId() == w.getTargetId() && facts.stream().anyMatch(
                            b -> b instanceof MaterialWin x && x.getPly() == w.getPly()
                                    && x.getPhase() == Phase.BEFORE_READ_AS_AFTER && a.reaches(x.getTargetId())
                                    && x.getGain() >= a.getGain()));
                } else if (w.getHow().equals("checks")) {
                    keep = !after.isEmpty() || afterFacing.containsKey(w.getPly());
                } else {
                    keep = after.stream().anyMatch(a -> a.reaches(w.getTargetId()));
                }
            } else if (f instanceof ExchangeOffer o && o.getPhase() == Phase.BEFORE) {
                keep = afterFacing.getOrDefault(o.getPly(), Set.of()).contains(o.getFacingId());
            }
            if (keep) {
                read.add(f);
            }
        }
        return read;
    }

    private static String dump(Object o) throws IllegalAccessException {
        return RepeatedPliesTest.dump(o);
    }
}
