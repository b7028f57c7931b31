package org.xqverifier.interfaces.web;

import org.xqverifier.board.Fen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.xqverifier.interfaces.cli.CliRunner;
import org.xqverifier.interfaces.engine.RulingResult;

/** The web tools' command lines fail with one clear line; the ruling memory answers repeats without the engine. */
class ToolCommandsTest {

    @Test
    void serveOnABusyPortSaysSoInOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CliRunner.Result r = CliRunner.run("serve", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(1, r.exitCode());
            assertEquals(1, r.errLines().length, r.err());
            assertTrue(r.err().startsWith("xq: cannot listen on 127.0.0.1:" + taken.getLocalPort()), r.err());
        }
        CliRunner.Result r = CliRunner.run("serve", "--port", "70000");
        assertEquals("xq: --port must be between 0 and 65535, got 70000", r.err().strip());
    }

    @Test
    void theLoadGeneratorOnlyTargetsThisMachine() {
        CliRunner.Result r = CliRunner.runBench("serve-load", "--url", "http://192.0.2.1:8080", "--requests", "1");
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("--url must be a server on this machine"), r.err());
    }

    @Test
    void theLoadGeneratorsLinesAreLegalAndEndInARepetition() {
        List<String> line = ServeLoadCommand.repetitionLine(new java.util.Random(7), 16);
        assertTrue(line.size() >= 16, line.toString());
        org.xqverifier.board.Position p = org.xqverifier.board.Position.start();
        for (String m : line) {
            int move = org.xqverifier.board.Move.parseIccs(m);
            assertTrue(p.isLegal(move), m + " in " + p.toFen());
            p.make(move);
        }
    }

    @Test
    void rememberedRulingsDoNotRunTheEngineAgain() {
        CountingRulings counting = new CountingRulings();
        AtomicInteger calls = counting.calls;
        RulingCache cache = new RulingCache(counting, 2);
        String start = org.xqverifier.board.Fen.START;
        RulingResult first = cache.rule("dev-fake", start, List.of("h2e2"));
        assertEquals(first, cache.rule("dev-fake", start, List.of("h2e2")));
        assertEquals(1, calls.get());
        cache.rule("dev-fake", start, List.of("b0c2"));
        cache.rule("dev-fake", start, List.of("h0g2"));
        // Capacity 2: the first line was forgotten.
        cache.rule("dev-fake", start, List.of("h2e2"));
        assertEquals(4, calls.get());
    }
}
