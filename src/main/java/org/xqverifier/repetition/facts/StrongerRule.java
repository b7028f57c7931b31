package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A pieces.yaml stronger row: this attacker chases this victim even when the victim is really protected. The citation
 * is {@code stronger-ATTACKER-VICTIM}.
 */
public record StrongerRule(String id, String attacker, String victim, Citation citation) {
    static final Set<String> OPTIONAL = Set.of("id");
    static final Map<String, List<String>> ONE_OF = Map.of("attacker", Pieces.NAMES, "victim", Pieces.NAMES);

    public StrongerRule {
        citation = citation.withId("stronger-" + attacker + "-" + victim);
    }

    public String getAttacker() { return attacker; }
    public String getVictim() { return victim; }
    public Citation getCitation() { return citation; }
}
