package org.xqverifier.competition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Swiss pairing (積分編排) of one round, by the edition's pairing table: round 1 by its method (1 v 2, 3 v 4 …; halves;
 * halves drawn by lot), later rounds by score groups from the top down — same score first, then the nearest —
 * never a rematch, colours balanced and alternating within the table's bounds, same-unit players kept apart when
 * asked. When the top-down pairing gets stuck it undoes the last pairs (backtracking) and, failing that, pairs from
 * the bottom up (CXA 附件2 (四)); colour bounds are the last thing relaxed, and the explanation says so.
 */
public final class SwissPairer {

    /** The pairings of the round (bye last) and the reasons, one line per decision. */
    public record Result(List<Pairing> pairings, String explanation) {
    }

    private static final int BUDGET = 200_000;

    private final Tournament t;
    private final PairingRules rules;
    private final CompetitionRules competition;
    private final int round;
    private final List<Integer> order = new ArrayList<>();   // entrant indexes, best first
    private final double[] score;
    private final boolean[][] met;
    private final int[] reds;
    private final int[] blacks;
    private final char[][] history;
    private final boolean[] hadBye;
    private final String[] unit;
    private final int[] number;
    private final List<Entrant> entrants;
    private final StringBuilder why = new StringBuilder();
    private boolean[][] compatible;
    private int steps;
    private int[] listPos;
    private int[] wishes;
    private boolean relaxColours;
    private String avoid;
    private java.util.Set<String> exclude = java.util.Set.of();

    private SwissPairer(Tournament t, CompetitionRules competition, int round) {
        this.t = t;
        this.competition = competition;
        this.rules = PairingRules.of(competition);
        this.round = round;
        this.entrants = new ArrayList<>(t.entrants().values());
        int n = entrants.size();
        score = new double[n];
        met = new boolean[n][n];
        reds = new int[n];
        blacks = new int[n];
        history = new char[n][];
        hadBye = new boolean[n];
        unit = new String[n];
        number = new int[n];
        for (int i = 0; i < n; i++) {
            unit[i] = entrants.get(i).unit();
            number[i] = entrants.get(i).number();
        }
    }

    /** Pairs round {@code round} from the results of the rounds before it. */
    public static Result pair(Tournament tournament, CompetitionRules rules, int round) {
        return pair(tournament, rules, round, java.util.Set.of());
    }

    /** As {@link #pair(Tournament, CompetitionRules, int)}, leaving out the entrants in {@code exclude} (a knockout). */
    public static Result pair(Tournament tournament, CompetitionRules rules, int round, java.util.Set<String> exclude) {
        int have = tournament.rounds().size();
        if (round < 1 || round > have + 1) {
            throw new TournamentFileException(tournament.source() + ": round " + round + " cannot be paired: the file has "
                    + have + " round" + (have == 1 ? "" : "s") + ", so the next round is " + (have + 1));
        }
        Tournament before = tournament.truncatedTo(round - 1);
        for (List<Pairing> r : before.rounds()) {
            for (Pairing p : r) {
                if (p.pending()) {
                    throw new TournamentFileException(tournament.source() + ": " + p.where() + ": round " + p.round()
                            + ": no result yet; round " + round + " is paired from finished rounds only");
                }
            }
        }
        SwissPairer sp = new SwissPairer(before, rules, round);
        sp.exclude = exclude;
        return sp.run(round <= have);
    }

    private Result run(boolean replacing) {
        EventSpec ev = t.event();
        Scoresheet sheet = new Scoresheet(t, competition);
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < entrants.size(); i++) {
            idx.put(entrants.get(i).id(), i);
            score[i] = sheet.score(i);
        }
        boolean forfeitMeets = competition.unplayed().forfeitCountsAsMeeting();
        boolean forfeitColours = competition.unplayed().forfeitCountsForColourHistory();
        List<StringBuilder> seq = new ArrayList<>();
        for (int i = 0; i < entrants.size(); i++) {
            seq.add(new StringBuilder());
        }
        for (List<Pairing> r : t.rounds()) {
            for (Pairing p : r) {
                int a = idx.get(p.first());
                if (p.bye()) {
                    hadBye[a] = true;
                    continue;
                }
                int b = idx.get(p.second());
                boolean played = p.playedOverTheBoard();
                                if (played || (forfeitMeets && !p.doubleForfeit())) {
                    met[a][b] = true;
                    met[b][a] = true;
                }
                if (played || forfeitColours) {
                    seq.get(a).append('R');
                    seq.get(b).append('B');
                    reds[a]++;
                    blacks[b]++;
                }
            }
        }
        for (int i = 0; i < entrants.size(); i++) {
            history[i] = seq.get(i).toString().toCharArray();
        }
        avoid = ev.avoidSameUnit() != null ? ev.avoidSameUnit() : rules.avoidSameUnit();
        wishes = new int[entrants.size()];
        for (int i = 0; i < entrants.size(); i++) {
            wishes[i] = wish(i);
        }

        why.append("Round ").append(round).append(" of ").append(ev.name()).append(", edition ")
                .append(competition.edition()).append(replacing ? " (re-pairing a round the file already has)" : "").append('\n');
        for (int i = 0; i < entrants.size(); i++) {
            if (exclude.contains(entrants.get(i).id())) {
                continue;
            }
            Integer w = t.withdrawnAfterRound().get(entrants.get(i).id());
            if (w != null && w < round) {
                why.append("not paired: ").append(entrants.get(i).id()).append(" withdrew after round ").append(w)
                        .append(" (").append(competition.withdrawal(ev).provision().article()).append(")\n");
                continue;
            }
            order.add(i);
        }
        // ranking for pairing: score, then pairing number (the order of the file, by rating or lot)
        order.sort(Comparator.comparingDouble((Integer i) -> -score[i]).thenComparingInt(i -> number[i]));
        Random lot = new Random(ev.drawSeed() * 31 + round);
        String scheme = round == 1 ? rules.roundOneMethod() : (round % 2 == 1 ? rules.withinOdd() : rules.withinEven());
        if (round == 1 && "drawn-halves".equals(scheme)) {
            int half = order.size() / 2;
            List<Integer> lower = new ArrayList<>(order.subList(order.size() - half, order.size()));
            Collections.shuffle(lower, lot);
            for (int k = 0; k < half; k++) {
                order.set(order.size() - half + k, lower.get(k));
            }
            why.append("round 1: lower half drawn by lot (seed ").append(ev.drawSeed()).append(") (")
                    .append(rules.roundOne().article()).append(")\n");
            scheme = "split-halves";
        }
        why.append("pairing within a score group: ").append(scheme).append(" (")
                .append(round == 1 ? rules.roundOne().article() : rules.laterRounds().article()).append(")\n");

        List<Pairing> out = new ArrayList<>();
        Integer bye = null;
        if (order.size() % 2 == 1) {
            for (int k = order.size() - 1; k >= 0; k--) {
                if (!hadBye[order.get(k)]) {
                    bye = order.get(k);
                    break;
                }
            }
            if (bye == null) {
                bye = order.get(order.size() - 1);
                why.append("everyone has had a bye; the lowest ranked gets a second one\n");
            }
            order.remove(bye);
            why.append("bye (輪空): ").append(entrants.get(bye).id()).append(" (").append(number(score[bye]))
                    .append("), the lowest ranked without a bye (").append(rules.bye().article()).append(")\n");
        }

        int[] partner = null;
        String[] attempts = {"top-down", "bottom-up", "top-down, colour bounds relaxed", "bottom-up, colour bounds relaxed"};
        for (int a = 0; a < attempts.length && partner == null; a++) {
            relaxColours = a >= 2;
            buildCompatibility();
            steps = 0;
            List<Integer> list = new ArrayList<>(order);
            if (a % 2 == 1) {
                Collections.reverse(list);
            }
            int[] p = new int[entrants.size()];
            Arrays.fill(p, -1);
            listPos = new int[entrants.size()];
            for (int k = 0; k < list.size(); k++) {
                listPos[list.get(k)] = k;
            }
            StringBuilder trace = new StringBuilder();
            long t0 = System.nanoTime();
            boolean found = search(list, p, scheme, a % 2 == 1, trace);
            if (System.getenv("XQ_PAIR_DEBUG") != null) {
                System.err.printf("attempt %s: %s after %d steps, %.1f ms%n", attempts[a], found, steps, (System.nanoTime() - t0) / 1e6);
            }
            if (found) {
                partner = p;
                if (a > 0) {
                    why.append("top-down pairing got stuck; paired ").append(attempts[a]).append(" (CXA 附件2 (四))\n");
                }
                if (steps > order.size() / 2) {
                    why.append("undid and re-paired ").append(steps - order.size() / 2).append(" tentative pairs\n");
                }
                why.append(trace);
            }
        }
        if (partner == null) {
            throw new TournamentFileException(t.source() + ": round " + round + ": no pairing avoids every rematch"
                    + ("all-rounds".equals(avoid) ? " and same-unit game" : "") + " — too few players for the rounds played");
        }
        // boards: by the better score of the pair, then the sum, then the better ranking (in pairing order)
        List<int[]> pairs = new ArrayList<>();
        boolean[] done = new boolean[entrants.size()];
        for (int i : order) {
            if (!done[i]) {
                done[i] = true;
                done[partner[i]] = true;
                pairs.add(new int[]{i, partner[i]});
            }
        }
        Map<Integer, Integer> rank = new HashMap<>();
        for (int k = 0; k < order.size(); k++) {
            rank.put(order.get(k), k);
        }
        pairs.sort(Comparator.comparingDouble((int[] x) -> -Math.max(score[x[0]], score[x[1]]))
                .thenComparingDouble(x -> -(score[x[0]] + score[x[1]]))
                .thenComparingInt(x -> Math.min(rank.get(x[0]), rank.get(x[1]))));
        int board = 1;
        for (int[] pr : pairs) {
            int[] rb = colours(pr[0], pr[1], rank);
            Entrant red = entrants.get(rb[0]);
            Entrant black = entrants.get(rb[1]);
            out.add(new Pairing(round, red.id(), black.id(), pendingGames(red.id(), black.id()), 0, 0,
                    "round " + round + " board " + board));
            board++;
        }
        if (bye != null) {
            out.add(new Pairing(round, entrants.get(bye).id(), null, List.of(), 0, 0, "round " + round + " bye"));
        }
        return new Result(out, why.toString());
    }

    private List<Game> pendingGames(String red, String black) {
        EventSpec ev = t.event();
        List<Game> gs = new ArrayList<>();
        int boards = ev.team() ? ev.teamSize() : 1;
        for (int b = 1; b <= boards; b++) {
            for (int k = 1; k <= ev.gamesPerPairing(); k++) {
                boolean firstRed = (b % 2 == 1) == (k % 2 == 1);
                gs.add(firstRed ? new Game(round, b, k, red, black, Outcome.PENDING)
                        : new Game(round, b, k, black, red, Outcome.PENDING));
            }
        }
        return gs;
    }

    // ---- constraints ----------------------------------------------------------------------------------------

    private boolean sameUnitForbidden(int a, int b) {
        if (unit[a] == null || !unit[a].equals(unit[b])) {
            return false;
        }
        return "all-rounds".equals(avoid) || ("round-one".equals(avoid) && round == 1);
    }

    private boolean colourOk(int i, char c) {
        if (relaxColours) {
            return true;
        }
        int d = reds[i] - blacks[i] + (c == 'R' ? 1 : -1);
        if (Math.abs(d) > rules.maxDifference()) {
            return false;
        }
        int run = 1;
        for (int k = history[i].length - 1; k >= 0 && history[i][k] == c; k--) {
            run++;
        }
        return run <= rules.maxSameInARow();
    }

    private boolean[] canRed;
    private boolean[] canBlack;

    private boolean colourFeasible(int a, int b) {
        return (canRed[a] && canBlack[b]) || (canBlack[a] && canRed[b]);
    }

    private void buildCompatibility() {
        int n = entrants.size();
        canRed = new boolean[n];
        canBlack = new boolean[n];
        for (int i : order) {
            canRed[i] = colourOk(i, 'R');
            canBlack[i] = colourOk(i, 'B');
        }
        compatible = new boolean[n][n];
        for (int x = 0; x < order.size(); x++) {
            for (int y = x + 1; y < order.size(); y++) {
                int a = order.get(x);
                int b = order.get(y);
                boolean ok = !(rules.noRematch() && met[a][b]) && !sameUnitForbidden(a, b) && colourFeasible(a, b);
                compatible[a][b] = ok;
                compatible[b][a] = ok;
            }
        }
    }

    private String whyNot(int a, int b) {
        if (rules.noRematch() && met[a][b]) {
            return "already met";
        }
        if (sameUnitForbidden(a, b)) {
            return "same unit " + unit[a];
        }
        return "colours out of bounds";
    }

    /** The colour each would like next: +1 red, −1 black, 0 none (balance first, then alternation). */
    private int wish(int i) {
        int d = reds[i] - blacks[i];
        if (d != 0) {
            return d < 0 ? 1 : -1;
        }
        if (history[i].length == 0) {
            return 0;
        }
        return history[i][history[i].length - 1] == 'R' ? -1 : 1;
    }

    // ---- the search -----------------------------------------------------------------------------------------

    private boolean search(List<Integer> remaining, int[] partner, String scheme, boolean bottomUp, StringBuilder trace) {
        if (remaining.isEmpty()) {
            return true;
        }
        if (++steps > BUDGET) {
            return false;
        }
        int p = remaining.get(0);
        List<Integer> group = new ArrayList<>();
        for (int q : remaining) {
            if (score[q] == score[p]) {
                group.add(q);
            }
        }
        int ideal = "adjacent".equals(scheme) ? 1 : group.size() / 2;
        List<Integer> candidates = new ArrayList<>();
        StringBuilder skipped = new StringBuilder();
        for (int k = 1; k < remaining.size(); k++) {
            int q = remaining.get(k);
            if (compatible[p][q]) {
                candidates.add(q);
            } else if (score[q] == score[p] && skipped.length() < 200) {
                skipped.append(skipped.length() == 0 ? "" : ", ").append(entrants.get(q).id()).append(": ").append(whyNot(p, q));
            }
        }
        // position in p's score group (-1: another group)
        int[] posInGroup = new int[entrants.size()];
        java.util.Arrays.fill(posInGroup, -1);
        for (int k = 0; k < group.size(); k++) {
            posInGroup[group.get(k)] = k;
        }
        int wp = wishes[p];
        // a player floating down should take the partner whose own score group can still pair among itself
        Map<Integer, Integer> leavesGroupUnpairable = new HashMap<>();
        java.util.TreeMap<Double, List<Integer>> byDistance = new java.util.TreeMap<>();
        for (int q : candidates) {
            byDistance.computeIfAbsent(Math.abs(score[p] - score[q]), k -> new ArrayList<>()).add(q);
        }
        if (group.size() == 1 && !byDistance.isEmpty()) {
            for (int q : byDistance.firstEntry().getValue()) {
                List<Integer> rest = new ArrayList<>();
                for (int x : remaining) {
                    if (x != q && x != p && score[x] == score[q]) {
                        rest.add(x);
                    }
                }
                leavesGroupUnpairable.put(q, pairableAmongThemselves(rest) ? 0 : 1);
            }
        }
        // same score first, then the nearest: candidates are sorted one score level at a time, as they are reached
        Comparator<Integer> preference = Comparator.comparingInt((Integer q) -> leavesGroupUnpairable.getOrDefault(q, 0))
                .thenComparingInt(q -> wp != 0 && wishes[q] == wp ? 1 : 0)
                .thenComparingInt(q -> posInGroup[q] >= 0 ? Math.abs(posInGroup[q] - ideal) : 0)
                .thenComparingInt(q -> Math.max(posInGroup[q], 0))
                .thenComparingInt(q -> listPos[q]);
        for (List<Integer> level : byDistance.values()) {
            // a heap: usually the first candidate is taken, so a full sort of a large score group is wasted work
            java.util.PriorityQueue<Integer> heap = new java.util.PriorityQueue<>(Math.max(1, level.size()), preference);
            heap.addAll(level);
            if (tryCandidates(heap, p, remaining, partner, scheme, bottomUp, trace, skipped)) {
                return true;
            }
            if (steps > BUDGET) {
                return false;
            }
        }
        return false;
    }

    private boolean tryCandidates(java.util.PriorityQueue<Integer> candidates, int p, List<Integer> remaining, int[] partner,
                                  String scheme, boolean bottomUp, StringBuilder trace, StringBuilder skipped) {
        while (!candidates.isEmpty()) {
            int q = candidates.poll();
            List<Integer> rest = new ArrayList<>(remaining);
            rest.remove(Integer.valueOf(p));
            rest.remove(Integer.valueOf(q));
            if (!everyoneHasAPartner(rest)) {
                continue;
            }
            partner[p] = q;
            partner[q] = p;
            int mark = trace.length();
            trace.append(bottomUp ? "from the bottom: " : "").append(entrants.get(p).id()).append(" (")
                    .append(number(score[p])).append(") – ").append(entrants.get(q).id()).append(" (")
                    .append(number(score[q])).append("): ")
                    .append(score[q] == score[p] ? "same score" : "nearest score available")
                    .append(skipped.length() > 0 ? "; not " + skipped : "").append('\n');
            if (search(rest, partner, scheme, bottomUp, trace)) {
                return true;
            }
            trace.setLength(mark);
            partner[p] = -1;
            partner[q] = -1;
            if (steps > BUDGET) {
                return false;
            }
        }
        return false;
    }

    /** Whether a score group can be paired within itself (exactly for small groups, by parity for large ones). */
    private boolean pairableAmongThemselves(List<Integer> group) {
        if (group.size() % 2 == 1) {
            return false;
        }
        if (group.size() > 12) {
            return true;
        }
        return perfect(group, new boolean[entrants.size()], 0);
    }

    private boolean perfect(List<Integer> group, boolean[] used, int from) {
        int i = from;
        while (i < group.size() && used[group.get(i)]) {
            i++;
        }
        if (i == group.size()) {
            return true;
        }
        int a = group.get(i);
        used[a] = true;
        for (int k = i + 1; k < group.size(); k++) {
            int b = group.get(k);
            if (!used[b] && compatible[a][b]) {
                used[b] = true;
                if (perfect(group, used, i + 1)) {
                    used[a] = false;
                    used[b] = false;
                    return true;
                }
                used[b] = false;
            }
        }
        used[a] = false;
        return false;
    }

    private boolean everyoneHasAPartner(List<Integer> rest) {
        if (rest.size() > 400) {
            return true;   // large fields: the check costs more than the rare dead end it finds
        }
        for (int a : rest) {
            boolean any = false;
            for (int b : rest) {
                if (a != b && compatible[a][b]) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                return false;
            }
        }
        return true;
    }

    // ---- colours ----------------------------------------------------------------------------------------------

    /** {red, black} for the pair, by the table's steps in order; explains which step decided. */
    private int[] colours(int a, int b, Map<Integer, Integer> rank) {
        int hi = rank.get(a) < rank.get(b) ? a : b;
        int lo = hi == a ? b : a;
        int[] choice = null;
        String reason = null;
        String article = rules.colour().article();
        if (round == 1 && "odd-number-red".equals(rules.roundOneColour())) {
            int small = number[a] < number[b] ? a : b;
            choice = new int[]{small, small == a ? b : a};
            reason = "round 1: the smaller (odd) number has red";
            article = rules.roundOne().article();
        } else if (round == 1 && "by-lot".equals(rules.roundOneColour())) {
            Random lot = new Random(t.event().drawSeed() * 17 + number[a] * 1009L + number[b]);
            choice = lot.nextBoolean() ? new int[]{a, b} : new int[]{b, a};
            reason = "round 1: colours by lot (draw_seed " + t.event().drawSeed() + ")";
            article = rules.roundOne().article();
        }
        for (String step : rules.colourSteps()) {
            if (choice != null) {
                break;
            }
            switch (step) {
                case "balance" -> {
                    int da = reds[hi] - blacks[hi];
                    int db = reds[lo] - blacks[lo];
                    if (da != db) {
                        choice = da < db ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "balance: " + entrants.get(choice[1]).id() + " has had more reds";
                    }
                }
                case "alternate" -> {
                    char la = last(hi);
                    char lb = last(lo);
                    if (la != 0 && lb != 0 && la != lb) {
                        choice = la == 'B' ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "alternation: each takes the colour he did not have last round";
                    }
                }
                case "higher-ranked-alternates" -> {
                    char l = last(hi);
                    if (l != 0) {
                        choice = l == 'B' ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "the higher ranked " + entrants.get(hi).id() + " alternates";
                    }
                }
                case "round-parity" -> {
                    int small = number[a] < number[b] ? a : b;
                    int large = small == a ? b : a;
                    choice = round % 2 == 1 ? new int[]{small, large} : new int[]{large, small};
                    reason = (round % 2 == 1 ? "odd round: the smaller number" : "even round: the larger number") + " has red";
                }
                default -> throw new IllegalStateException(step);
            }
        }
        if (choice == null) {
            choice = new int[]{hi, lo};
            reason = "no step decided: the higher ranked has red";
        }
        if (!relaxColours && !(colourOk(choice[0], 'R') && colourOk(choice[1], 'B'))) {
            choice = new int[]{choice[1], choice[0]};
            reason = "swapped to keep colours within the bounds (difference ≤ " + rules.maxDifference()
                    + ", at most " + rules.maxSameInARow() + " in a row)";
        }
        why.append("colours ").append(entrants.get(choice[0]).id()).append(" red – ").append(entrants.get(choice[1]).id())
                .append(" black: ").append(reason).append(" (").append(article).append(")\n");
        return choice;
    }

    private char last(int i) {
        return history[i].length == 0 ? 0 : history[i][history[i].length - 1];
    }

    private static String number(double d) {
        return Standings.number(d);
    }
}
