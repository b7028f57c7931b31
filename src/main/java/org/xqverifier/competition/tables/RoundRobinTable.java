package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code competition/round-robin.yaml}: how a round robin is drawn up (Berger's construction) and its second cycle:
 * the first one's colours reversed, optionally with the first cycle's last two rounds swapped (FIDE's advice).
 */
public record RoundRobinTable(Citation citation, String construction, DoubleCycle doubleCycle, Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");
    static final Map<String, List<String>> ONE_OF = Map.of("construction", List.of("berger"));

    public record DoubleCycle(String secondCycle, boolean swapLastTwoRoundsOfFirstCycle) {
        static final Map<String, List<String>> ONE_OF = Map.of("secondCycle", List.of("reversed-colours"));
    }
}
