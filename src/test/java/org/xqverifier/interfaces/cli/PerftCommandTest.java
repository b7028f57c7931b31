package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class PerftCommandTest {

    @Test
    void leafCountIsTheLastLine() {
        CliRunner.Result r = CliRunner.run("perft", "--depth", "3");
        assertEquals(0, r.exitCode());
        String[] lines = r.out().strip().split("\\R");
        assertEquals("79666", lines[lines.length - 1]);
    }

    @Test
    void divideListsEveryMoveAndTheTotal() {
        CliRunner.Result r = CliRunner.run("perft", "--depth", "2", "--divide");
        String[] lines = r.out().strip().split("\\R");
        assertEquals(45, lines.length, "44 moves and the total");
        long sum = 0;
        for (int i = 0; i < 44; i++) {
            sum += Long.parseLong(lines[i].substring(lines[i].indexOf(": ") + 2));
        }
        assertEquals(1920, sum);
        assertEquals("1920", lines[44]);
    }

    @Test
    void badFenIsOneLineAndNonZero() {
        CliRunner.Result r = CliRunner.run("perft", "--depth", "2", "--fen", "rnbakabnr/9 w");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: FEN board has 2 ranks"), r.err());
    }

    @Test
    void badOptionIsOneLineAndNonZero() {
        CliRunner.Result r = CliRunner.run("perft", "--depth", "2", "--bogus");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: Unknown option: '--bogus'"), r.err());
    }
}
