package org.xqverifier.repetition;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.PieceType;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.facts.ChaserRule;
import org.xqverifier.repetition.facts.LabelRule;
import org.xqverifier.repetition.facts.PatternRule;
import org.xqverifier.repetition.facts.Setting;
import org.xqverifier.repetition.facts.StrongerRule;
import org.xqverifier.repetition.facts.VerdictRule;
import org.xqverifier.repetition.facts.VictimRule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An edition's repetition tables (rules/&lt;edition&gt;/repetition/*.yaml) read into the row facts the rules match,
 * checked row by row so a committee's mistake is reported at its file and line before anything is ruled.
 */
public final class RepetitionTables {
    static final String AREA = "repetition/";
    private static final Set<String> PIECES = Set.of("KING", "ADVISOR", "ELEPHANT", "HORSE", "ROOK", "CANNON", "PAWN");
    private static final Set<String> SAME_TARGET = Set.of("non-exempt", "any", "none");

    private final Edition edition;
    private final int occurrences;
    private final int forbiddenMoveOccurrence;
    private final Citation forbiddenMoveRow;
    private final int mateSearchPlies;
    private final int mateSearchForcedLinePlies;
    private final Map<String, LabelRule> labels = new LinkedHashMap<>();
    private final Map<String, VerdictRule> verdicts = new LinkedHashMap<>();
    private final List<Object> rows = new ArrayList<>();

    RepetitionTables(Edition edition) {
        this.edition = edition;
        YamlTable parameters = edition.yaml(AREA + "parameters.yaml");
        occurrences = positiveInt(parameters, "/occurrences/value", 2);
        // optional: without the row a move is forbidden from the occurrence the edition rules on, cited by that row
        String forbidden = parameters.at("/forbidden_move_occurrence").isMissingNode() ? "/occurrences" : "/forbidden_move_occurrence";
        forbiddenMoveOccurrence = positiveInt(parameters, forbidden + "/value", 2);
        if (forbiddenMoveOccurrence > occurrences) {
            throw parameters.error(forbidden + "/value", "must be at most occurrences (" + occurrences
                    + "): a move cannot be forbidden by a ruling that comes later");
        }
        forbiddenMoveRow = citation(parameters, forbidden, forbidden.substring(1));
        mateSearchPlies = positiveInt(parameters, "/mate_search_plies/value", 0);
        if (mateSearchPlies % 2 == 0 && mateSearchPlies != 0) {
            throw parameters.error("/mate_search_plies/value", "must be odd (the mating side moves first and last)");
        }
        mateSearchForcedLinePlies = parameters.at("/mate_search_forced_line_plies").isMissingNode() ? 0
                : positiveInt(parameters, "/mate_search_forced_line_plies/value", 0);
        if (mateSearchForcedLinePlies != 0 && (mateSearchForcedLinePlies % 2 == 0 || mateSearchForcedLinePlies > 15
                || mateSearchForcedLinePlies < mateSearchPlies)) {
            throw parameters.error("/mate_search_forced_line_plies/value",
                    "must be odd, at least mate_search_plies and at most 15");
        }
        readLabels(edition.yaml(AREA + "labels.yaml"));
        readPieces(edition.yaml(AREA + "pieces.yaml"));
        readPatterns(edition.yaml(AREA + "patterns.yaml"));
        readVerdicts(edition.yaml(AREA + "verdicts.yaml"));
        if (edition.has(AREA + "readings.yaml")) {
            readReadings(edition.yaml(AREA + "readings.yaml"));
        }
        for (String file : edition.files("repetition")) {
            String name = file.substring(AREA.length());
            if ((name.endsWith(".yaml") || name.endsWith(".yml")) && !COMMON.contains(name)) {
                readExtraTable(edition.yaml(file), name.substring(0, name.lastIndexOf('.')));
            }
        }
    }

    private static final Set<String> COMMON = Set.of("parameters.yaml", "labels.yaml", "pieces.yaml", "patterns.yaml",
            "verdicts.yaml", "readings.yaml");
    private static final Set<String> READING_STATUS = Set.of("book", "inferred", "disputed");

    /**
     * readings.yaml: how the edition reads the book where its words leave room, one switch per reading
     * ({@code name: {value: true|false, status: book|inferred|disputed, article, …}}), handed to the rules as settings.
     */
    private void readReadings(YamlTable t) {
        JsonNode root = t.root();
        if (root == null || !root.isObject()) {
            throw t.error("", "readings.yaml must map each reading's name to {value, status, article}");
        }
        root.fields().forEachRemaining(e -> {
            String at = "/" + e.getKey();
            String status = text(t, at + "/status");
            if (!READING_STATUS.contains(status)) {
                throw t.error(at + "/status", "status must be one of " + READING_STATUS + ", not '" + status + "'");
            }
            rows.add(new Setting(e.getKey(), String.valueOf(bool(t, at + "/value")), citation(t, at, e.getKey())));
        });
    }

    /** An edition's own table: every mapping in its top-level list (or in each top-level list) becomes a TableRow. */
    private void readExtraTable(YamlTable t, String name) {
        JsonNode root = t.root();
        if (root.isArray()) {
            addRows(t, name, "", root);
        } else if (root.isObject()) {
            root.fields().forEachRemaining(e -> {
                if (e.getValue().isArray()) {
                    addRows(t, name + "/" + e.getKey(), "/" + e.getKey(), e.getValue());
                }
            });
        }
    }

    @SuppressWarnings("unchecked")
    private void addRows(YamlTable t, String table, String at, JsonNode list) {
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        for (int i = 0; i < list.size(); i++) {
            JsonNode row = list.get(i);
            if (!row.isObject()) {
                throw t.error(at + "/" + i, "each row of " + table + " must be a mapping (column: value)");
            }
            java.util.Map<String, Object> columns = new java.util.LinkedHashMap<>();
            mapper.convertValue(row, java.util.Map.class).forEach((k, v) -> {
                if (v != null) {
                    columns.put(String.valueOf(k), v);
                }
            });
            rows.add(new org.xqverifier.repetition.facts.TableRow(table, i, columns));
        }
    }

    /** The occurrence of a position that triggers a ruling (3 = the third time the position is seen). */
    public int occurrences() {
        return occurrences;
    }

    /**
     * From which occurrence a move is forbidden: one after which a position stands for this time (or more) in a cycle
     * whose ruling makes the mover change (2 = the first repetition; at most {@link #occurrences()}).
     */
    public int forbiddenMoveOccurrence() {
        return forbiddenMoveOccurrence;
    }

    /** The row {@link #forbiddenMoveOccurrence()} comes from, with its article (the occurrences row when it has none). */
    public Citation forbiddenMoveRow() {
        return forbiddenMoveRow;
    }

    public int mateSearchPlies() {
        return mateSearchPlies;
    }

    /** The longest mating line when checks with a single legal answer are not counted in the depth (0 = they are). */
    public int mateSearchForcedLinePlies() {
        return mateSearchForcedLinePlies;
    }

    /** Every row as a fact for the rule engine. */
    List<Object> rows() {
        return Collections.unmodifiableList(rows);
    }

    LabelRule label(String code) {
        return labels.get(code);
    }

    VerdictRule verdict(String id) {
        return verdicts.get(id);
    }

    private void readLabels(YamlTable t) {
        JsonNode list = list(t, "/labels");
        for (int i = 0; i < list.size(); i++) {
            String at = "/labels/" + i;
            String code = text(t, at + "/code");
            LabelRule rule = new LabelRule(code, text(t, at + "/zh"), text(t, at + "/en"),
                    positiveInt(t, at + "/precedence", 0), citation(t, at, code));
            labels.put(code, rule);
            rows.add(rule);
        }
        for (String needed : List.of("check", "chase", "idle")) {
            if (!labels.containsKey(needed)) {
                throw t.error("/labels", "the label '" + needed + "' is missing; the rules need it");
            }
        }
    }

    private void readPieces(YamlTable t) {
        JsonNode chasers = list(t, "/chasers");
        for (int i = 0; i < chasers.size(); i++) {
            String at = "/chasers/" + i;
            String piece = piece(t, at + "/piece");
            rows.add(new ChaserRule(piece, bool(t, at + "/counts_in_perpetual"), citation(t, at, "chaser-" + piece)));
        }
        JsonNode victims = list(t, "/victims");
        for (int i = 0; i < victims.size(); i++) {
            String at = "/victims/" + i;
            String piece = piece(t, at + "/piece");
            JsonNode crossed = t.at(at + "/crossed_river");
            Boolean crossedRiver = crossed.isMissingNode() || crossed.isNull() ? null : bool(t, at + "/crossed_river");
            rows.add(new VictimRule(piece, crossedRiver, bool(t, at + "/chased"), citation(t, at, "victim-" + piece)));
        }
        JsonNode stronger = t.at("/stronger");
        for (int i = 0; i < stronger.size(); i++) {
            String at = "/stronger/" + i;
            String attacker = piece(t, at + "/attacker"), victim = piece(t, at + "/victim");
            rows.add(new StrongerRule(attacker, victim, citation(t, at, "stronger-" + attacker + "-" + victim)));
        }
        setting(t, "/same_kind/victim_takes_back_is_exchange", "same_kind.victim_takes_back_is_exchange");
        setting(t, "/protection/real_root_protects", "protection.real_root_protects");
    }

    private void setting(YamlTable t, String at, String name) {
        JsonNode node = t.at(at);
        if (node.isMissingNode()) {
            return;
        }
        rows.add(new Setting(name, String.valueOf(bool(t, at + "/value")), citation(t, at, name)));
    }

    private void readPatterns(YamlTable t) {
        JsonNode list = list(t, "/patterns");
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "/patterns/" + i;
            String id = text(t, at + "/id");
            if (!ids.add(id)) {
                throw t.error(at + "/id", "pattern id '" + id + "' is used twice");
            }
            String status = text(t, at + "/status");
            if (!status.equals("forbidden") && !status.equals("allowed")) {
                throw t.error(at + "/status", "status must be 'forbidden' or 'allowed', not '" + status + "'");
            }
            String sameTarget = null;
            if (!t.at(at + "/same_target").isMissingNode()) {
                sameTarget = text(t, at + "/same_target");
                if (!SAME_TARGET.contains(sameTarget)) {
                    throw t.error(at + "/same_target", "same_target must be one of " + SAME_TARGET + ", not '" + sameTarget + "'");
                }
            }
            int level = status.equals("forbidden") ? positiveInt(t, at + "/level", 1) : 0;
            rows.add(new PatternRule(id, labelSet(t, at + "/every"), labelSet(t, at + "/present"), sameTarget, status,
                    level, positiveInt(t, at + "/order", 0), citation(t, at, id)));
        }
    }

    private void readVerdicts(YamlTable t) {
        JsonNode list = list(t, "/verdicts");
        for (int i = 0; i < list.size(); i++) {
            String at = "/verdicts/" + i;
            String id = text(t, at + "/id");
            VerdictRule rule = new VerdictRule(id, citation(t, at, id));
            verdicts.put(id, rule);
            rows.add(rule);
        }
        for (String needed : List.of("one-side-forbidden", "heavier-forbidden", "both-forbidden-equal", "none-forbidden",
                "checkmate", "stalemate")) {
            if (!verdicts.containsKey(needed)) {
                throw t.error("/verdicts", "the verdict row '" + needed + "' is missing");
            }
        }
    }

    private Set<String> labelSet(YamlTable t, String at) {
        JsonNode node = t.at(at);
        if (node.isMissingNode() || node.isNull()) {
            return Set.of();
        }
        if (!node.isArray()) {
            throw t.error(at, "must be a list of labels, e.g. [check, chase]");
        }
        Set<String> codes = new LinkedHashSet<>();
        for (int i = 0; i < node.size(); i++) {
            String code = node.get(i).asText();
            if (!labels.containsKey(code)) {
                throw t.error(at + "/" + i, "unknown label '" + code + "'; labels.yaml defines " + labels.keySet());
            }
            codes.add(code);
        }
        return Set.copyOf(codes);
    }

    private Citation citation(YamlTable t, String at, String rule) {
        String article = t.at(at + "/article").asText(null);
        if (article == null || article.isBlank()) {
            throw t.error(at, "every row needs its 'article'");
        }
        return Citation.of(edition, t, at, rule);
    }

    private static JsonNode list(YamlTable t, String at) {
        JsonNode node = t.at(at);
        if (!node.isArray() || node.isEmpty()) {
            throw t.error(node.isMissingNode() ? "" : at, "'" + at.substring(1) + "' must be a non-empty list");
        }
        return node;
    }

    private static String text(YamlTable t, String at) {
        JsonNode node = t.at(at);
        if (!node.isValueNode() || node.asText().isBlank()) {
            throw t.error(parentOf(t, at), "missing '" + at.substring(at.lastIndexOf('/') + 1) + "'");
        }
        return node.asText().strip();
    }

    private static String piece(YamlTable t, String at) {
        String piece = text(t, at).toUpperCase();
        if (!PIECES.contains(piece)) {
            throw t.error(at, "unknown piece '" + piece + "'; one of " + List.of(PieceType.values()));
        }
        return piece;
    }

    private static boolean bool(YamlTable t, String at) {
        JsonNode node = t.at(at);
        if (!node.isBoolean()) {
            throw t.error(node.isMissingNode() ? parentOf(t, at) : at, "'" + at.substring(at.lastIndexOf('/') + 1)
                    + "' must be true or false");
        }
        return node.booleanValue();
    }

    private static int positiveInt(YamlTable t, String at, int min) {
        JsonNode node = t.at(at);
        if (!node.canConvertToInt() || !node.isNumber() || node.intValue() < min) {
            throw t.error(node.isMissingNode() ? parentOf(t, at) : at, "'" + at.substring(at.lastIndexOf('/') + 1)
                    + "' must be a whole number of at least " + min);
        }
        return node.intValue();
    }

    private static String parentOf(YamlTable t, String at) {
        String p = at;
        while (!p.isEmpty() && t.at(p).isMissingNode()) {
            p = p.substring(0, p.lastIndexOf('/'));
        }
        return p;
    }
}
