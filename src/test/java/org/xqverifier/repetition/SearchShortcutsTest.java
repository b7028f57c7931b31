package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.ExchangeOffer;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.Phase;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The material search's shortcuts (captures in a line of checks that cannot beat the line found, searches one reading
 * shares with the other) change what it costs, never what it finds: on every cycle of a corpus file under cxa-2020,
 * the search with them gives the rules exactly the facts the search without them gives, field by field, and the
 * shortcuts are taken. The one search left out whole (the position before a move whose position after holds no
 * MaterialWin or ExchangeOffer, and the other reading after it when it holds no MaterialWin) removes facts that
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

    /**
     * The facts less a ply's BEFORE and BEFORE_READ_AS_AFTER wins and offers when its AFTER holds neither a win nor an
     * offer, and its AFTER_READ_AS_BEFORE wins when its AFTER holds no win.
     */
    private static List<Object> whatTheRulesRead(List<Object> facts) {
        Set<Integer> afterWin = new HashSet<>(), afterWinOrOffer = new HashSet<>();
        for (Object f : facts) {
            if (f instanceof MaterialWin w && w.getPhase() == Phase.AFTER) {
                afterWin.add(w.getPly());
                afterWinOrOffer.add(w.getPly());
            } else if (f instanceof ExchangeOffer o && o.getPhase() == Phase.AFTER) {
                afterWinOrOffer.add(o.getPly());
            }
        }
        List<Object> read = new ArrayList<>();
        for (Object f : facts) {
            Phase phase = f instanceof MaterialWin w ? w.getPhase() : f instanceof ExchangeOffer o ? o.getPhase() : null;
            int ply = f instanceof MaterialWin w ? w.getPly() : f instanceof ExchangeOffer o ? o.getPly() : 0;
            boolean before = phase == Phase.BEFORE || phase == Phase.BEFORE_READ_AS_AFTER;
            if (before && !afterWinOrOffer.contains(ply) || phase == Phase.AFTER_READ_AS_BEFORE && !afterWin.contains(ply)) {
                continue;
            }
            read.add(f);
        }
        return read;
    }

    private static String dump(Object o) throws IllegalAccessException {
        return RepeatedPliesTest.dump(o);
    }
}
