package org.xqverifier.edition;

import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.xqverifier.edition.fixture.Reading;

import java.nio.file.Path;
import java.util.List;

/** The test editions under src/test/resources/fixture-rules, copied where a test may edit them. */
final class RulesFixture {
    static final Path SOURCE = Path.of("src/test/resources/fixture-rules");

    private RulesFixture() {
    }

    /** Copies the fixture editions into {@code dir} and returns it. */
    static Path copyTo(Path dir) {
        return CommitteeCopy.copyTree(SOURCE, dir);
    }

    /** Copies the fixture editions into {@code dir} and returns it. */
    /** Replaces the only occurrence of {@code from} in a file with {@code to}. */
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
