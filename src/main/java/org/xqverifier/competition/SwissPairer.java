package org.xqverifier.competition;

import org.xqverifier.competition.tables.PairingTable;
import org.xqverifier.competition.tables.TiebreaksTable;
import org.xqverifier.edition.Citation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Swiss pairing (積分編排) of one round as one minimum-cost perfect matching ({@link RoundMatching}). Players are the
 * nodes, plus a bye node when their number is odd; a rematch has no edge. Every other edge carries the costs the
 * edition's pairing.yaml lists: first its last resorts (colour bounds, a second bye, a same-unit game where the event
 * forbids it), which are left out of the graph altogether unless no pairing exists without them, then its preferences
 * (pairs across score groups, score gaps, colours not due, the federation's order within a score group: split halves
 * or adjacent). The bye is an edge to the bye node costing like a pair with a player below the lowest score group, so
 * it goes to the lowest-ranked player unless that makes the round worse, and the explanation says why.
 */
public final class SwissPairer {

    /** The pairings of the round (bye last), the reasons as text, one line per decision, and per pair. */
    public record Result(List<Pairing> pairings, String explanation, List<PairReason> reasons) {
        public Result(List<Pairing> pairings, String explanation) {
            this(pairings, explanation, List.of());
        }
    }

    /**
     * Above this many players the blossom algorithm first sees only the edges near each player's own place (within
     * his score group; between any two groups, their ends that face each other); the rest are priced against its duals
     * and join only if they could improve the pairing, so the round is still the optimum of the whole graph
     * ({@link RoundMatching#solve()}).
     */
    private static final int DENSE_UP_TO = 200;
    private static final boolean DEBUG = System.getenv("XQ_PAIR_DEBUG") != null;
    /** The bye is a candidate for the players of the lowest groups. */
    private static final int NEAR_GROUPS = 2;
    private static final int WINDOW = 6;
    private static final int FLOAT_WINDOW = 4;
    private static final long ORDER_CAP = 64;

    private final Tournament t;
    private final PairingTable rules;
    private final CompetitionRules competition;
    private final int round;
    private final List<Entrant> entrants;
    private final double[] score;
    private final boolean[][] met;
    private final int[] reds;
    private final int[] blacks;
    private final char[][] history;
    private final boolean[] hadBye;
    private final String[] unit;
    private final int[] number;
    private final StringBuilder why = new StringBuilder();
    private String avoid;
    private Set<String> exclude = Set.of();
    private boolean compareBye = true;

    // the players to pair, best first, and per position: score group, place in it, group size
    private int[] order;
    private int[] group;
    private int[] place;
    private int[] groupSize;
    private int[] groupStart;
    private double lowest;
    private String scheme;
    private boolean splitHalves;    // the scheme and the unit rule as flags: they are asked once per edge
    private boolean avoidUnits;
    private int[] wish;
    private int[] wishStrength;
    private boolean[] redOk;
    private boolean[] blackOk;

    private SwissPairer(Tournament t, CompetitionRules competition, int round) {
        this.t = t;
        this.competition = competition;
        this.rules = competition.pairing();
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
        return pair(tournament, rules, round, Set.of());
    }

    /**
     * As {@link #pair(Tournament, CompetitionRules, int)} for a caller that shows only the pairings: when the bye is
     * not the lowest ranked player's, the explanation names him without pairing the round a second time with the bye
     * on him to say what that would cost (at 1,000 players that second matching is as long as the first).
     */
    public static Result pairWithoutByeComparison(Tournament tournament, CompetitionRules rules, int round) {
        return pair(tournament, rules, round, Set.of(), false);
    }

    /** As {@link #pair(Tournament, CompetitionRules, int)}, leaving out the entrants in {@code exclude} (a knockout). */
    public static Result pair(Tournament tournament, CompetitionRules rules, int round, Set<String> exclude) {
        return pair(tournament, rules, round, exclude, true);
    }

    private static Result pair(Tournament tournament, CompetitionRules rules, int round, Set<String> exclude,
                               boolean compareBye) {
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
        sp.compareBye = compareBye;
        return sp.run(round <= have);
    }

    // ---- facts ----------------------------------------------------------------------------------------------

    /** The score groups: the chain's first score, or pairing.yaml's when the tiebreak table has no chain for the event. */
    private Scoresheet scoresheet() {
        EventSpec ev = t.event();
        TiebreaksTable.Chain chain;
        try {
            chain = competition.chainFor(ev);
        } catch (RulesFolderException noChain) {
            if (ev.chain() != null) {
                throw noChain;
            }
            String primary = ev.matchScoring() ? rules.scoreGroups().withoutChain().matches() : rules.scoreGroups().withoutChain().singleGames();
            chain = new TiebreaksTable.Chain("pairing", Map.of(), primary, rules.scoreGroups().citation(), List.of());
            why.append("score groups by ").append(primary).append(": no tiebreak chain for this event (")
                    .append(rules.scoreGroups().citation().cited()).append(")\n");
        }
        return new Scoresheet(t, competition, chain);
    }

    private void readHistory() {
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < entrants.size(); i++) {
            idx.put(entrants.get(i).id(), i);
        }
        boolean forfeitMeets = competition.unplayed().forfeit().countsAsMeeting();
        boolean forfeitColours = competition.unplayed().forfeit().countsForColourHistory();
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
    }

    private Result run(boolean replacing) {
        EventSpec ev = t.event();
        why.append("Round ").append(round).append(" of ").append(ev.name()).append(", edition ")
                .append(competition.edition()).append(replacing ? " (re-pairing a round the file already has)" : "").append('\n');
        lap(null);
        Scoresheet sheet = scoresheet();
        for (int i = 0; i < entrants.size(); i++) {
            score[i] = sheet.score(i);
        }
        lap("scores");
        readHistory();
        avoid = ev.avoidSameUnit() != null ? ev.avoidSameUnit() : rules.sameUnit().avoid();
        List<Integer> players = new ArrayList<>();
        for (int i = 0; i < entrants.size(); i++) {
            if (exclude.contains(entrants.get(i).id())) {
                continue;
            }
            Integer w = t.withdrawnAfterRound().get(entrants.get(i).id());
            if (w != null && w < round) {
                why.append("not paired: ").append(entrants.get(i).id()).append(" withdrew after round ").append(w)
                        .append(" (").append(competition.withdrawal(ev).citation().cited()).append(")\n");
                continue;
            }
            players.add(i);
        }
        // ranking for pairing: score, then pairing number (the order of the file, by rating or lot)
        players.sort(Comparator.comparingDouble((Integer i) -> -score[i]).thenComparingInt(i -> number[i]));
        scheme = round == 1 ? rules.roundOne().method() : (round % 2 == 1 ? rules.laterRounds().withinGroup().odd() : rules.laterRounds().withinGroup().even());
        if (round == 1 && "drawn-halves".equals(scheme)) {
            drawLowerHalf(players, new Random(ev.drawSeed() * 31 + round));
            scheme = "split-halves";
        }
        why.append("pairing within a score group: ").append(scheme).append(" (")
                .append(round == 1 ? rules.roundOne().citation().cited() : rules.laterRounds().citation().cited()).append(")\n");
        splitHalves = "split-halves".equals(scheme);
        avoidUnits = "all-rounds".equals(avoid) || ("round-one".equals(avoid) && round == 1);
        index(players);
        lap("history and ranking");

        int m = order.length;
        boolean odd = m % 2 == 1;
        Solution best = solve(false, -1);
        if (best == null) {
            best = solve(true, -1);
            if (best == null) {
                throw new TournamentFileException(t.source() + ": round " + round + " cannot be paired: " + impossible());
            }
            explainLastResorts(best);
        }
        lap("matching");
        int[] mate = best.mate;
        Integer bye = null;
        if (odd) {
            bye = order[mate[m]];
            explainBye(mate[m], best);
        }
        Result r = result(mate, bye);
        lap("colours and explanation");
        return r;
    }

    private long lapStart;

    /** With XQ_PAIR_DEBUG, the wall time since the last lap, named. */
    private void lap(String what) {
        if (DEBUG) {
            long now = System.nanoTime();
            if (what != null) {
                System.err.printf("%s: %.0f ms%n", what, (now - lapStart) / 1e6);
            }
            lapStart = now;
        }
    }

    /** CXA round 1: the lower half (of the players who will play, the last one of an odd field aside) drawn by lot. */
    private void drawLowerHalf(List<Integer> players, Random lot) {
        int playing = players.size() - players.size() % 2;
        int half = playing / 2;
        List<Integer> lower = new ArrayList<>(players.subList(playing - half, playing));
        Collections.shuffle(lower, lot);
        for (int k = 0; k < half; k++) {
            players.set(playing - half + k, lower.get(k));
        }
        why.append("round 1: upper half ").append(ids(players.subList(0, playing - half)))
                .append(", lower half drawn by lot (seed ").append(t.event().drawSeed()).append("): ")
                .append(ids(players.subList(playing - half, playing)));
        if (playing < players.size()) {
            why.append("; ").append(entrants.get(players.get(playing)).id())
                    .append(", the lowest ranked, is outside the draw: the odd field's bye is his unless the rules below need another");
        }
        why.append(" (").append(rules.roundOne().citation().cited()).append(")\n");
    }

    private String ids(List<Integer> ps) {
        StringBuilder sb = new StringBuilder();
        for (int p : ps) {
            sb.append(sb.length() == 0 ? "" : " ").append(entrants.get(p).id());
        }
        return sb.toString();
    }

    private void index(List<Integer> players) {
        int m = players.size();
        order = new int[m];
        group = new int[m];
        place = new int[m];
        groupSize = new int[m];
        groupStart = new int[m];
        wish = new int[m];
        wishStrength = new int[m];
        redOk = new boolean[m];
        blackOk = new boolean[m];
        int g = -1;
        int start = 0;
        for (int k = 0; k < m; k++) {
            order[k] = players.get(k);
            if (k == 0 || score[order[k]] != score[order[k - 1]]) {
                g++;
                start = k;
            }
            group[k] = g;
            groupStart[k] = start;
            place[k] = k - start;
        }
        for (int k = 0; k < m; k++) {
            int end = k;
            while (end + 1 < m && group[end + 1] == group[k]) {
                end++;
            }
            groupSize[k] = end - groupStart[k] + 1;
            int i = order[k];
            int d = reds[i] - blacks[i];
            wish[k] = d != 0 ? (d < 0 ? 1 : -1) : history[i].length == 0 ? 0 : (last(i) == 'R' ? -1 : 1);
            wishStrength[k] = d != 0 ? 2 : history[i].length == 0 ? 0 : 1;
            redOk[k] = colourOk(i, 'R');
            blackOk[k] = colourOk(i, 'B');
        }
        lowest = m == 0 ? 0 : score[order[m - 1]];
    }

    // ---- the matching ---------------------------------------------------------------------------------------

    private record Solution(int[] mate, long[] totals, List<String> levels) {
    }

    /**
     * The best pairing, or null when none exists. {@code lastResorts}: whether pairs breaking a last-resort rule are
     * edges (at their cost) or left out. {@code forcedBye} ≥ 0: only that player may have the bye.
     */
    private Solution solve(boolean lastResorts, int forcedBye) {
        int m = order.length;
        boolean odd = m % 2 == 1;
        List<String> levels = new ArrayList<>();
        if (lastResorts) {
            levels.addAll(rules.matching().lastResorts());
        }
        levels.addAll(rules.matching().preferences());
        int[] kinds = new int[levels.size()];
        for (int k = 0; k < kinds.length; k++) {
            kinds[k] = KINDS.indexOf(levels.get(k));
        }
        boolean sparse = m > DENSE_UP_TO;
        long c0 = DEBUG ? System.nanoTime() : 0;
        RoundMatching rm = new RoundMatching(m + (odd ? 1 : 0), levels.size(), m * (m - 1) / 2 + (odd ? m : 0));
        long[] c = new long[levels.size()];
        for (int x = 0; x < m; x++) {
            boolean[] metX = met[order[x]];
            for (int y = x + 1; y < m; y++) {
                if (rules.laterRounds().noRematch() && metX[order[y]]) {
                    continue;
                }
                if (!lastResorts && (colourBreaks(x, y) > 0 || sameUnitForbidden(order[x], order[y]))) {
                    continue;
                }
                pairCosts(x, y, kinds, c);
                rm.edge(x, y, !sparse || near(x, y), c);
            }
            if (odd && (forcedBye < 0 || forcedBye == x) && (lastResorts || !hadBye[order[x]])) {
                byeCosts(x, kinds, c);
                rm.edge(x, m, !sparse || group[m - 1] - group[x] <= NEAR_GROUPS || forcedBye == x, c);
            }
        }
        if (DEBUG) {
            System.err.printf("costs of %d edges: %.0f ms%n", rm.edgeCount(), (System.nanoTime() - c0) / 1e6);
        }
        int[] mate = rm.solve();
        return mate == null ? null : new Solution(mate, rm.totals(mate), levels);
    }

    /**
     * Whether a large field gets the edge x–y: within a score group, partners near the federation's choice (the next
     * players, or those half a group down); across any two groups, the bottom of the higher with the top of the lower
     * (where floaters come from and go to). Every player of a group is the same to the floats and score gaps, and
     * groups of odd size pair off however far apart they are: more cross edges only made the blossom runs slower and
     * missed the ones between distant groups.
     */
    private boolean near(int x, int y) {
        if (group[x] == group[y]) {
            int d = place[y] - place[x];
            return d <= WINDOW || (splitHalves && Math.abs(d - groupSize[x] / 2) <= WINDOW);
        }
        return place[x] >= groupSize[x] - FLOAT_WINDOW && place[y] < FLOAT_WINDOW;
    }

    /** The levels' names, in the order of the cost kinds the switches below use. */
    private static final List<String> KINDS = List.of("colour-bounds", "second-bye", "same-unit", "floats", "score-gap",
            "colour-due", "group-order");

    /** The costs of pairing positions x and y (x ranked higher), one per level. */
    private void pairCosts(int x, int y, int[] kinds, long[] c) {
        int a = order[x];
        int b = order[y];
        for (int k = 0; k < kinds.length; k++) {
            c[k] = switch (kinds[k]) {
                case 0 -> colourBreaks(x, y);
                case 1 -> 0;
                case 2 -> sameUnitForbidden(a, b) ? 1 : 0;
                case 3 -> group[x] == group[y] ? 0 : 1;
                case 4 -> Math.round(Math.abs(score[a] - score[b]) * 2);
                case 5 -> wish[x] != 0 && wish[x] == wish[y] ? Math.min(wishStrength[x], wishStrength[y]) : 0;
                default -> groupOrder(x, y);
            };
        }
    }

    /** The bye costs like a pair with a player below the lowest score group, and more the higher he is in his group. */
    private void byeCosts(int x, int[] kinds, long[] c) {
        int a = order[x];
        for (int k = 0; k < kinds.length; k++) {
            c[k] = switch (kinds[k]) {
                case 0, 2, 5 -> 0;
                case 1 -> hadBye[a] ? 1 : 0;
                case 3 -> score[a] > lowest ? 1 : 0;
                case 4 -> Math.round((score[a] - lowest) * 2);
                default -> square(groupSize[x] - 1 - place[x]);
            };
        }
    }

    /** How far a pair is from the federation's order within a score group (split halves: 1 v n/2+1; adjacent: 1 v 2). */
    private long groupOrder(int x, int y) {
        if (group[x] != group[y]) {
            // the lowest of the higher group floats down to the top of the lower one
            return square(groupSize[x] - 1 - place[x]) + square(place[y]);
        }
        int d = place[y] - place[x];
        if (splitHalves) {
            d -= groupSize[x] / 2;
        }
        return square(d);
    }

    private static long square(long d) {
        return Math.min(ORDER_CAP, d * d);
    }

    private boolean sameUnitForbidden(int a, int b) {
        return avoidUnits && unit[a] != null && unit[a].equals(unit[b]);
    }

    /** The fewest colour-bound breaks either colour assignment of the pair (positions) needs (0, 1 or 2). */
    private int colourBreaks(int x, int y) {
        int ab = (redOk[x] ? 0 : 1) + (blackOk[y] ? 0 : 1);
        int ba = (redOk[y] ? 0 : 1) + (blackOk[x] ? 0 : 1);
        return Math.min(ab, ba);
    }

    private boolean colourOk(int i, char c) {
        int d = reds[i] - blacks[i] + (c == 'R' ? 1 : -1);
        if (Math.abs(d) > rules.colour().maxDifference()) {
            return false;
        }
        int run = 1;
        for (int k = history[i].length - 1; k >= 0 && history[i][k] == c; k--) {
            run++;
        }
        return run <= rules.colour().maxSameInARow();
    }

    // ---- explanations ---------------------------------------------------------------------------------------

    private String impossible() {
        int m = order.length;
        for (int x = 0; x < m; x++) {
            boolean any = false;
            for (int y = 0; y < m && !any; y++) {
                any = y != x && !met[order[x]][order[y]];
            }
            if (!any && m > 1) {
                return entrants.get(order[x]).id() + " has already met every other player still in the event, and "
                        + (m % 2 == 1 ? "the bye is not enough to pair the others" : "the field is even, so there is no bye")
                        + " (no rematch: " + rules.laterRounds().citation().cited() + ")";
            }
        }
        return "every pairing of the " + m + " players would repeat a game already played (no rematch: "
                + rules.laterRounds().citation().cited() + "); colour bounds, byes and units were relaxed and do not help";
    }

    private static String lastResortWords(String name, long count) {
        String one = switch (name) {
            case "colour-bounds" -> "colour-bound break";
            case "second-bye" -> "second bye";
            default -> "same-unit game";
        };
        return count + " " + one + (count == 1 ? "" : "s");
    }

    private Citation lastResortProvision(String name) {
        return switch (name) {
            case "colour-bounds" -> rules.colour().citation();
            case "second-bye" -> rules.bye().citation();
            default -> rules.sameUnit().citation();
        };
    }

    private void explainLastResorts(Solution s) {
        List<String> used = new ArrayList<>();
        for (int k = 0; k < rules.matching().lastResorts().size(); k++) {
            String name = rules.matching().lastResorts().get(k);
            if (s.totals[k] > 0) {
                used.add(lastResortWords(name, s.totals[k]) + " (" + lastResortProvision(name).cited() + ")");
            }
        }
        why.append("no pairing keeps every rule of the round; the fewest breaks possible: ").append(String.join(", ", used))
                .append(" (").append(rules.matching().citation().cited()).append(")\n");
    }

    private void explainBye(int x, Solution chosen) {
        int a = order[x];
        int lowestWithout = -1;
        for (int k = order.length - 1; k >= 0; k--) {
            if (!hadBye[order[k]]) {
                lowestWithout = k;
                break;
            }
        }
        why.append("bye (輪空): ").append(entrants.get(a).id()).append(" (").append(number(score[a])).append(")");
        if (lowestWithout == x || (lowestWithout < 0 && x == order.length - 1)) {
            why.append(lowestWithout < 0 ? ", the lowest ranked: everyone has had a bye" : ", the lowest ranked without a bye");
        } else if (lowestWithout < 0) {
            why.append(": everyone has had a bye");
        } else if (!compareBye) {
            why.append(", not the lowest ranked without a bye, ").append(entrants.get(order[lowestWithout]).id());
        } else {
            String other = entrants.get(order[lowestWithout]).id();
            Solution forced = solve(true, lowestWithout);
            String reason;
            if (forced == null) {
                reason = "no round can be paired with the bye on " + other;
            } else {
                reason = "with the bye on " + other + " the round would have " + worse(chosen, forced);
            }
            why.append(", not the lowest ranked without a bye, ").append(other).append(": ").append(reason);
        }
        why.append(" (").append(rules.bye().citation().cited()).append(")\n");
    }

    /** The first cost in which {@code other} is worse than {@code chosen}, in words. */
    private String worse(Solution chosen, Solution other) {
        Map<String, Long> a = byName(chosen);
        Map<String, Long> b = byName(other);
        List<String> all = new ArrayList<>(rules.matching().lastResorts());
        all.addAll(rules.matching().preferences());
        for (String name : all) {
            long x = a.getOrDefault(name, 0L);
            long y = b.getOrDefault(name, 0L);
            if (y > x) {
                return switch (name) {
                    case "floats" -> "more pairs across score groups (" + y + " instead of " + x + ")";
                    case "score-gap" -> "larger score gaps (" + number(y / 2.0) + " instead of " + number(x / 2.0) + ")";
                    case "colour-due" -> "more players without their due colour";
                    case "group-order" -> "pairs further from the order within the score groups";
                    default -> lastResortWords(name, y) + " instead of " + x + " ("
                            + lastResortProvision(name).cited() + ")";
                };
            }
        }
        return "no better pairing";
    }

    private static Map<String, Long> byName(Solution s) {
        Map<String, Long> m = new HashMap<>();
        for (int k = 0; k < s.levels.size(); k++) {
            m.put(s.levels.get(k), s.totals[k]);
        }
        return m;
    }

    private String whyNot(int a, int b) {
        if (rules.laterRounds().noRematch() && met[a][b]) {
            return "already met";
        }
        if (sameUnitForbidden(a, b)) {
            return "same unit " + unit[a];
        }
        return "colours out of bounds";
    }

    // ---- the result -----------------------------------------------------------------------------------------

    private Result result(int[] mate, Integer bye) {
        int m = order.length;
        List<int[]> pairs = new ArrayList<>();
        for (int x = 0; x < m; x++) {
            int y = mate[x];
            if (y > x && y < m) {
                pairs.add(new int[]{x, y});
            }
        }
        // boards: by the better score of the pair, then the sum, then the better ranking
        pairs.sort(Comparator.comparingDouble((int[] p) -> -score[order[p[0]]])
                .thenComparingDouble(p -> -(score[order[p[0]]] + score[order[p[1]]]))
                .thenComparingInt(p -> p[0]));
        List<Pairing> out = new ArrayList<>();
        List<PairReason> reasons = new ArrayList<>();
        int board = 1;
        for (int[] p : pairs) {
            int x = p[0];
            int y = p[1];
            int a = order[x];
            int b = order[y];
            String line = entrants.get(a).id() + " (" + number(score[a]) + ") – " + entrants.get(b).id() + " ("
                    + number(score[b]) + "): " + (group[x] == group[y] ? "same score group"
                    : "floated: " + entrants.get(a).id() + " from " + number(score[a]) + " down to " + number(score[b]));
            String skipped = skipped(x, y);
            String broken = sameUnitForbidden(a, b) ? "; a same-unit game (" + unit[a] + "): no pairing avoids it ("
                    + rules.sameUnit().citation().cited() + ")" : "";
            why.append(line).append(skipped.isEmpty() ? "" : "; not " + skipped).append(broken).append('\n');
            int[] rb = colours(x, y);
            Entrant red = entrants.get(order[rb[0]]);
            Entrant black = entrants.get(order[rb[1]]);
            out.add(new Pairing(round, red.id(), black.id(), pendingGames(red.id(), black.id()), 0, 0,
                    "round " + round + " board " + board));
            reasons.add(new PairReason(board, red.id(), black.id(), score[order[rb[0]]], score[order[rb[1]]],
                    group[x] == group[y], dueMet(rb[0], 1), dueMet(rb[1], -1), line, lastColourReason));
            board++;
        }
        if (bye != null) {
            out.add(new Pairing(round, entrants.get(bye).id(), null, List.of(), 0, 0, "round " + round + " bye"));
            reasons.add(new PairReason(0, entrants.get(bye).id(), null, score[bye], 0, score[bye] == lowest, null, null,
                    "bye", ""));
        }
        return new Result(out, why.toString(), reasons);
    }

    private Boolean dueMet(int x, int got) {
        return wish[x] == 0 ? null : wish[x] == got;
    }

    /** The players of x's score group x could not meet, and why. */
    private String skipped(int x, int partner) {
        StringBuilder sb = new StringBuilder();
        int a = order[x];
        for (int y = groupStart[x]; y < groupStart[x] + groupSize[x] && sb.length() < 200; y++) {
            int b = order[y];
            if (y == x || y == partner) {
                continue;
            }
            boolean forbidden = (rules.laterRounds().noRematch() && met[a][b]) || sameUnitForbidden(a, b) || colourBreaks(x, y) > 0;
            if (forbidden) {
                sb.append(sb.length() == 0 ? "" : ", ").append(entrants.get(b).id()).append(": ").append(whyNot(a, b));
            }
        }
        return sb.toString();
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

    // ---- colours ----------------------------------------------------------------------------------------------

    private String lastColourReason = "";

    /** {red, black} (positions) for the pair, by the table's steps in order; explains which step decided. */
    private int[] colours(int x, int y) {
        int a = order[x];
        int b = order[y];
        int hi = x;
        int lo = y;
        int[] choice = null;
        String reason = null;
        String article = rules.colour().citation().cited();
        if (round == 1 && "odd-number-red".equals(rules.roundOne().colour())) {
            int small = number[a] < number[b] ? x : y;
            choice = new int[]{small, small == x ? y : x};
            reason = "round 1: the smaller (odd) number has red";
            article = rules.roundOne().citation().cited();
        } else if (round == 1 && "by-lot".equals(rules.roundOne().colour())) {
            Random lot = new Random(t.event().drawSeed() * 17 + number[a] * 1009L + number[b]);
            choice = lot.nextBoolean() ? new int[]{x, y} : new int[]{y, x};
            reason = "round 1: colours by lot (draw_seed " + t.event().drawSeed() + ")";
            article = rules.roundOne().citation().cited();
        }
        for (String step : rules.colour().steps()) {
            if (choice != null) {
                break;
            }
            int h = order[hi];
            int l = order[lo];
            switch (step) {
                case "balance" -> {
                    int da = reds[h] - blacks[h];
                    int db = reds[l] - blacks[l];
                    if (da != db) {
                        choice = da < db ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "balance: " + entrants.get(order[choice[1]]).id() + " has had more reds";
                    }
                }
                case "alternate" -> {
                    char la = last(h);
                    char lb = last(l);
                    if (la != 0 && lb != 0 && la != lb) {
                        choice = la == 'B' ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "alternation: each takes the colour he did not have last round";
                    }
                }
                case "higher-ranked-alternates" -> {
                    char la = last(h);
                    if (la != 0) {
                        choice = la == 'B' ? new int[]{hi, lo} : new int[]{lo, hi};
                        reason = "the higher ranked " + entrants.get(h).id() + " alternates";
                    }
                }
                case "round-parity" -> {
                    int small = number[a] < number[b] ? x : y;
                    int large = small == x ? y : x;
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
        int r = order[choice[0]];
        int k = order[choice[1]];
        int breaks = (colourOk(r, 'R') ? 0 : 1) + (colourOk(k, 'B') ? 0 : 1);
        int swapped = (colourOk(k, 'R') ? 0 : 1) + (colourOk(r, 'B') ? 0 : 1);
        if (swapped < breaks) {
            choice = new int[]{choice[1], choice[0]};
            reason = "swapped to keep colours within the bounds (difference ≤ " + rules.colour().maxDifference()
                    + ", at most " + rules.colour().maxSameInARow() + " in a row)";
            breaks = swapped;
        }
        StringBuilder text = new StringBuilder(reason);
        if (breaks > 0) {
            text.append("; colour bound broken for ");
            if (!colourOk(order[choice[0]], 'R')) {
                text.append(entrants.get(order[choice[0]]).id()).append(" (red) ");
            }
            if (!colourOk(order[choice[1]], 'B')) {
                text.append(entrants.get(order[choice[1]]).id()).append(" (black) ");
            }
            text.append("— no pairing keeps it");
        }
        Boolean redDue = dueMet(choice[0], 1);
        Boolean blackDue = dueMet(choice[1], -1);
        if (Boolean.FALSE.equals(redDue) || Boolean.FALSE.equals(blackDue)) {
            String who = Boolean.FALSE.equals(redDue) ? entrants.get(order[choice[0]]).id() : entrants.get(order[choice[1]]).id();
            text.append("; ").append(who).append(" does not get his due colour (")
                    .append(Boolean.FALSE.equals(redDue) ? "black" : "red").append(")");
        } else if (redDue != null || blackDue != null) {
            text.append("; due colours met");
        }
        lastColourReason = text.toString();
        why.append("colours ").append(entrants.get(order[choice[0]]).id()).append(" red – ")
                .append(entrants.get(order[choice[1]]).id()).append(" black: ").append(text).append(" (").append(article)
                .append(")\n");
        return choice;
    }

    private char last(int i) {
        return history[i].length == 0 ? 0 : history[i][history[i].length - 1];
    }

    private static String number(double d) {
        return Standings.number(d);
    }
}
