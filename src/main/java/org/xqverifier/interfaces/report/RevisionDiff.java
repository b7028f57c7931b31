package org.xqverifier.interfaces.report;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.xqverifier.casebook.Case;
import org.xqverifier.interfaces.engine.RulingResult;

/**
 * What a committee's revision changes: every casebook case and every game ruled under the base edition and under the
 * revised one, each changed verdict listed with both explanations, and a summary by rule.
 */
public final class RevisionDiff {
    private RevisionDiff() {
    }

    /**
     * A case or a game to rule; {@code theCase} is the casebook case (its book rulings), {@code tags} a game's players,
     * event and date (either null when not known).
     */
    public record Item(String id, boolean game, String source, String fen, List<String> moves, Case theCase,
                       GameTags tags) {
        public Item(String id, boolean game, String source, String fen, List<String> moves) {
            this(id, game, source, fen, moves, null, null);
        }

        /** A casebook case. */
        public static Item of(Case c) {
            return new Item(c.id(), false, c.source(), c.fen(), c.moves(), c, null);
        }
    }

    /** Who played a game, where and when, as its record names them (absent tags are null). */
    public record GameTags(String file, int number, int line, String red, String black, String event, String date) {
    }

    /** Ruling one item under one side of the comparison. */
    @FunctionalInterface
    public interface Ruler {
        RulingResult rule(Item item);
    }

    /** A ruling, or the error that stopped it. */
    public record Outcome(RulingResult ruling, String error) {
        String verdict() {
            return ruling == null ? "error" : ruling.verdict();
        }

        String violator() {
            return ruling == null ? null : ruling.violator();
        }

        /** The decisive rule's name, or the verdict itself when there is no reason (e.g. none). */
        String decisiveRule() {
            if (ruling == null) {
                return "error";
            }
            return ruling.reasons() == null || ruling.reasons().isEmpty() ? ruling.verdict() : ruling.reasons().get(0).rule();
        }
    }

    /** An item whose verdict differs. */
    public record Change(Item item, Outcome base, Outcome revised) {
        /** "base rule → revised rule", the key the summary counts by. */
        public String byRule() {
            return base.decisiveRule() + " → " + revised.decisiveRule();
        }
    }

    public record Result(String baseName, String revisedName, int cases, int games, List<Change> changes,
                         Map<String, Integer> changesByRule) {
        public long casesChanged() {
            return changes.stream().filter(c -> !c.item().game()).count();
        }

        public long gamesChanged() {
            return changes.stream().filter(c -> c.item().game()).count();
        }
    }

    /** Items ruled together on every core; one such batch is read while the one before is ruled. */
    private static final int BATCH = 256;

    /**
     * Rules every item under both sides, in parallel; {@code progress} is told how many items are done so far.
     */
    public static Result compare(String baseName, Ruler base, String revisedName, Ruler revised, List<Item> items,
                                 IntConsumer progress) {
        return compare(baseName, base, revisedName, revised, items.iterator(), progress);
    }

    /**
     * Rules the items as they come, a batch at a time on every core, keeping only the changed ones: the memory is the
     * same however many items there are. The changes are listed in item order.
     */
    public static Result compare(String baseName, Ruler base, String revisedName, Ruler revised, Iterator<Item> items,
                                 IntConsumer progress) {
        AtomicInteger done = new AtomicInteger();
        List<Change> changes = new ArrayList<>();
        Map<String, Integer> byRule = new TreeMap<>();
        int cases = 0, games = 0;
        CompletableFuture<Change[]> ruling = null;
        while (items.hasNext()) {
            List<Item> batch = new ArrayList<>(BATCH);
            while (batch.size() < BATCH && items.hasNext()) {
                Item item = items.next();
                batch.add(item);
                if (item.game()) {
                    games++;
                } else {
                    cases++;
                }
            }
            CompletableFuture<Change[]> next = CompletableFuture.supplyAsync(() -> rule(base, revised, batch, done, progress));
            if (ruling != null) {
                collect(ruling.join(), changes, byRule);
            }
            ruling = next;
        }
        if (ruling != null) {
            collect(ruling.join(), changes, byRule);
        }
        return new Result(baseName, revisedName, cases, games, changes, byRule);
    }

    private static Change[] rule(Ruler base, Ruler revised, List<Item> batch, AtomicInteger done, IntConsumer progress) {
        Change[] changed = new Change[batch.size()];
        IntStream.range(0, batch.size()).parallel().forEach(i -> {
            Item item = batch.get(i);
            Outcome b = outcome(base, item), r = outcome(revised, item);
            if (!Objects.equals(b.verdict(), r.verdict()) || !Objects.equals(b.violator(), r.violator())) {
                changed[i] = new Change(item, b, r);
            }
            progress.accept(done.incrementAndGet());
        });
        return changed;
    }

    private static void collect(Change[] changed, List<Change> changes, Map<String, Integer> byRule) {
        for (Change c : changed) {
            if (c != null) {
                changes.add(c);
                byRule.merge(c.byRule(), 1, Integer::sum);
            }
        }
    }

    private static Outcome outcome(Ruler ruler, Item item) {
        try {
            return new Outcome(ruler.rule(item), null);
        } catch (RuntimeException e) {
            return new Outcome(null, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /** A plain text report: the summary, then each change with both explanations ({@link RevisionReport} without edits). */
    public static String text(Result r) {
        return RevisionReport.of(r, List.of(), null, List.of()).text();
    }

    /** The same as an HTML page. */
    public static String html(Result r) {
        return RevisionReportPage.html(RevisionReport.of(r, List.of(), null, List.of()));
    }
}
