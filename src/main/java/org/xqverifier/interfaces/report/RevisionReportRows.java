package org.xqverifier.interfaces.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.interfaces.engine.RulingResult;

/**
 * {@code xq diff --json} / {@code --csv}: the revision report as one row per changed item for a committee's own
 * spreadsheet: each edited table row ({@code kind} edit) and rule file (rule-file), then each changed case and game
 * in the report's order (the ones that now contradict a printed ruling first). The CSV has the same columns as the
 * JSON rows, lists joined with "; ".
 */
public final class RevisionReportRows {
    /** The columns, in order. */
    public static final List<String> COLUMNS = List.of("kind", "id", "source", "standing", "book_edition", "book_verdict",
            "book_printed", "base_verdict", "base_rule", "base_article", "revised_verdict", "revised_rule", "revised_article",
            "labels_changed", "deciding_edits", "stale_text", "cycle_start", "decision_ply", "cycle_chinese", "cycle_iccs",
            "red", "black", "event", "date", "file", "game", "line", "area", "table", "fields", "at", "was");

    private RevisionReportRows() {
    }

    /** Every row, as column → value (absent values null). */
    public static List<Map<String, Object>> rows(RevisionReport report) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (TableChanges.Area a : report.edits()) {
            for (TableChanges.Row r : a.rows()) {
                Map<String, Object> row = empty();
                row.put("kind", "edit");
                row.put("id", r.key());
                row.put("source", r.at());
                row.put("stale_text", r.staleText());
                row.put("area", a.area());
                row.put("table", r.file() + (r.key().equals(r.section()) ? "" : " " + r.section()));
                List<String> fields = new ArrayList<>();
                r.fields().forEach(f -> fields.add(r.kind() == TableChanges.Kind.CHANGED ? f.toString()
                        : f.name() + ": " + (r.kind() == TableChanges.Kind.ADDED ? f.afterText() : f.beforeText())));
                row.put("fields", fields);
                row.put("at", r.at());
                row.put("was", r.was());
                row.put("standing", r.kind().name().toLowerCase());
                rows.add(row);
            }
            for (TableChanges.RuleFile f : a.ruleFiles()) {
                Map<String, Object> row = empty();
                row.put("kind", "rule-file");
                row.put("id", f.file());
                row.put("source", f.at());
                row.put("area", a.area());
                row.put("table", f.file());
                row.put("at", f.at());
                row.put("standing", f.kind().name().toLowerCase());
                rows.add(row);
            }
        }
        for (RevisionReport.Entry e : report.entries()) {
            rows.add(entry(e));
        }
        return rows;
    }

    private static Map<String, Object> entry(RevisionReport.Entry e) {
        Map<String, Object> row = empty();
        RevisionDiff.Item item = e.item();
        row.put("kind", item.game() ? "game" : "case");
        row.put("id", item.id());
        row.put("source", item.source());
        row.put("standing", e.standing().name().toLowerCase().replace('_', '-'));
        if (e.book() != null) {
            row.put("book_edition", e.book().edition());
            row.put("book_verdict", e.book().verdict());
            row.put("book_printed", e.book().printed());
        }
        side(row, "base", e.change().base());
        side(row, "revised", e.change().revised());
        List<String> labels = new ArrayList<>();
        e.labels().forEach(l -> labels.add("ply " + l.ply() + " " + (l.chinese() == null ? "" : l.chinese() + " ") + l.iccs()
                + ": " + String.join(" ", l.before()) + " → " + String.join(" ", l.after())));
        row.put("labels_changed", labels);
        List<String> deciding = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        for (TableChanges.Row r : e.decidingEdits()) {
            deciding.add(r.file() + " " + r.name());
            if (r.staleText() != null) {
                stale.add(r.name() + ": " + r.staleText());
            }
        }
        row.put("deciding_edits", deciding);
        row.put("stale_text", stale.isEmpty() ? null : String.join("; ", stale));
        if (e.cycleStart() > 0) {
            row.put("cycle_start", e.cycleStart());
            row.put("decision_ply", e.decisionPly());
            List<String> chinese = new ArrayList<>(), iccs = new ArrayList<>();
            for (RevisionReport.CycleMove m : e.cycle()) {
                chinese.add(m.chinese() == null ? "?" : m.chinese());
                iccs.add(m.iccs());
            }
            row.put("cycle_chinese", chinese);
            row.put("cycle_iccs", iccs);
        }
        RevisionDiff.GameTags t = item.tags();
        if (t != null) {
            row.put("red", t.red());
            row.put("black", t.black());
            row.put("event", t.event());
            row.put("date", t.date());
            row.put("file", t.file());
            row.put("game", t.number());
            row.put("line", t.line() > 0 ? t.line() : null);
        } else if (item.theCase() != null && item.theCase().file() != null) {
            row.put("file", item.theCase().file().toString());
        }
        return row;
    }

    private static void side(Map<String, Object> row, String side, RevisionDiff.Outcome o) {
        row.put(side + "_verdict", o.verdict());
        RulingResult r = o.ruling();
        if (r != null && r.reasons() != null && !r.reasons().isEmpty()) {
            row.put(side + "_rule", r.reasons().get(0).rule());
            row.put(side + "_article", r.reasons().get(0).shown());
        } else if (o.error() != null) {
            row.put(side + "_rule", "error");
            row.put(side + "_article", o.error());
        }
    }

    private static Map<String, Object> empty() {
        Map<String, Object> row = new LinkedHashMap<>();
        COLUMNS.forEach(c -> row.put(c, null));
        return row;
    }

    /** The rows as CSV with a header line. */
    public static String csv(RevisionReport report) {
        StringBuilder b = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (Map<String, Object> row : rows(report)) {
            List<String> cells = new ArrayList<>();
            for (String c : COLUMNS) {
                Object v = row.get(c);
                cells.add(RulingTable.csvField(v instanceof List<?> l ? String.join("; ", l.stream().map(String::valueOf).toList()) : v));
            }
            b.append(String.join(",", cells)).append('\n');
        }
        return b.toString();
    }

    /** The report as JSON: the summary and the rows. */
    public static String json(RevisionReport report) {
        RevisionDiff.Result r = report.result();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("base", r.baseName());
        root.put("revised", r.revisedName());
        root.put("against", report.against());
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("cases", r.cases());
        summary.put("cases_changed", r.casesChanged());
        summary.put("games", r.games());
        summary.put("games_changed", r.gamesChanged());
        summary.put("contradict_the_book", report.contradicting().stream().map(e -> e.item().id()).toList());
        summary.put("stale_text", report.staleText().stream().map(x -> x.file() + " " + x.name()).toList());
        summary.put("by_decisive_rule", r.changesByRule());
        root.put("summary", summary);
        root.put("rows", rows(report));
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
