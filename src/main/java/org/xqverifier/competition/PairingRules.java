package org.xqverifier.competition;

import org.xqverifier.edition.Citation;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * pairing.yaml of an edition, read and checked: how rounds are paired and colours given. {@code lastResorts} are the
 * rules a round breaks only when no pairing keeps them all (fewest breaks first, in the order listed);
 * {@code preferences} the costs a pairing is chosen by, most important first. {@code scoreWithoutChain} is the score
 * that makes the score groups of an event the tiebreak table has no chain for: {@code single-games} and {@code matches}.
 */
public record PairingRules(String roundOneMethod, String roundOneColour, Citation roundOne, String withinOdd,
                           String withinEven, boolean noRematch, Citation laterRounds, List<String> colourSteps,
                           int maxDifference, int maxSameInARow, Citation colour, String avoidSameUnit,
                           Citation sameUnit, Citation bye, List<String> lastResorts, List<String> preferences,
                           Citation matching, String singleGamesScore, String matchesScore, Citation scoreGroups) {

    private static final Set<String> STEPS = Set.of("balance", "alternate", "higher-ranked-alternates", "round-parity");
    /** Rules a round may break when nothing else pairs. */
    public static final Set<String> LAST_RESORTS = Set.of("colour-bounds", "same-unit", "second-bye");
    /** What a pairing is chosen by. */
    public static final Set<String> PREFERENCES = Set.of("floats", "score-gap", "colour-due", "group-order");

    public static PairingRules of(CompetitionRules rules) {
        JsonNode t = rules.pairingTable();
        String file = "rules/" + rules.edition() + "/competition/pairing.yaml";
        JsonNode r1 = need(t, "round_one", file);
        JsonNode later = need(t, "later_rounds", file);
        JsonNode col = need(t, "colour", file);
        JsonNode within = need(later, "within_group", file);
        List<String> steps = new ArrayList<>();
        for (JsonNode s : need(col, "steps", file)) {
            if (!STEPS.contains(s.asText())) {
                throw new RulesFolderException(file + ": colour.steps: unknown step \"" + s.asText() + "\" (known: " + STEPS + ")");
            }
            steps.add(s.asText());
        }
        String m = need(r1, "method", file).asText();
        if (!Set.of("adjacent", "split-halves", "drawn-halves").contains(m)) {
            throw new RulesFolderException(file + ": round_one.method: \"" + m + "\" is not adjacent, split-halves or drawn-halves");
        }
        for (String w : List.of(need(within, "odd", file).asText(), need(within, "even", file).asText())) {
            if (!Set.of("adjacent", "split-halves").contains(w)) {
                throw new RulesFolderException(file + ": later_rounds.within_group: \"" + w + "\" is not adjacent or split-halves");
            }
        }
        JsonNode matching = need(t, "matching", file);
        List<String> lastResorts = names(need(matching, "last_resorts", file), LAST_RESORTS, file, "matching.last_resorts");
        List<String> preferences = names(need(matching, "preferences", file), PREFERENCES, file, "matching.preferences");
        JsonNode groups = need(t, "score_groups", file);
        JsonNode without = need(groups, "without_chain", file);
        String single = need(without, "single-games", file).asText();
        String matches = need(without, "matches", file).asText();
        for (String s : List.of(single, matches)) {
            if (!Set.of("game-points", "match-points").contains(s)) {
                throw new RulesFolderException(file + ": score_groups.without_chain: \"" + s + "\" is not game-points or match-points");
            }
        }
        return new PairingRules(m, need(r1, "colour", file).asText(), rules.cite("pairing.yaml", r1), within.get("odd").asText(),
                within.get("even").asText(), need(later, "no_rematch", file).asBoolean(), rules.cite("pairing.yaml", later), steps,
                need(col, "max_difference", file).asInt(), need(col, "max_same_in_a_row", file).asInt(), rules.cite("pairing.yaml", col),
                need(need(t, "same_unit", file), "avoid", file).asText(), rules.cite("pairing.yaml", t.get("same_unit")),
                rules.cite("pairing.yaml", need(t, "bye", file)), lastResorts, preferences, rules.cite("pairing.yaml", matching), single, matches,
                rules.cite("pairing.yaml", groups));
    }

    private static List<String> names(JsonNode list, Set<String> known, String file, String field) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : list) {
            if (!known.contains(n.asText())) {
                throw new RulesFolderException(file + ": " + field + ": unknown \"" + n.asText() + "\" (known: " + known + ")");
            }
            out.add(n.asText());
        }
        if (!out.containsAll(known)) {
            List<String> missing = new ArrayList<>(known);
            missing.removeAll(out);
            throw new RulesFolderException(file + ": " + field + ": missing " + missing + " (every one must be placed in the order)");
        }
        return out;
    }

    private static JsonNode need(JsonNode n, String key, String file) {
        JsonNode v = n == null ? null : n.get(key);
        if (v == null || v.isNull()) {
            throw new RulesFolderException(file + ": " + key + ": missing");
        }
        return v;
    }
}
