package org.xqverifier.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.runtime.KieSession;
import org.xqverifier.edition.fixture.Reading;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A rule run on an interrupted thread stops at the next firing with the JDK's cancellation, the kernel's own. */
class RuleFiringCancelTest {
    @TempDir
    Path tmp;

    @Test
    void anInterruptedRunStops() {
        Edition base = EditionRepository.fromDirectory(RulesFixture.copyTo(tmp)).get("fixture-base");
        RuleFiring firing = RuleFiring.of(base, "demo");
        KieSession session = base.kieBase("demo").newKieSession();
        try {
            session.insert(new Reading("alpha", 1, 3));
            Thread.currentThread().interrupt();
            assertThrows(CancellationException.class, () -> firing.fire(session));
        } finally {
            Thread.interrupted();
            session.dispose();
        }
        KieSession again = base.kieBase("demo").newKieSession();
        try {
            again.insert(new Reading("alpha", 1, 3));
            assertEquals(1, firing.fire(again), "the same rules run whole on a thread that is not interrupted");
        } finally {
            again.dispose();
        }
    }
}
