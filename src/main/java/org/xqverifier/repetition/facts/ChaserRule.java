package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A pieces.yaml chasers row: whether this kind of piece's chases count towards a forbidden perpetual chase. {@code id}
 * names the row for a child edition's patch; the citation is {@code chaser-PIECE}, as rulings name it.
 */
public record ChaserRule(String id, String piece, boolean countsInPerpetual, Citation citation) {
    static final Set<String> OPTIONAL = Set.of("id");
    static final Map<String, List<String>> ONE_OF = Map.of("piece", Pieces.NAMES);

    public ChaserRule {
        citation = citation.withId("chaser-" + piece);
    }

    public String getPiece() { return piece; }
    public boolean isCountsInPerpetual() { return countsInPerpetual; }
    public Citation getCitation() { return citation; }
}
