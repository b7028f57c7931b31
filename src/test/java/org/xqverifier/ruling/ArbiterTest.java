package org.xqverifier.ruling;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Verdicts of the WXF/AXF diagrams adopted as candidates for the seed figures; the expected verdict of each is the
 * rule book's (seed-figures.yaml, wxf-candidates.yaml). The books print one cycle; here it is played until the
 * position's third occurrence, which is when the editions rule.
 */
class ArbiterTest {
    private static Ruling rule(String edition, String fen, String moves) {
        return Arbiter.forEdition(edition).rule(fen, Arrays.asList(moves.split(" ")));
    }

    @Test
    void perpetualCheckByOneRookMustChange() { // D2 = tw2007-1a, 棋例細則 1
        Ruling r = rule("tw-2007", "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w", "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8");
        System.out.println(r);
        assertEquals(Verdict.RED_MUST_CHANGE, r.verdict());
        assertEquals(new Cycle(5, 4), r.cycleOrNull());
        assertEquals(List.of("将"), r.moves().get(0).labels());
    }
}
