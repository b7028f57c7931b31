package org.xqverifier.conduct;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A repetition claim in an arbiter's log is ruled by the edition's own repetition rules: wxf-2018, which takes
 * tw-2007's conduct area (whose area.yaml names tw-2007), rules claims by wxf-2018's repetition rows; an edition
 * without repetition rules by the one its area.yaml names, else the log states the verdict.
 */
class RepetitionClaimEditionTest {
    @Test
    void theEditionsOwnRepetitionRulesRuleAClaim() {
        assertEquals("tw-2007", ConductRules.forEdition("tw-2007").repetitionEdition());
        assertEquals("wxf-2018", ConductRules.forEdition("wxf-2018").repetitionEdition());
        assertEquals("wxf-2018", ConductRules.forEdition("axf-events").repetitionEdition());
        assertNull(ConductRules.forEdition("cxa-1999").repetitionEdition());
        // cxa-2020 takes cxa-1999's conduct area: its claims are ruled by the CXA 2020 repetition rules
        assertEquals("cxa-2020", ConductRules.forEdition("cxa-2020").repetitionEdition());
    }
}
