package org.xqverifier.interfaces.web;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Fen;
import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.RulingResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ruling cache is bounded by what its entries weigh, not only by how many there are. */
class RulingCacheTest {
    private final CountingRulings counting = new CountingRulings();
    private final AtomicInteger calls = counting.calls;
    private final DevelopmentFakeRulingService fake = new DevelopmentFakeRulingService();

    @Test
    void longLinesFillTheByteBudgetLongBeforeTheCount() {
        RulingCache cache = new RulingCache(counting, 10_000, 1 << 20);
        Random random = new Random(3);
        List<List<String>> lines = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            lines.add(CacheFillingClientTest.line(random, 600));
            cache.rule(DevelopmentFakeRulingService.EDITION, Fen.START, lines.get(i));
            assertTrue(cache.weight() <= 1 << 20, "the cache weighs " + cache.weight() + " bytes after " + (i + 1) + " lines");
        }
        assertTrue(cache.size() < 20, cache.size() + " lines of 600 plies kept in a 1 MiB budget");
        int before = calls.get();
        cache.rule(DevelopmentFakeRulingService.EDITION, Fen.START, lines.get(99));
        assertEquals(before, calls.get(), "the last line is remembered");
        cache.rule(DevelopmentFakeRulingService.EDITION, Fen.START, lines.get(0));
        assertEquals(before + 1, calls.get(), "the first line was let go to make room");
    }

    @Test
    void aRulingHeavierThanTheBudgetIsAnsweredAndNotKept() {
        RulingCache cache = new RulingCache(counting, 10_000, 4_096);
        List<String> line = CacheFillingClientTest.line(new Random(5), 600);
        RulingResult r = cache.rule(DevelopmentFakeRulingService.EDITION, Fen.START, line);
        assertEquals(600, r.moves().size());
        assertEquals(0, cache.size());
        assertEquals(0, cache.weight());
    }

    @Test
    void theEstimateGrowsWithTheLine() {
        RulingResult shortOne = fake.rule(DevelopmentFakeRulingService.EDITION, Fen.START, List.of("h2e2"));
        RulingResult longOne = fake.rule(DevelopmentFakeRulingService.EDITION, Fen.START,
                CacheFillingClientTest.line(new Random(7), 600));
        long a = RulingCache.weigh("k", shortOne), b = RulingCache.weigh("k", longOne);
        assertTrue(b > 600 * 100L && b > 100 * a, a + " bytes for one ply, " + b + " for 600");
    }
}
