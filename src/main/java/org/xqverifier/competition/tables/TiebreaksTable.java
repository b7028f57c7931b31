package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code competition/tiebreaks.yaml}: the tiebreak chain of each kind of event, and how a direct encounter is counted
 * among more than two tied players ({@code group}: all of them; {@code pair-only}: only between two). The criteria a
 * chain names are checked against the criteria xq computes by the loader.
 */
public record TiebreaksTable(DirectEncounter directEncounter, List<Chain> chains, Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");

    public record DirectEncounter(String mode, Citation citation) {
        static final Map<String, List<String>> ONE_OF = Map.of("mode", List.of("group", "pair-only"));
    }

    /**
     * One row: the chain for the events whose facts match {@code event} (entrants, system, games, regulation, chain),
     * ranked first by {@code primary}, then by each criterion in order.
     */
    public record Chain(String id, Map<String, String> event, String primary, Citation provision,
                        List<CriterionRef> criteria) {
        static final Map<String, List<String>> ONE_OF = Map.of("primary", List.of("game-points", "match-points"));
    }

    public record CriterionRef(String criterion, Citation provision) {
    }
}
