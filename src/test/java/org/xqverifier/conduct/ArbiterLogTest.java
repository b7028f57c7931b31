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
}
