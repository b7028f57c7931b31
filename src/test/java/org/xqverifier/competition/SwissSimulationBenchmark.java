package org.xqverifier.competition;

import org.xqverifier.competition.tables.PairingTable;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tournament office's season, simulated (benchmark profile only: {@code mvn -o test -Pbenchmark -Dtest=SwissSimulationBenchmark}; the issue's size
 * with {@code -Dxq.sim.events=800 -Dxq.sim.checked1000=11}, about 20 minutes on 2 busy cores): Swiss events of
 * 8–101 players over 7–11 rounds under tw-2007, axf-events and cxa-2011, results from a rating model with Xiangqi's
 * many draws, forfeits and withdrawals, same-unit avoidance in some events. Every round {@code xq} pairs is checked
 * against the minimum under the same constraints, computed here from the results (not from the pairer's facts) as one
 * exact dense matching: refusals where a legal round exists, colour-bound breaks, second byes and same-unit games,
 * pairs across score groups and the total score gap, each against the fewest possible. Then one 1,000-player event
 * is paired round by round for the time per round, and its file written to {@code target/swiss-1000.yaml} for
 * timing a whole {@code xq pairings} process. The figures go to stdout and {@code target/swiss-simulation.txt}.
 */
@Tag("benchmark")
class SwissSimulationBenchmark {
    private static final String[] EDITIONS = {"tw-2007", "axf-events", "cxa-2011"};
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private int events;
    private int rounds;
    private int refusals;
    private int needlessRefusals;
    private final long[] xq = new long[5];        // colour breaks, second byes, same unit, floats, gap (half points)
    private final long[] best = new long[5];
    private final int[] roundsWorse = new int[5];
    private long dueUnmet;
    private long paired;
    private final List<Long> cpu101 = new ArrayList<>();

    @Test
    void season() throws IOException {
        int eventCount = Integer.getInteger("xq.sim.events", 150);
        StringBuilder out = new StringBuilder();
        for (int e = 0; e < eventCount; e++) {
            simulate(e, 8 + new Random(e).nextInt(94), false);
        }
        simulate(10_000, 101, false);
        out.append(String.format("%d events, %d rounds paired (8–101 players, 7–11 rounds; tw-2007, axf-events, cxa-2011)%n",
                events, rounds));
        out.append(String.format("refusals: %d, of which a legal round existed: %d%n", refusals, needlessRefusals));
        String[] names = {"colour-bound breaks", "second byes", "same-unit games", "pairs across score groups",
                "total score gap (points)"};
        for (int k = 0; k < 5; k++) {
            double f = k == 4 ? 0.5 : 1;
            out.append(String.format("%-26s xq %8.1f   fewest possible %8.1f   rounds above the fewest: %d%n", names[k],
                    xq[k] * f, best[k] * f, roundsWorse[k]));
        }
        out.append(String.format("due colour not given: %.1f %% of paired players per round%n", 100.0 * dueUnmet / Math.max(1, paired)));
        cpu101.sort(Long::compare);
        out.append(String.format("time per round at 101 players (CPU, pairing only): median %.0f ms, max %.0f ms%n",
                cpu101.get(cpu101.size() / 2) / 1e6, cpu101.get(cpu101.size() - 1) / 1e6));
        out.append(thousand());
        System.out.print(out);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/swiss-simulation.txt"), out.toString());
        // the minimum is a requirement at every size: above 200 players the candidate edges are priced against the
        // whole graph, so the 1,000-player rounds checked must be at the minimum too
        assertEquals(0, needlessRefusals, out.toString());
        assertEquals(0, roundsWorse[0], out.toString());
        assertEquals(0, roundsWorse[3], out.toString());
    }

    // ---- one event ------------------------------------------------------------------------------------------

    private Tournament simulate(long seed, int n, boolean timeOnly) {
        return simulate(seed, n, timeOnly, 0);
    }

    /** {@code checkedRounds}: with {@code timeOnly}, the first rounds still checked against the minimum. */
    private Tournament simulate(long seed, int n, boolean timeOnly, int checkedRounds) {
        Random rnd = new Random(seed * 7919 + 1);
        String edition = EDITIONS[(int) (seed % EDITIONS.length)];
        int planned = 7 + rnd.nextInt(5);
        int units = rnd.nextInt(3) == 0 ? Math.max(2, n / 8) : 0;
        String avoid = units > 0 && rnd.nextBoolean() ? "all-rounds" : null;
        EventSpec ev = new EventSpec("sim-" + seed, edition, "swiss", 1, 1, planned, 1,
                edition.equals("axf-events") ? "axf-open" : null, null, avoid, null, seed);
        CompetitionRules rules = CompetitionRules.forEdition(edition);
        List<Entrant> players = new ArrayList<>();
        int[] rating = new int[n];
        for (int i = 0; i < n; i++) {
            rating[i] = 2600 - i * 1200 / n - rnd.nextInt(60);
            players.add(new Entrant(String.format("P%04d", i + 1), String.format("P%04d", i + 1),
                    units > 0 ? "U" + rnd.nextInt(units) : null, rating[i], i + 1));
        }
        Map<String, Integer> ratingOf = new HashMap<>();
        for (int i = 0; i < n; i++) {
            ratingOf.put(players.get(i).id(), rating[i]);
        }
        Tournament t = new Tournament(Path.of("sim.yaml"), ev, players, new ArrayList<>(), Map.of());
        events++;
        for (int r = 1; r <= planned; r++) {
            SwissPairer.Result res;
            long c0 = CPU.getCurrentThreadCpuTime();
            try {
                res = SwissPairer.pair(t, rules, r);
            } catch (TournamentFileException refused) {
                refusals++;
                if (!timeOnly && reference(t, rules, r) != null) {
                    needlessRefusals++;
                    System.out.println("needless refusal: " + ev.name() + " round " + r + ": " + refused.getMessage());
                }
                return t;
            }
            long c1 = CPU.getCurrentThreadCpuTime() - c0;
            rounds++;
            if (n == 101) {
                cpu101.add(c1);
            }
            if (timeOnly) {
                thousandCpu.add(c1);
            }
            if (!timeOnly || r <= checkedRounds) {
                check(t, rules, r, res, ev.name());
            }
            t = t.withRound(results(res.pairings(), ratingOf, rnd));
            if (rnd.nextInt(4) == 0 && r < planned) {
                Map<String, Integer> w = new LinkedHashMap<>(t.withdrawnAfterRound());
                String who = players.get(rnd.nextInt(n)).id();
                w.putIfAbsent(who, r);
                t = new Tournament(t.source(), ev, players, t.rounds(), w);
            }
        }
        return t;
    }

    private static List<Pairing> results(List<Pairing> round, Map<String, Integer> rating, Random rnd) {
        List<Pairing> out = new ArrayList<>();
        for (Pairing p : round) {
            if (p.bye()) {
                out.add(p);
                continue;
            }
            double expected = 1 / (1 + Math.pow(10, (rating.get(p.second()) - rating.get(p.first()) - 30) / 400.0));
            double x = rnd.nextDouble();
            Outcome o;
            if (x < 0.02) {
                o = rnd.nextBoolean() ? Outcome.FIRST_WINS_BY_FORFEIT : Outcome.SECOND_WINS_BY_FORFEIT;
            } else {
                double draw = 0.38;   // Xiangqi's many draws
                double y = rnd.nextDouble();
                o = y < draw ? Outcome.DRAW : rnd.nextDouble() < expected ? Outcome.FIRST_WINS : Outcome.SECOND_WINS;
            }
            List<Game> gs = new ArrayList<>();
            for (Game g : p.games()) {
                gs.add(g.withOutcome(o));
            }
            out.add(new Pairing(p.round(), p.first(), p.second(), gs, 0, 0, p.where()));
        }
        return out;
    }

    // ---- the reference ----------------------------------------------------------------------------------------

    /** What the simulation knows of a round, from the results alone. */
    private record Facts(List<String> ids, double[] score, Set<String> met, Map<String, String> colours,
                         Set<String> hadBye, Map<String, String> unit, boolean avoidUnits, PairingTable pr) {
        boolean forbidden(int a, int b) {
            return pr.laterRounds().noRematch() && met.contains(key(ids.get(a), ids.get(b)));
        }

        int breaks(String red, String black) {
            return (ok(red, 'R') ? 0 : 1) + (ok(black, 'B') ? 0 : 1);
        }

        boolean ok(String id, char c) {
            String s = colours.getOrDefault(id, "") + c;
            long r = s.chars().filter(x -> x == 'R').count();
            return Math.abs(2 * r - s.length()) <= pr.colour().maxDifference() && !s.endsWith(String.valueOf(c).repeat(pr.colour().maxSameInARow() + 1));
        }

        boolean sameUnit(int a, int b) {
            String u = unit.get(ids.get(a));
            return avoidUnits && u != null && u.equals(unit.get(ids.get(b)));
        }
    }

    private static String key(String a, String b) {
        return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
    }

    private static Facts facts(Tournament t, CompetitionRules rules, int round) {
        Tournament before = t.truncatedTo(round - 1);
        Scoresheet sheet = new Scoresheet(before, rules);
        List<String> ids = new ArrayList<>();
        List<Entrant> all = new ArrayList<>(before.entrants().values());
        Map<String, Double> scoreOf = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            scoreOf.put(all.get(i).id(), sheet.score(i));
            Integer w = before.withdrawnAfterRound().get(all.get(i).id());
            if (w == null || w >= round) {
                ids.add(all.get(i).id());
            }
        }
        double[] score = new double[ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            score[i] = scoreOf.get(ids.get(i));
        }
        Set<String> met = new HashSet<>();
        Map<String, String> colours = new HashMap<>();
        Set<String> hadBye = new HashSet<>();
        Map<String, String> unit = new HashMap<>();
        for (Entrant e : all) {
            unit.put(e.id(), e.unit());
        }
        for (Pairing p : before.allPairings()) {
            if (p.bye()) {
                hadBye.add(p.first());
                continue;
            }
            boolean played = p.playedOverTheBoard();
            if (played || (rules.unplayed().forfeit().countsAsMeeting() && !p.doubleForfeit())) {
                met.add(key(p.first(), p.second()));
            }
            if (played || rules.unplayed().forfeit().countsForColourHistory()) {
                colours.merge(p.first(), "R", String::concat);
                colours.merge(p.second(), "B", String::concat);
            }
        }
        PairingTable pr = rules.pairing();
        String avoid = t.event().avoidSameUnit() != null ? t.event().avoidSameUnit() : pr.sameUnit().avoid();
        boolean avoidUnits = "all-rounds".equals(avoid) || ("round-one".equals(avoid) && round == 1);
        return new Facts(ids, score, met, colours, hadBye, unit, avoidUnits, pr);
    }

    /** The fewest colour breaks, second byes, same-unit games, floats and score gap, in that order; null: no round. */
    private static long[] reference(Tournament t, CompetitionRules rules, int round) {
        Facts f = facts(t, rules, round);
        int m = f.ids().size();
        double lowest = Double.MAX_VALUE;
        for (double s : f.score()) {
            lowest = Math.min(lowest, s);
        }
        boolean odd = m % 2 == 1;
        RoundMatching rm = new RoundMatching(m + (odd ? 1 : 0), 5);
        for (int a = 0; a < m; a++) {
            for (int b = a + 1; b < m; b++) {
                if (f.forbidden(a, b)) {
                    continue;
                }
                String x = f.ids().get(a);
                String y = f.ids().get(b);
                rm.edge(a, b, Math.min(f.breaks(x, y), f.breaks(y, x)), 0, f.sameUnit(a, b) ? 1 : 0,
                        f.score()[a] == f.score()[b] ? 0 : 1, Math.round(Math.abs(f.score()[a] - f.score()[b]) * 2));
            }
            if (odd) {
                rm.edge(a, m, 0, f.hadBye().contains(f.ids().get(a)) ? 1 : 0, 0, f.score()[a] > lowest ? 1 : 0,
                        Math.round((f.score()[a] - lowest) * 2));
            }
        }
        int[] mate = rm.solve();
        return mate == null ? null : rm.totals(mate);
    }

    private void check(Tournament t, CompetitionRules rules, int round, SwissPairer.Result res, String event) {
        long[] ref = reference(t, rules, round);
        Facts f = facts(t, rules, round);
        Map<String, Double> score = new HashMap<>();
        for (int i = 0; i < f.ids().size(); i++) {
            score.put(f.ids().get(i), f.score()[i]);
        }
        double lowest = score.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        long[] got = new long[5];
        for (Pairing p : res.pairings()) {
            if (p.bye()) {
                got[1] += f.hadBye().contains(p.first()) ? 1 : 0;
                got[3] += score.get(p.first()) > lowest ? 1 : 0;
                got[4] += Math.round((score.get(p.first()) - lowest) * 2);
                continue;
            }
            if (f.met().contains(key(p.first(), p.second())) && f.pr().laterRounds().noRematch()) {
                throw new AssertionError(event + " round " + round + ": rematch " + p.first() + "-" + p.second());
            }
            got[0] += f.breaks(p.first(), p.second());
            int a = f.ids().indexOf(p.first());
            int b = f.ids().indexOf(p.second());
            got[2] += f.sameUnit(a, b) ? 1 : 0;
            got[3] += score.get(p.first()).equals(score.get(p.second())) ? 0 : 1;
            got[4] += Math.round(Math.abs(score.get(p.first()) - score.get(p.second())) * 2);
            paired += 2;
            dueUnmet += due(f, p.first(), 'R') ? 0 : 1;
            dueUnmet += due(f, p.second(), 'B') ? 0 : 1;
        }
        boolean ahead = false;   // a level compared only while all levels above it are equal
        for (int k = 0; k < 5; k++) {
            xq[k] += got[k];
            best[k] += ref[k];
            if (!ahead && got[k] > ref[k]) {
                roundsWorse[k]++;
                System.out.println("above the fewest: " + event + " round " + round + " level " + k + ": " + got[k] + " > " + ref[k]);
                ahead = true;
            } else if (got[k] < ref[k]) {
                ahead = true;
            }
        }
    }

    /** Whether the player got the colour due (balance, then alternation); true when none was due. */
    private static boolean due(Facts f, String id, char got) {
        String s = f.colours().getOrDefault(id, "");
        long r = s.chars().filter(x -> x == 'R').count();
        long d = 2 * r - s.length();
        if (d != 0) {
            return (d < 0) == (got == 'R');
        }
        return s.isEmpty() || s.charAt(s.length() - 1) != got;
    }

    // ---- 1,000 players ----------------------------------------------------------------------------------------

    private final List<Long> thousandCpu = new ArrayList<>();

    private String thousand() throws IOException {
        int worse = roundsWorse[3] + roundsWorse[0];
        long floats = xq[3];
        long fewest = best[3];
        int checked = Integer.getInteger("xq.sim.checked1000", 4);
        Tournament t = simulate(20_000 * 3, 1000, true, checked);   // tw-2007 (seed % 3 == 0)
        List<Long> sorted = new ArrayList<>(thousandCpu);
        sorted.sort(Long::compare);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("time per round at 1,000 players (CPU, pairing only, rounds 1–%d): %s ms; median %.0f ms%n",
                thousandCpu.size(), thousandCpu.stream().map(c -> String.valueOf(c / 1_000_000)).toList(),
                sorted.get(sorted.size() / 2) / 1e6));
        sb.append(String.format("1,000 players, rounds 1–%d checked against the dense minimum: pairs across score groups %d"
                + " (fewest %d), rounds above the fewest (floats or colour breaks): %d%n", Math.min(checked, thousandCpu.size()), xq[3] - floats,
                best[3] - fewest, roundsWorse[3] + roundsWorse[0] - worse));
        Tournament upTo = t.truncatedTo(t.rounds().size() - 1);
        Files.writeString(Path.of("target/swiss-1000.yaml"), yaml(upTo));
        sb.append("target/swiss-1000.yaml: ").append(upTo.rounds().size()).append(" rounds; time a whole process with ")
                .append("xq pairings target/swiss-1000.yaml --round ").append(upTo.rounds().size() + 1).append('\n');
        return sb.toString();
    }

    private static String yaml(Tournament t) {
        EventSpec e = t.event();
        StringBuilder sb = new StringBuilder();
        sb.append("event:\n  name: ").append(e.name()).append("\n  edition: ").append(e.edition())
                .append("\n  format: swiss\n  rounds: ").append(e.plannedRounds()).append('\n');
        sb.append("players:\n");
        for (Entrant p : t.entrants().values()) {
            sb.append("  - {id: ").append(p.id()).append(", rating: ").append(p.rating())
                    .append(p.unit() == null ? "" : ", unit: " + p.unit()).append("}\n");
        }
        sb.append("rounds:\n");
        for (List<Pairing> r : t.rounds()) {
            sb.append("  - round: ").append(r.get(0).round()).append("\n    games:\n");
            for (Pairing p : r) {
                sb.append("      - {red: ").append(p.first()).append(", black: ")
                        .append(p.bye() ? "bye}" : p.second() + ", result: \"" + p.games().get(0).outcome().code() + "\"}")
                        .append('\n');
            }
        }
        if (!t.withdrawnAfterRound().isEmpty()) {
            sb.append("withdrawals:\n");
            t.withdrawnAfterRound().forEach((who, after) ->
                    sb.append("  - {player: ").append(who).append(", after_round: ").append(after).append("}\n"));
        }
        return sb.toString();
    }
}
