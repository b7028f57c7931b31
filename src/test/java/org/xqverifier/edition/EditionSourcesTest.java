package org.xqverifier.edition;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An edition's {@code source:} names the rule book (title, publisher, year) and what it was read from, never a path
 * outside the repository; its {@code casebook:} says where the transcriptions of its figures and the scenarios of its
 * provisions are kept, each an existing path of the repository.
 */
class EditionSourcesTest {
    /** A word with a slash in it: a path. */
    private static final Pattern PATH = Pattern.compile("[A-Za-z0-9_.*-]+(?:/[A-Za-z0-9_.*-]+)+/?");

    @Test
    void everyBundledEditionNamesItsBookAndOnlyPathsOfTheRepository() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Edition e : EditionRepository.bundled().editions()) {
            String source = e.source();
            if (source == null || source.isBlank()) {
                problems.add(e.id() + ": no source");
                continue;
            }
            if (e.year().isPresent() && !source.contains(String.valueOf(e.year().getAsInt()))) {
                problems.add(e.id() + ": source does not name the year " + e.year().getAsInt());
            }
            if (source.contains("shared/") || source.contains("../") || source.contains("seeds")) {
                problems.add(e.id() + ": source names a file outside the repository: " + source);
            }
            Matcher m = PATH.matcher(source);
            while (m.find()) {
                if (!exists(m.group())) {
                    problems.add(e.id() + ": source names " + m.group() + ", which is not in the repository");
                }
            }
            if (e.casebook().isEmpty()) {
                problems.add(e.id() + ": no casebook: where are its figures or provisions illustrated?");
            }
            for (String c : e.casebook()) {
                if (!exists(c)) {
                    problems.add(e.id() + ": casebook " + c + " matches nothing in the repository");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckSeesAPathOutsideTheRepository() throws IOException {
        assertFalse(exists("shared/seeds/000_98ad33baa9439543.txt"));
        assertTrue(exists("casebook/repetition/wxf-*.yaml") && exists("features/conduct"));
    }

    /** The path, or the glob, names something in the repository. */
    private static boolean exists(String path) throws IOException {
        String p = path.replaceAll("/$", "");
        if (!p.contains("*")) {
            return Files.exists(Path.of(p));
        }
        Path dir = Path.of(p.substring(0, p.lastIndexOf('/')));
        PathMatcher glob = FileSystems.getDefault().getPathMatcher("glob:" + p);
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(glob::matches);
        }
    }
}
