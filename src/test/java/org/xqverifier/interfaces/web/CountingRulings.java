package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.DevelopmentFakeRulingService;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** The development fake's rulings, counted: how often a cache in front of it let a ruling through. */
final class CountingRulings implements RulingService {
    final AtomicInteger calls = new AtomicInteger();
    private final DevelopmentFakeRulingService fake = new DevelopmentFakeRulingService();

    @Override
    public List<EditionInfo> editions() {
        return fake.editions();
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        calls.incrementAndGet();
        return fake.rule(edition, fen, moves);
    }
}
