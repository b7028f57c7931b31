package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.Set;

/**
 * {@code competition/ranking.yaml}: whether the first and the other places may be shared, and what the standings say
 * when the title is tied and may not be ({@code first_place_tie}, words without an article of their own).
 */
public record RankingTable(boolean firstPlaceShared, boolean otherPlacesShared, Citation provision, Words firstPlaceTie,
                           Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");

    /** Words the output prints, with no article of their own. */
    public record Words(Citation words) {
        static final Set<String> OPTIONAL = Set.of("words");
    }
}
