package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.edition.RuleVariants;
import org.xqverifier.edition.RulesException;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A session handed back after a halted or failed firing comes back clean for the next decision. */
class RuleSessionsTest {
    private static final String DRL = "package org.xqverifier.repetition.probe;\n"
            + "rule \"halts\" salience 10\nwhen\n    String( this == \"halt\" )\nthen\n    drools.halt();\nend\n"
            + "rule \"throws\" salience 10\nwhen\n    String( this == \"boom\" )\nthen\n    throw new IllegalStateException(\"boom\");\nend\n"
            + "rule \"answers\"\nwhen\n    String( this == \"ask\" )\nthen\n    insert(Integer.valueOf(42));\nend\n";

    private final RuleSessions sessions = Arbiter.forEdition("tw-2007").sessions()
            .withKieBase(RuleVariants.compile("probe", Map.of("probe/probe.drl", DRL.getBytes(StandardCharsets.UTF_8))));

    private List<Object> answers(List<Object> facts) {
        try (RuleSessions.Lease lease = sessions.acquire()) {
            lease.insert(facts);
            lease.fire();
            List<Object> out = new ArrayList<>();
            for (Object o : lease.session().getObjects()) {
                if (o instanceof Integer) {
                    out.add(o);
                }
            }
            return out;
        }
    }

    @Test
    void aHaltedFiringLeavesNothingForTheNextDecision() {
        assertEquals(List.of(), answers(List.of("halt", "ask")));
        assertEquals(List.of(42), answers(List.of("ask")));
        assertEquals(List.of(), answers(List.of()), "the facts of the decisions before are gone");
    }

    @Test
    void aFailedFiringLeavesNothingForTheNextDecision() {
        assertThrows(RulesException.class, () -> answers(List.of("boom", "ask")));
        assertEquals(List.of(42), answers(List.of("ask")));
    }
}
