package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A link between the docs pages that names a heading ({@code [the sheet](arbiter-page.md#the-ruling-sheet)}, or
 * {@code (#post-apireferee)} on the same page) must land on a heading of that page, as the repository's Markdown
 * viewer names headings. {@link ReadmeTest} checks that every linked file exists; this checks the part after the #.
 */
class DocLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]*)#([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*\\s*$");

    @Test
    void everyLinkToAHeadingLandsOnOne() throws IOException {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path doc : DocExamples.files()) {
            Matcher m = LINK.matcher(Files.readString(doc, StandardCharsets.UTF_8));
            while (m.find()) {
                String file = m.group(1);
                if (file.matches("[a-z]+:.*") || !(file.isEmpty() || file.endsWith(".md"))) {
                    continue;
                }
                Path target = file.isEmpty() ? doc : doc.toAbsolutePath().getParent().resolve(file).normalize();
                if (!Files.isRegularFile(target)) {
                    continue; // ReadmeTest names the missing file
                }
                Set<String> headings = anchors.computeIfAbsent(target, DocLinksTest::anchorsOf);
                if (!headings.contains(m.group(2))) {
                    broken.add(doc + ": " + file + "#" + m.group(2));
                }
            }
        }
        assertEquals(List.of(), broken, "links to headings that do not exist");
    }

    @Test
    void headingsAreNamedAsTheViewerNamesThem() {
        String page = """
                # The live referee
                ## `xq referee --engine`: the engine proxy
                ## `POST /api/referee`
                ## 1. Editions and the text each area uses
                ```console
                # not a heading, a comment in a session
                ```
                ## Limits
                ## Limits
                """;
        assertEquals(List.of("the-live-referee", "xq-referee---engine-the-engine-proxy", "post-apireferee",
                "1-editions-and-the-text-each-area-uses", "limits", "limits-1"), List.copyOf(anchors(page)));
    }

    private static Set<String> anchorsOf(Path page) {
        try {
            return anchors(Files.readString(page, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The anchors of a page's headings (outside fenced blocks): lower case, inline marks and punctuation dropped. */
    static Set<String> anchors(String page) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : page.split("\n")) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (fenced || !h.matches()) {
                continue;
            }
            String text = h.group(1).replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1");
            String slug = text.toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\p{M} _-]", "")
                    .replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? slug : slug + "-" + n);
        }
        return anchors;
    }
}
