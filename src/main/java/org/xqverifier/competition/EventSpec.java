package org.xqverifier.competition;

/**
 * What kind of event a tournament file describes. {@code regulation} names a specific event regulation (e.g.
 * {@code axf-5+2}) and {@code chain} a named alternative chain (e.g. CXA 2011 14.3.2 {@code progressive}); both
 * only narrow the choice of the tiebreak chain table.
 */
public record EventSpec(String name, String edition, String system, int gamesPerPairing, int teamSize,
                        int plannedRounds, int cycles, String regulation, String chain, String avoidSameUnit,
                        Boolean sharePlaces, long drawSeed) {

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
