package org.xqverifier.competition;

import org.xqverifier.edition.Citation;

import org.xqverifier.competition.tables.KnockoutTable;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The knockout stages of the AXF individual championships (knockout.yaml of axf-events): 5+2 — after five Swiss
 * rounds A1 v A4, A2 v A3 (re-paired if they already met), then the final and the match for third; 6+1 — after six
 * rounds the top two play the final. The others go on with Swiss rounds. A drawn knockout game goes to the
 * play-off sequence of the table; its last word is that a draw counts as a win for black.
 */
public final class Knockout {
    private Knockout() {
    }

    private static KnockoutTable.Format format(Tournament t, CompetitionRules r) {
        KnockoutTable ko = r.knockout();
        String reg = t.event().regulation();
        return ko == null || reg == null ? null : ko.formats().get(reg);
    }

    /** True when round {@code round} of this event is a knockout round by its regulation. */
    public static boolean applies(Tournament t, CompetitionRules r, int round) {
        KnockoutTable.Format f = format(t, r);
        return f != null && round > f.swissRoundsBefore() && round <= f.totalRounds();
    }

    public static SwissPairer.Result pair(Tournament t, CompetitionRules r, int round) {
        KnockoutTable.Format f = format(t, r);
        int before = f.swissRoundsBefore();
        int qualifiers = f.qualifiers();
        if (t.rounds().size() < round - 1) {
            throw new TournamentFileException(t.source() + ": round " + round + " needs the results of rounds 1–" + (round - 1));
        }
        StringBuilder why = new StringBuilder();
        List<Pairing> out = new ArrayList<>();
        Set<String> inKnockout = new HashSet<>();
        Tournament swissPart = t.truncatedTo(before);
        List<Standings.Row> rows = Standings.of(swissPart, r).rows();
        List<String> seeds = new ArrayList<>();
        for (int k = 0; k < qualifiers && k < rows.size(); k++) {
            seeds.add(rows.get(k).entrant().id());
        }
        why.append("after ").append(before).append(" Swiss rounds the top ").append(qualifiers).append(": ");
        for (int k = 0; k < seeds.size(); k++) {
            why.append(k == 0 ? "" : ", ").append('A').append(k + 1).append(' ').append(seeds.get(k));
        }
        why.append(" (").append(f.citation().article()).append(")\n");
        Tournament played = t.truncatedTo(round - 1);
        Random lot = new Random(t.event().drawSeed() * 7919 + round);
        if (round == before + 1) {
            KnockoutTable.Stage stage = f.firstStage();
            List<int[]> pairs = pairsOf(stage.pairs());
            KnockoutTable.Repair repair = stage.repairIfMet();
            if (repair != null && pairs.stream().anyMatch(p -> met(played, seeds.get(p[0] - 1), seeds.get(p[1] - 1)))) {
                List<int[]> alt = pairsOf(repair.alternative());
                if (alt.stream().noneMatch(p -> met(played, seeds.get(p[0] - 1), seeds.get(p[1] - 1)))) {
                    pairs = alt;
                    why.append("re-paired: ").append(repair.citation().zh()).append(" (")
                            .append(repair.citation().article()).append(")\n");
                } else {
                    why.append("both pairings repeat a game; the regulation does not say what then: kept A1–A4, A2–A3\n");
                }
            }
            for (int[] p : pairs) {
                String a = seeds.get(p[0] - 1);
                String b = seeds.get(p[1] - 1);
                String[] rb = colours(played, a, b, stage.colour(), lot, why);
                out.add(new Pairing(round, rb[0], rb[1], List.of(new Game(round, 1, 1, rb[0], rb[1], Outcome.PENDING)), 0, 0,
                        "knockout A" + p[0] + "–A" + p[1]));
                inKnockout.add(a);
                inKnockout.add(b);
            }
        } else {
            // the final and the match for third place, from the semi-finals of the previous round
            List<String> winners = new ArrayList<>();
            List<String> losers = new ArrayList<>();
            for (Pairing p : t.rounds().get(round - 2)) {
                if (!p.bye() && seeds.contains(p.first()) && seeds.contains(p.second())) {
                    String w = winner(p, f.tie(), t);
                    winners.add(w);
                    losers.add(p.opponentOf(w));
                }
            }
            if (winners.size() != 2) {
                throw new TournamentFileException(t.source() + ": round " + (round - 1) + ": the two semi-finals between "
                        + seeds + " are not both there");
            }
            List<String> colour = f.finalRound() == null ? List.of() : f.finalRound().colour();
            String[] fin = colours(played, winners.get(0), winners.get(1), colour, lot, why);
            String[] third = colours(played, losers.get(0), losers.get(1), colour, lot, why);
            out.add(new Pairing(round, fin[0], fin[1], List.of(new Game(round, 1, 1, fin[0], fin[1], Outcome.PENDING)), 0, 0, "final"));
            out.add(new Pairing(round, third[0], third[1], List.of(new Game(round, 1, 1, third[0], third[1], Outcome.PENDING)), 0, 0, "third place"));
            why.append("final: the semi-final winners; third place: the losers (").append(f.citation().article())
                    .append(")\n");
            inKnockout.addAll(seeds);
        }
        SwissPairer.Result rest = SwissPairer.pair(t, r, round, inKnockout);
        out.addAll(rest.pairings());
        why.append("the others: Swiss pairing\n").append(rest.explanation());
        return new SwissPairer.Result(out, why.toString());
    }

    private static List<int[]> pairsOf(List<List<Integer>> seeds) {
        List<int[]> out = new ArrayList<>();
        for (List<Integer> p : seeds) {
            out.add(new int[]{p.get(0), p.get(1)});
        }
        return out;
    }

    private static boolean met(Tournament t, String a, String b) {
        return t.allPairings().stream().anyMatch(p -> !p.bye() && p.involves(a) && p.involves(b));
    }

    /** Colours of a knockout game by the table's steps: balance the colours played so far, then (6+1) swap, then lot. */
    private static String[] colours(Tournament t, String a, String b, List<String> steps, Random lot, StringBuilder why) {
        for (String s : steps) {
            switch (s) {
                case "balance" -> {
                    int da = balance(t, a);
                    int db = balance(t, b);
                    if (da != db) {
                        String red = da < db ? a : b;
                        why.append(red).append(" red: fewer reds so far (balance)\n");
                        return new String[]{red, red.equals(a) ? b : a};
                    }
                }
                case "swap-if-met" -> {
                    for (Pairing p : t.allPairings()) {
                        if (!p.bye() && p.involves(a) && p.involves(b) && !p.games().isEmpty()) {
                            String red = p.games().get(0).black();
                            why.append(red).append(" red: they met before, colours swapped\n");
                            return new String[]{red, red.equals(a) ? b : a};
                        }
                    }
                }
                case "by-lot" -> {
                    boolean first = lot.nextBoolean();
                    why.append(first ? a : b).append(" red: by lot (draw_seed ").append(t.event().drawSeed()).append(")\n");
                    return first ? new String[]{a, b} : new String[]{b, a};
                }
                default -> throw new RulesFolderException("knockout.yaml: unknown colour step " + s);
            }
        }
        return new String[]{a, b};
    }

    private static int balance(Tournament t, String id) {
        int d = 0;
        for (Pairing p : t.allPairings()) {
            for (Game g : p.games()) {
                if (g.outcome().playedOverTheBoard()) {
                    d += id.equals(g.red()) ? 1 : id.equals(g.black()) ? -1 : 0;
                }
            }
        }
        return d;
    }

    /**
     * The places the knockout decides (best first), once its last round has results; null before that or when the
     * event has no knockout. 5+2: final winner, final loser, third-place winner, loser; 6+1: the two finalists.
     */
    public static List<String> places(Tournament t, CompetitionRules r) {
        KnockoutTable.Format f = format(t, r);
        if (f == null) {
            return null;
        }
        int before = f.swissRoundsBefore();
        int total = f.totalRounds();
        if (t.rounds().size() < total) {
            return null;
        }
        int qualifiers = f.qualifiers();
        List<Standings.Row> rows = Standings.of(t.truncatedTo(before), r).rows();
        List<String> seeds = new ArrayList<>();
        for (int k = 0; k < qualifiers && k < rows.size(); k++) {
            seeds.add(rows.get(k).entrant().id());
        }
        List<String> out = new ArrayList<>();
        List<Pairing> last = t.rounds().get(total - 1);
        List<Pairing> ko = last.stream().filter(p -> !p.bye() && seeds.contains(p.first()) && seeds.contains(p.second())).toList();
        if (ko.size() != qualifiers / 2) {
            throw new TournamentFileException(t.source() + ": round " + total + ": expected " + (qualifiers / 2)
                    + " knockout game(s) between " + seeds);
        }
        // the final is the game between the winners of the round before (5+2), or the only one (6+1)
        List<Pairing> ordered = new ArrayList<>(ko);
        if (ko.size() == 2) {
            Set<String> semiWinners = new HashSet<>();
            for (Pairing p : t.rounds().get(total - 2)) {
                if (!p.bye() && seeds.contains(p.first()) && seeds.contains(p.second())) {
                    semiWinners.add(winner(p, f.tie(), t));
                }
            }
            ordered.sort((a, b) -> Boolean.compare(!semiWinners.contains(a.first()), !semiWinners.contains(b.first())));
        }
        for (Pairing p : ordered) {
            String w = winner(p, f.tie(), t);
            out.add(w);
            out.add(p.opponentOf(w));
        }
        return out;
    }

    public static Citation provision(Tournament t, CompetitionRules r) {
        KnockoutTable.Format f = format(t, r);
        return f == null ? Citation.NONE : f.citation();
    }

    /**
     * The winner of a knockout game: the game's winner; if drawn, the play-off games in order, each with colours
     * swapped from the one before; if all are drawn, black of the last game played wins (附录2 第7条b).
     */
    public static String winner(Pairing p, KnockoutTable.Tie tie, Tournament t) {
        Game g = p.games().get(0);
        Outcome o = g.outcome();
        if (o == Outcome.PENDING) {
            throw new TournamentFileException(t.source() + ": " + p.where() + ": the knockout game has no result yet");
        }
        if (o != Outcome.DRAW) {
            return o == Outcome.FIRST_WINS || o == Outcome.FIRST_WINS_BY_FORFEIT ? g.red() : g.black();
        }
        String red = g.black();   // the rapid game swaps colours
        String black = g.red();
        if (p.playoff().isEmpty()) {
            throw new TournamentFileException(t.source() + ": " + p.where() + ": the knockout game was drawn; record the "
                    + "play-off (playoff: [result, …], first-listed side's view): " + tie.citation().zh());
        }
        for (Outcome po : p.playoff()) {
            // play-off results are written from the first-listed side's view, like the game itself
            Outcome fromRed = p.first().equals(red) ? po : po.reversed();
            if (fromRed == Outcome.FIRST_WINS || fromRed == Outcome.FIRST_WINS_BY_FORFEIT) {
                return red;
            }
            if (fromRed == Outcome.SECOND_WINS || fromRed == Outcome.SECOND_WINS_BY_FORFEIT) {
                return black;
            }
            String s = red;
            red = black;
            black = s;
        }
        // all drawn: the black of the last game played wins ("以执后手者为胜", draw = black win). With more than one
        // play-off game the last one's colours are drawn by lot (6+1 armageddon), so the file must say who won it.
        if (p.playoff().size() > 1) {
            throw new TournamentFileException(t.source() + ": " + p.where() + ": the last play-off game is drawn; write it"
                    + " as the win it counts as (a draw is a win for black: " + tie.citation().article() + ")");
        }
        return red;
    }
}
