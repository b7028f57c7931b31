package org.xqverifier.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * The rule books' printed moves as an outside oracle for the Chinese notation: every casebook file that carries a
 * {@code fen} and the book's moves ({@code moves.chinese}) next to their ICCS transcription ({@code moves.iccs}) must
 * read to the transcribed move, and our house style must print the book's move (up to traditional/simplified
 * characters and full-width digits). The transcriptions were made by hand from the books, not by this code.
 */
class BookMovesTest {
    private static final String TRADITIONAL = "俥車傌馬帥將包砲進後";
    private static final String SIMPLIFIED = "车车马马帅将炮炮进后";

    @Test
    void everyBookMoveReadsAndWritesAsPrinted() throws Exception {
        Path casebook = Path.of("casebook");
        Assumptions.assumeTrue(Files.isDirectory(casebook), "no casebook/ folder; skipped");
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        List<String> failures = new ArrayList<>();
        int checked = 0;
        List<Path> files;
        try (Stream<Path> walk = Files.walk(casebook)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        for (Path file : files) {
            JsonNode node = yaml.readTree(file.toFile());
            if (node == null || !node.hasNonNull("fen") || !node.path("moves").has("iccs") || !node.path("moves").has("chinese")) {
                continue;
            }
            JsonNode iccs = node.path("moves").get("iccs");
            JsonNode chinese = node.path("moves").get("chinese");
            Position p = Position.fromFen(node.get("fen").asText());
            for (int i = 0; i < Math.min(iccs.size(), chinese.size()); i++) {
                int move = Move.parseIccs(iccs.get(i).asText());
                String book = chinese.get(i).asText();
                String where = file + " ply " + (i + 1) + " " + book + ": ";
                if (!p.isLegal(move)) break; // the casebook's own tests report illegal transcriptions
                try {
                    int read = Notations.CHINESE.parse(p, book);
                    if (read != move) failures.add(where + "reads as " + Move.iccs(read) + ", transcribed " + Move.iccs(move));
                } catch (NotationException e) {
                    failures.add(where + e.reason());
                }
                String written = Notations.CHINESE.write(p, move);
                if (!written.equals(simplified(book))) failures.add(where + "we write " + written);
                checked++;
                p.make(move);
            }
        }
        System.out.println("book moves checked against the Chinese notation: " + checked);
        Assumptions.assumeTrue(checked > 0, "no casebook file with fen, moves.iccs and moves.chinese; skipped");
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    private static String simplified(String book) {
        StringBuilder sb = new StringBuilder();
        for (char c : book.toCharArray()) {
            int i = TRADITIONAL.indexOf(c);
            char folded = i >= 0 ? SIMPLIFIED.charAt(i) : c >= '\uFF10' && c <= '\uFF19' ? (char) (c - 0xFEE0) : c;
            if (!Character.isWhitespace(folded)) sb.append(folded);
        }
        return sb.toString();
    }
}
