package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A pieces.yaml victims row: whether this kind of piece (pawns: before or beyond the river, {@code crossedRiver};
 * absent = either side) can be chased. The citation is {@code victim-PIECE}.
 */
public record VictimRule(String id, String piece, Boolean crossedRiver, boolean chased, Citation citation) {
    static final Set<String> OPTIONAL = Set.of("id", "crossedRiver");
    static final Map<String, List<String>> ONE_OF = Map.of("piece", Pieces.NAMES);

    public VictimRule {
        citation = citation.withId("victim-" + piece);
    }

    public String getPiece() { return piece; }
    /** null = either side of the river */
    public Boolean getCrossedRiver() { return crossedRiver; }
    public boolean isChased() { return chased; }
    public Citation getCitation() { return citation; }
}
