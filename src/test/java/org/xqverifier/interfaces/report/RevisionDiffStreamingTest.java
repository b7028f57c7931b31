package org.xqverifier.interfaces.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.xqverifier.interfaces.engine.RulingResult;

/**
 * {@code xq diff --games} over a collection of any size: the items are pulled from their iterator only a batch or two
 * ahead of the rulings (so memory does not grow with the collection), and the result is the one the whole list gives,
 * changes in item order.
 */
class RevisionDiffStreamingTest {
    private static final int ITEMS = 5_000;

    private static RevisionDiff.Item item(int i) {
        return new RevisionDiff.Item("g" + i, i % 7 != 0, "file, game " + i, "fen", List.of());
    }

    private static RulingResult ruling(String verdict) {
        return new RulingResult("e", verdict, null, null, List.of(),
                List.of(new RulingResult.Reason(verdict + "-rule", "Art. 1", List.of(), "zh", "en")));
    }

    /** The revision changes every item whose number is a multiple of 13. */
    private static RulingResult revised(RevisionDiff.Item item) {
        return ruling(Integer.parseInt(item.id().substring(1)) % 13 == 0 ? "draw" : "none");
    }

    @Test
    void itemsArePulledOnlyABatchOrTwoAheadOfTheRulingsAndTheResultIsTheListsOne() {
        AtomicInteger ruled = new AtomicInteger();
        int[] mostAhead = {0};
        Iterator<RevisionDiff.Item> items = new Iterator<>() {
            int next;

            public boolean hasNext() {
                return next < ITEMS;
            }

            public RevisionDiff.Item next() {
                mostAhead[0] = Math.max(mostAhead[0], next - ruled.get() / 2);
                return item(next++);
            }
        };
        RevisionDiff.Result streamed = RevisionDiff.compare("base", i -> {
            ruled.incrementAndGet();
            return ruling("none");
        }, "revised", i -> {
            ruled.incrementAndGet();
            return revised(i);
        }, items, done -> { });

        assertTrue(mostAhead[0] <= 2 * 256, "items read ahead of the rulings: " + mostAhead[0]);
        List<RevisionDiff.Item> all = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            all.add(item(i));
        }
        RevisionDiff.Result whole = RevisionDiff.compare("base", i -> ruling("none"), "revised",
                RevisionDiffStreamingTest::revised, all, done -> { });
        assertEquals(whole.cases(), streamed.cases());
        assertEquals(whole.games(), streamed.games());
        assertEquals(ITEMS / 13 + 1, streamed.changes().size());
        assertEquals(whole.changes().stream().map(c -> c.item().id()).toList(),
                streamed.changes().stream().map(c -> c.item().id()).toList());
        assertEquals(whole.changesByRule(), streamed.changesByRule());
        assertEquals(RevisionDiff.text(whole), RevisionDiff.text(streamed));
    }
}
