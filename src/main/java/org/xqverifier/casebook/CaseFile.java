package org.xqverifier.casebook;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.TableBinder;
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
 * is bound to a {@link WrittenCase} (an unknown key, a wrong type, a missing field; a position that is not one, a label
 * of a ply the moves do not reach). Every error names the file, line and column. A file without a {@code fen} (a table kept beside the cases, such as CXA's 26.9 ranking) is not a case.
 */
public final class CaseFile {
    /** The repetition casebook, from the repository root. */
    public static final Path REPETITION = Path.of("casebook", "repetition");

    private CaseFile() {
    }

    /** The record a case is written as (one case of a file), from which the build writes the case files' schema. */
    public static Class<? extends Record> writtenAs() {
        return WrittenCase.class;
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

    /** Where a file's cases may stand: a list of cases, a list under {@code cases:}, or the file as one case. */
    static List<String> pointers(JsonNode root) {
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
        return pointers;
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
            List<String> pointers = pointers(table.root());
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
        WrittenCase c = TableBinder.bind(null, table, at, WrittenCase.class);
        List<Case.Label> labels = new ArrayList<>();
        for (int i = 0; i < c.labels().size(); i++) {
            WrittenCase.LabelRow l = c.labels().get(i);
            if (l == null || l.bare() && l.label().isBlank()) {
                continue;
            }
            labels.add(new Case.Label(WrittenCase.ply(l, i), l.side(), l.label(), l.not(), l.book(), l.basis(),
                    l.repeatsPly(), l.bare() ? List.of() : l.editions()));
        }
        Map<String, Case.Expected> expected = new LinkedHashMap<>();
        c.expected().forEach((edition, v) -> expected.put(edition, new Case.Expected(edition, v.verdict(), v.reading(),
                v.source(), v.why(), v.book(), v.red(), v.black())));
        Map<String, String> skip = new LinkedHashMap<>();
        if (c.skip() instanceof String all) {
            skip.put(Case.ALL, all);
        } else if (c.skip() instanceof Map<?, ?> each) {
            each.forEach((edition, why) -> skip.put((String) edition, (String) why));
        }
        WrittenCase.Provenance pos = c.position();
        return new Case(file, c.id() != null ? c.id() : defaultId, c.title(), c.titleEn(), c.family(),
                c.source() == null ? null : c.source().named(), c.source() == null ? null : c.source().figure(),
                pos == null ? null : pos.text(), pos == null ? null : pos.provenance(),
                pos == null ? null : pos.adopted(), c.bookText(), c.fen(), c.moves().iccs(), c.moves().chinese(),
                c.moves().bookPlies(), c.trigger() == null ? Case.Trigger.NONE : c.trigger(),
                c.labelsEdition() == null ? "tw-2007" : c.labelsEdition(), List.copyOf(labels),
                java.util.Collections.unmodifiableMap(expected), java.util.Collections.unmodifiableMap(skip),
                c.labelsDisagree(), c.bookChecks());
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

    private static String stem(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }
}
