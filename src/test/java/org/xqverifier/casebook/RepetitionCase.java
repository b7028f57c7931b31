package org.xqverifier.casebook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

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
 * One case of the repetition casebook ({@code casebook/repetition/<id>.yaml}, schema in {@code casebook/README.md}):
 * a rule book's illustrated ruling with its position, moves, the labels the book names and the verdict per edition.
 */
record RepetitionCase(Path file, String id, String title, String family, String figure, String provenance,
                      String fen, List<String> moves, List<String> chinese, int bookPlies,
                      int triggerAfterPly, int triggerOccurrences, int triggerFirstSeenAfterPly,
                      String labelsEdition, List<ExpectedLabel> labels, Map<String, Expected> expected) {

    static final Path DIRECTORY = Path.of("casebook", "repetition");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** A label the book names for one ply: the engine's labels must contain it ({@code label}) or lack it ({@code not}). */
    record ExpectedLabel(int ply, String side, String label, String absent, String bookWords) {
    }

    /** The verdict an edition gives; {@code ownReading} when it is our application of the edition, not printed. */
    record Expected(String edition, String verdict, boolean ownReading, String sourceOrWhy) {
    }

    /** The seed figures and WXF candidates: the files directly in {@link #DIRECTORY} (subfolders such as cxa2020/ hold
     *  other casebooks in the same schema, checked by their own tests). */
    static List<RepetitionCase> all() {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().map(RepetitionCase::load).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A case by id, from {@link #DIRECTORY} or any folder under it (the CXA casebook shares this glue). */
    static RepetitionCase byId(String id) {
        String name = id + ".yaml";
        try (Stream<Path> files = Files.walk(DIRECTORY)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().equals(name)).toList();
            if (found.size() != 1) {
                throw new IllegalArgumentException((found.isEmpty() ? "no case file " : "several case files ") + name
                        + " under " + DIRECTORY + " for case id '" + id + "'" + (found.isEmpty() ? "" : ": " + found));
            }
            return load(found.get(0));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static RepetitionCase load(Path file) {
        JsonNode n;
        try {
            n = YAML.readTree(file.toFile());
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not readable YAML: " + e.getMessage(), e);
        }
        List<ExpectedLabel> labels = new ArrayList<>();
        for (JsonNode l : n.path("labels")) {
            labels.add(new ExpectedLabel(l.path("ply").asInt(), l.path("side").asText(),
                    l.hasNonNull("label") ? l.get("label").asText() : null,
                    l.hasNonNull("not") ? l.get("not").asText() : null, l.path("book").asText()));
        }
        Map<String, Expected> expected = new LinkedHashMap<>();
        n.path("expected").fields().forEachRemaining(e -> expected.put(e.getKey(), new Expected(e.getKey(),
                e.getValue().path("verdict").asText(), "own".equals(e.getValue().path("reading").asText()),
                e.getValue().has("source") ? e.getValue().path("source").asText() : e.getValue().path("why").asText())));
        return new RepetitionCase(file, n.path("id").asText(), n.path("title").asText(), n.path("family").asText(),
                n.path("source").path("figure").asText(), n.path("position").path("provenance").asText(),
                n.path("fen").asText(), texts(n.path("moves").path("iccs")), texts(n.path("moves").path("chinese")),
                n.path("moves").path("book_plies").asInt(-1), n.path("trigger").path("after_ply").asInt(-1),
                n.path("trigger").path("occurrences").asInt(-1), n.path("trigger").path("first_seen_after_ply").asInt(-1),
                n.path("labels_edition").asText("tw-2007"), List.copyOf(labels), Map.copyOf(expected));
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return List.copyOf(out);
    }
}
