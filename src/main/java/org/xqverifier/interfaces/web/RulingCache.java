package org.xqverifier.interfaces.web;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

/**
 * Remembers the most recent rulings. The page asks for the ruling of the whole line after every click, and a ruling
 * of a bundled edition depends only on the edition, the position and the moves, so a repeated question is answered
 * without running the engine again. Bounded twice: by the number of entries and by their weight, an estimate of the
 * bytes each holds (a 600-ply line's ruling holds ~480 KB: a count alone let 10,000 of them outgrow any heap). The
 * least recently used entries go first; a ruling heavier than the whole budget is answered and not kept.
 */
final class RulingCache implements RulingService {
    private final RulingService engine;
    private final int capacity;
    private final long maxWeight;
    private final LinkedHashMap<String, Entry> entries;
    private long weight;

    private record Entry(RulingResult result, long weight) {
    }

    RulingCache(RulingService engine, int capacity) {
        this(engine, capacity, WebServer.Limits.defaultCacheBytes());
    }

    RulingCache(RulingService engine, int capacity, long maxWeight) {
        this.engine = engine;
        this.capacity = capacity;
        this.maxWeight = maxWeight;
        this.entries = new LinkedHashMap<>(Math.min(capacity, 1024), 0.75f, true);
    }

    @Override
    public List<EditionInfo> editions() {
        return engine.editions();
    }

    /** The remembered ruling, or null: answered on the request's own thread, without queueing for the engine. */
    RulingResult known(String edition, String fen, List<String> moves) {
        synchronized (entries) {
            Entry e = entries.get(key(edition, fen, moves));
            return e == null ? null : e.result();
        }
    }

    /** What the entries weigh together (estimated bytes). */
    long weight() {
        synchronized (entries) {
            return weight;
        }
    }

    int size() {
        synchronized (entries) {
            return entries.size();
        }
    }

    private static String key(String edition, String fen, List<String> moves) {
        return edition + '\n' + fen + '\n' + String.join(" ", moves);
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        String key = key(edition, fen, moves);
        RulingResult known = known(edition, fen, moves);
        if (known != null) {
            return known;
        }
        RulingResult fresh = engine.rule(edition, fen, moves);
        long w = weigh(key, fresh);
        if (w > maxWeight) {
            return fresh;
        }
        synchronized (entries) {
            Entry old = entries.put(key, new Entry(fresh, w));
            weight += w - (old == null ? 0 : old.weight());
            Iterator<Entry> eldest = entries.values().iterator();
            while ((weight > maxWeight || entries.size() > capacity) && eldest.hasNext()) {
                weight -= eldest.next().weight();
                eldest.remove();
            }
        }
        return fresh;
    }

    /** Not remembered here: the referee is built once per edition by the engine. */
    @Override
    public org.xqverifier.referee.Referee referee(String edition) {
        return engine.referee(edition);
    }

    /**
     * The bytes an entry holds, estimated from its strings and lists as a 64-bit JVM with compressed references lays
     * them out (object headers, references, a byte per Latin-1 character, two per other). Every string counts as the
     * entry's own, though some are shared between rulings (the label words, "red"): so the estimate errs high. For the
     * rulings of random 600-ply lines: 574 KB estimated against 481 KB measured on the heap per entry (each move
     * carries its position and its text in four notations).
     */
    static long weigh(String key, RulingResult r) {
        long w = 48 + string(key) + 32 + string(r.edition()) + string(r.verdict()) + string(r.violator()) + 24
                + string(r.fen());
        for (RulingResult.MoveRuling m : r.moves()) {
            w += 40 + string(m.move()) + string(m.side()) + list(m.labels()) + list(m.targets()) + list(m.codes())
                    + map(m.text()) + string(m.fen());
        }
        for (RulingResult.Reason reason : r.reasons()) {
            w += 40 + string(reason.rule()) + string(reason.article()) + list(reason.figures()) + string(reason.zh())
                    + string(reason.en()) + string(reason.sourceEdition()) + string(reason.cited());
        }
        return w + 16L * r.moves().size() / 4 + 64; // the lists' arrays, the map entry
    }

    private static long map(Map<String, String> entries) {
        if (entries == null) {
            return 0;
        }
        long w = 64;
        for (Map.Entry<String, String> e : entries.entrySet()) {
            w += 32 + string(e.getKey()) + string(e.getValue());
        }
        return w;
    }

    private static long list(List<String> strings) {
        if (strings == null) {
            return 0;
        }
        long w = 24 + 4L * strings.size();
        for (String s : strings) {
            w += string(s);
        }
        return w;
    }

    private static long string(String s) {
        if (s == null) {
            return 0;
        }
        boolean latin1 = true;
        for (int i = 0; i < s.length() && latin1; i++) {
            latin1 = s.charAt(i) < 256;
        }
        return 24 + 16 + (long) s.length() * (latin1 ? 1 : 2);
    }

    /** Not remembered: asked once per game of an opened file, it would push the page's own rulings out. */
    @Override
    public RulingResult.Cycle firstCycle(String edition, String fen, List<String> moves) {
        return engine.firstCycle(edition, fen, moves);
    }
}
