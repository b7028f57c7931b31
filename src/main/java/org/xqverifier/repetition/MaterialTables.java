package org.xqverifier.repetition;

import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.PieceValues;
import org.xqverifier.board.Piece;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.facts.ChaseKindRule;
import org.xqverifier.repetition.facts.PatternRule;
import org.xqverifier.repetition.facts.RankingRule;
import org.xqverifier.repetition.facts.Setting;
import org.xqverifier.repetition.tables.ChasesTable;
import org.xqverifier.repetition.tables.PieceValuesTable;
import org.xqverifier.repetition.tables.RankingTable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The tables of an edition that judges chases by material (piece-values.yaml: piece values and the pawn's floating value;
 * chases.yaml: how deep to look and which moves' threats count; ranking.yaml: which forbidden pattern is heavier when
 * both sides repeat one). An edition without piece-values.yaml judges chases by attacks alone and has none of these.
 */
final class MaterialTables {
    private final MaterialSearch.Settings settings;
    /** chases.yaml's before_move_searched_only_where_compared: the edition's rules read no other before-move fact. */
    private final boolean beforeOnlyWhereCompared;
    /** chases.yaml's other_reading_after_move_searched_only_where_compared. */
    private final boolean otherReadingOnlyWhereCompared;
    private final List<Object> rows = new ArrayList<>();
    private final Citation bound;

    private MaterialTables(Edition edition, RepetitionTables tables) {
        PieceValuesTable v = RepetitionTables.bind(edition, "piece-values.yaml", PieceValuesTable.class);
        int[] byType = new int[8];
        byType[Piece.ROOK] = v.pieces().rook().value();
        byType[Piece.HORSE] = v.pieces().horse().value();
        byType[Piece.CANNON] = v.pieces().cannon().value();
        byType[Piece.ADVISOR] = v.pieces().advisor().value();
        byType[Piece.ELEPHANT] = v.pieces().elephant().value();
        byType[Piece.KING] = PieceValuesTable.KING;
        PieceValues pv = new PieceValues(byType, v.pawn().taken().uncrossed(), v.pawn().taken().crossed(),
                v.pawn().given().uncrossed(), v.pawn().given().crossed());

        ChasesTable c = RepetitionTables.bind(edition, "chases.yaml", ChasesTable.class);
        ChasesTable.ExchangeSearch x = c.exchangeSearch();
        MaterialSearch.Bounds bounds = x == null ? MaterialSearch.Bounds.ONE_POINT : new MaterialSearch.Bounds(x.plies(),
                x.nodes(), x.cpuMs(), x.opponentAnswers().before(), x.opponentAnswers().after());
        bound = x == null ? null : x.boundHit().citation().withId("exchange_search");
        settings = new MaterialSearch.Settings(pv, c.winByChecksPlies().value(), c.winnerMatedPlies().value(),
                c.matedAfterCheckReply().value(), c.opponentCounterChecks().before(), c.opponentCounterChecks().after(),
                bounds, c.exchangeOfferRefutedByChecks() == null ? 1 : c.exchangeOfferRefutedByChecks().margin(),
                ChasesTable.value(c.recapturerMatedPlies()), ChasesTable.on(c.checkInBetweenThenRecapture()),
                ChasesTable.on(c.winByChecksIsNetOfWhatTheLineHandsBack()), ChasesTable.on(c.winBelongsToThePieceItNeeds()),
                ChasesTable.value(c.winByChecksForcedLinePlies()), ChasesTable.on(c.pinAndDepartureTakePart()),
                ChasesTable.on(c.escapingPieceTakenAnywayIsNoAnswer()), ChasesTable.on(c.evenCounterCaptureKeepsTheWin()));
        beforeOnlyWhereCompared = ChasesTable.on(c.beforeMoveSearchedOnlyWhereCompared());
        otherReadingOnlyWhereCompared = ChasesTable.on(c.otherReadingAfterMoveSearchedOnlyWhereCompared());
        c.settings().forEach((name, s) -> rows.add(RepetitionTables.setting(name, s)));

        Set<String> ids = new LinkedHashSet<>();
        for (PatternRule p : tables.patterns().patterns()) {
            ids.add(p.id());
            if (p.chaseKind() != null) {
                rows.add(new ChaseKindRule(p.id(), p.chaseKind()));
            }
        }

        RankingTable ranking = RepetitionTables.bind(edition, "ranking.yaml", RankingTable.class);
        YamlTable rankingYaml = edition.yaml(RepetitionTables.AREA + "ranking.yaml");
        for (int i = 0; i < ranking.heavier().size(); i++) {
            RankingTable.Heavier h = ranking.heavier().get(i);
            String at = "/heavier/" + i;
            known(rankingYaml, at + "/heavier", h.heavier(), ids);
            for (int j = 0; j < h.lighter().size(); j++) {
                known(rankingYaml, at + "/lighter/" + j, h.lighter().get(j), ids);
                rows.add(new RankingRule(h.heavier(), h.lighter().get(j), h.citation()));
            }
        }
    }

    private static void known(YamlTable t, String at, String pattern, Set<String> ids) {
        if (!ids.contains(pattern)) {
            throw t.error(at, "unknown pattern '" + pattern + "'; patterns.yaml defines " + ids);
        }
    }

    /** What a ruling says when the whole-board search stopped at a bound (null: the edition sets no search). */
    Citation boundHit() {
        return bound;
    }

    /** The edition's material tables, or null when it has no piece-values.yaml (chases judged by attacks only). */
    static MaterialTables of(Edition edition, RepetitionTables tables) {
        return edition.has(RepetitionTables.AREA + "piece-values.yaml") ? new MaterialTables(edition, tables) : null;
    }

    /** Whether a move that takes away the opponent's mate threat matters (跟, the king's answer): the analysis must then look for it. */
    boolean parriedMateThreats() {
        return rows.stream().anyMatch(r -> r instanceof Setting s && s.getValue().equals("true")
                && (s.getName().equals("move_that_parries_a_mate_threat_follows")
                    || s.getName().equals("king_answer_to_a_mate_threat_is_idle")
                    || s.getName().equals("capture_under_a_mate_threat_is_no_win")));
    }

    MaterialSearch.Settings settings() {
        return settings;
    }

    /**
     * Whether the position before a move may be searched only where the rules compare it with what the move wins
     * ({@code before_move_searched_only_where_compared}); off, or left out, it is searched whole.
     */
    boolean beforeOnlyWhereCompared() {
        return beforeOnlyWhereCompared;
    }

    /**
     * Whether the position after a move is searched with the before-move reading of the answers only for the pieces
     * the rules compare there with a win of the other reading before the move
     * ({@code other_reading_after_move_searched_only_where_compared}); off, or left out, for every piece an
     * after-move win takes.
     */
    boolean otherReadingOnlyWhereCompared() {
        return otherReadingOnlyWhereCompared;
    }

    List<Object> rows() {
        return Collections.unmodifiableList(rows);
    }
}
