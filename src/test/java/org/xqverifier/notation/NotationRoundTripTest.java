package org.xqverifier.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.record.Corpus;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

/**
 * The notation property: in every position, for every legal move and every notation, parse(write(m)) == m, and no
 * two legal moves are written alike. Checked on every position of the corpus (both game files) and on random
 * positions crowded with pawns, where the tandem rules are exercised.
 *
 * <p>{@code -Dxq.roundtrip.stride=N} checks every N-th corpus position only (default 1: all of them).
 */
class NotationRoundTripTest {
    private static final int MAX_REPORTED = 20;

    @Test
    void holdsOnEveryCorpusPosition() throws Exception {
        int stride = Integer.getInteger("xq.roundtrip.stride", 1);
        Checker checker = new Checker();
        long started = System.nanoTime();
        long cpuStarted = cpuTime();
        int index = 0;
        for (String name : Corpus.GAME_FILES) {
            for (Game game : PgnReader.read(Corpus.file(name))) {
                Position p = game.startPosition();
                for (int ply = 0; ply <= game.plies(); ply++) {
                    if (index++ % stride == 0) checker.check(p, game + " ply " + ply);
                    if (ply < game.plies()) p.make(game.move(ply));
                }
            }
        }
        System.out.printf("notation round trip: %d corpus positions (every %d), %d moves x %d notations in %.1f s (CPU %.1f s)%n",
                checker.positions, stride, checker.moves, Notations.all().size(), (System.nanoTime() - started) / 1e9,
                (cpuTime() - cpuStarted) / 1e9);
        assertTrue(checker.failures.isEmpty(), () -> String.join("\n", checker.failures));
    }

    @Test
    void holdsOnRandomPositionsCrowdedWithPawns() {
        RandomPositions random = new RandomPositions(20261130L);
        Checker checker = new Checker();
        int tandems = 0;
        while (checker.positions < 20_000) {
            Position p = random.next();
            if (p == null) continue;
            checker.check(p, p.toFen());
            for (int m : p.legalMoves()) {
                String w = Notations.WXF.write(p, m);
                if (w.startsWith("++") || w.startsWith("--") || Character.isDigit(w.charAt(0))) tandems++;
            }
        }
        System.out.printf("notation round trip: %d random positions, %d moves, %d written with tandem pawn forms%n",
                checker.positions, checker.moves, tandems);
        assertTrue(tandems > 1000, "the random positions should exercise the tandem forms, got " + tandems);
        assertTrue(checker.failures.isEmpty(), () -> String.join("\n", checker.failures));
    }

    private static long cpuTime() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static final class Checker {
        final List<String> failures = new ArrayList<>();
        int positions;
        long moves;

        void check(Position p, String where) {
            positions++;
            int[] legal = p.legalMoves();
            moves += legal.length;
            for (MoveNotation notation : Notations.all()) {
                Map<String, Integer> written = new HashMap<>();
                for (int m : legal) {
                    String text = notation.write(p, m);
                    Integer before = written.put(text, m);
                    if (before != null) {
                        fail(where + " " + p.toFen() + ": " + notation.name() + " writes both " + Move.iccs(before)
                                + " and " + Move.iccs(m) + " as " + text);
                    }
                    try {
                        int back = notation.parse(p, text);
                        if (back != m) {
                            fail(where + " " + p.toFen() + ": " + notation.name() + " " + text + " is " + Move.iccs(m)
                                    + " but reads back as " + Move.iccs(back));
                        }
                    } catch (NotationException e) {
                        fail(where + " " + p.toFen() + ": " + notation.name() + " cannot read its own " + text + " ("
                                + Move.iccs(m) + "): " + e.reason());
                    }
                }
            }
        }

        void fail(String message) {
            if (failures.size() < MAX_REPORTED) failures.add(message);
        }
    }
}
