package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The material search's shortcuts (captures in a line of checks that cannot beat the line found, searches one reading
 * shares with the other) change what it costs, never what it finds: on every cycle of a corpus file under cxa-2020,
 * the search with them gives the rules exactly the facts the search without them gives, field by field, and the
 * shortcuts are taken.
 */
class SearchShortcutsTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "Hu_Ronghua_1391_UCI_games.pgn");

    @Test
    void theShortcutsFindWhatTheFullSearchFinds() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        Arbiter arbiter = Arbiter.forEdition("cxa-2020");
        Replayer fast = Replayer.of(arbiter.edition());
        Replayer full = Replayer.withoutShortcuts(arbiter.edition());
        int cycles = 0, wins = 0;
        for (Game g : PgnReader.read(CORPUS)) {
            PendingDecision a = fast.firstRuling(g.startFen(), g.moves());
            PendingDecision b = full.firstRuling(g.startFen(), g.moves());
            if (!b.needsDecision()) {
                continue;
            }
            cycles++;
            assertEquals(dump(b.facts()), dump(a.facts()), CORPUS.getFileName() + " game " + g.number());
            wins += (int) a.facts().stream().filter(f -> f instanceof MaterialWin).count();
        }
        assertTrue(cycles >= 80, "the corpus must hold cycles to compare, found " + cycles);
        assertTrue(wins >= 400, "the cycles must hold material wins to compare, found " + wins);
        String taken = String.join("\n", fast.searchCost().lines());
        assertTrue(!taken.contains("not searched: 0.0 captures") && !taken.contains(", 0.0 exchange searches taken"), taken);
        String none = String.join("\n", full.searchCost().lines());
        assertTrue(none.contains("not searched: 0.0 captures") && none.contains(", 0.0 exchange searches taken"), none);
    }

    private static String dump(Object o) throws IllegalAccessException {
        return RepeatedPliesTest.dump(o);
    }
}
