package org.xqverifier.interfaces.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.record.Game;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.Replayer;
import org.xqverifier.repetition.Ruling;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Games are replayed while the rule bases are still being built; nothing is handed on before they are there, the
 * games that waited for a decision are then decided, and every game comes out in order, ruled as the arbiter rules it.
 */
class CorpusRulingWhileRuleBasesLoadTest {
    // WXF D2: Red's rook checks on and on; the position recurs a third time at ply 8.
    private static final String CHECKS = "[Event \"checks\"]\n[FEN \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"]\n"
            + "1. f0e0 e8f8 2. e0f0 f8e8 3. f0e0 e8f8 4. e0f0 f8e8 5. f0e0 *\n\n";
    private static final String SHORT = "[Event \"short\"]\n1. h2e2 h9g7 *\n\n";

    @TempDir
    Path temp;

    private List<Path> collection() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 150; i++) { // several batches, each with games of both kinds
            text.append(i % 3 == 0 ? CHECKS : SHORT);
        }
        Path file = temp.resolve("games.pgn");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return List.of(file);
    }

    @Test
    void gamesWaitForTheRuleBasesAndComeOutInOrderRuledAsTheArbiterRules() throws Exception {
        List<Path> files = collection();
        Replayer replayer = Arbiters.bundled().replayer("tw-2007");
        CompletableFuture<List<Arbiter>> arbiters = new CompletableFuture<>();
        List<CorpusRuling.GameRulings> out = new CopyOnWriteArrayList<>();
        CompletableFuture<CorpusRuling.Timing> run = CompletableFuture.supplyAsync(() ->
                new CorpusRuling(CompletableFuture.completedFuture(List.of(replayer)), arbiters, 2)
                        .run(GameCollection.entries(files), out::add));
        Thread.sleep(300);
        assertEquals(List.of(), out, "nothing is handed on before the rule bases are there");
        Arbiter arbiter = Arbiters.bundled().get("tw-2007");
        arbiters.complete(List.of(arbiter));
        run.get(60, TimeUnit.SECONDS);

        assertEquals(150, out.size());
        int cycles = 0;
        for (int i = 0; i < out.size(); i++) {
            CorpusRuling.GameRulings g = out.get(i);
            assertEquals(i + 1, g.number());
            Game game = g.game();
            Ruling expected = arbiter.firstRuling(game.startFen(), game.moves());
            assertEquals(List.of(expected), g.rulings(), "game " + g.number());
            cycles += expected.cycleOrNull() != null ? 1 : 0;
        }
        assertEquals(50, cycles);
    }

    @Test
    void aRuleBaseThatDoesNotLoadStopsTheRunBeforeAnyGame() throws Exception {
        List<Path> files = collection();
        Replayer replayer = Arbiters.bundled().replayer("tw-2007");
        IllegalStateException broken = new IllegalStateException("the rules do not compile");
        List<CorpusRuling.GameRulings> out = new CopyOnWriteArrayList<>();
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () ->
                new CorpusRuling(CompletableFuture.completedFuture(List.of(replayer)),
                        CompletableFuture.failedFuture(broken), 2).run(GameCollection.entries(files), out::add));
        assertSame(broken, thrown);
        assertTrue(out.isEmpty());
    }
}
