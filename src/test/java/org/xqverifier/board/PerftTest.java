package org.xqverifier.board;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Published perft counts (chessprogramming.org "Chinese Chess Perft Results", quoted in conventions.md §1d.1). */
class PerftTest {

    @ParameterizedTest(name = "start position, depth {0} = {1}")
    @CsvSource({"1, 44", "2, 1920", "3, 79666", "4, 3290240", "5, 133312995"})
    void startPosition(int depth, long expected) throws FenException {
        assertEquals(expected, new Perft(Position.fromFen(Fen.START), depth).count(depth));
    }

    @ParameterizedTest(name = "middlegame position, depth {0} = {1}")
    @CsvSource({"1, 38", "2, 1128", "3, 43929", "4, 1339047"})
    void middlegamePosition(int depth, long expected) throws FenException {
        Position p = Position.fromFen("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w");
        assertEquals(expected, new Perft(p, depth).count(depth));
    }
}
