package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.YamlTable;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code xq editions --show ID [--area A] [--changes]}: an edition's effective tables (its rows laid over its parent's),
 * each row with the editions that wrote it; with {@code --changes}, only what the edition changes, against the parent.
 */
final class EffectiveTables {
    private static final ObjectMapper JSON = new ObjectMapper();

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

    void print(String area, boolean changesOnly) {
        for (String a : areas(area)) {
            out.println(chain(edition, a));
            for (String file : edition.files(a)) {
                if (file.endsWith(".yaml") || file.endsWith(".yml")) {
                    printTable(a, file, changesOnly);
                } else if (!changesOnly || ownsFile(file)) {
                    out.printf("  %s  (%s)%n", file, sourceOfFile(a, file));
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

    private boolean ownsFile(String file) {
        return edition.display(file).startsWith(edition.location() + "/");
    }

    private String sourceOfFile(String area, String file) {
        return label(area, editionOf(area, edition.display(file)));
    }

    private void printTable(String area, String file, boolean changesOnly) {
        YamlTable effective = edition.yaml(file);
        if (changesOnly && edition.ownYaml(file) == null) {
            return;
        }
        out.printf("  %s%n", file);
        Edition parent = edition.parent(area).orElse(null);
        YamlTable before = changesOnly && parent != null && parent.has(file) ? parent.yaml(file) : null;
        JsonNode root = effective.root();
        if (root.isObject()) {
            for (var it = root.properties().iterator(); it.hasNext(); ) {
                var section = it.next();
                String at = "/" + section.getKey();
                JsonNode value = section.getValue();
                if (value.isArray() && !value.isEmpty() && value.get(0).isObject()) {
                    for (int i = 0; i < value.size(); i++) {
                        row(area, effective, before, at + "/" + i, section.getKey() + "[" + (i + 1) + "]",
                                value.get(i), changesOnly);
                    }
                } else if (value.isObject() && value.size() > 0 && allObjects(value)) {
                    for (var rows = value.properties().iterator(); rows.hasNext(); ) {
                        var r = rows.next();
                        row(area, effective, before, at + "/" + r.getKey(), section.getKey() + "." + r.getKey(),
                                r.getValue(), changesOnly);
                    }
                } else {
                    row(area, effective, before, at, section.getKey(), value, changesOnly);
                }
            }
        } else {
            row(area, effective, before, "", "(table)", root, changesOnly);
        }
    }

    private static boolean allObjects(JsonNode mapping) {
        for (JsonNode v : mapping) {
            if (!v.isObject()) {
                return false;
            }
        }
        return true;
    }

    private void row(String area, YamlTable table, YamlTable before, String pointer, String name, JsonNode value,
                     boolean changesOnly) {
        Set<Edition> from = new LinkedHashSet<>();
        sources(area, table, pointer, value, from);
        if (changesOnly) {
            if (!from.contains(edition)) {
                return;
            }
            JsonNode old = before == null ? null : beforeRow(before, value, pointer);
            out.printf("    %s%n", name);
            out.printf("      %-9s %s%n", before == null || old == null ? "(new)" : "parent:", old == null ? "" : old);
            out.printf("      %-9s %s%n", label(area, edition) + ":", value);
            return;
        }
        List<String> labels = new ArrayList<>();
        from.forEach(e -> labels.add(label(area, e)));
        out.printf("    %-28s %-24s %s%n", name, String.join(" + ", labels), value);
    }

    /** The parent's row that this one patches: same id (or code) in the same list, or the same place. */
    private static JsonNode beforeRow(YamlTable before, JsonNode row, String pointer) {
        String list = pointer.substring(0, Math.max(0, pointer.lastIndexOf('/')));
        JsonNode rows = before.at(list);
        for (String key : List.of("id", "code")) {
            if (rows.isArray() && row.has(key)) {
                for (JsonNode r : rows) {
                    if (r.path(key).equals(row.get(key))) {
                        return r;
                    }
                }
                return null;
            }
        }
        JsonNode same = before.at(pointer);
        return same.isMissingNode() ? null : same;
    }

    /** The editions whose files wrote the value and the fields under it. */
    private void sources(String area, YamlTable table, String pointer, JsonNode value, Set<Edition> from) {
        from.add(editionOf(area, table.fileAt(pointer)));
        if (value.isObject()) {
            for (var it = value.properties().iterator(); it.hasNext(); ) {
                var f = it.next();
                sources(area, table, pointer + "/" + f.getKey().replace("~", "~0").replace("/", "~1"), f.getValue(), from);
            }
        }
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
