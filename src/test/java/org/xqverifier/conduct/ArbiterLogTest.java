package org.xqverifier.conduct;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading an arbiter's log: events keep their lines; a bad log gets one message naming where. */
class ArbiterLogTest {

    @Test
    void eventsKnowTheirNumberAndLine() {
        ArbiterLog log = ArbiterLog.parse("a.yaml", "time_control: A\nevents:\n  - move: h2e2\n  - {touch: [h9]}\n", false);
        assertEquals(2, log.events().size());
        assertEquals("touch", log.events().get(1).type());
        assertEquals(2, log.events().get(1).index());
        assertEquals(4, log.events().get(1).line());
    }

    @Test
    void jsonLogsReadToo() {
        ArbiterLog log = ArbiterLog.parse("a.json", "{\"events\": [{\"move\": \"h2e2\"}, {\"resign\": \"black\"}]}", true);
        assertEquals("resign", log.events().get(1).type());
    }

    @Test
    void anEventWithoutATypeIsNamed() {
        LogError e = assertThrows(LogError.class, () -> ArbiterLog.parse("a.yaml", "events:\n  - {mvoe: h2e2}\n", false));
        assertTrue(e.getMessage().startsWith("a.yaml event 1 (line 2): no event type"), e.getMessage());
        assertTrue(e.getMessage().endsWith("'mvoe' is not one; did you mean 'move'?"), e.getMessage());
        e = assertThrows(LogError.class, () -> ArbiterLog.parse("a.yaml", "events:\n  - {ply: h2e2}\n", false));
        assertEquals("a.yaml event 1 (line 2): no event type: an event's key names it, as in {move: h2e2}, {touch: [h2]}, "
                + "{claim: repetition} (24 types, listed in docs/conduct.md)", e.getMessage());
    }

    @Test
    void brokenYamlGivesTheLine() {
        LogError e = assertThrows(LogError.class, () -> ArbiterLog.parse("a.yaml", "events:\n  - {move: h2e2\n", false));
        assertTrue(e.getMessage().startsWith("a.yaml line "), e.getMessage());
    }

    @Test
    void anUnknownHeaderFieldIsNamed() {
        LogError e = assertThrows(LogError.class, () -> ArbiterLog.parse("a.yaml", "tme_control: A\nevents: []\n", false));
        assertTrue(e.getMessage().contains("unknown field 'tme_control'"), e.getMessage());
    }

    /** The binder's words, after the event's number, line and type; a value of the wrong shape says what it looks like. */
    @Test
    void anEventIsBoundToItsRecordInTheBindersWords() {
        assertEquals("a.yaml event 2 (line 3, offence): 'offence': object expected, string found: \"talked\""
                + " (such as {side: red, kind: talked})", refused("events:\n  - {move: h2e2}\n  - {offence: talked}\n"));
        assertEquals("a.yaml event 1 (line 2, touch): 'touch[2]' must be a point such as e3 (files a-i, ranks 0-9),"
                + " not \"z9\"", refused("events:\n  - {touch: [e3, z9]}\n"));
        assertEquals("a.yaml event 1 (line 2, penalty): missing field 'for' in penalty",
                refused("events:\n  - {penalty: {side: red, chosen: ban}}\n"));
        assertEquals("a.yaml event 1 (line 2, claim): 'verdict' must be one of [\"red-must-change\","
                + " \"black-must-change\", \"draw\", \"none\"], not \"maybe\"",
                refused("events:\n  - {claim: repetition, verdict: maybe}\n"));
    }

    @Test
    void aMoveOrAMappingIsSealedAndANullFieldIsNotWritten() {
        ArbiterLog log = ArbiterLog.parse("a.yaml", "events:\n  - {seal: h2e2}\n  - {seal: {move: h2e2}}\n"
                + "  - {move: h2e2, clock: ~}\n", false);
        assertEquals(3, log.events().size());
        assertTrue(!log.events().get(2).body().has("clock"), log.events().get(2).body().toString());
    }

    private static String refused(String yaml) {
        return assertThrows(LogError.class, () -> ArbiterLog.parse("a.yaml", yaml, false)).getMessage();
    }
}
