package org.xqverifier.competition;

import org.xqverifier.competition.tables.RankingTable;
import org.xqverifier.competition.tables.TiebreaksTable;
import org.xqverifier.edition.Citation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ranking of a tournament: by score, then the edition's tiebreak chain for the event type, criterion by
 * criterion on the groups still tied. Each row says which criterion separated it from the row above; rows still
 * tied after the whole chain share their place, except first place (the title is never shared).
 */
public final class Standings {

    /**
     * One line of the standings. {@code rank} is null for an entrant whose results were annulled (withdrawal).
     * {@code decidedBy} names the criterion that put this row below the one above (null: a different score, or
     * the first row); {@code tied} means the whole chain left it level with its neighbours.
     */
    public record Row(Integer rank, Entrant entrant, double score, Map<String, String> tiebreaks,
                      TiebreaksTable.CriterionRef decidedBy, boolean tied, boolean titleUndecided, String note) {
    }

    private final Scoresheet sheet;
    private final List<Row> rows;
    private final TiebreaksTable.Chain chain;

    private Standings(Scoresheet sheet, List<Row> rows) {
        this.sheet = sheet;
        this.rows = rows;
        this.chain = sheet.chain();
    }

    public static Standings of(Tournament t, CompetitionRules rules) {
        Standings s = compute(new Scoresheet(t, rules));
        List<String> knockout = Knockout.places(t, rules);
        return knockout == null ? s : s.withKnockoutPlaces(knockout, Knockout.provision(t, rules));
    }

    /** The knockout decides the top places (AXF 5+2: 1–4, 6+1: 1–2); the others keep their order below. */
    private Standings withKnockoutPlaces(List<String> top, Citation provision) {
        List<Row> out = new ArrayList<>();
        TiebreaksTable.CriterionRef ko = new TiebreaksTable.CriterionRef("knockout", provision);
        for (int k = 0; k < top.size(); k++) {
            String id = top.get(k);
            Row r = rows.stream().filter(x -> x.entrant().id().equals(id)).findFirst().orElseThrow();
            out.add(new Row(k + 1, r.entrant(), r.score(), r.tiebreaks(), k == 0 ? null : ko, false, false,
                    k == 0 ? "knockout winner (" + provision.cited() + ")" : null));
        }
        int position = top.size();
        Integer lastRank = null;
        int lastOriginal = -1;
        for (Row r : rows) {
            if (top.contains(r.entrant().id())) {
                continue;
            }
            position++;
            Integer rank = r.rank() == null ? null : (r.rank() == lastOriginal ? lastRank : Integer.valueOf(position));
            if (r.rank() != null) {
                lastOriginal = r.rank();
                lastRank = rank;
            }
            out.add(new Row(rank, r.entrant(), r.score(), r.tiebreaks(), r.decidedBy(), r.tied(), false, r.note()));
        }
        return new Standings(sheet, out);
    }

    public static Standings compute(Scoresheet sheet) {
        Tiebreaks tb = new Tiebreaks(sheet);
        TiebreaksTable.Chain chain = sheet.chain();
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < sheet.size(); i++) {
            if (!sheet.annulled(i)) {
                ranked.add(i);
            }
        }
        ranked.sort(Comparator.comparingDouble((Integer i) -> sheet.score(i)).reversed()
                .thenComparingInt(i -> i));
        Map<Integer, Map<String, String>> shown = new HashMap<>();
        Map<Integer, TiebreaksTable.CriterionRef> separated = new HashMap<>();
        List<List<Integer>> blocks = new ArrayList<>();
        int start = 0;
        while (start < ranked.size()) {
            int end = start;
            while (end < ranked.size() && sheet.score(ranked.get(end)) == sheet.score(ranked.get(start))) {
                end++;
            }
            new Refiner(tb, chain, shown, separated, blocks).refine(ranked.subList(start, end), 0);
            start = end;
        }
        // values of every value criterion in the chain, for every row, in chain order
        List<Row> rows = new ArrayList<>();
        RankingTable ranking = sheet.rules().ranking();
        Boolean eventShare = sheet.tournament().event().sharePlaces();
        boolean othersShared = eventShare != null ? eventShare : ranking.otherPlacesShared();
        int position = 0;
        for (List<Integer> block : blocks) {
            int rank = position + 1;
            boolean tied = block.size() > 1;
            boolean title = tied && rank == 1 && !ranking.firstPlaceShared();
            String note = null;
            if (title) {
                note = ranking.firstPlaceTie().words().zh() + " / " + ranking.firstPlaceTie().words().en() + " (" + ranking.provision().cited() + ")";
            } else if (tied && !othersShared) {
                note = "places may not be shared in this event: to be decided by lot (" + ranking.provision().cited() + ")";
            }
            for (int i : block) {
                Map<String, String> values = new LinkedHashMap<>();
                for (TiebreaksTable.CriterionRef c : chain.criteria()) {
                    Tiebreaks.Criterion crit = Tiebreaks.criterion(c.criterion());
                    String v;
                    if (crit.groupRelative() || "progressive-score-cuts".equals(c.criterion())) {
                        v = shown.getOrDefault(i, Map.of()).getOrDefault(c.criterion(), "");
                    } else {
                        v = number(tb.valueOf(c.criterion(), i));
                    }
                    values.put(c.criterion(), v);
                }
                rows.add(new Row(rank, sheet.entrant(i), sheet.score(i), values, separated.get(i), tied, title, note));
                position++;
            }
        }
        for (int i = 0; i < sheet.size(); i++) {
            if (sheet.annulled(i)) {
                rows.add(new Row(null, sheet.entrant(i), 0, Map.of(), null, false, false,
                        "withdrew; results annulled (" + sheet.rules().withdrawal(sheet.tournament().event()).citation().cited() + ")"));
            }
        }
        return new Standings(sheet, rows);
    }

    /** Splits tied groups criterion by criterion; group criteria are re-applied to the sub-groups they leave. */
    private static final class Refiner {
        final Tiebreaks tb;
        final TiebreaksTable.Chain chain;
        final Map<Integer, Map<String, String>> shown;
        final Map<Integer, TiebreaksTable.CriterionRef> separated;
        final List<List<Integer>> blocks;

        Refiner(Tiebreaks tb, TiebreaksTable.Chain chain, Map<Integer, Map<String, String>> shown,
                Map<Integer, TiebreaksTable.CriterionRef> separated, List<List<Integer>> blocks) {
            this.tb = tb;
            this.chain = chain;
            this.shown = shown;
            this.separated = separated;
            this.blocks = blocks;
        }

        void refine(List<Integer> group, int k) {
            if (group.size() == 1 || k == chain.criteria().size()) {
                blocks.add(new ArrayList<>(group));
                return;
            }
            TiebreaksTable.CriterionRef ref = chain.criteria().get(k);
            Tiebreaks.Criterion c = Tiebreaks.criterion(ref.criterion());
            Map<Integer, String> values = new HashMap<>();
            List<List<Integer>> parts = c.split(tb, group, values);
            values.forEach((i, v) -> shown.computeIfAbsent(i, x -> new HashMap<>()).put(ref.criterion(), v));
            if (parts.size() == 1) {
                refine(group, k + 1);
                return;
            }
            for (int p = 0; p < parts.size(); p++) {
                List<Integer> part = parts.get(p);
                int firstBlock = blocks.size();
                if (c.groupRelative() && part.size() > 1) {
                    refine(part, k);          // 直勝 again inside the smaller group (its own mutual games)
                } else {
                    refine(part, k + 1);
                }
                if (p > 0) {
                    separated.put(blocks.get(firstBlock).get(0), ref);
                }
            }
        }
    }

    public List<Row> rows() {
        return rows;
    }

    public TiebreaksTable.Chain chain() {
        return chain;
    }

    public Scoresheet sheet() {
        return sheet;
    }

    /** 2 → "2", 2.5 → "2.5": scores print as the rule books write them. */
    public static String number(double d) {
        if (d == Math.rint(d) && !Double.isInfinite(d)) {
            return String.valueOf((long) d);
        }
        return String.valueOf(Math.round(d * 1000) / 1000.0);
    }
}
