package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What one edition's tables and rules say differently from another's, row by row and field by field: the effective
 * tables of both (each laid over its own parents) compared, so that a committee's full copy of {@code rules/wxf-2018}
 * with one row edited shows that one row against the bundled wxf-2018, not the thirty rows wxf-2018 itself patches
 * over tw-2007.
 * <p>
 * A table is read as sections (its top-level keys); a section is a list of rows (keyed by {@code id} or {@code code}
 * as {@link TableOverlay} merges them, else by position), a mapping of rows ({@code citations}, {@code params}), or
 * one row itself ({@code occurrences: {value: 3, …}}). A row's fields are its values, nested mappings written with
 * dots ({@code event.entrants}) and nested lists of mappings with their key or 1-based index
 * ({@code criteria[2].article}).
 */
public final class TableChanges {
    /** Fields that cite or word a row; every other field is what the row does (status, level, its condition, value). */
    private static final Set<String> WORDING = Set.of("id", "code", "article", "figures", "zh", "en", "book", "source",
            "note", "notes", "interpretation", "why", "description", "order", "precedence");
    private static final Set<String> TEXT = Set.of("zh", "en");
    private static final String[] ROW_KEYS = {"id", "code"};

    private TableChanges() {
    }

    public enum Kind { ADDED, REMOVED, CHANGED }

    /** One field of a row whose value differs; a side without the field is null. */
    public record Field(String name, JsonNode before, JsonNode after, String at) {
        public String beforeText() {
            return text(before);
        }

        public String afterText() {
            return text(after);
        }

        /** {@code status: allowed → forbidden}. */
        @Override
        public String toString() {
            return name + ": " + beforeText() + " → " + afterText();
        }
    }

    /**
     * A row added, removed or changed.
     *
     * @param file    the table, relative to the edition ({@code repetition/patterns.yaml})
     * @param section the top-level key it is under ({@code patterns})
     * @param key     the row's id ({@code check-and-chase}), its key in a mapping, or {@code [n]}; the section for a
     *                section that is one row
     * @param at      where the edited row is written ({@code file:line}): the new side's place, the old one's for a
     *                removed row
     * @param was     where the old row was written, or null for a new row
     */
    public record Row(String file, String section, String key, Kind kind, List<Field> fields, String at, String was,
                      JsonNode before, JsonNode after) {
        /** {@code patterns: check-and-chase}, or the section alone for a section that is one row. */
        public String name() {
            return key.equals(section) ? section : section + ": " + key;
        }

        /** True when what the row does changed (status, level, condition, value…), not only its wording. */
        public boolean meaningChanged() {
            return fields.stream().anyMatch(f -> !WORDING.contains(topName(f.name())));
        }

        /** The fields that say what the row does (not its article or wording). */
        public List<Field> meaningFields() {
            return fields.stream().filter(f -> !WORDING.contains(topName(f.name()))).toList();
        }

        /**
         * For a row whose status, level, condition or value changed while its {@code zh}/{@code en} did not: what the
         * unchanged text still says ({@code the text still says 'allowed': …}); null otherwise.
         */
        public String staleText() {
            if (kind != Kind.CHANGED || !meaningChanged()
                    || fields.stream().anyMatch(f -> TEXT.contains(f.name()))) {
                return null;
            }
            String zh = after.path("zh").asText(""), en = after.path("en").asText("");
            if (zh.isBlank() && en.isBlank()) {
                return null;
            }
            String quoted = (zh.isBlank() ? "" : zh) + (zh.isBlank() || en.isBlank() ? "" : " / ") + (en.isBlank() ? "" : en);
            for (Field f : meaningFields()) {
                String old = f.beforeText();
                if (f.before() != null && f.before().isTextual() && !old.isBlank()
                        && (containsWord(en, old) || zh.contains(old))) {
                    return "its zh/en did not change: the text still says '" + old + "' (" + quoted + ")";
                }
            }
            return "its zh/en did not change: the text still reads " + quoted;
        }
    }

    /** A rule file ({@code .drl}) added, removed or changed; {@code line}: the first line that differs (0: none). */
    public record RuleFile(String file, Kind kind, int line, String at) {
    }

    /** The rows and rule files of one area that differ. */
    public record Area(String area, Edition edition, Edition against, List<Row> rows, List<RuleFile> ruleFiles) {
        public boolean isEmpty() {
            return rows.isEmpty() && ruleFiles.isEmpty();
        }

        /** The changed rows whose text no longer says what they do ({@link Row#staleText()}). */
        public List<Row> staleText() {
            return rows.stream().filter(r -> r.staleText() != null).toList();
        }
    }

    /**
     * What {@code edition} is compared with when no other edition is named: for a committee's folder that carries
     * the id of a bundled edition (a copy of {@code rules/<id>}, or a folder that {@code extends} its own id), that
     * bundled edition; otherwise the edition it extends in the area (null when it extends none there).
     */
    public static Edition defaultAgainst(Edition edition, String area) {
        if (!edition.bundled()) {
            Optional<Edition> origin = EditionRepository.bundled().find(edition.id());
            if (origin.isPresent() && origin.get() != edition) {
                return origin.get();
            }
        }
        return edition.parent(area).orElse(null);
    }

    /** True when {@link #defaultAgainst} is the bundled edition the folder was copied from (not its parent). */
    public static boolean againstOrigin(Edition edition, String area) {
        Edition a = defaultAgainst(edition, area);
        return a != null && a.bundled() && !edition.bundled() && a.id().equals(edition.id());
    }

    /** The rows and rule files of {@code area} that {@code edition} has differently from {@code against} (null: none). */
    public static Area of(Edition edition, Edition against, String area) {
        Set<String> files = new TreeSet<>(edition.files(area));
        if (against != null) {
            files.addAll(against.files(area));
        }
        List<Row> rows = new ArrayList<>();
        List<RuleFile> rules = new ArrayList<>();
        for (String f : files) {
            boolean table = f.endsWith(".yaml") || f.endsWith(".yml");
            boolean inEdition = edition.has(f);
            boolean inAgainst = against != null && against.has(f);
            if (table) {
                YamlTable after = inEdition ? edition.yaml(f) : null;
                YamlTable before = inAgainst ? against.yaml(f) : null;
                if (after != null && before != null && after == before) {
                    continue; // the same table object: inherited unchanged
                }
                rows.addAll(tableRows(f, before, after));
            } else if (f.endsWith(".drl")) {
                ruleFile(f, inAgainst ? against : null, inEdition ? edition : null).ifPresent(rules::add);
            }
        }
        return new Area(area, edition, against, rows, rules);
    }

    private static Optional<RuleFile> ruleFile(String f, Edition before, Edition after) {
        if (after == null) {
            return Optional.of(new RuleFile(f, Kind.REMOVED, 0, before.display(f)));
        }
        if (before == null) {
            return Optional.of(new RuleFile(f, Kind.ADDED, 1, after.display(f)));
        }
        String[] a = new String(before.read(f), StandardCharsets.UTF_8).split("\n", -1);
        String[] b = new String(after.read(f), StandardCharsets.UTF_8).split("\n", -1);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (!a[i].equals(b[i])) {
                return Optional.of(new RuleFile(f, Kind.CHANGED, i + 1, after.display(f) + ":" + (i + 1)));
            }
        }
        if (a.length == b.length) {
            return Optional.empty();
        }
        return Optional.of(new RuleFile(f, Kind.CHANGED, n + 1, after.display(f) + ":" + (n + 1)));
    }

    /** The rows of one table, in the new table's order, then the removed ones. */
    static List<Row> tableRows(String file, YamlTable before, YamlTable after) {
        Map<String, RowAt> old = rows(before);
        Map<String, RowAt> now = rows(after);
        List<Row> out = new ArrayList<>();
        for (Map.Entry<String, RowAt> e : now.entrySet()) {
            RowAt n = e.getValue();
            RowAt o = old.get(e.getKey());
            if (o == null) {
                out.add(new Row(file, n.section, n.key, Kind.ADDED, fields(null, n.node, after, n.pointer), place(after, n.pointer),
                        null, null, n.node));
                continue;
            }
            if (o.node.equals(n.node)) {
                continue;
            }
            List<Field> fields = fields(o.node, n.node, after, n.pointer);
            String at = fields.isEmpty() ? place(after, n.pointer) : fields.get(0).at();
            out.add(new Row(file, n.section, n.key, Kind.CHANGED, fields, at, place(before, o.pointer), o.node, n.node));
        }
        for (Map.Entry<String, RowAt> e : old.entrySet()) {
            if (!now.containsKey(e.getKey())) {
                RowAt o = e.getValue();
                out.add(new Row(file, o.section, o.key, Kind.REMOVED, fields(o.node, null, before, o.pointer),
                        place(before, o.pointer), place(before, o.pointer), o.node, null));
            }
        }
        return out;
    }

    private record RowAt(String section, String key, String pointer, JsonNode node) {
    }

    /** One row of a table as {@code xq editions --show} prints it: its fields by dotted name, with their pointers. */
    public record TableRow(String section, String key, String pointer, Map<String, JsonNode> fields,
                           Map<String, String> pointers) {
    }

    /** Every row of a table, section by section, in the table's order. */
    public static List<TableRow> rowsOf(YamlTable t) {
        List<TableRow> out = new ArrayList<>();
        for (RowAt r : rows(t).values()) {
            Map<String, Leaf> leaves = new LinkedHashMap<>();
            flatten(r.node, "", "", leaves);
            Map<String, JsonNode> fields = new LinkedHashMap<>();
            Map<String, String> pointers = new LinkedHashMap<>();
            leaves.forEach((name, leaf) -> {
                fields.put(name, leaf.value);
                pointers.put(name, r.pointer + leaf.pointer);
            });
            out.add(new TableRow(r.section, r.key, r.pointer, fields, pointers));
        }
        return out;
    }

    /** The rows of a table by {@code section + key}, in order. */
    private static Map<String, RowAt> rows(YamlTable t) {
        Map<String, RowAt> rows = new LinkedHashMap<>();
        if (t == null) {
            return rows;
        }
        JsonNode root = t.root();
        if (!root.isObject()) {
            rows.put("\u0000", new RowAt("(table)", "(table)", "", root));
            return rows;
        }
        for (var it = root.properties().iterator(); it.hasNext(); ) {
            var s = it.next();
            String section = s.getKey();
            String at = "/" + YamlTable.escape(section);
            for (Map.Entry<String, String> row : sectionRows(s.getValue()).entrySet()) {
                String pointer = row.getValue().isEmpty() ? at : at + "/" + row.getValue();
                String key = row.getKey().isEmpty() ? section : row.getKey();
                rows.put(section + "\u0000" + key, new RowAt(section, key, pointer, t.at(pointer)));
            }
        }
        return rows;
    }

    /**
     * The rows of a section: its key (id, mapping key or {@code [n]}) → pointer below the section; one entry with an
     * empty key and pointer when the section is one row.
     */
    static Map<String, String> sectionRows(JsonNode section) {
        Map<String, String> rows = new LinkedHashMap<>();
        if (section.isArray() && !section.isEmpty() && allObjects(section)) {
            String key = rowKey(section);
            for (int i = 0; i < section.size(); i++) {
                rows.put(key == null ? "[" + (i + 1) + "]" : section.get(i).get(key).asText(), String.valueOf(i));
            }
        } else if (section.isObject() && section.size() > 0 && allObjects(section)) {
            for (var it = section.properties().iterator(); it.hasNext(); ) {
                String k = it.next().getKey();
                rows.put(k, YamlTable.escape(k));
            }
        } else {
            rows.put("", "");
        }
        return rows;
    }

    /** {@code id} or {@code code} when every row carries it, else null. */
    static String rowKey(JsonNode rows) {
        for (String key : ROW_KEYS) {
            boolean all = true;
            for (JsonNode r : rows) {
                all &= r.isObject() && r.path(key).isValueNode() && !r.get(key).isNull();
            }
            if (all) {
                return key;
            }
        }
        return null;
    }

    private static boolean allObjects(JsonNode container) {
        for (JsonNode v : container) {
            if (!v.isObject()) {
                return false;
            }
        }
        return true;
    }

    /** The fields that differ between two versions of a row (either may be null), with where the new value is written. */
    private static List<Field> fields(JsonNode before, JsonNode after, YamlTable afterTable, String rowPointer) {
        Map<String, Leaf> a = new LinkedHashMap<>();
        Map<String, Leaf> b = new LinkedHashMap<>();
        flatten(before, "", "", a);
        flatten(after, "", "", b);
        Set<String> names = new LinkedHashSet<>(b.keySet());
        names.addAll(a.keySet());
        List<Field> out = new ArrayList<>();
        for (String name : names) {
            Leaf x = a.get(name), y = b.get(name);
            JsonNode xv = x == null ? null : x.value, yv = y == null ? null : y.value;
            if (!Objects.equals(xv, yv)) {
                String pointer = rowPointer + (y != null ? y.pointer : x.pointer);
                out.add(new Field(name, xv, yv, afterTable == null ? null : place(afterTable, pointer)));
            }
        }
        return out;
    }

    private record Leaf(String pointer, JsonNode value) {
    }

    /** A row's leaves: scalars and lists of scalars, by dotted name, with their pointer below the row. */
    private static void flatten(JsonNode node, String name, String pointer, Map<String, Leaf> out) {
        if (node == null) {
            return;
        }
        if (node.isObject() && !(name.isEmpty() && node.isEmpty())) {
            for (var it = node.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                flatten(e.getValue(), name.isEmpty() ? e.getKey() : name + "." + e.getKey(),
                        pointer + "/" + YamlTable.escape(e.getKey()), out);
            }
        } else if (node.isArray() && !node.isEmpty() && allObjects(node) && !name.isEmpty()) {
            String key = rowKey(node);
            for (int i = 0; i < node.size(); i++) {
                String at = key == null ? String.valueOf(i + 1) : node.get(i).get(key).asText();
                flatten(node.get(i), name + "[" + at + "]", pointer + "/" + i, out);
            }
        } else {
            out.put(name.isEmpty() ? "value" : name, new Leaf(pointer, node));
        }
    }

    /** {@code file:line} of the value at {@code pointer}. */
    static String place(YamlTable t, String pointer) {
        int[] at = t.position(pointer);
        return t.fileAt(pointer) + (at[0] > 0 ? ":" + at[0] : "");
    }

    /** The top-level field of a dotted or indexed name ({@code criteria[2].article} → {@code criteria}). */
    private static String topName(String name) {
        int cut = name.length();
        for (char c : new char[] {'.', '['}) {
            int i = name.indexOf(c);
            if (i >= 0) {
                cut = Math.min(cut, i);
            }
        }
        return name.substring(0, cut);
    }

    private static boolean containsWord(String text, String word) {
        return java.util.regex.Pattern.compile("(?<![\\w-])" + java.util.regex.Pattern.quote(word) + "(?![\\w-])")
                .matcher(text).find();
    }

    /** A value as a table shows it: strings bare, lists {@code [a, b]}, absent {@code (none)}. */
    public static String text(JsonNode v) {
        if (v == null || v.isMissingNode()) {
            return "(none)";
        }
        if (v.isNull()) {
            return "null";
        }
        if (v.isValueNode()) {
            return v.asText();
        }
        if (v.isArray()) {
            List<String> parts = new ArrayList<>();
            v.forEach(x -> parts.add(text(x)));
            return "[" + String.join(", ", parts) + "]";
        }
        return v.toString();
    }
}
