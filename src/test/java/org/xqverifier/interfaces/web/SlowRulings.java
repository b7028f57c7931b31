package org.xqverifier.interfaces.web;

import java.util.List;
import java.util.function.BiPredicate;

import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

/** Rulings that take their time: {@code inner}'s, after sleeping (interruptibly, as a cancelled analysis stops). */
final class SlowRulings implements RulingService {
    private final RulingService inner;
    private final BiPredicate<String, List<String>> slow;
    private final long slowMillis;
    private final long otherMillis;

    /** Sleeps {@code slowMillis} where {@code slow(edition, moves)} holds, else {@code otherMillis}. */
    SlowRulings(RulingService inner, BiPredicate<String, List<String>> slow, long slowMillis, long otherMillis) {
        this.inner = inner;
        this.slow = slow;
        this.slowMillis = slowMillis;
        this.otherMillis = otherMillis;
    }

    @Override
    public List<EditionInfo> editions() {
        return inner.editions();
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        try {
            Thread.sleep(slow.test(edition, moves) ? slowMillis : otherMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return inner.rule(edition, fen, moves);
    }
}
