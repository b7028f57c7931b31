package org.xqverifier.rules;

import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.xqverifier.rules.fixture.Reading;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/** The test editions under src/test/resources/fixture-rules, copied where a test may edit them. */
final class RulesFixture {
    static final Path SOURCE = Path.of("src/test/resources/fixture-rules");

    private RulesFixture() {
    }

    /** Copies the fixture editions into {@code dir} and returns it. */
    static Path copyTo(Path dir) {
        try (Stream<Path> walk = Files.walk(SOURCE)) {
            for (Path p : walk.toList()) {
                Path target = dir.resolve(SOURCE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces the only occurrence of {@code from} in a file with {@code to}. */
    static void edit(Path file, String from, String to) {
        try {
            String text = Files.readString(file);
            if (text.indexOf(from) < 0 || text.indexOf(from) != text.lastIndexOf(from)) {
                throw new IllegalArgumentException("'" + from + "' must occur once in " + file);
            }
            Files.writeString(file, text.replace(from, to));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The limit of a named reading, from the edition's demo/limits.yaml table. */
    static int limit(Edition edition, String name) {
        for (var row : edition.table("demo/limits.yaml").path("limits")) {
            if (row.path("name").asText().equals(name)) {
                return row.path("limit").asInt();
            }
        }
        throw new IllegalArgumentException("no limit for " + name);
    }

    /** Runs the edition's demo rules on one reading and returns the flags the rules raised. */
    static List<String> flags(KieBase kieBase, Reading reading) {
        KieSession session = kieBase.newKieSession();
        try {
            session.insert(reading);
            session.fireAllRules();
        } finally {
            session.dispose();
        }
        return reading.flags();
    }
}
