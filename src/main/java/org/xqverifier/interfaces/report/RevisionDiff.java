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

import org.xqverifier.board.Fen;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.notation.MoveNumbers;

/**
 * What a committee's revision changes: every casebook case and every game ruled under the base edition and under the
 * revised one, each changed verdict listed with both explanations, and a summary by rule.
 */
public final class RevisionDiff {
    private RevisionDiff() {
    }

    /** A case or a game to rule. */
    public record Item(String id, boolean game, String source, String fen, List<String> moves) {
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

    /** A plain text report: the summary, then each change with both explanations. */
    public static String text(Result r) {
        StringBuilder b = new StringBuilder();
        b.append("base ").append(r.baseName()).append(" vs revised ").append(r.revisedName()).append('\n');
        b.append("cases: ").append(r.cases()).append(" ruled, ").append(r.casesChanged()).append(" changed; games: ")
                .append(r.games()).append(" ruled, ").append(r.gamesChanged()).append(" changed\n");
        if (!r.changesByRule().isEmpty()) {
            b.append("changes by decisive rule (base → revised):\n");
            r.changesByRule().forEach((rule, n) -> b.append("  ").append(n).append("  ").append(rule).append('\n'));
        }
        for (Change c : r.changes()) {
            b.append('\n').append(c.item().game() ? "game " : "case ").append(c.item().id());
            if (c.item().source() != null) {
                b.append(" (").append(c.item().source()).append(')');
            }
            b.append('\n');
            MoveNumbers numbers = MoveNumbers.from(c.item().fen() == null ? Fen.START : c.item().fen());
            explain(b, "base   ", c.base(), numbers);
            explain(b, "revised", c.revised(), numbers);
        }
        return b.toString();
    }

    private static void explain(StringBuilder b, String side, Outcome o, MoveNumbers numbers) {
        b.append("  ").append(side).append(": ").append(o.verdict());
        if (o.ruling() != null && o.ruling().cycle() != null) {
            RulingResult.Cycle cycle = o.ruling().cycle();
            b.append(" (cycle moves ").append(numbers.range(cycle.startPly(), cycle.startPly() + cycle.length() - 1))
                    .append(", from ply ").append(cycle.startPly()).append(", ").append(cycle.length()).append(" plies)");
        }
        b.append('\n');
        if (o.error() != null) {
            b.append("           ").append(o.error()).append('\n');
        } else if (o.ruling().reasons() != null && !o.ruling().reasons().isEmpty()) {
            RulingResult.Reason reason = o.ruling().reasons().get(0);
            b.append("           ").append(reason.article()).append(" · ").append(reason.rule()).append(": ")
                    .append(reason.zh()).append(" / ").append(reason.en()).append('\n');
        }
    }

    /** The same as an HTML page. */
    public static String html(Result r) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>Revision diff · 修订对比</h1><p>base <b>").append(Html.esc(r.baseName())).append("</b> vs revised <b>")
                .append(Html.esc(r.revisedName())).append("</b></p>");
        b.append("<table><tr><th></th><th>ruled</th><th>changed</th></tr><tr><td>casebook cases</td><td>").append(r.cases())
                .append("</td><td>").append(r.casesChanged()).append("</td></tr><tr><td>games</td><td>").append(r.games())
                .append("</td><td>").append(r.gamesChanged()).append("</td></tr></table>");
        if (!r.changesByRule().isEmpty()) {
            b.append("<h2>Changes by decisive rule</h2><table><tr><th>base → revised</th><th>items</th></tr>");
            r.changesByRule().forEach((rule, n) -> b.append("<tr><td>").append(Html.esc(rule)).append("</td><td>").append(n).append("</td></tr>"));
            b.append("</table>");
        }
        b.append("<h2>Each change</h2><table><tr><th>Item</th><th>Base</th><th>Revised</th></tr>");
        for (Change c : r.changes()) {
            b.append("<tr><td><b>").append(c.item().game() ? "game " : "case ").append(Html.esc(c.item().id())).append("</b><div class=\"small\">")
                    .append(Html.esc(c.item().source())).append("</div></td><td>").append(cell(c.base())).append("</td><td>")
                    .append(cell(c.revised())).append("</td></tr>");
        }
        b.append("</table>");
        return Html.page("xq diff — " + r.baseName() + " vs " + r.revisedName(), b.toString());
    }

    private static String cell(Outcome o) {
        StringBuilder b = new StringBuilder(Html.verdictCell(o.ruling() == null ? null : o.verdict()));
        if (o.error() != null) {
            b.append("<div class=\"small\">").append(Html.esc(o.error())).append("</div>");
        } else if (o.ruling().reasons() != null && !o.ruling().reasons().isEmpty()) {
            RulingResult.Reason reason = o.ruling().reasons().get(0);
            b.append("<div class=\"small\"><b>").append(Html.esc(reason.article())).append("</b> ").append(Html.esc(reason.rule()))
                    .append("<br>").append(Html.esc(reason.zh())).append("<br>").append(Html.esc(reason.en())).append("</div>");
        }
        return b.toString();
    }
}
