package org.xqverifier.repetition;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.PieceValues;
import org.xqverifier.board.Piece;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.facts.ChaseKindRule;
import org.xqverifier.repetition.facts.RankingRule;
import org.xqverifier.repetition.facts.Setting;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables of an edition that judges chases by material (piece-values.yaml: piece values and the pawn's floating value;
 * chases.yaml: how deep to look and which moves' threats count; ranking.yaml: which forbidden pattern is heavier when
 * both sides repeat one). An edition without piece-values.yaml judges chases by attacks alone and has none of these.
 */
final class MaterialTables {
    private static final Map<String, Integer> TYPES = Map.of("ADVISOR", Piece.ADVISOR, "ELEPHANT", Piece.ELEPHANT,
            "HORSE", Piece.HORSE, "ROOK", Piece.ROOK, "CANNON", Piece.CANNON);

    private final Edition edition;
    private final MaterialSearch.Settings settings;
    private final List<Object> rows = new ArrayList<>();
    private Citation bound;

    private MaterialTables(Edition edition, YamlTable values) {
        this.edition = edition;
        int[] byType = new int[8];
        for (Map.Entry<String, Integer> e : TYPES.entrySet()) {
            byType[e.getValue()] = whole(values, "/pieces/" + e.getKey().toLowerCase() + "/value", 1);
        }
        byType[Piece.KING] = 1000;
        PieceValues pv = new PieceValues(byType,
                whole(values, "/pawn/taken/uncrossed", 0), whole(values, "/pawn/taken/crossed", 0),
                whole(values, "/pawn/given/uncrossed", 0), whole(values, "/pawn/given/crossed", 0));
        article(values, "/pieces");
        article(values, "/pawn");

        YamlTable chases = edition.yaml(RepetitionTables.AREA + "chases.yaml");
        int checks = whole(chases, "/win_by_checks_plies/value", 0);
        if (checks % 2 == 0 && checks != 0) {
            throw chases.error("/win_by_checks_plies/value", "must be odd (checks and answers, then the capture)");
        }
        settings = new MaterialSearch.Settings(pv, checks, whole(chases, "/winner_mated_plies/value", 0),
                bool(chases, "/mated_after_check_reply/value"), bool(chases, "/opponent_counter_checks/before"),
                bool(chases, "/opponent_counter_checks/after"), bounds(chases),
                chases.at("/exchange_offer_refuted_by_checks").isMissingNode() ? 1
                        : whole(chases, "/exchange_offer_refuted_by_checks/margin", 1),
                optionalWhole(chases, "recapturer_mated_plies"), optionalBool(chases, "check_in_between_then_recapture"),
                optionalBool(chases, "win_by_checks_is_net_of_what_the_line_hands_back"),
                optionalBool(chases, "win_belongs_to_the_piece_it_needs"),
                optionalWhole(chases, "win_by_checks_forced_line_plies"),
                optionalBool(chases, "pin_and_departure_take_part"),
                optionalBool(chases, "escaping_piece_taken_anyway_is_no_answer"),
                optionalBool(chases, "even_counter_capture_keeps_the_win"));
        for (String name : List.of("win_by_checks_plies", "winner_mated_plies", "mated_after_check_reply",
                "opponent_counter_checks")) {
            article(chases, "/" + name);
        }
        if (!chases.at("/exchange_offer_refuted_by_checks").isMissingNode()) {
            article(chases, "/exchange_offer_refuted_by_checks");
        }
        for (String name : List.of("king_answer_to_check_is_idle", "unchanged_win_is_not_a_chase",
                "unchanged_answer_is_no_new_chase", "escape_credits_only_a_win_it_takes_part_in",
                "joint_win_needing_the_offered_piece_is_an_exchange", "move_that_parries_a_mate_threat_follows",
                "capturer_keeping_its_attack_is_not_credited", "block_of_a_check_is_not_credited_with_an_old_attack",
                "king_answer_to_a_mate_threat_is_idle")) {
            String at = "/" + name;
            rows.add(new Setting(name, String.valueOf(bool(chases, at + "/value")), citation(chases, at, name)));
        }
        // rows an edition may leave out (then off)
        for (String name : List.of("capture_under_a_mate_threat_is_no_win", "joint_win_through_a_new_offer_is_an_exchange")) {
            String at = "/" + name;
            if (!chases.at(at).isMissingNode()) {
                rows.add(new Setting(name, String.valueOf(bool(chases, at + "/value")), citation(chases, at, name)));
            }
        }

        YamlTable patterns = edition.yaml(RepetitionTables.AREA + "patterns.yaml");
        JsonNode list = patterns.at("/patterns");
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "/patterns/" + i;
            String id = patterns.at(at + "/id").asText();
            ids.add(id);
            JsonNode kind = patterns.at(at + "/chase_kind");
            if (!kind.isMissingNode()) {
                if (!List.of("single", "joint", "rook").contains(kind.asText())) {
                    throw patterns.error(at + "/chase_kind", "chase_kind must be 'single', 'joint' or 'rook', not '" + kind.asText() + "'");
                }
                rows.add(new ChaseKindRule(id, kind.asText()));
            }
        }

        YamlTable ranking = edition.yaml(RepetitionTables.AREA + "ranking.yaml");
        JsonNode heavier = ranking.at("/heavier");
        if (!heavier.isArray()) {
            throw ranking.error("", "'heavier' must be a list of {heavier, lighter: [...]} rows");
        }
        for (int i = 0; i < heavier.size(); i++) {
            String at = "/heavier/" + i;
            String h = pattern(ranking, at + "/heavier", ids);
            JsonNode lighter = ranking.at(at + "/lighter");
            if (!lighter.isArray() || lighter.isEmpty()) {
                throw ranking.error(at, "'lighter' must be a non-empty list of pattern ids");
            }
            Citation c = citation(ranking, at, "ranking-" + h);
            for (int j = 0; j < lighter.size(); j++) {
                rows.add(new RankingRule(h, pattern(ranking, at + "/lighter/" + j, ids), c));
            }
        }
    }

    /**
     * The whole-board answer to a capture (24.3, principle 4): row {@code exchange_search} with {@code plies} (0 = count
     * only recaptures on the point), {@code nodes} and {@code cpu_ms}. An edition without the row counts on the point.
     */
    private MaterialSearch.Bounds bounds(YamlTable chases) {
        if (chases.at("/exchange_search").isMissingNode()) {
            return MaterialSearch.Bounds.ONE_POINT;
        }
        article(chases, "/exchange_search");
        bound = citation(chases, "/exchange_search/bound_hit", "exchange_search");
        return new MaterialSearch.Bounds(whole(chases, "/exchange_search/plies", 0),
                whole(chases, "/exchange_search/nodes", 1), whole(chases, "/exchange_search/cpu_ms", 1),
                answers(chases, "/exchange_search/opponent_answers/before"),
                answers(chases, "/exchange_search/opponent_answers/after"));
    }

    private static MaterialSearch.Answers answers(YamlTable t, String at) {
        String v = t.at(at).asText("");
        for (MaterialSearch.Answers a : MaterialSearch.Answers.values()) {
            if (a.name().toLowerCase().replace('_', '-').equals(v)) {
                return a;
            }
        }
        throw t.error(t.at(at).isMissingNode() ? parent(t, at) : at, "'" + at.substring(1).replace('/', '.')
                + "' must be 'exchange', 'exchange-and-abandoned' or 'anywhere'");
    }

    /** What a ruling says when the whole-board search stopped at a bound (null: the edition sets no search). */
    Citation boundHit() {
        return bound;
    }

    /** The edition's material tables, or null when it has no piece-values.yaml (chases judged by attacks only). */
    static MaterialTables of(Edition edition) {
        YamlTable values = edition.yamlOrNull(RepetitionTables.AREA + "piece-values.yaml");
        return values == null ? null : new MaterialTables(edition, values);
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

    List<Object> rows() {
        return Collections.unmodifiableList(rows);
    }

    private static String pattern(YamlTable t, String at, Set<String> ids) {
        String id = t.at(at).asText("");
        if (!ids.contains(id)) {
            throw t.error(at, "unknown pattern '" + id + "'; patterns.yaml defines " + ids);
        }
        return id;
    }

    private static int whole(YamlTable t, String at, int min) {
        JsonNode node = t.at(at);
        if (!node.isInt() || node.intValue() < min) {
            throw t.error(node.isMissingNode() ? parent(t, at) : at, "'" + at.substring(1).replace('/', '.')
                    + "' must be a whole number of at least " + min);
        }
        return node.intValue();
    }

    /** A row {@code name: {value: N, article: …}} that an edition may leave out (then 0: not applied). */
    private static int optionalWhole(YamlTable t, String name) {
        if (t.at("/" + name).isMissingNode()) {
            return 0;
        }
        article(t, "/" + name);
        return whole(t, "/" + name + "/value", 0);
    }

    /** A row {@code name: {value: true|false, article: …}} that an edition may leave out (then false). */
    private static boolean optionalBool(YamlTable t, String name) {
        if (t.at("/" + name).isMissingNode()) {
            return false;
        }
        article(t, "/" + name);
        return bool(t, "/" + name + "/value");
    }

    private static boolean bool(YamlTable t, String at) {
        JsonNode node = t.at(at);
        if (!node.isBoolean()) {
            throw t.error(node.isMissingNode() ? parent(t, at) : at, "'" + at.substring(1).replace('/', '.')
                    + "' must be true or false");
        }
        return node.booleanValue();
    }

    private static void article(YamlTable t, String at) {
        String a = t.at(at + "/article").asText("");
        if (a.isBlank()) {
            throw t.error(t.at(at).isMissingNode() ? "" : at, "'" + at.substring(1) + "' needs its 'article'");
        }
    }

    private Citation citation(YamlTable t, String at, String rule) {
        article(t, at);
        return Citation.of(edition, t, at, rule);
    }

    private static String parent(YamlTable t, String at) {
        String p = at;
        while (!p.isEmpty() && t.at(p).isMissingNode()) {
            p = p.substring(0, p.lastIndexOf('/'));
        }
        return p;
    }
}
