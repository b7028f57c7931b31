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
 * One case of the CXA 2020 casebook ({@code casebook/repetition/cxa2020/<id>.yaml}), read as the CXA tests need it.
 * The files follow the repetition casebook's schema (casebook/README.md) with the CXA extensions described in
 * casebook/repetition/cxa2020/README.md: every move labelled, each label's basis, the cycle length, the book's
 * described lines ({@code book_checks}) and the book's conclusion quoted under {@code expected.cxa-2020}.
 */
record CxaCaseFile(Path path, String id, String title, String family, String figure, String provenance,
                   String adopted, String fen, String bookText, List<CaseMove> moves, int bookPlies,
                   int triggerAfterPly, int triggerOccurrences, int firstSeenAfterPly, int cycleLength,
                   String labelsEdition, String verdict, String reading, String verdictSource, String bookConclusion,
                   String redPattern, String blackPattern, List<BookCheck> bookChecks) {

    static final Path FOLDER = Path.of("casebook", "repetition", "cxa2020");
    static final String EDITION = "cxa-2020";

    /** One ply with its label: the book's words it rests on, and whether printed, summarised or a continuation. */
    record CaseMove(int ply, String side, String iccs, String chinese, String label, String book, String basis,
                    Integer repeatsPly) {
    }

    /** A line the book's explanation describes (e.g. 红车可垫将还杀), to be played from the position after a ply. */
    record BookCheck(int afterPly, String toMove, List<String> line, String endsIn, String book) {
    }

    static List<CxaCaseFile> all() {
        try (Stream<Path> files = Files.list(FOLDER)) {
            // the folder also holds tables about the cases (ranking-26.9.yaml); case files are named by their id
            return files.filter(p -> p.getFileName().toString().matches("cxa2020-(fig|ref)-[0-9]+[a-z]?\\.yaml"))
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
        JsonNode movesNode = required(root, "moves", path);
        List<String> iccs = texts(required(movesNode, "iccs", path));
        List<String> chinese = texts(required(movesNode, "chinese", path));
        JsonNode labels = required(root, "labels", path);
        if (iccs.size() != chinese.size() || iccs.size() != labels.size()) {
            throw new IllegalArgumentException(path + ": moves.iccs (" + iccs.size() + "), moves.chinese ("
                    + chinese.size() + ") and labels (" + labels.size() + ") must have one entry per ply");
        }
        List<CaseMove> moves = new ArrayList<>();
        for (int i = 0; i < iccs.size(); i++) {
            JsonNode l = labels.get(i);
            moves.add(new CaseMove(l.path("ply").asInt(), text(l, "side"), iccs.get(i), chinese.get(i),
                    text(l, "label"), text(l, "book"), text(l, "basis"),
                    l.hasNonNull("repeats_ply") ? l.get("repeats_ply").asInt() : null));
        }
        List<BookCheck> bookChecks = new ArrayList<>();
        for (JsonNode b : root.path("book_checks")) {
            bookChecks.add(new BookCheck(b.path("after_ply").asInt(-1), text(b, "to_move"), texts(b.path("line")),
                    text(b, "ends_in"), text(b, "book")));
        }
        JsonNode source = required(root, "source", path);
        JsonNode position = required(root, "position", path);
        JsonNode trigger = required(root, "trigger", path);
        JsonNode expected = required(required(root, "expected", path), EDITION, path);
        return new CxaCaseFile(path, text(root, "id"), text(root, "title"), text(root, "family"),
                text(source, "figure"), text(position, "provenance"), text(position, "adopted"), text(root, "fen"),
                text(root, "book_text"), List.copyOf(moves), movesNode.path("book_plies").asInt(-1),
                trigger.path("after_ply").asInt(-1), trigger.path("occurrences").asInt(-1),
                trigger.path("first_seen_after_ply").asInt(-1), trigger.path("cycle_length").asInt(-1),
                text(root, "labels_edition"), text(expected, "verdict"), text(expected, "reading"),
                text(expected, "source"), text(expected, "book"), text(expected, "red"), text(expected, "black"),
                List.copyOf(bookChecks));
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

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }
}
