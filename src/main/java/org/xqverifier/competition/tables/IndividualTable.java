package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;

import java.util.List;
import java.util.Map;

/**
 * {@code competition/individual.yaml}: how players' individual scores count in team events: a reserve's games
 * ({@code counts}: one board's or every board's; {@code board}: the board played most, or the best-scoring one), and
 * who plays a match whose line-up was not handed in ({@code seat}).
 */
public record IndividualTable(Reserve reserve, MissingLineup missingLineup) {
    public record Reserve(Citation citation, String counts, String board) {
        static final Map<String, List<String>> ONE_OF = Map.of("counts", List.of("one-board", "every-board"),
                "board", List.of("most-games", "best-score"));
    }

    public record MissingLineup(Citation citation, String seat) {
        static final Map<String, List<String>> ONE_OF = Map.of("seat", List.of("members-in-order", "unknown"));
    }
}
