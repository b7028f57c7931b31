package org.xqverifier.interfaces.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The page's words (/web/words.json): every word in all three languages, and every word the page asks for there. */
class PageWordsTest {
    private static final Path WEB = Path.of("src/main/resources/web");

    @Test
    void everyWordIsInAllThreeLanguagesWithTheSamePlaceholders() throws IOException {
        JsonNode words = new ObjectMapper().readTree(WEB.resolve("words.json").toFile()).get("words");
        List<String> problems = new ArrayList<>();
        Pattern placeholder = Pattern.compile("\\{[a-z]+}");
        words.fields().forEachRemaining(e -> {
            JsonNode w = e.getValue();
            if (w.size() != 3) {
                problems.add(e.getKey() + ": " + w.size() + " languages");
                return;
            }
            Set<String> first = null;
            for (JsonNode text : w) {
                if (text.asText().isBlank()) {
                    problems.add(e.getKey() + ": a blank word");
                }
                Set<String> names = new TreeSet<>();
                placeholder.matcher(text.asText()).results().forEach(m -> names.add(m.group()));
                if (first != null && !first.equals(names)) {
                    problems.add(e.getKey() + ": placeholders " + first + " vs " + names);
                }
                first = names;
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void everyWordThePageAsksForIsThere() throws IOException {
        Set<String> known = new TreeSet<>();
        PageWords.bundled().keys().forEach(known::add);
        Set<String> asked = new TreeSet<>();
        collect(Files.readString(WEB.resolve("app.js")), Pattern.compile("\\bt\\(\"([a-z.\\-]+)\""), asked);
        collect(Files.readString(WEB.resolve("index.html")), Pattern.compile("data-t(?:-title)?=\"([a-z.\\-]+)\""), asked);
        collect(Files.readString(Path.of("src/main/java/org/xqverifier/interfaces/report/RulingSheet.java")),
                Pattern.compile("\\.(?:get|both)\\(\"([a-z._\\-]+)\""), asked);
        asked.removeIf(k -> k.endsWith("."));   // prefixes completed at run time ("verdict." + code)
        assertTrue(asked.size() > 60, "the page's words were found: " + asked);
        asked.removeAll(known);
        assertEquals(Set.of(), asked, "asked for but not in words.json");
        for (String verdict : List.of("red-must-change", "black-must-change", "draw", "none", "red-wins", "black-wins")) {
            assertTrue(known.contains("verdict." + verdict), verdict);
        }
    }

    @Test
    void languagesAreReadAsThePageAndTheCommandLineNameThem() {
        assertEquals("zh-Hant", PageWords.language("zh-TW"));
        assertEquals("zh-Hans", PageWords.language("zh-CN"));
        assertEquals("en", PageWords.language("en-GB"));
        assertEquals("zh-Hans", PageWords.language(null));
        assertEquals("紅方須變著", PageWords.bundled().get("verdict.red-must-change", "zh-Hant"));
    }

    private static void collect(String text, Pattern p, Set<String> into) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            into.add(m.group(1));
        }
    }
}
