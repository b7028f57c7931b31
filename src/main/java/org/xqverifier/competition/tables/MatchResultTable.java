package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.List;

/**
 * {@code competition/match-result.yaml}: the provisions the match-result rules cite, each found by its id
 * ({@code Citation( id == "two-game-equal" )}).
 */
public record MatchResultTable(List<Citation> provisions) {
}
