package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code competition/pairing.yaml}: how Swiss rounds are paired and colours given. {@code matching.last_resorts} are the
 * rules a round breaks only when no pairing keeps them all (fewest breaks first, in the order listed);
 * {@code matching.preferences} the costs a pairing is chosen by, most important first; each lists every one of its
 * set. {@code score_groups.without_chain}: the score that makes the score groups of an event the tiebreak table has no
 * chain for.
 */
public record PairingTable(RoundOne roundOne, LaterRounds laterRounds, Colour colour, SameUnit sameUnit,
                           Matching matching, ScoreGroups scoreGroups, Bye bye, TeamColours teamColours,
                           Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");
    /** Rules a round may break when nothing else pairs. */
    public static final List<String> LAST_RESORTS = List.of("colour-bounds", "same-unit", "second-bye");
    /** What a pairing is chosen by. */
    public static final List<String> PREFERENCES = List.of("floats", "score-gap", "colour-due", "group-order");
    private static final List<String> SCORES = List.of("game-points", "match-points");

    public record RoundOne(Citation citation, String method, String colour) {
        static final Map<String, List<String>> ONE_OF = Map.of("method", List.of("adjacent", "split-halves",
                "drawn-halves"), "colour", List.of("odd-number-red", "by-lot"));
    }

    public record LaterRounds(Citation citation, WithinGroup withinGroup, boolean noRematch) {
    }

    /** How a score group is paired in odd and even rounds. */
    public record WithinGroup(String odd, String even) {
        static final Map<String, List<String>> ONE_OF = Map.of("odd", List.of("adjacent", "split-halves"),
                "even", List.of("adjacent", "split-halves"));
    }

    /** The colour steps in order, and the bounds no step may break. */
    public record Colour(Citation citation, List<String> steps, int maxDifference, int maxSameInARow)
            implements TableBinder.Checked {
        static final Map<String, List<String>> ONE_OF = Map.of("steps", List.of("balance", "alternate",
                "higher-ranked-alternates", "round-parity"));

        @Override
        public void check() {
            if (maxDifference < 1) {
                throw TableBinder.problem("max_difference", "must be a whole number of at least 1");
            }
            if (maxSameInARow < 1) {
                throw TableBinder.problem("max_same_in_a_row", "must be a whole number of at least 1");
            }
        }
    }

    public record SameUnit(Citation citation, String avoid) {
        static final Map<String, List<String>> ONE_OF = Map.of("avoid", List.of("none", "round-one", "all-rounds"));
    }

    public record Matching(Citation citation, List<String> lastResorts, List<String> preferences)
            implements TableBinder.Checked {
        static final Map<String, List<String>> ONE_OF = Map.of("lastResorts", LAST_RESORTS,
                "preferences", PREFERENCES);

        @Override
        public void check() {
            every("last_resorts", lastResorts, LAST_RESORTS);
            every("preferences", preferences, PREFERENCES);
        }

        private static void every(String field, List<String> listed, List<String> all) {
            if (!listed.containsAll(all)) {
                List<String> missing = all.stream().filter(n -> !listed.contains(n)).toList();
                throw TableBinder.problem(field, "misses " + String.join(", ", missing)
                        + " (every one must be placed in the order)");
            }
        }
    }

    public record ScoreGroups(Citation citation, WithoutChain withoutChain) {
    }

    public record WithoutChain(String singleGames, String matches) {
        static final Map<String, String> KEYS = Map.of("singleGames", "single-games");
        static final Map<String, List<String>> ONE_OF = Map.of("singleGames", SCORES, "matches", SCORES);
    }

    public record Bye(Citation citation, String to) {
        static final Map<String, List<String>> ONE_OF = Map.of("to", List.of("lowest-ranked-without-bye"));
    }

    /** Which boards the first-numbered team has red on. */
    public record TeamColours(Citation citation, String firstTeamRedOn) {
        static final Map<String, List<String>> ONE_OF = Map.of("firstTeamRedOn", List.of("odd-boards"));
    }
}
