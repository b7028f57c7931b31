package org.xqverifier.competition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The tiebreak criteria of the rule books as functions of a {@link Scoresheet}, named in the rule books' words.
 * Tables name them (tiebreaks.yaml); which ones apply, and in which order, is never decided here.
 *
 * <p>Value criteria (對手分, 小分, 勝局 …) are computed over the whole tournament; group criteria (直勝, 對局時後走)
 * only mean something inside the tied group and are applied to it.
 */
public final class Tiebreaks {

    /** How a criterion separates a tied group: ordered sub-groups, best first, and the value shown per entrant. */
    public interface Criterion {
        String name();

        boolean groupRelative();

        List<List<Integer>> split(Tiebreaks t, List<Integer> group, Map<Integer, String> shown);
    }

    private static final Map<String, Criterion> CRITERIA = new LinkedHashMap<>();

    static {
        value("opponents-score", false, Tiebreaks::opponentsScore);           // 對手分
        value("sonneborn-berger", false, Tiebreaks::sonnebornBerger);         // 小分
        value("strong-opponents-score", false, Tiebreaks::strongOpponentsScore); // 強對手分
        value("wins", false, (t, i) -> t.sheet.gameWins(i));                  // 勝局
        value("wins-with-black", false, (t, i) -> t.sheet.winsWithBlack(i));   // 後手勝局
        value("games-with-black", false, (t, i) -> t.sheet.gamesWithBlack(i)); // 後手賽局 / 後手局數
        value("match-wins", false, (t, i) -> t.sheet.matchWins(i));           // 取勝場數
        value("fewer-fouls", true, (t, i) -> t.sheet.fouls(i));               // 技術犯規少者
        value("total-game-points", false, (t, i) -> t.sheet.gamePoints(i));   // 總局分
        value("board-one-total", false, (t, i) -> t.sheet.boardOne(i));       // 第一台總得分
        value("black-appearances", false, (t, i) -> t.sheet.blackAppearances(i)); // 後手出場次數
        value("opponents-match-points", false, Tiebreaks::opponentsMatchPoints); // 對手總場分
        value("opponents-game-points", false, Tiebreaks::opponentsGamePoints);   // 對手總局分
        value("progressive-score", false, Tiebreaks::progressiveScore);       // 累進分
        CRITERIA.put("progressive-score-cuts", new VectorCriterion("progressive-score-cuts"));
        CRITERIA.put("direct-encounter", new DirectEncounter());              // 直勝 / 兩人對賽勝者
        CRITERIA.put("black-in-mutual-game", new BlackInMutualGame());        // 兩人對賽時執後手者
    }

    private interface Value {
        double of(Tiebreaks t, int i);
    }

    private static void value(String name, boolean lowerIsBetter, Value v) {
        CRITERIA.put(name, new ValueCriterion(name, lowerIsBetter, v));
    }

    private static final Map<String, String> LABELS = Map.ofEntries(
            Map.entry("opponents-score", "對手分"), Map.entry("sonneborn-berger", "小分"),
            Map.entry("strong-opponents-score", "強對手分"), Map.entry("wins", "勝局"),
            Map.entry("wins-with-black", "後手勝局"), Map.entry("games-with-black", "後手局"),
            Map.entry("match-wins", "勝場"), Map.entry("fewer-fouls", "犯規"),
            Map.entry("total-game-points", "總局分"), Map.entry("board-one-total", "第一台"),
            Map.entry("black-appearances", "後手場"), Map.entry("opponents-match-points", "對手場分"),
            Map.entry("opponents-game-points", "對手局分"), Map.entry("progressive-score", "累進分"),
            Map.entry("progressive-score-cuts", "累進去輪"), Map.entry("direct-encounter", "直勝"),
            Map.entry("black-in-mutual-game", "對局後走"));

    /** A short column heading in the rule books' words. */
    public static String label(String name) {
        return LABELS.getOrDefault(name, name);
    }

    public static boolean known(String name) {
        return CRITERIA.containsKey(name);
    }

    public static List<String> names() {
        return List.copyOf(CRITERIA.keySet());
    }

    public static Criterion criterion(String name) {
        Criterion c = CRITERIA.get(name);
        if (c == null) {
            throw new RulesFolderException("unknown tiebreak criterion " + name);
        }
        return c;
    }

    private final Scoresheet sheet;
    private final Map<String, double[]> cache = new LinkedHashMap<>();

    public Tiebreaks(Scoresheet sheet) {
        this.sheet = sheet;
    }

    public Scoresheet sheet() {
        return sheet;
    }

    private double cached(String key, int i, ToDoubleFunction<Integer> f) {
        double[] a = cache.computeIfAbsent(key, k -> {
            double[] v = new double[sheet.size()];
            Arrays.fill(v, Double.NaN);
            return v;
        });
        if (Double.isNaN(a[i])) {
            a[i] = f.applyAsDouble(i);
        }
        return a[i];
    }

    /** The value of a value criterion for entrant i (for reports and tests). */
    public double valueOf(String criterion, int i) {
        Criterion c = criterion(criterion);
        if (!(c instanceof ValueCriterion vc)) {
            throw new IllegalArgumentException(criterion + " is decided inside a tied group, it has no value of its own");
        }
        return vc.value(this, i);
    }

    // ---- the definitions --------------------------------------------------------------------------------------

    /**
     * 對手分: the sum of the opponents' scores. Forfeit opponents count at face value; a bye counts as the edition's
     * table says (nothing, the lowest score among players who scored, or the lowest score of all).
     */
    public double opponentsScore(int i) {
        return cached("opponents-score", i, x -> sumOfOpponents(x, sheet::score));
    }

    /** 對手總場分 (teams): the sum of the opponents' match points. */
    public double opponentsMatchPoints(int i) {
        return cached("opponents-match-points", i, x -> sumOfOpponents(x, sheet::matchPoints));
    }

    /** 對手總局分 (teams): the sum of the opponents' game points. */
    public double opponentsGamePoints(int i) {
        return cached("opponents-game-points", i, x -> sumOfOpponents(x, sheet::gamePoints));
    }

    private double sumOfOpponents(int i, java.util.function.IntToDoubleFunction score) {
        double sum = 0;
        for (Encounter e : sheet.encounters(i)) {
            sum += e.bye() ? byeOpponent(score) : score.applyAsDouble(e.opponent());
        }
        return sum;
    }

    private double byeOpponent(java.util.function.IntToDoubleFunction score) {
        String policy = sheet.rules().unplayed().bye().opponentsScore();
        if ("none".equals(policy)) {
            return 0;
        }
        double min = Double.POSITIVE_INFINITY;
        for (int j = 0; j < sheet.size(); j++) {
            if (sheet.annulled(j)) {
                continue;
            }
            double s = score.applyAsDouble(j);
            if ("lowest-all".equals(policy) || s > 0) {
                min = Math.min(min, s);
            }
        }
        return Double.isInfinite(min) ? 0 : min;
    }

    /**
     * 小分: the full score of every opponent beaten plus half the score of every opponent drawn (Sonneborn-Berger
     * on the event's score; for teams on match points). Byes add nothing (no opponent).
     */
    public double sonnebornBerger(int i) {
        return cached("sonneborn-berger", i, x -> {
            double sum = 0;
            for (Encounter e : sheet.encounters(x)) {
                if (e.bye()) {
                    continue;
                }
                double opp = sheet.score(e.opponent());
                sum += e.result() > 0 ? opp : e.result() == 0 ? opp / 2 : 0;
            }
            return sum;
        });
    }

    /** 強對手分: the sum of the opponents' 對手分. */
    public double strongOpponentsScore(int i) {
        return cached("strong-opponents-score", i, x -> {
            double sum = 0;
            for (Encounter e : sheet.encounters(x)) {
                if (!e.bye()) {
                    sum += opponentsScore(e.opponent());
                }
            }
            return sum;
        });
    }

    /** 累進分: the sum of the running score after each round. */
    public double progressiveScore(int i) {
        return cached("progressive-score", i, x -> {
            double[] running = runningScores(x);
            double sum = 0;
            for (double r : running) {
                sum += r;
            }
            return sum;
        });
    }

    /** 累進分 dropping round 1, then rounds 1–2, …: compared in that order (CXA 2011 14.3.2). */
    public double[] progressiveScoreCuts(int i) {
        double[] running = runningScores(i);
        double[] out = new double[Math.max(0, running.length - 1)];
        for (int cut = 1; cut < running.length; cut++) {
            double sum = 0;
            for (int r = cut; r < running.length; r++) {
                sum += running[r];
            }
            out[cut - 1] = sum;
        }
        return out;
    }

    private double[] runningScores(int i) {
        int rounds = sheet.rounds();
        double[] per = new double[Math.max(rounds, 1)];
        for (Encounter e : sheet.encounters(i)) {
            int r = e.round() == 0 ? per.length : e.round();
            per[r - 1] += sheet.primaryOf(e);
        }
        for (int r = 1; r < per.length; r++) {
            per[r] += per[r - 1];
        }
        return per;
    }

    /**
     * 直勝 / 兩人對賽勝者: the points each member of the tied group took from the others. It separates only when every
     * pair of the group met (two players: their game); the edition may restrict it to exactly two tied players.
     */
    public Map<Integer, Double> directEncounterPoints(List<Integer> group) {
        Set<Integer> members = new HashSet<>(group);
        boolean countForfeits = sheet.rules().unplayed().forfeit().countsInDirectEncounter();
        Map<Integer, Double> points = new LinkedHashMap<>();
        Set<Long> met = new HashSet<>();
        for (int i : group) {
            double p = 0;
            for (Encounter e : sheet.encounters(i)) {
                if (e.bye() || !members.contains(e.opponent()) || e.kind() == Encounter.Kind.DOUBLE_FORFEIT
                        || (e.forfeit() && !countForfeits)) {
                    continue;
                }
                p += sheet.primaryOf(e);
                met.add(Math.min(i, e.opponent()) * 1_000_003L + Math.max(i, e.opponent()));
            }
            points.put(i, p);
        }
        long pairs = (long) group.size() * (group.size() - 1) / 2;
        return met.size() == pairs ? points : null;
    }

    // ---- criterion kinds --------------------------------------------------------------------------------------

    /** The group sorted best first and cut into tiers of entrants the comparator cannot tell apart. */
    private static List<List<Integer>> tiers(List<Integer> group, Comparator<Integer> best) {
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(best);
        List<List<Integer>> out = new ArrayList<>();
        for (int i : sorted) {
            if (out.isEmpty() || best.compare(out.get(out.size() - 1).get(0), i) != 0) {
                out.add(new ArrayList<>());
            }
            out.get(out.size() - 1).add(i);
        }
        return out;
    }

    private static final class ValueCriterion implements Criterion {
        private final String name;
        private final boolean lowerIsBetter;
        private final Value value;

        ValueCriterion(String name, boolean lowerIsBetter, Value value) {
            this.name = name;
            this.lowerIsBetter = lowerIsBetter;
            this.value = value;
        }

        double value(Tiebreaks t, int i) {
            return value.of(t, i);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public boolean groupRelative() {
            return false;
        }

        @Override
        public List<List<Integer>> split(Tiebreaks t, List<Integer> group, Map<Integer, String> shown) {
            Comparator<Integer> best = Comparator.comparingDouble(i -> value(t, i));
            if (!lowerIsBetter) {
                best = best.reversed();
            }
            return tiers(group, best);
        }
    }

    /** Compares a vector of values in order (the successive cuts of 累進分). */
    private static final class VectorCriterion implements Criterion {
        private final String name;

        VectorCriterion(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public boolean groupRelative() {
            return false;
        }

        @Override
        public List<List<Integer>> split(Tiebreaks t, List<Integer> group, Map<Integer, String> shown) {
            // Each entrant's cuts once, not once per comparison.
            Map<Integer, double[]> cuts = new HashMap<>();
            for (int i : group) {
                double[] c = t.progressiveScoreCuts(i);
                cuts.put(i, c);
                shown.put(i, Arrays.toString(c).replace(".0", ""));
            }
            return tiers(group, (a, b) -> Arrays.compare(cuts.get(b), cuts.get(a)));
        }
    }

    private static final class DirectEncounter implements Criterion {
        @Override
        public String name() {
            return "direct-encounter";
        }

        @Override
        public boolean groupRelative() {
            return true;
        }

        @Override
        public List<List<Integer>> split(Tiebreaks t, List<Integer> group, Map<Integer, String> shown) {
            if ("pair-only".equals(t.sheet.rules().directEncounterMode()) && group.size() != 2) {
                return List.of(group);
            }
            Map<Integer, Double> pts = t.directEncounterPoints(group);
            if (pts == null) {
                return List.of(group);  // not every pair of the group met: the criterion cannot separate them
            }
            for (int i : group) {
                shown.put(i, Standings.number(pts.get(i)));
            }
            return tiers(group, Comparator.comparingDouble((Integer i) -> pts.get(i)).reversed());
        }
    }

    private static final class BlackInMutualGame implements Criterion {
        @Override
        public String name() {
            return "black-in-mutual-game";
        }

        @Override
        public boolean groupRelative() {
            return true;
        }

        /** Defined for two tied players who played one game against each other: the one who had black is ahead. */
        @Override
        public List<List<Integer>> split(Tiebreaks t, List<Integer> group, Map<Integer, String> shown) {
            if (group.size() != 2 || t.sheet.tournament().event().matchScoring()) {
                return List.of(group);
            }
            int a = group.get(0);
            int b = group.get(1);
            List<Encounter> games = t.sheet.encounters(a).stream()
                    .filter(e -> e.opponent() == b && e.kind() == Encounter.Kind.PLAYED).toList();
            if (games.size() != 1) {
                return List.of(group);
            }
            boolean aBlack = games.get(0).second();
            shown.put(a, aBlack ? "black" : "red");
            shown.put(b, aBlack ? "red" : "black");
            return aBlack ? List.of(List.of(a), List.of(b)) : List.of(List.of(b), List.of(a));
        }
    }
}
