package org.xqverifier.competition;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** pairing.yaml of an edition, read and checked: how rounds are paired and colours given. */
public record PairingRules(String roundOneMethod, String roundOneColour, Provision roundOne, String withinOdd,
                           String withinEven, boolean noRematch, Provision laterRounds, List<String> colourSteps,
                           int maxDifference, int maxSameInARow, Provision colour, String avoidSameUnit,
                           Provision sameUnit, Provision bye) {

    private static final Set<String> STEPS = Set.of("balance", "alternate", "higher-ranked-alternates", "round-parity");

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
        return new PairingRules(m, need(r1, "colour", file).asText(), Provision.of(r1), within.get("odd").asText(),
                within.get("even").asText(), need(later, "no_rematch", file).asBoolean(), Provision.of(later), steps,
                need(col, "max_difference", file).asInt(), need(col, "max_same_in_a_row", file).asInt(), Provision.of(col),
                need(need(t, "same_unit", file), "avoid", file).asText(), Provision.of(t.get("same_unit")),
                Provision.of(need(t, "bye", file)));
    }

    private static JsonNode need(JsonNode n, String key, String file) {
        JsonNode v = n == null ? null : n.get(key);
        if (v == null || v.isNull()) {
            throw new RulesFolderException(file + ": " + key + ": missing");
        }
        return v;
    }
}
