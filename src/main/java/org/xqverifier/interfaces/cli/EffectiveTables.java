package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.board.Columns;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.edition.YamlTable;
import org.xqverifier.interfaces.report.RevisionReport;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code xq editions --show ID|DIR [--area A] [--changes [--against ID]]}: an edition's effective tables (its rows laid
 * over its parent's) as one table per section keyed by each row's id, with the editions that wrote each row; with
 * {@code --changes}, only the rows and fields that differ from another edition (by default the bundled edition a
 * committee's folder was copied from, else the parent), old → new with file:line.
 */
final class EffectiveTables {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Printed under their row rather than as columns: long texts. */
    private static final List<String> TEXT = List.of("zh", "en", "interpretation", "source", "note", "why", "description");

    private final Edition edition;
    private final PrintWriter out;

    EffectiveTables(Edition edition, PrintWriter out) {
        this.edition = edition;
        this.out = out;
    }

    /** The areas asked for: one, or every area of the edition. */
    List<String> areas(String area) {
        return area == null ? List.copyOf(edition.areas()) : List.of(area);
    }

    /** The area's chain, e.g. {@code wxf-2018.repetition → tw-2007.repetition}. */
    static String chain(Edition e, String area) {
        List<String> links = new ArrayList<>();
        for (Edition x : e.lineage(area)) {
            links.add(x.id() + "." + area);
        }
        return String.join(" → ", links);
    }

    /** Every effective table of the areas, one table per section. */
    void print(String area) {
        for (String a : areas(area)) {
            out.println(chain(edition, a));
            for (String file : edition.files(a)) {
                if (file.endsWith(".yaml") || file.endsWith(".yml")) {
                    printTable(a, file);
                } else {
                    out.printf("  %s  (%s)%n", file, label(a, editionOf(a, edition.display(file))));
                }
            }
            out.println();
        }
    }

    /** The effective tables of the areas as one JSON object: file → table. */
    ObjectNode json(String area) {
        ObjectNode all = JSON.createObjectNode();
        for (String a : areas(area)) {
            for (String file : edition.files(a)) {
                if (file.endsWith(".yaml") || file.endsWith(".yml")) {
                    all.set(file, edition.table(file));
                }
            }
        }
        return all;
    }

    /** The edition compared with in {@code area}: {@code against} when given, else {@link TableChanges#defaultAgainst}. */
    Edition against(String area, Edition against) {
        return against != null ? against : TableChanges.defaultAgainst(edition, area);
    }

    /** What the edition changes, area by area, against {@code against} (null: each area's default). */
    void printChanges(String area, Edition against) {
        for (String a : areas(area)) {
            Edition other = against(a, against);
            TableChanges.Area changes = TableChanges.of(edition, other, a);
            out.println(heading(a, other, against != null));
            if (changes.isEmpty()) {
                out.println("  (no change)");
            } else {
                out.print(RevisionReport.edits(changes, "").replaceFirst("^" + a + "\n", ""));
            }
            out.println();
        }
    }

    /** {@code wxf-2018 (DIR).repetition against wxf-2018 (rules/wxf-2018), the bundled edition the folder was copied from}. */
    String heading(String area, Edition other, boolean named) {
        String self = area + ": " + describe(edition);
        if (other == null) {
            return self + " extends no edition in this area (every row is its own)";
        }
        String why = named ? "" : TableChanges.againstOrigin(edition, area) ? ", the bundled edition the folder was copied from"
                : ", the edition it extends";
        return self + " against " + describe(other) + why;
    }

    static String describe(Edition e) {
        return e.id() + " (" + e.location() + ")";
    }

    /** The changes as JSON: per area the edition compared with, each row with its fields old → new. */
    ObjectNode changesJson(String area, Edition against) {
        ObjectNode root = JSON.createObjectNode();
        root.put("edition", edition.id()).put("location", edition.location());
        ArrayNode areas = root.putArray("areas");
        for (String a : areas(area)) {
            Edition other = against(a, against);
            TableChanges.Area changes = TableChanges.of(edition, other, a);
            ObjectNode n = areas.addObject().put("area", a);
            if (other == null) {
                n.putNull("against");
            } else {
                n.put("against", other.id()).put("against_location", other.location());
            }
            n.set("rows", rowsJson(changes.rows()));
            ArrayNode files = n.putArray("rule_files");
            for (TableChanges.RuleFile f : changes.ruleFiles()) {
                files.addObject().put("file", f.file()).put("kind", f.kind().name().toLowerCase()).put("at", f.at());
            }
        }
        return root;
    }

    static ArrayNode rowsJson(List<TableChanges.Row> rows) {
        ArrayNode list = JSON.createArrayNode();
        for (TableChanges.Row r : rows) {
            ObjectNode n = list.addObject().put("file", r.file()).put("section", r.section()).put("id", r.key())
                    .put("kind", r.kind().name().toLowerCase()).put("at", r.at()).put("was", r.was());
            ArrayNode fields = n.putArray("fields");
            for (TableChanges.Field f : r.fields()) {
                ObjectNode x = fields.addObject().put("field", f.name());
                x.set("old", f.before());
                x.set("new", f.after());
            }
            n.put("stale_text", r.staleText());
        }
        return list;
    }

    private void printTable(String area, String file) {
        YamlTable effective = edition.yaml(file);
        out.printf("  %s%n", file);
        Map<String, List<TableChanges.TableRow>> sections = new LinkedHashMap<>();
        for (TableChanges.TableRow r : TableChanges.rowsOf(effective)) {
            // sections that are one row each (occurrences: {value: 3, …}) share one table
            sections.computeIfAbsent(r.key().equals(r.section()) ? "" : r.section(), k -> new ArrayList<>()).add(r);
        }
        sections.forEach((section, rows) -> printSection(area, effective, section, rows));
    }

    private void printSection(String area, YamlTable table, String section, List<TableChanges.TableRow> rows) {
        Set<String> columns = new LinkedHashSet<>();
        for (TableChanges.TableRow r : rows) {
            r.fields().keySet().stream().filter(f -> !TEXT.contains(f) && !f.contains("[")).forEach(columns::add);
        }
        boolean article = columns.remove("article");
        boolean figures = columns.remove("figures");
        columns.remove("id");
        columns.remove("code");
        List<String> header = new ArrayList<>();
        header.add(section.isEmpty() ? "setting" : rows.get(0).fields().containsKey("code") ? "code" : "id");
        header.addAll(columns);
        header.add("from");
        if (figures) {
            header.add("figures");
        }
        if (article) {
            header.add("article");
        }
        List<List<String>> lines = new ArrayList<>();
        for (TableChanges.TableRow r : rows) {
            List<String> cells = new ArrayList<>();
            cells.add(r.key());
            for (String c : columns) {
                cells.add(r.fields().containsKey(c) ? TableChanges.text(r.fields().get(c)) : "");
            }
            cells.add(from(area, table, r));
            if (figures) {
                cells.add(r.fields().containsKey("figures") ? TableChanges.text(r.fields().get("figures")) : "");
            }
            if (article) {
                cells.add(r.fields().containsKey("article") ? TableChanges.text(r.fields().get("article")) : "");
            }
            lines.add(cells);
        }
        int[] widths = new int[header.size()];
        for (int i = 0; i < header.size(); i++) {
            widths[i] = Columns.width(header.get(i));
            for (List<String> l : lines) {
                widths[i] = Math.max(widths[i], Columns.width(l.get(i)));
            }
        }
        out.printf("    %s%n", section.isEmpty() ? "(settings)" : section);
        out.println("      " + row(header, widths));
        for (int i = 0; i < rows.size(); i++) {
            out.println("      " + row(lines.get(i), widths));
            TableChanges.TableRow r = rows.get(i);
            String zh = r.fields().containsKey("zh") ? TableChanges.text(r.fields().get("zh")) : null;
            String en = r.fields().containsKey("en") ? TableChanges.text(r.fields().get("en")) : null;
            if (zh != null || en != null) {
                out.println("        " + (zh == null ? "" : zh) + (zh != null && en != null ? " / " : "") + (en == null ? "" : en));
            }
            for (String f : TEXT) {
                if (!f.equals("zh") && !f.equals("en") && r.fields().containsKey(f)) {
                    out.println("        " + f + ": " + TableChanges.text(r.fields().get(f)).strip());
                }
            }
            // nested rows (a chain's criteria): one line each under the row
            Map<String, List<String>> nested = new LinkedHashMap<>();
            r.fields().forEach((name, v) -> {
                int open = name.indexOf('['), close = name.indexOf(']');
                if (open > 0 && close > open) {
                    nested.computeIfAbsent(name.substring(0, close + 1), k -> new ArrayList<>())
                            .add(name.substring(close + 1).replaceFirst("^\\.", "") + "=" + TableChanges.text(v));
                }
            });
            nested.forEach((name, parts) -> out.println("        " + name + "  " + String.join("  ", parts)));
        }
    }

    private static String row(List<String> cells, int[] widths) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            b.append(c);
            if (i < cells.size() - 1) {
                b.append(" ".repeat(widths[i] - Columns.width(c) + 2));
            }
        }
        return b.toString().stripTrailing();
    }

    /** The editions whose files wrote the row's fields: {@code wxf-2018 + tw-2007}. */
    private String from(String area, YamlTable table, TableChanges.TableRow r) {
        Set<Edition> from = new LinkedHashSet<>();
        from.add(editionOf(area, table.fileAt(r.pointer())));
        r.pointers().values().forEach(p -> from.add(editionOf(area, table.fileAt(p))));
        List<String> labels = new ArrayList<>();
        from.forEach(e -> labels.add(label(area, e)));
        return String.join(" + ", labels);
    }

    private Edition editionOf(String area, String file) {
        for (Edition e : edition.lineage(area)) {
            if (file.startsWith(e.location() + "/")) {
                return e;
            }
        }
        return edition;
    }

    /** The edition's id, with its folder when a committee's draft has the id of the bundled edition it revises. */
    private String label(String area, Edition e) {
        long sameId = edition.lineage(area).stream().filter(x -> x.id().equals(e.id())).count();
        return sameId > 1 ? e.id() + " (" + e.location() + ")" : e.id();
    }
}
