package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.xqverifier.referee.Referee;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code xq referee} without an engine: one JSON answer per request line, a refused request changing nothing. */
class RefereeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String D2 = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";

    private record Session(int exit, List<JsonNode> answers) {
    }

    private static Session session(String edition, String fen, String input) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Referee referee = Referee.of(edition);
        int exit = RefereeCommand.jsonLines(referee, referee.newGame(fen),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintStream(out, true, StandardCharsets.UTF_8));
        List<JsonNode> answers = new ArrayList<>();
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (!line.isEmpty()) {
                answers.add(JSON.readTree(line));
            }
        }
        return new Session(exit, answers);
    }

    @Test
    void eachRequestIsAnsweredByOneLine() throws Exception {
        StringBuilder in = new StringBuilder();
        for (String m : "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0".split(" ")) {
            in.append("{\"move\": \"").append(m).append("\"}\n");
        }
        in.append("{\"move\": \"将6平5\"}\n\n{\"status\": true}\n{\"move\": \"h2e2\"}\n{\"undo\": true}\n{\"new\": null}\n");
        Session s = session("tw-2007", D2, in.toString());
        assertEquals(0, s.exit());
        assertEquals(12, s.answers().size(), "a blank line is not a request");
        JsonNode ruled = s.answers().get(7);
        assertEquals(8, ruled.get("ply").asInt());
        assertEquals("repetition", ruled.get("status").asText());
        assertEquals("red-must-change", ruled.at("/ruling/verdict").asText());
        assertEquals("perpetual-check", ruled.at("/ruling/pattern").asText());
        assertEquals("将6平5", ruled.at("/last_move/chinese").asText());
        assertEquals("f0e0", ruled.at("/forbidden/0/move").asText());
        assertEquals("车四平五", ruled.at("/forbidden/0/chinese").asText());
        assertEquals("perpetual-check", ruled.at("/forbidden/0/pattern").asText());
        assertEquals(2, ruled.at("/forbidden/0/cycle/start_ply").asInt());
        assertEquals("forbidden_move_occurrence", ruled.at("/forbidden_from/rule").asText());
        assertEquals(ruled, s.answers().get(8), "status repeats the last answer");
        JsonNode refused = s.answers().get(9);
        assertTrue(refused.get("error").asText().startsWith("ply 9: move 'h2e2' is illegal"), refused.toString());
        assertEquals(8, refused.get("ply").asInt());
        assertEquals(7, s.answers().get(10).get("ply").asInt());
        assertEquals(0, s.answers().get(11).get("ply").asInt());
        assertEquals("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", s.answers().get(11).get("fen").asText());
    }

    @Test
    void badRequestsAreRefusedOneLineEachAndTheGameStays() throws Exception {
        String in = String.join("\n", "{\"move\": \"h2e2\"}", "not json", "[1]", "{\"move\": 5}", "{\"undo\": false}",
                "{\"new\": \"4k4/9/9/9/9/9/9/9/9/4K4 w\"}", "{\"jump\": true}", "{\"move\": \"h2e2\", \"undo\": true}",
                "{\"move\": \"h9g7\"}") + "\n";
        Session s = session("wxf-2018", null, in);
        assertEquals(0, s.exit());
        assertEquals(9, s.answers().size());
        for (int i = 1; i < 8; i++) {
            JsonNode a = s.answers().get(i);
            assertTrue(a.has("error") && a.get("ply").asInt() == 1, a.toString());
        }
        assertTrue(s.answers().get(5).get("error").asText().contains("kings face"), s.answers().get(5).toString());
        assertEquals(2, s.answers().get(8).get("ply").asInt(), "the game went on from where it was");
    }

    @Test
    void stdinClosedInTheMiddleOfARequestIsAnErrorAndExitOne() throws Exception {
        Session cut = session("wxf-2018", null, "{\"move\": \"h2e2\"}\n{\"move\": \"h9");
        assertEquals(1, cut.exit());
        assertEquals(2, cut.answers().size());
        assertTrue(cut.answers().get(1).get("error").asText().startsWith("stdin closed in the middle of a request"));
        Session whole = session("wxf-2018", null, "{\"move\": \"h2e2\"}");
        assertEquals(0, whole.exit(), "a last request without its newline is still a request");
        assertEquals(1, whole.answers().size());
    }

    @Test
    void theCommandRefusesAnImpossibleFenAndAnUnknownEditionInOneLine() {
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream(new byte[0]));
            CliRunner.Result fen = CliRunner.run("referee", "--edition", "wxf-2018", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w");
            assertEquals(1, fen.exitCode());
            assertEquals(1, fen.errLines().length, fen.err());
            assertTrue(fen.err().startsWith("xq: --fen: ") && fen.err().contains("kings face"), fen.err());
            CliRunner.Result edition = CliRunner.run("referee", "--edition", "fide");
            assertEquals(1, edition.exitCode());
            assertEquals(1, edition.errLines().length, edition.err());
            assertTrue(edition.err().contains("wxf-2018"), "names the known editions: " + edition.err());
            CliRunner.Result empty = CliRunner.run("referee", "--edition", "cxa-2020");
            assertEquals(0, empty.exitCode(), empty.err());
            assertEquals("", empty.out());
        } finally {
            System.setIn(old);
        }
    }
}
