package org.xqverifier.competition;

import java.util.ArrayList;
import java.util.List;

/**
 * A round of a round-robin event from the order table (循環賽對局秩序表): the players' numbers are their order in the
 * file, the first number of a pair plays red, the player meeting the last number (odd fields) has the bye.
 * A double round robin (event.cycles 2) follows the edition's round-robin.yaml for its second cycle.
 */
public final class RoundRobinSchedule {
    private RoundRobinSchedule() {
    }

    public static SwissPairer.Result round(Tournament t, CompetitionRules rules, int round) {
        List<Entrant> es = new ArrayList<>(t.entrants().values());
        int n = es.size();
        boolean swap = rules.roundRobin().doubleCycle().swapLastTwoRoundsOfFirstCycle();
        List<List<BergerTable.Pair>> table = t.event().cycles() > 1 ? BergerTable.doubleRounds(n, swap) : BergerTable.rounds(n);
        if (round < 1 || round > table.size()) {
            throw new TournamentFileException(t.source() + ": round " + round + ": a round robin of " + n + " has rounds 1–"
                    + table.size());
        }
        StringBuilder why = new StringBuilder("Round " + round + " of the order table for " + n + " players ("
                + rules.roundRobin().citation().article() + "): the first number has red");
        int bye = BergerTable.byeNumber(n);
        why.append(bye > 0 ? "; the player meeting " + bye + " has the bye (輪空)\n" : "\n");
        List<Pairing> out = new ArrayList<>();
        Pairing rest = null;
        for (BergerTable.Pair p : table.get(round - 1)) {
            if (p.red() == bye || p.black() == bye) {
                Entrant e = es.get((p.red() == bye ? p.black() : p.red()) - 1);
                rest = new Pairing(round, e.id(), null, List.of(), 0, 0, "round " + round + " bye");
                continue;
            }
            Entrant red = es.get(p.red() - 1);
            Entrant black = es.get(p.black() - 1);
            for (Entrant e : List.of(red, black)) {
                Integer w = t.withdrawnAfterRound().get(e.id());
                if (w != null && w < round) {
                    why.append(e.id()).append(" withdrew after round ").append(w).append(": this game is scored as a forfeit (")
                            .append(rules.withdrawal(t.event()).citation().cited()).append(")\n");
                }
            }
            why.append(p.red()).append('-').append(p.black()).append(": ").append(red.id()).append(" red, ")
                    .append(black.id()).append(" black\n");
            out.add(new Pairing(round, red.id(), black.id(), List.of(new Game(round, 1, 1, red.id(), black.id(), Outcome.PENDING)),
                    0, 0, "round " + round));
        }
        if (rest != null) {
            out.add(rest);
        }
        return new SwissPairer.Result(out, why.toString());
    }
}
