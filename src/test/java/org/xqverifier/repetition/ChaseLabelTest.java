package org.xqverifier.repetition;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which attack is a chase (捉) under tw-2007's tables, on positions built by hand; each expectation follows from the
 * book's articles (named per row), worked out on the board. Red's king d0 and Black's king f9 never face each other.
 */
class ChaseLabelTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            // 總綱 6: a cannon chases a rook even when the rook is protected (horse b8 guards c6); the cannon is also offered
            "cannon on a protected rook        | 1n3k3/9/9/1pr6/C8/9/9/9/9/3K5 w | a5a6 | 捉 | c6",
            // 總綱 6: a rook on a horse with a real root (rook c9 guards c6) is no chase
            "rook on a protected horse         | 2r2k3/9/9/2n6/R8/9/9/9/9/3K5 w | a5a6 | -  | -",
            // 總綱 3: a pawn that has not crossed the river may be attacked freely
            "rook on an uncrossed pawn         | 5k3/9/9/2p6/R8/9/9/9/9/3K5 w   | a5a6 | -  | -",
            // a pawn across the river, unprotected, is chased
            "rook on a crossed pawn            | 5k3/9/9/9/9/2p6/R8/9/9/3K5 w   | a3a4 | 捉 | c4",
            // 總綱 7: rooks facing each other, each may take the other: an exchange offer, not a chase
            "rook facing an unprotected rook   | 5k3/9/9/2r6/R8/9/9/9/9/3K5 w   | a5a6 | 兑 | -",
    })
    void chaseOrNot(String name, String fen, String move, String label, String target) {
        Ruling r = Arbiter.forEdition("tw-2007").rule(fen.strip(), List.of(move.strip()));
        RuledMove m = r.moves().get(0);
        if (label.strip().equals("-")) {
            assertFalse(m.labels().contains("捉"), name + ": " + m);
        } else {
            assertEquals(label.strip(), m.labels().get(0), name + ": " + m);
        }
        if (label.strip().equals("兑")) {
            assertFalse(m.labels().contains("捉"), name + ": " + m);
        }
        if (!target.strip().equals("-")) {
            assertEquals(List.of(target.strip()), m.targets(), name + ": " + m);
        } else {
            assertTrue(m.targets().isEmpty(), name + ": " + m);
        }
    }
}
