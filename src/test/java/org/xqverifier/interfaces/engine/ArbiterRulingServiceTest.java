package org.xqverifier.interfaces.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The page's and the reports' view of the repetition engine: the contract's fields, from the engine's ruling. */
class ArbiterRulingServiceTest {
    // WXF D2 (casebook/repetition/wxf-D2.yaml): Red checks perpetually; the book rules red-must-change.
    private static final String D2 = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
    private static final List<String> D2_MOVES = List.of("f0e0", "e8f8", "e0f0", "f8e8", "f0e0", "e8f8", "e0f0", "f8e8", "f0e0");

    private final ArbiterRulingService service = ArbiterRulingService.bundled();

    @Test
    void listsTheEditionsThatHaveRepetitionRules() {
        List<String> ids = service.editions().stream().map(RulingService.EditionInfo::id).toList();
        assertTrue(ids.contains("tw-2007") && ids.contains("wxf-2018"), ids.toString());
        assertFalse(ids.contains("axf-events"), ids.toString());   // event regulations, no repetition rules
    }

    @Test
    void givesTheRulingInTheShapeOfTheCommand() {
        RulingResult r = service.rule("wxf-2018", D2, D2_MOVES);
        assertEquals("wxf-2018", r.edition());
        assertEquals("red-must-change", r.verdict());
        assertEquals("red", r.violator());
        assertEquals(D2_MOVES.size(), r.moves().size());
        assertEquals("f0e0", r.moves().get(0).move());
        assertTrue(r.moves().get(0).labels().contains("将"), r.moves().get(0).labels().toString());
        assertFalse(r.reasons().isEmpty());
        assertFalse(r.reasons().get(0).zh().isBlank() || r.reasons().get(0).en().isBlank());
        assertEquals(r.verdict(), service.firstRuling("wxf-2018", D2, D2_MOVES).verdict());
    }

    @Test
    void anUnknownEditionIsNamedWithTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> service.rule("fide", D2, List.of()));
        assertTrue(e.getMessage().startsWith("unknown edition 'fide' (known: "), e.getMessage());
    }
}
