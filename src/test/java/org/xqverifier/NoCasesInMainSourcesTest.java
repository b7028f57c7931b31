package org.xqverifier;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine does not know the cases it is tested on: no file under {@code src/main} (code, comments, the page, the
 * OpenAPI document's examples) holds a position other than the start, or names a figure of a rule book (图5, 参考图31,
 * D105). Positions and figures live in {@code casebook/}, {@code features/} and the docs; the rules cite articles.
 */
class NoCasesInMainSourcesTest {
    /** A board placement: ten ranks of pieces and digits separated by '/'. */
    static final Pattern PLACEMENT = Pattern.compile("[1-9rnbakcpRNBAKCP]{1,9}(?:/[1-9rnbakcpRNBAKCP]{1,9}){9}");
    static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    /** 图16, 图-108, 参考图31, and the WXF diagrams D1–D110 (a D and digits standing alone). */
    static final Pattern FIGURE = Pattern.compile("参考图\\s*\\d+|图-?\\s*\\d+|(?<![\\w-])D\\d{1,3}(?![\\w-])");

    static List<String> found(String text) {
        List<String> out = new ArrayList<>();
        Matcher p = PLACEMENT.matcher(text);
        while (p.find()) {
            if (!p.group().equals(START)) {
                out.add(p.group());
            }
        }
        Matcher f = FIGURE.matcher(text);
        while (f.find()) {
            out.add(f.group());
        }
        return out;
    }

    @Test
    void noMainSourceHoldsACasePositionOrNamesAFigure() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> s = Files.walk(Path.of("src", "main"))) {
            for (Path f : s.filter(Files::isRegularFile).sorted().toList()) {
                String name = f.getFileName().toString();
                if (!name.matches(".*\\.(java|js|html|css|json)")) {
                    continue;
                }
                files++;
                String text = Files.readString(f, StandardCharsets.UTF_8);
                for (String hit : found(text)) {
                    found.add(f + ": " + hit);
                }
            }
        }
        assertTrue(files > 100, "the main sources were found: " + files);
        assertEquals(List.of(), found, "cases belong in casebook/ and features/, figures in the tables' citations");
    }

    @Test
    void theCheckFindsPositionsAndFiguresButNotTheStart() {
        assertEquals(List.of("9/4k4/9/9/9/9/9/9/2p6/3K1RBc1"), found("{\"fen\": \"9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w\"}"));
        assertEquals(List.of(), found("Position.START = \"" + START + " w\""));
        assertEquals(List.of("参考图31", "图23", "D105"), found("// CXA 参考图31; 得不偿失 (图23); AXF D105"));
        assertEquals(List.of(), found("wxf-D13 is a case id; UTF-D8 is not a figure; 2D10x neither"));
    }
}
