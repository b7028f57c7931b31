package org.xqverifier.interfaces.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.casebook.Case;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.notation.MoveNumbers;
import org.xqverifier.notation.Notations;

/**
 * The revision report a rules committee acts on, built from a {@link RevisionDiff.Result}: what the revised folder
 * edits against the base edition (row and field, old → new, file:line; a row whose text no longer says what it does
 * flagged), each changed case held to the ruling the rule book prints (the changes that now contradict a printed
 * ruling first), and why each case or game changed (the moves whose labels changed, the decisive rule on both sides,
 * a game's players, event, date, ply and the cycle's moves in Chinese notation and ICCS).
 */
public final class RevisionReport {
    /** Where a changed case stands against the ruling the rule book prints. */
    public enum Standing {
        CONTRADICTS("now contradicts the book"),
        AGREES("now agrees with the book"),
        STILL_DIFFERS("differed from the book before and still does"),
        NOT_PRINTED("no printed ruling under the base edition's books"),
        GAME("a game: no book ruling");

        public final String words;

        Standing(String words) {
            this.words = words;
        }
    }

    /**
     * A verdict the casebook expects under an edition: printed by the rule book ({@code printed}) or the casebook's own
     * reading of the edition's articles; {@code ownBook}: the edition is the base edition or one whose text it extends.
     */
    public record Expectation(String edition, String verdict, boolean printed, String basis, boolean ownBook) {
        /** {@code draw, printed by wxf-2018} / {@code draw, the casebook's own reading under tw-2007 (not printed)}. */
        public String words() {
            return verdict + (printed ? ", printed by " + edition : ", the casebook's own reading under " + edition + " (not printed)")
                    + (ownBook ? "" : " — another federation's book");
        }
    }

    /** One ply whose labels differ between base and revised. */
    public record LabelChange(int ply, String side, String iccs, String chinese, List<String> before, List<String> after) {
    }

    /** One move of the cycle, in both notations, with the revised labels. */
    public record CycleMove(int ply, String side, String iccs, String chinese, List<String> labels) {
    }

    /** A changed case or game with what the report says of it. */
    public record Entry(RevisionDiff.Change change, Standing standing, Expectation book, List<Expectation> expectations,
                        List<LabelChange> labels, List<CycleMove> cycle, int cycleStart, int decisionPly,
                        List<TableChanges.Row> decidingEdits) {
        public RevisionDiff.Item item() {
            return change.item();
        }
    }

    private final RevisionDiff.Result result;
    private final List<TableChanges.Area> edits;
    private final String against;
    private final List<Entry> entries;

    private RevisionReport(RevisionDiff.Result result, List<TableChanges.Area> edits, String against, List<Entry> entries) {
        this.result = result;
        this.edits = edits;
        this.against = against;
        this.entries = entries;
    }

    /**
     * @param edits    what the revised folder changes against the base edition, per area
     * @param against  the base edition as the report names it ({@code wxf-2018 (rules/wxf-2018)})
     * @param books    the editions whose printed rulings the base edition answers to: the base, then those whose text
     *                 it extends ({@code wxf-2018, tw-2007})
     */
    public static RevisionReport of(RevisionDiff.Result result, List<TableChanges.Area> edits, String against, List<String> books) {
        Map<String, TableChanges.Row> editedById = new LinkedHashMap<>();
        for (TableChanges.Area a : edits) {
            for (TableChanges.Row r : a.rows()) {
                editedById.putIfAbsent(r.key(), r);
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (RevisionDiff.Change c : result.changes()) {
            entries.add(entry(c, books, editedById));
        }
        // the cases that now contradict a printed ruling first, then the other cases, then the games; else item order
        entries.sort(Comparator.comparingInt((Entry e) -> e.standing().ordinal()));
        return new RevisionReport(result, edits, against, List.copyOf(entries));
    }

    public RevisionDiff.Result result() {
        return result;
    }

    public List<TableChanges.Area> edits() {
        return edits;
    }

    public String against() {
        return against;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The changes that now contradict a printed ruling. */
    public List<Entry> contradicting() {
        return entries.stream().filter(e -> e.standing() == Standing.CONTRADICTS).toList();
    }

    /** The edited rows whose text no longer says what they do. */
    public List<TableChanges.Row> staleText() {
        List<TableChanges.Row> rows = new ArrayList<>();
        edits.forEach(a -> rows.addAll(a.staleText()));
        return rows;
    }

    private static Entry entry(RevisionDiff.Change c, List<String> books, Map<String, TableChanges.Row> edited) {
        RevisionDiff.Item item = c.item();
        List<Expectation> expectations = new ArrayList<>();
        Expectation book = null;
        Standing standing = item.game() ? Standing.GAME : Standing.NOT_PRINTED;
        if (item.theCase() != null) {
            for (Map.Entry<String, Case.Expected> e : item.theCase().expected().entrySet()) {
                Case.Expected x = e.getValue();
                expectations.add(new Expectation(e.getKey(), x.verdict(), !x.ownReading(), x.sourceOrWhy(),
                        books.contains(e.getKey())));
            }
            // the printed ruling of the nearest book: the base edition's own, else the one whose text it extends
            for (String b : books) {
                for (Expectation x : expectations) {
                    if (book == null && x.edition().equals(b) && x.printed()) {
                        book = x;
                    }
                }
            }
            if (book != null) {
                boolean baseAgrees = book.verdict().equals(c.base().verdict());
                boolean revisedAgrees = book.verdict().equals(c.revised().verdict());
                standing = baseAgrees && !revisedAgrees ? Standing.CONTRADICTS
                        : !baseAgrees && revisedAgrees ? Standing.AGREES : Standing.STILL_DIFFERS;
            } else if (!books.isEmpty()) {
                book = expectations.stream().filter(x -> x.edition().equals(books.get(0))).findFirst().orElse(null);
            }
        }
        RulingResult base = c.base().ruling(), revised = c.revised().ruling();
        RulingResult cycleFrom = revised != null && revised.cycle() != null ? revised : base;
        int cycleStart = cycleFrom == null || cycleFrom.cycle() == null ? 0 : cycleFrom.cycle().startPly();
        int cycleEnd = cycleStart == 0 ? 0 : cycleStart + cycleFrom.cycle().length() - 1;
        List<String> chinese = chinese(item.fen(), item.moves(), Math.max(cycleEnd, item.game() ? 0 : item.moves().size()));
        List<LabelChange> labels = new ArrayList<>();
        if (base != null && revised != null) {
            Map<Integer, RulingResult.MoveRuling> before = byPly(base);
            for (RulingResult.MoveRuling after : revised.moves()) {
                RulingResult.MoveRuling b = before.get(after.ply());
                if (b != null && !Objects.equals(b.labels(), after.labels())) {
                    labels.add(new LabelChange(after.ply(), after.side(), after.move(), at(chinese, after.ply()), b.labels(),
                            after.labels()));
                }
            }
        }
        List<CycleMove> cycle = new ArrayList<>();
        if (cycleStart > 0) {
            Map<Integer, RulingResult.MoveRuling> moves = byPly(cycleFrom);
            for (int ply = cycleStart; ply <= cycleEnd && ply <= item.moves().size(); ply++) {
                RulingResult.MoveRuling m = moves.get(ply);
                cycle.add(new CycleMove(ply, m == null ? (ply % 2 == 1) == redFirst(item.fen()) ? "red" : "black" : m.side(),
                        item.moves().get(ply - 1), at(chinese, ply), m == null ? List.of() : m.labels()));
            }
        }
        Set<TableChanges.Row> deciding = new LinkedHashSet<>();
        for (RulingResult r : new RulingResult[] {base, revised}) {
            if (r != null && r.reasons() != null) {
                for (RulingResult.Reason reason : r.reasons()) {
                    TableChanges.Row row = edited.get(reason.rule());
                    if (row != null) {
                        deciding.add(row);
                    }
                }
            }
        }
        return new Entry(c, standing, book, expectations, labels, cycle, cycleStart, cycleEnd, List.copyOf(deciding));
    }

    private static boolean redFirst(String fen) {
        String[] parts = fen.trim().split("\\s+");
        return parts.length < 2 || !parts[1].equals("b");
    }

    private static Map<Integer, RulingResult.MoveRuling> byPly(RulingResult r) {
        Map<Integer, RulingResult.MoveRuling> out = new LinkedHashMap<>();
        if (r.moves() != null) {
            r.moves().forEach(m -> out.put(m.ply(), m));
        }
        return out;
    }

    private static String at(List<String> chinese, int ply) {
        return ply >= 1 && ply <= chinese.size() ? chinese.get(ply - 1) : null;
    }

    /** The first {@code plies} moves in Chinese notation, as far as they can be played from the position. */
    static List<String> chinese(String fen, List<String> iccs, int plies) {
        List<String> out = new ArrayList<>();
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            return out;
        }
        for (int i = 0; i < Math.min(plies, iccs.size()); i++) {
            int m = Move.parseIccs(iccs.get(i));
            if (m == Move.NONE || !p.isLegal(m)) {
                break;
            }
            out.add(Notations.CHINESE.write(p, m));
            p.make(m);
        }
        return out;
    }

    // ---- text ---------------------------------------------------------------------------------------------------

    /** The report as plain text: the summary, what was edited, the cases against the books, then each change. */
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("base ").append(result.baseName()).append(" vs revised ").append(result.revisedName()).append('\n');
        b.append("cases: ").append(result.cases()).append(" ruled, ").append(result.casesChanged()).append(" changed; games: ")
                .append(result.games()).append(" ruled, ").append(result.gamesChanged()).append(" changed\n");
        List<Entry> contra = contradicting();
        if (!contra.isEmpty()) {
            b.append(contra.size()).append(contra.size() == 1 ? " case now contradicts" : " cases now contradict").append(" the book: ");
            List<String> names = new ArrayList<>();
            contra.forEach(e -> names.add(e.item().id() + " (" + e.book().edition() + " prints " + e.book().verdict() + ")"));
            b.append(String.join(", ", names)).append('\n');
        } else if (result.casesChanged() > 0) {
            b.append("no case now contradicts a ruling the book prints\n");
        }
        List<TableChanges.Row> stale = staleText();
        if (!stale.isEmpty()) {
            b.append(stale.size()).append(stale.size() == 1 ? " edited row's text no longer says" : " edited rows' texts no longer say")
                    .append(" what the row does: ");
            List<String> names = new ArrayList<>();
            stale.forEach(r -> names.add(r.file() + " " + r.name()));
            b.append(String.join(", ", names)).append('\n');
        }
        if (!result.changesByRule().isEmpty()) {
            b.append("changes by decisive rule (base → revised):\n");
            result.changesByRule().forEach((rule, n) -> b.append("  ").append(n).append("  ").append(rule).append('\n'));
        }
        if (against != null) {
            b.append("\nWHAT WAS EDITED (against ").append(against).append(", the edition itself, not what it extends)\n");
            boolean any = false;
            for (TableChanges.Area a : edits) {
                if (!a.isEmpty()) {
                    any = true;
                    b.append(edits(a, "  "));
                }
            }
            if (!any) {
                b.append("  no table row and no rule file differs\n");
            }
        }
        List<Entry> cases = entries.stream().filter(e -> !e.item().game()).toList();
        if (!cases.isEmpty()) {
            b.append("\nAGAINST THE BOOKS\n");
            for (Standing s : Standing.values()) {
                List<Entry> in = cases.stream().filter(e -> e.standing() == s).toList();
                if (in.isEmpty()) {
                    continue;
                }
                b.append("  ").append(s.words).append(" (").append(in.size()).append(")\n");
                for (Entry e : in) {
                    b.append("    ").append(e.item().id()).append("  book: ")
                            .append(e.book() == null ? "no verdict under the base edition" : e.book().words())
                            .append("  · base ").append(e.change().base().verdict()).append(" → revised ")
                            .append(e.change().revised().verdict()).append('\n');
                }
            }
        }
        if (!entries.isEmpty()) {
            b.append("\nEACH CHANGE\n");
        }
        for (Entry e : entries) {
            entryText(b, e);
        }
        return b.toString();
    }

    /**
     * The rows and rule files of one area that differ, under the area's name: each row with where it is written, its
     * fields old → new and where the old row was, a stale text flagged; what {@code xq editions --changes} prints too.
     */
    public static String edits(TableChanges.Area a, String indent) {
        StringBuilder b = new StringBuilder();
        b.append(indent).append(a.area()).append('\n');
        String file = null;
        for (TableChanges.Row r : a.rows()) {
            if (!r.file().equals(file)) {
                file = r.file();
                b.append(indent).append("  ").append(file).append('\n');
            }
            b.append(indent).append("    ").append(r.name()).append("  (").append(r.kind().name().toLowerCase()).append(")  ")
                    .append(r.at()).append('\n');
            for (TableChanges.Field f : r.fields()) {
                b.append(indent).append("      ").append(f.name()).append(": ")
                        .append(r.kind() == TableChanges.Kind.CHANGED ? f.beforeText() + " → " + f.afterText()
                                : r.kind() == TableChanges.Kind.ADDED ? f.afterText() : f.beforeText()).append('\n');
            }
            if (r.was() != null && r.kind() == TableChanges.Kind.CHANGED) {
                b.append(indent).append("      (was ").append(r.was()).append(")\n");
            }
            if (r.staleText() != null) {
                b.append(indent).append("      ! ").append(r.staleText()).append('\n');
            }
        }
        for (TableChanges.RuleFile f : a.ruleFiles()) {
            b.append(indent).append("  ").append(f.file()).append("  (").append(f.kind().name().toLowerCase()).append(")  ")
                    .append(f.at()).append('\n');
        }
        return b.toString();
    }

    /** A change's heading: {@code case ID (source)} or the game with its players, event and date. */
    static String heading(Entry e) {
        RevisionDiff.Item item = e.item();
        StringBuilder b = new StringBuilder(item.game() ? "game " : "case ").append(item.id());
        if (item.source() != null) {
            b.append(" (").append(item.source()).append(')');
        }
        if (item.theCase() != null && item.theCase().heading() != null) {
            b.append(" — ").append(item.theCase().heading());
        }
        return b.toString();
    }

    /** {@code Lv Qin (red) vs HU RongHua (black) · event · date: not recorded}. */
    static String players(RevisionDiff.GameTags t) {
        return (t.red() == null ? "?" : t.red()) + " (red) vs " + (t.black() == null ? "?" : t.black()) + " (black) · "
                + (t.event() == null ? "event not recorded" : t.event()) + " · "
                + (t.date() == null ? "date not recorded" : t.date());
    }

    private void entryText(StringBuilder b, Entry e) {
        b.append('\n').append(heading(e)).append('\n');
        RevisionDiff.GameTags t = e.item().tags();
        if (t != null) {
            b.append("  game   : ").append(players(t)).append('\n');
        }
        if (!e.item().game()) {
            if (e.book() != null) {
                b.append("  book   : ").append(e.book().words());
                if (e.standing() == Standing.CONTRADICTS) {
                    b.append(" — the revision now contradicts it");
                } else if (e.standing() == Standing.AGREES) {
                    b.append(" — the revision now agrees with it");
                }
                b.append('\n');
                if (!e.book().basis().isBlank()) {
                    b.append("           ").append(e.book().basis()).append('\n');
                }
            } else {
                b.append("  book   : no verdict under the base edition in the casebook\n");
            }
            for (Expectation x : e.expectations()) {
                if (x != e.book()) {
                    b.append("           also: ").append(x.words()).append('\n');
                }
            }
        }
        MoveNumbers numbers = MoveNumbers.from(e.item().fen() == null ? Fen.START : e.item().fen());
        explain(b, "base   ", e.change().base(), numbers);
        explain(b, "revised", e.change().revised(), numbers);
        b.append("  why    : ");
        List<String> why = new ArrayList<>();
        if (e.labels().isEmpty()) {
            why.add("no move's label changed");
        }
        for (LabelChange l : e.labels()) {
            why.add("ply " + l.ply() + " " + (l.chinese() == null ? "" : l.chinese() + " ") + l.iccs() + ": "
                    + String.join(" ", l.before()) + " → " + String.join(" ", l.after()));
        }
        b.append(String.join("\n           ", why)).append('\n');
        for (TableChanges.Row r : e.decidingEdits()) {
            b.append("           the edited row ").append(r.file()).append(' ').append(r.name()).append(" decides");
            List<String> fields = new ArrayList<>();
            r.fields().forEach(f -> fields.add(f.toString()));
            if (!fields.isEmpty()) {
                b.append(" (").append(String.join("; ", fields)).append(')');
            }
            b.append('\n');
            if (r.staleText() != null) {
                b.append("           ! ").append(r.staleText()).append('\n');
            }
        }
        if (e.cycleStart() > 0) {
            b.append("  ply    : the cycle runs from ply ").append(e.cycleStart()).append(" to ").append(e.decisionPly())
                    .append(" (").append(e.decisionPly() - e.cycleStart() + 1).append(" plies, moves ")
                    .append(numbers.range(e.cycleStart(), e.decisionPly())).append("); the ruling falls at ply ")
                    .append(e.decisionPly()).append('\n');
            b.append("  cycle  : ");
            List<String> moves = new ArrayList<>();
            for (CycleMove m : e.cycle()) {
                moves.add(numbers.label(m.ply()) + " " + (m.chinese() == null ? "" : m.chinese() + " ") + m.iccs()
                        + (m.labels().isEmpty() ? "" : " (" + String.join(" ", m.labels()) + ")"));
            }
            for (int i = 0; i < moves.size(); i += 4) {
                b.append(i == 0 ? "" : "           ").append(String.join("  ", moves.subList(i, Math.min(moves.size(), i + 4))))
                        .append('\n');
            }
        }
    }

    private static void explain(StringBuilder b, String side, RevisionDiff.Outcome o, MoveNumbers numbers) {
        b.append("  ").append(side).append(": ").append(o.verdict());
        if (o.ruling() != null && o.ruling().cycle() != null) {
            // moves as players count them (54…–58.), and the plies the engine counts
            RulingResult.Cycle cycle = o.ruling().cycle();
            b.append(" (cycle moves ").append(numbers.range(cycle.startPly(), cycle.startPly() + cycle.length() - 1))
                    .append(", from ply ").append(cycle.startPly()).append(", ").append(cycle.length()).append(" plies)");
        }
        b.append('\n');
        if (o.error() != null) {
            b.append("           ").append(o.error()).append('\n');
        } else if (o.ruling().reasons() != null) {
            boolean first = true;
            for (RulingResult.Reason reason : o.ruling().reasons()) {
                b.append("           ").append(first ? "" : "because ").append(reason.shown()).append(" · ").append(reason.rule())
                        .append(": ").append(reason.zh()).append(" / ").append(reason.en()).append('\n');
                first = false;
            }
        }
    }
}
