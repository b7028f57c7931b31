package org.xqverifier.interfaces.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * Reads the casebook's case files ({@code casebook/repetition/*.yaml}, as {@code xq casebook} documents them): each
 * file is one case, a list of cases or {@code {cases: […]}}; a case has {@code id, source, fen, moves} (a string or a
 * list), the rule books' verdicts as {@code expected: {edition: verdict}} (or {@code edition} + {@code verdict}), and
 * optionally {@code figure}, {@code book_text}, {@code provenance}, {@code labels}, {@code skip}.
 */
public final class CaseFile {
    private CaseFile() {
    }

    /** One casebook case, as the reports need it. */
    public record Case(String id, Path file, String source, String figure, String provenance, String bookText,
                       String fen, List<String> moves, Map<String, String> expected, List<String> labels, String skip) {
    }

    /** Every case under {@code dir}, files in name order; a file that cannot be read is an error naming it. */
    public static List<Case> readAll(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": no casebook folder here (run from the repository root, or give --casebook DIR)");
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        }
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        List<Case> out = new ArrayList<>();
        for (Path f : files) {
            JsonNode root;
            try {
                root = yaml.readTree(f.toFile());
            } catch (IOException e) {
                throw new IllegalArgumentException(f + ": not readable YAML: " + e.getMessage().lines().findFirst().orElse(""));
            }
            List<JsonNode> cases = new ArrayList<>();
            if (root == null) {
                continue;
            } else if (root.isArray()) {
                root.forEach(cases::add);
            } else if (root.has("cases")) {
                root.get("cases").forEach(cases::add);
            } else {
                cases.add(root);
            }
            int n = 0;
            for (JsonNode c : cases) {
                n++;
                out.add(read(c, f, cases.size() == 1 ? stem(f) : stem(f) + "#" + n));
            }
        }
        return out;
    }

    static Case read(JsonNode c, Path file, String defaultId) {
        String id = text(c, "id", defaultId);
        String fen = text(c, "fen", null);
        if (fen == null) {
            throw new IllegalArgumentException(file + ": case " + id + " has no fen");
        }
        List<String> moves = new ArrayList<>();
        JsonNode m = c.get("moves");
        if (m != null && m.isArray()) {
            m.forEach(x -> moves.add(x.asText()));
        } else if (m != null && !m.isNull()) {
            for (String t : m.asText().trim().split("[\\s,]+")) {
                if (!t.isEmpty()) {
                    moves.add(t);
                }
            }
        }
        Map<String, String> expected = new LinkedHashMap<>();
        JsonNode e = c.get("expected");
        if (e != null && e.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> x = it.next();
                expected.put(x.getKey(), x.getValue().isObject() ? x.getValue().path("verdict").asText() : x.getValue().asText());
            }
        } else if (c.has("edition") && c.has("verdict")) {
            expected.put(c.get("edition").asText(), c.get("verdict").asText());
        } else if (e != null && e.isTextual() && c.has("edition")) {
            expected.put(c.get("edition").asText(), e.asText());
        }
        List<String> labels = new ArrayList<>();
        if (c.has("labels") && c.get("labels").isArray()) {
            c.get("labels").forEach(l -> labels.add(l.isNull() ? null : l.asText()));
        }
        String source = text(c, "source", null);
        String provenance = firstText(c, "provenance", "position_source", "origin", "adopted", "constructed");
        String bookText = firstText(c, "book_text", "text", "ruling_text", "explanation");
        return new Case(id, file, source, firstText(c, "figure", "diagram"), provenance, bookText, fen, moves, expected,
                labels, text(c, "skip", null));
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
