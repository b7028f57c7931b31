package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.ExchangeOffer;
import org.xqverifier.analysis.LineBlock;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A cycle's second loop takes each ply's analysis and material wins from the ply of its first loop that made the same
 * move from the same board: the rules must be given exactly the facts that analysing and searching every ply gives,
 * field by field, and rule alike, on every cycle of the corpus under the edition that searches material (cxa-2020).
 */
class RepeatedPliesTest {
    private static final List<Path> CORPUS = List.of(Path.of("..", "shared", "corpus", "Liu_Dahua_1125_UCI_games.pgn"));

    @Test
    void aRepeatedPlyHasTheFactsOfSearchingItAgain() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS.get(0)), "corpus not found at " + CORPUS.get(0).toAbsolutePath().normalize());
        Arbiter arbiter = Arbiter.forEdition("cxa-2020");
        Replayer remembering = Replayer.of(arbiter.edition());
        Replayer searching = Replayer.searchingEveryPly(arbiter.edition());
        Arbiter reference = Arbiter.over(searching);
        int cycles = 0, wins = 0;
        for (Path file : CORPUS) {
            for (Game g : PgnReader.read(file)) {
                PendingDecision fast = remembering.firstRuling(g.startFen(), g.moves());
                PendingDecision full = searching.firstRuling(g.startFen(), g.moves());
                if (!full.needsDecision()) {
                    continue;
                }
                cycles++;
                String where = file.getFileName() + " game " + g.number();
                assertEquals(dump(full.facts()), dump(fast.facts()), where);
                assertEquals(reference.rule(full), arbiter.rule(fast), where);
                wins += (int) fast.facts().stream().filter(f -> f instanceof MaterialWin).count();
            }
        }
        assertTrue(cycles >= 80, "the corpus must hold cycles to compare, found " + cycles);
        assertTrue(wins >= 400, "the cycles must hold material wins to compare, found " + wins);
    }

    /** Relabelling a fact to another ply keeps every other field (a field added later must be carried too). */
    @Test
    void aRelabelledFactDiffersOnlyInItsPly() throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS.get(0)), "corpus not found at " + CORPUS.get(0).toAbsolutePath().normalize());
        Replayer replayer = Replayer.searchingEveryPly(Arbiter.forEdition("cxa-2020").edition());
        int kinds = 0;
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();
        for (Game g : PgnReader.read(CORPUS.get(0))) {
            PendingDecision p = replayer.firstRuling(g.startFen(), g.moves());
            if (!p.needsDecision()) {
                continue;
            }
            for (Object f : p.facts()) {
                Object moved = f instanceof MaterialWin w ? w.atPly(w.getPly() + 4)
                        : f instanceof ExchangeOffer o ? o.atPly(o.getPly() + 4)
                        : f instanceof LineBlock b ? b.atPly(b.getPly() + 4)
                        : f instanceof PlyFacts pf ? pf.atPly(pf.getPly() + 4) : null;
                if (moved != null) {
                    seen.add(f.getClass());
                    assertEquals(dump(f).replaceAll("ply=\\d+", "ply=?"), dump(moved).replaceAll("ply=\\d+", "ply=?"));
                    assertTrue(dump(moved).contains("ply="), dump(moved));
                }
            }
        }
        kinds = seen.size();
        assertEquals(4, kinds, "facts of each kind relabelled: " + seen);
    }

    /** Every field of a fact, a list's elements in turn. */
    static String dump(Object o) throws IllegalAccessException {
        if (o instanceof List<?> l) {
            StringBuilder b = new StringBuilder("[");
            for (Object e : l) {
                b.append(dump(e)).append('\n');
            }
            return b.append(']').toString();
        }
        if (o == null || o instanceof String || o instanceof Number || o instanceof Boolean || o instanceof Enum<?>
                || o.getClass().getName().startsWith("java.")) {
            return String.valueOf(o);
        }
        StringBuilder b = new StringBuilder(o.getClass().getSimpleName()).append('{');
        for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                b.append(f.getName()).append('=').append(dump(f.get(o))).append(' ');
            }
        }
        return b.append('}').toString();
    }
}
