package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.xqverifier.analysis.AnalysisCancelled;
import org.xqverifier.board.Fen;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;

/** An analysis on an interrupted thread (the page's time limit passed) stops at the next search step. */
class CancellationTest {
    @Test
    void anInterruptedRulingStops() {
        Arbiter arbiter = Arbiter.forEdition("wxf-2018");
        arbiter.rule(Fen.START, List.of("h2e2")); // rule base built before the interrupt
        Thread.currentThread().interrupt();
        try {
            assertThrows(AnalysisCancelled.class, () -> arbiter.rule(Fen.START, List.of("h2e2", "h9g7", "h0g2")));
        } finally {
            Thread.interrupted();
        }
    }
}
