package org.xqverifier.competition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Random Swiss tournaments for the property tests and the benchmarks, paired round by round by the pairer. */
final class TournamentGenerator {
    private TournamentGenerator() {
    }

    static EventSpec swiss(String edition, String regulation, int rounds, long seed) {
        return new EventSpec("generated", edition, "swiss", 1, 1, rounds, 1, regulation, null, null, null, seed);
    }

    static List<Entrant> players(int n, int units) {
        List<Entrant> es = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            es.add(new Entrant("P" + i, "P" + i, units > 0 ? "U" + (i % units) : null, 2000 - i, i));
        }
        return es;
    }

    /** A random result: mostly decided games, some draws, now and then a forfeit. */
    static Outcome result(Random rnd) {
        int x = rnd.nextInt(100);
        return x < 40 ? Outcome.FIRST_WINS : x < 75 ? Outcome.SECOND_WINS : x < 96 ? Outcome.DRAW
                : x < 98 ? Outcome.FIRST_WINS_BY_FORFEIT : Outcome.SECOND_WINS_BY_FORFEIT;
    }

    /** Plays {@code rounds} rounds: each paired by the pairer, then given random results. */
    static Tournament play(EventSpec ev, List<Entrant> players, CompetitionRules rules, int rounds, Random rnd) {
        Tournament t = new Tournament(Path.of("generated.yaml"), ev, players, new ArrayList<>(), Map.of());
        for (int r = 1; r <= rounds; r++) {
            SwissPairer.Result res = SwissPairer.pair(t, rules, r);
            t = t.withRound(withResults(res.pairings(), rnd));
        }
        return t;
    }

    static List<Pairing> withResults(List<Pairing> round, Random rnd) {
        List<Pairing> out = new ArrayList<>();
        for (Pairing p : round) {
            if (p.bye()) {
                out.add(p);
                continue;
            }
            Outcome o = result(rnd);
            List<Game> gs = new ArrayList<>();
            for (Game g : p.games()) {
                gs.add(g.withOutcome(o));
            }
            out.add(new Pairing(p.round(), p.first(), p.second(), gs, rnd.nextInt(20) == 0 ? 1 : 0, 0, p.where()));
        }
        return out;
    }
}
