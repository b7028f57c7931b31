package org.xqverifier.repetition;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.repetition.facts.LabelRule;
import org.xqverifier.repetition.facts.PatternRule;
import org.xqverifier.repetition.facts.Setting;
import org.xqverifier.repetition.facts.TableRow;
import org.xqverifier.repetition.facts.VerdictRule;
import org.xqverifier.repetition.tables.ChasesTable;
import org.xqverifier.repetition.tables.LabelsTable;
import org.xqverifier.repetition.tables.ParametersTable;
import org.xqverifier.repetition.tables.PatternsTable;
import org.xqverifier.repetition.tables.PieceValuesTable;
import org.xqverifier.repetition.tables.PiecesTable;
import org.xqverifier.repetition.tables.RankingTable;
import org.xqverifier.repetition.tables.Reading;
import org.xqverifier.repetition.tables.Switch;
import org.xqverifier.repetition.tables.VerdictsTable;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An edition's repetition tables (rules/&lt;edition&gt;/repetition/*.yaml) bound to their records
 * ({@code repetition.tables}) and handed to the rules as row facts; a committee's mistake is reported at its file and
 * line before anything is ruled. What spans two tables (a pattern naming a label) is checked here.
 */
public final class RepetitionTables {
    static final String AREA = "repetition/";
    /** The tables xq binds itself; any other table of the area reaches the rules as {@link TableRow}s. */
    /**
     * The record each table xq binds itself is bound to (and its schema written from, at build time); any other table
     * of the area reaches the rules as {@link TableRow}s.
     */
    public static final Map<String, Type> KINDS = Map.of("parameters.yaml", ParametersTable.class, "labels.yaml",
            LabelsTable.class, "pieces.yaml", PiecesTable.class, "patterns.yaml", PatternsTable.class, "verdicts.yaml",
            VerdictsTable.class, "readings.yaml", TableBinder.rowsOf(Reading.class), "piece-values.yaml",
            PieceValuesTable.class, "chases.yaml", ChasesTable.class, "ranking.yaml", RankingTable.class);

    private final ParametersTable parameters;
    private final PatternsTable patterns;
    private final Map<String, LabelRule> labels = new LinkedHashMap<>();
    private final Map<String, VerdictRule> verdicts = new LinkedHashMap<>();
    private final List<Object> rows = new ArrayList<>();

    RepetitionTables(Edition edition) {
        parameters = bind(edition, "parameters.yaml", ParametersTable.class);
        for (LabelRule l : bind(edition, "labels.yaml", LabelsTable.class).labels()) {
            labels.put(l.code(), l);
            rows.add(l);
        }
        PiecesTable pieces = bind(edition, "pieces.yaml", PiecesTable.class);
        rows.addAll(pieces.chasers());
        rows.addAll(pieces.victims());
        rows.addAll(pieces.stronger());
        if (pieces.sameKind() != null) {
            rows.add(setting("same_kind.victim_takes_back_is_exchange", pieces.sameKind().victimTakesBackIsExchange()));
        }
        if (pieces.protection() != null) {
            rows.add(setting("protection.real_root_protects", pieces.protection().realRootProtects()));
        }
        patterns = bind(edition, "patterns.yaml", PatternsTable.class);
        YamlTable patternsYaml = edition.yaml(AREA + "patterns.yaml");
        for (int i = 0; i < patterns.patterns().size(); i++) {
            PatternRule p = patterns.patterns().get(i);
            knownLabels(patternsYaml, "/patterns/" + i + "/every", p.every());
            knownLabels(patternsYaml, "/patterns/" + i + "/present", p.present());
            rows.add(p);
        }
        for (VerdictRule v : bind(edition, "verdicts.yaml", VerdictsTable.class).verdicts()) {
            verdicts.put(v.id(), v);
            rows.add(v);
        }
        YamlTable readings = edition.yamlOrNull(AREA + "readings.yaml");
        if (readings != null) {
            TableBinder.bindRows(edition, readings, Reading.class).forEach((name, r) ->
                    rows.add(new Setting(name, String.valueOf(r.value()), r.citation())));
        }
        for (String file : edition.files("repetition")) {
            String name = file.substring(AREA.length());
            if ((name.endsWith(".yaml") || name.endsWith(".yml")) && !KINDS.containsKey(name)) {
                readExtraTable(edition, edition.yaml(file), name.substring(0, name.lastIndexOf('.')));
            }
        }
    }

    /** The table {@code name} of the area bound to its record. */
    static <T> T bind(Edition edition, String name, Class<T> type) {
        if (KINDS.get(name) != type) {
            throw new IllegalStateException(name + " is bound to " + KINDS.get(name) + " (RepetitionTables.KINDS)");
        }
        return TableBinder.bind(edition, edition.yaml(AREA + name), type);
    }

    /** A switch of a table as the setting the rules read, cited under the same name. */
    static Setting setting(String name, Switch s) {
        return new Setting(name, String.valueOf(s.value()), s.citation().withId(name));
    }

    private void knownLabels(YamlTable t, String at, Set<String> codes) {
        int i = 0;
        for (String code : codes) {
            if (!labels.containsKey(code)) {
                throw t.error(at + "/" + i, "unknown label '" + code + "'; labels.yaml defines " + labels.keySet());
            }
            i++;
        }
    }

    /** An edition's own table: every mapping in its top-level list (or in each top-level list) becomes a TableRow. */
    private void readExtraTable(Edition edition, YamlTable t, String name) {
        if (t.root().isArray()) {
            addRows(edition, t, name, "");
        } else if (t.root().isObject()) {
            t.root().properties().forEach(e -> {
                if (e.getValue().isArray()) {
                    addRows(edition, t, name + "/" + e.getKey(), "/" + YamlTable.escape(e.getKey()));
                }
            });
        }
    }

    private void addRows(Edition edition, YamlTable t, String table, String at) {
        for (int i = 0; i < t.at(at).size(); i++) {
            if (!(TableBinder.bind(edition, t, at + "/" + i, Object.class) instanceof Map<?, ?> row)) {
                throw t.error(at + "/" + i, "each row of " + table + " must be a mapping (column: value)");
            }
            Map<String, Object> columns = new LinkedHashMap<>();
            row.forEach((k, v) -> {
                if (v != null) {
                    columns.put(String.valueOf(k), v);
                }
            });
            rows.add(new TableRow(table, i, columns));
        }
    }

    /** The occurrence of a position that triggers a ruling (3 = the third time the position is seen). */
    public int occurrences() {
        return parameters.occurrences().value();
    }

    /**
     * From which occurrence a move is forbidden: one after which a position stands for this time (or more) in a cycle
     * whose ruling makes the mover change (2 = the first repetition; at most {@link #occurrences()}).
     */
    public int forbiddenMoveOccurrence() {
        return parameters.forbiddenMove().value();
    }

    /** The row {@link #forbiddenMoveOccurrence()} comes from, with its article (the occurrences row when it has none). */
    public Citation forbiddenMoveRow() {
        return parameters.forbiddenMove().citation().withId(parameters.forbiddenMoveOccurrence() != null
                ? "forbidden_move_occurrence" : "occurrences");
    }

    public int mateSearchPlies() {
        return parameters.mateSearchPlies().value();
    }

    /** The longest mating line when checks with a single legal answer are not counted in the depth (0 = they are). */
    public int mateSearchForcedLinePlies() {
        return parameters.forcedLinePlies();
    }

    /** The patterns as bound (a material edition's chase kinds and ranking name them). */
    PatternsTable patterns() {
        return patterns;
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
}
