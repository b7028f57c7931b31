package org.xqverifier.interfaces.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * Reads the casebook's case files ({@code casebook/repetition/**.yaml}, schema in {@code casebook/README.md}): each
 * file is one case ({@code id, title, source, position, fen, moves.iccs, book_text, labels, expected}); lists of
 * cases and flat cases ({@code moves} as a string, {@code expected: {edition: verdict}}) are read too. Files without
 * a {@code fen} (tables kept beside the cases) are not cases.
 */
public final class CaseFile {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private CaseFile() {
    }

    /**
     * One casebook case, as the reports need it.
     *
     * @param expected   verdict per edition, where the case file gives one
     * @param readings   per edition: {@code book} when the rule book prints the verdict, {@code own} when it is the
     *                   casebook authors' reading of the edition's articles
     * @param bookLabels per ply, what the rule book calls the move (e.g. 捉, or "not 捉")
     */
    public record Case(String id, Path file, String title, String source, String figure, String provenance, String bookText,
                       String fen, List<String> moves, Map<String, String> expected, Map<String, String> readings,
                       Map<Integer, String> bookLabels, String skip) {
        /** The verdict the edition's rule book prints for this case, or null (none given, or only our own reading). */
        public String printed(String edition) {
            String reading = readings.get(edition);
            return reading == null || reading.equals("book") ? expected.get(edition) : null;
        }
    }

    /** Every case under {@code dir}, files in name order; a file that cannot be read is an error naming it. */
    public static List<Case> readAll(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": no casebook folder here (run from the repository root, or give --casebook DIR)");
        }
        List<Case> out = new ArrayList<>();
        for (Path f : files(dir)) {
            List<JsonNode> cases = caseNodes(f);
            int n = 0;
            for (JsonNode c : cases) {
                n++;
                // A file beside the cases that is not a case (a table such as CXA's 26.9 ranking) has no position.
                if (c.isObject() && c.hasNonNull("fen")) {
                    out.add(read(c, f, cases.size() == 1 ? stem(f) : stem(f) + "#" + n));
                }
            }
        }
        out.sort((a, b) -> naturalCompare(a.id(), b.id()));
        return out;
    }

    /** The YAML files under {@code dir} (all depths), in name order. */
    public static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        }
    }

    /**
     * The case entries of one case file: its document is a list of cases, {@code {cases: […]}}, or the one case it
     * is. A file that is not readable YAML is an error naming it.
     */
    public static List<JsonNode> caseNodes(Path file) {
        JsonNode root;
        try {
            root = YAML.readTree(file.toFile());
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not readable YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        return caseNodes(root);
    }

    private static List<JsonNode> caseNodes(JsonNode root) {
        List<JsonNode> cases = new ArrayList<>();
        if (root == null) {
            return cases;
        } else if (root.isArray()) {
            root.forEach(cases::add);
        } else if (root.has("cases")) {
            root.get("cases").forEach(cases::add);
        } else {
            cases.add(root);
        }
        return cases;
    }

    /**
     * A case's moves as written: {@code moves.iccs} (the casebook schema: iccs is canonical, moves.chinese the book's)
     * or {@code moves} itself, as a list or one string separated by spaces or commas.
     */
    public static List<String> moves(JsonNode c) {
        List<String> moves = new ArrayList<>();
        JsonNode m = c.get("moves");
        if (m != null && m.isObject()) {
            m = m.get("iccs");
        }
        if (m != null && m.isArray()) {
            m.forEach(x -> moves.add(x.asText()));
        } else if (m != null && !m.isNull()) {
            for (String t : m.asText().trim().split("[\\s,]+")) {
                if (!t.isEmpty()) {
                    moves.add(t);
                }
            }
        }
        return moves;
    }

    /** Orders ids as people count: fig-2 before fig-10. */
    static int naturalCompare(String a, String b) {
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

    static Case read(JsonNode c, Path file, String defaultId) {
        String id = text(c, "id", defaultId);
        String fen = text(c, "fen", null);
        List<String> moves = moves(c);
        Map<String, String> expected = new LinkedHashMap<>();
        Map<String, String> readings = new LinkedHashMap<>();
        JsonNode e = c.get("expected");
        if (e != null && e.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> x = it.next();
                JsonNode v = x.getValue();
                expected.put(x.getKey(), v.isObject() ? v.path("verdict").asText() : v.asText());
                if (v.isObject() && v.hasNonNull("reading")) {
                    readings.put(x.getKey(), v.get("reading").asText());
                }
            }
        } else if (c.has("edition") && c.has("verdict")) {
            expected.put(c.get("edition").asText(), c.get("verdict").asText());
        }
        Map<Integer, String> labels = new TreeMap<>();
        JsonNode ls = c.get("labels");
        if (ls != null && ls.isArray()) {
            int ply = 0;
            for (JsonNode l : ls) {
                ply++;
                if (l.isObject()) {
                    int at = l.path("ply").asInt(ply);
                    String word = l.hasNonNull("label") ? l.get("label").asText() : l.hasNonNull("not") ? "not " + l.get("not").asText() : null;
                    if (word != null) {
                        labels.merge(at, word, (a, b) -> a + ", " + b);
                    }
                } else if (!l.isNull()) {
                    labels.put(ply, l.asText());
                }
            }
        }
        JsonNode src = c.get("source");
        String source, figure = text(c, "figure", null);
        if (src != null && src.isObject()) {
            source = firstText(src, "book", "seed", "reference");
            figure = figure != null ? figure : text(src, "figure", null);
        } else {
            source = text(c, "source", null);
        }
        String provenance = firstText(c, "provenance");
        JsonNode pos = c.get("position");
        if (pos != null && pos.isObject()) {
            StringBuilder p = new StringBuilder(pos.path("provenance").asText(""));
            for (String f : List.of("adopted", "constructed", "match", "note", "why_it_fits")) {
                if (pos.hasNonNull(f) && !f.equals("provenance")) {
                    p.append(p.length() > 0 ? "\n" : "").append(f.replace('_', ' ')).append(": ").append(pos.get(f).asText().trim());
                }
            }
            provenance = p.toString();
        }
        String title = firstText(c, "title");
        if (title != null && c.hasNonNull("title_en")) {
            title = title + " — " + c.get("title_en").asText();
        }
        return new Case(id, file, title, source, figure, provenance, firstText(c, "book_text"), fen, moves, expected,
                readings, labels, text(c, "skip", null));
    }

    private static String firstText(JsonNode c, String... names) {
        for (String n : names) {
            String t = text(c, n, null);
            if (t != null) {
                return t;
            }
        }
        return null;
    }

    private static String text(JsonNode c, String name, String otherwise) {
        JsonNode n = c.get(name);
        if (n == null || n.isNull()) {
            return otherwise;
        }
        if (n.isValueNode()) {
            return n.asText();
        }
        return n.toString();
    }

    private static String stem(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }
}
