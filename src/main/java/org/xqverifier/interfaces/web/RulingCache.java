package org.xqverifier.interfaces.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

/**
 * Remembers the most recent rulings. The page asks for the ruling of the whole line after every click, and a ruling
 * of a bundled edition depends only on the edition, the position and the moves, so a repeated question is answered
 * without running the engine again. Bounded: the least recently used entries go first.
 */
final class RulingCache implements RulingService {
    private final RulingService engine;
    private final Map<String, RulingResult> entries;

    RulingCache(RulingService engine, int capacity) {
        this.engine = engine;
        this.entries = new LinkedHashMap<>(Math.min(capacity, 1024), 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RulingResult> eldest) {
                return size() > capacity;
            }
        };
    }

    @Override
    public List<EditionInfo> editions() {
        return engine.editions();
    }

    /** The remembered ruling, or null: answered on the request's own thread, without queueing for the engine. */
    RulingResult known(String edition, String fen, List<String> moves) {
        synchronized (entries) {
            return entries.get(key(edition, fen, moves));
        }
    }

    private static String key(String edition, String fen, List<String> moves) {
        return edition + '\n' + fen + '\n' + String.join(" ", moves);
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        String key = key(edition, fen, moves);
        synchronized (entries) {
            RulingResult known = entries.get(key);
            if (known != null) {
                return known;
            }
        }
        RulingResult fresh = engine.rule(edition, fen, moves);
        synchronized (entries) {
            entries.put(key, fresh);
        }
        return fresh;
    }

    /** Not remembered: asked once per game of an opened file, it would push the page's own rulings out. */
    @Override
    public RulingResult.Cycle firstCycle(String edition, String fen, List<String> moves) {
        return engine.firstCycle(edition, fen, moves);
    }
}
