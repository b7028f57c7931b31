package org.xqverifier.competition;

import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What kind of event a tournament file describes. {@code regulation} names a specific event regulation (e.g.
 * {@code axf-5+2}) and {@code chain} a named alternative chain (e.g. CXA 2011 14.3.2 {@code progressive}); both
 * only narrow the choice of the tiebreak chain table. It is the tournament file's {@code event:} as written
 * ({@link TournamentFile}): {@code format} is the system, {@code rounds} the planned rounds, {@code tiebreak_chain} the
 * chain.
 */
public record EventSpec(String name, String edition, String system, int gamesPerPairing, int teamSize,
                        int plannedRounds, int cycles, String regulation, String chain, String avoidSameUnit,
                        Boolean sharePlaces, long drawSeed) implements TableBinder.Checked {
    static final Map<String, String> KEYS = Map.of("system", "format", "plannedRounds", "rounds", "chain",
            "tiebreak_chain");
    static final Set<String> OPTIONAL = Set.of("name", "gamesPerPairing", "teamSize", "plannedRounds", "cycles",
            "regulation", "chain", "avoidSameUnit", "sharePlaces", "drawSeed");
    static final Map<String, Object> DEFAULTS = Map.of("name", "(unnamed event)", "gamesPerPairing", 1, "teamSize", 1,
            "cycles", 1);
    static final Map<String, List<String>> ONE_OF = Map.of("system", List.of("round-robin", "swiss", "knockout"),
            "avoidSameUnit", List.of("none", "round-one", "all-rounds"));

    @Override
    public void check() {
        range("games_per_pairing", gamesPerPairing, 1, 2);
        range("team_size", teamSize, 1, 12);
        range("rounds", plannedRounds, 0, 1000);
        range("cycles", cycles, 1, 4);
    }

    /** A whole number of a tournament file outside its range, at its field. */
    static void range(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw TableBinder.problem(field, "is " + value + ", out of range " + min + "–" + max);
        }
    }

    public boolean team() {
        return teamSize > 1;
    }

    public String entrants() {
        return team() ? "team" : "individual";
    }

    public boolean roundRobin() {
        return "round-robin".equals(system);
    }

    public boolean swiss() {
        return "swiss".equals(system) || "knockout".equals(system);
    }

    /** True when a pairing is decided as a match (several games) rather than by its single game. */
    public boolean matchScoring() {
        return team() || gamesPerPairing > 1;
    }
}
