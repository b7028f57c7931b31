package org.xqverifier.casebook;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.TableSchema;
import org.xqverifier.edition.YamlTable;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The one reader of the casebook's case files. A file is one case, a list of cases, or {@code {cases: […]}}; each case
 * is checked against {@code schemas/casebook-case.schema.json} (an unknown key, a wrong type, a missing field) and then
 * against itself (a position that is not one, a label of a ply the moves do not reach). Every error names the file,
 * line and column. A file without a {@code fen} (a table kept beside the cases, such as CXA's 26.9 ranking) is not a case.
 */
public final class CaseFile {
    /** The repetition casebook, from the repository root. */
    public static final Path REPETITION = Path.of("casebook", "repetition");

    private static final TableSchema SCHEMA = TableSchema.named("casebook-case")
            .orElseThrow(() -> new IllegalStateException("schemas/casebook-case.schema.json missing from the build"));

    private CaseFile() {
    }

    /** Every case under {@code dir} (all depths), ordered by id as people count. */
    public static List<Case> readAll(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": no casebook folder here (run from the repository root, or give --dir DIR)");
        }
        List<Case> out = new ArrayList<>();
        for (Path f : files(dir)) {
            out.addAll(read(f));
        }
        out.sort((a, b) -> naturalCompare(a.id(), b.id()));
        return out;
    }

    /** The case with this id under {@code dir}: the file named {@code <id>.yaml} at any depth. */
    public static Case byId(Path dir, String id) {
        String name = id + ".yaml";
        List<Path> found = files(dir).stream().filter(f -> f.getFileName().toString().equals(name)).toList();
        if (found.size() != 1) {
            throw new IllegalArgumentException((found.isEmpty() ? "no case file " : "several case files ") + name
                    + " under " + dir + " for case id '" + id + "'" + (found.isEmpty() ? "" : ": " + found));
        }
        return read(found.get(0)).stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow(() ->
                new IllegalArgumentException(found.get(0) + ": holds no case with id '" + id + "'"));
    }

    /** The YAML files under {@code dir} (all depths), in name order. */
    public static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The cases of one file (none for a table beside the cases). */
    public static List<Case> read(Path file) {
        String shown = file.toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new CaseFileException(shown, 0, 0, "cannot read: " + e.getMessage(), e);
        }
        try {
            YamlTable table = YamlTable.parse(shown, bytes);
            JsonNode root = table.root();
            List<String> pointers = new ArrayList<>();
            if (root.isArray()) {
                for (int i = 0; i < root.size(); i++) {
                    pointers.add("/" + i);
                }
            } else if (root.isObject() && root.has("cases") && !root.has("fen")) {
                for (int i = 0; i < root.get("cases").size(); i++) {
                    pointers.add("/cases/" + i);
                }
            } else {
                pointers.add("");
            }
            List<Case> cases = new ArrayList<>();
            int n = 0;
            for (String p : pointers) {
                n++;
                JsonNode c = table.at(p);
                if (!c.isObject() || !c.hasNonNull("fen")) {
                    continue;
                }
                String defaultId = pointers.size() == 1 ? stem(file) : stem(file) + "#" + n;
                cases.add(read(file, table, p, defaultId));
            }
            return cases;
        } catch (RulesException e) {
            throw new CaseFileException(e.file() == null ? shown : e.file(), e.line(), e.column(), e.detail(), e);
        }
    }

    private static Case read(Path file, YamlTable table, String at, String defaultId) {
        SCHEMA.check(at.isEmpty() ? table : sub(table, at));
        JsonNode c = table.at(at);
        String fen = c.get("fen").asText();
        try {
            Position.fromFen(fen);
        } catch (FenException e) {
            throw table.error(at + "/fen", "not a position: " + e.getMessage());
        }
        List<String> moves = new ArrayList<>(), chinese = new ArrayList<>();
        int bookPlies = -1;
        JsonNode m = c.get("moves");
        if (m.isObject()) {
            m.get("iccs").forEach(x -> moves.add(x.asText()));
            m.path("chinese").forEach(x -> chinese.add(x.asText()));
            bookPlies = m.path("book_plies").asInt(-1);
            if (!chinese.isEmpty() && chinese.size() != moves.size()) {
                throw table.error(at + "/moves/chinese", "moves.chinese has " + chinese.size() + " moves, moves.iccs "
                        + moves.size() + ": one per ply in both");
            }
        } else if (m.isArray()) {
            m.forEach(x -> moves.add(x.asText()));
        } else {
            for (String t : m.asText().trim().split("[\\s,]+")) {
                if (!t.isEmpty()) {
                    moves.add(t);
                }
            }
        }
        List<Case.Label> labels = new ArrayList<>();
        JsonNode ls = c.path("labels");
        for (int i = 0; i < ls.size(); i++) {
            JsonNode l = ls.get(i);
            if (l.isNull() || l.isTextual() && l.asText().isBlank()) {
                continue;
            }
            int ply = l.isObject() ? l.path("ply").asInt(i + 1) : i + 1;
            if (ply < 1 || ply > moves.size()) {
                throw table.error(at + "/labels/" + i, "label of ply " + ply + ", but the case has "
                        + moves.size() + " moves");
            }
            if (l.isObject()) {
                if (l.hasNonNull("label") == l.hasNonNull("not")) {
                    throw table.error(at + "/labels/" + i, "a label row names either 'label' (the move is that) or"
                            + " 'not' (the book says it is not that), one of them");
                }
                List<String> editions = new ArrayList<>();
                l.path("editions").forEach(x -> editions.add(x.asText()));
                labels.add(new Case.Label(ply, text(l, "side"), text(l, "label"), text(l, "not"), text(l, "book"),
                        text(l, "basis"), l.hasNonNull("repeats_ply") ? l.get("repeats_ply").asInt() : null,
                        List.copyOf(editions)));
            } else {
                labels.add(new Case.Label(ply, null, l.asText(), null, null, null, null, List.of()));
            }
        }
        Map<String, Case.Expected> expected = new LinkedHashMap<>();
        for (var it = c.path("expected").properties().iterator(); it.hasNext(); ) {
            var e = it.next();
            JsonNode v = e.getValue();
            expected.put(e.getKey(), v.isObject()
                    ? new Case.Expected(e.getKey(), text(v, "verdict"), text(v, "reading"), text(v, "source"),
                    text(v, "why"), text(v, "book"), text(v, "red"), text(v, "black"))
                    : new Case.Expected(e.getKey(), v.asText(), null, null, null, null, null, null));
        }
        Map<String, String> skip = new LinkedHashMap<>();
        JsonNode s = c.path("skip");
        if (s.isTextual()) {
            skip.put(Case.ALL, s.asText());
        } else {
            s.properties().forEach(e -> skip.put(e.getKey(), e.getValue().asText()));
        }
        JsonNode src = c.path("source");
        String source = src.isObject() ? firstText(src, "book", "seed", "reference") : text(c, "source");
        String figure = src.isObject() ? text(src, "figure") : null;
        JsonNode pos = c.path("position");
        String provenance = null;
        if (pos.isObject()) {
            StringBuilder p = new StringBuilder(pos.path("provenance").asText(""));
            for (String f : List.of("adopted", "constructed", "match", "note", "why_it_fits")) {
                if (pos.hasNonNull(f)) {
                    p.append(p.length() > 0 ? "\n" : "").append(f.replace('_', ' ')).append(": ").append(pos.get(f).asText().trim());
                }
            }
            provenance = p.toString();
        }
        JsonNode t = c.path("trigger");
        Case.Trigger trigger = t.isObject() ? new Case.Trigger(t.path("after_ply").asInt(-1), t.path("occurrences").asInt(-1),
                t.path("first_seen_after_ply").asInt(-1), t.path("cycle_length").asInt(-1)) : Case.Trigger.NONE;
        List<Case.BookCheck> checks = new ArrayList<>();
        for (JsonNode b : c.path("book_checks")) {
            List<String> line = new ArrayList<>();
            b.path("line").forEach(x -> line.add(x.asText()));
            checks.add(new Case.BookCheck(b.path("after_ply").asInt(-1), text(b, "to_move"), List.copyOf(line),
                    text(b, "ends_in"), text(b, "book")));
        }
        return new Case(file, c.hasNonNull("id") ? c.get("id").asText() : defaultId, text(c, "title"),
                text(c, "title_en"), text(c, "family"), source, figure, provenance, text(pos, "provenance"), text(pos, "adopted"),
                text(c, "book_text"), fen, List.copyOf(moves), List.copyOf(chinese), bookPlies, trigger,
                c.path("labels_edition").asText("tw-2007"), List.copyOf(labels), java.util.Collections.unmodifiableMap(expected),
                java.util.Collections.unmodifiableMap(skip),
                text(c, "labels_disagree"), List.copyOf(checks));
    }

    /** One case of a list file as a table of its own, so the schema's errors keep the file's lines. */
    private static YamlTable sub(YamlTable table, String at) {
        return YamlTable.subTable(table, at);
    }

    /** Orders ids as people count: fig-2 before fig-10. */
    public static int naturalCompare(String a, String b) {
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i), y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int si = i, sj = j;
                while (i < a.length() && Character.isDigit(a.charAt(i))) {
                    i++;
                }
                while (j < b.length() && Character.isDigit(b.charAt(j))) {
                    j++;
                }
                String na = a.substring(si, i).replaceFirst("^0+(?=.)", ""), nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
                int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
                if (c != 0) {
                    return c;
                }
            } else {
                if (x != y) {
                    return Character.compare(x, y);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private static String firstText(JsonNode c, String... names) {
        for (String n : names) {
            String t = text(c, n);
            if (t != null) {
                return t;
            }
        }
        return null;
    }

    private static String text(JsonNode c, String name) {
        JsonNode n = c.get(name);
        if (n == null || n.isNull()) {
            return null;
        }
        return n.isValueNode() ? n.asText() : n.toString();
    }

    private static String stem(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }
}
