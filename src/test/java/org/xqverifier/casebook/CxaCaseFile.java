package org.xqverifier.casebook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * One case of the CXA 2020 casebook (casebook/repetition/cxa2020/*.yaml), read as the tests need it. The schema is
 * described in that folder's README.md.
 */
record CxaCaseFile(Path path, String id, String figure, String provenance, String fen, String bookText,
                   List<CaseMove> moves, int positionAfterPly, int cycleLength, List<Integer> occurrences,
                   int thirdOccurrencePly, String verdict, String redPattern, String blackPattern, String bookConclusion,
                   List<BookCheck> bookChecks) {

    static final Path FOLDER = Path.of("casebook", "repetition", "cxa2020");
    static final String EDITION = "cxa-2020";

    /** One ply: the book's Chinese, the ICCS transcription, the book's label, and where that label comes from. */
    record CaseMove(int ply, String side, String iccs, String chinese, String printed, String label, String basis,
                    Integer repeatsPly) {
    }

    /** A line the book's explanation describes (e.g. 红车可垫将还杀), to be played from the position after a ply. */
    record BookCheck(int afterPly, String toMove, List<String> line, String endsIn, String book) {
    }

    static List<CxaCaseFile> all() {
        try (Stream<Path> files = Files.list(FOLDER)) {
            // the folder also holds tables about the cases (ranking-26.9.yaml); cases are fig-NN / ref-NN
            return files.filter(p -> p.getFileName().toString().matches("(fig|ref)-[0-9]+[a-z]?\\.yaml"))
                    .sorted().map(CxaCaseFile::load).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CxaCaseFile load(Path path) {
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(path.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
        List<CaseMove> moves = new ArrayList<>();
        for (JsonNode m : required(root, "moves", path)) {
            moves.add(new CaseMove(m.path("ply").asInt(), text(m, "side"), text(m, "iccs"), text(m, "chinese"),
                    text(m, "printed"), text(m, "label"), text(m, "basis"),
                    m.hasNonNull("repeats_ply") ? m.get("repeats_ply").asInt() : null));
        }
        JsonNode rep = required(root, "repetition", path);
        List<Integer> occurrences = new ArrayList<>();
        rep.path("occurrences_at_plies").forEach(n -> occurrences.add(n.asInt()));
        JsonNode expected = required(required(root, "expected", path), EDITION, path);
        List<BookCheck> bookChecks = new ArrayList<>();
        for (JsonNode b : root.path("book_checks")) {
            List<String> line = new ArrayList<>();
            b.path("line").forEach(n -> line.add(n.asText()));
            bookChecks.add(new BookCheck(b.path("after_ply").asInt(-1), text(b, "to_move"), line, text(b, "ends_in"),
                    text(b, "book")));
        }
        return new CxaCaseFile(path, text(root, "id"), text(root, "figure"), text(root, "provenance"),
                text(root, "fen"), text(root, "book_text"), moves, rep.path("position_after_ply").asInt(-1),
                rep.path("cycle_length").asInt(-1), occurrences, rep.path("third_occurrence_ply").asInt(-1),
                text(expected, "verdict"), text(expected, "red"), text(expected, "black"), text(expected, "book"),
                bookChecks);
    }

    private static JsonNode required(JsonNode node, String field, Path path) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException(path + ": missing field '" + field + "'");
        }
        return value;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
