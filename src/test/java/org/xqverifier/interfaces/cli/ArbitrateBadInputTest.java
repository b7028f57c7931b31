package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A log that does not fit its schema gets one line naming the file, event, line and field, and no verdict. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ArbitrateBadInputTest {
    @TempDir
    Path tmp;

    private CliRunner.Result arbitrate(String name, String text) throws Exception {
        Path log = tmp.resolve(name);
        Files.writeString(log, text);
        return CliRunner.run("arbitrate", log.toString(), "--edition", "tw-2007");
    }

    private static void refused(CliRunner.Result r, String... parts) {
        assertEquals(1, r.exitCode(), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        for (String p : parts) {
            assertTrue(r.err().contains(p), "'" + p + "' not in: " + r.err());
        }
    }

    @Test
    void aHugeClockReadingIsRefusedNotLoopedOver() throws Exception {
        refused(arbitrate("log.yaml", "games_per_day: 6\nevents:\n  - {move: h2e2, clock: {red: 2147483647}}\n"),
                "log.yaml event 1 (line 3, move): 'clock.red' must be a clock reading: h:mm:ss, m:ss or seconds", "at most 9:59:59",
                "not 2147483647");
    }

    @Test
    void aPointOffTheBoardIsRefused() throws Exception {
        refused(arbitrate("log.yaml", "events:\n  - {touch: [z9]}\n"), "event 1 (line 2, touch): 'touch' must be a point such as e3",
                "files a-i", "not \"z9\"");
    }

    @ParameterizedTest
    @CsvSource({"'0:59:99'", "'-0:01:00'", "'1:2:3'", "'0:60:00'", "'+1:00'", "'99:00:00:00'", "'12:00:00'"})
    void aReadingNoClockShowsIsRefused(String reading) throws Exception {
        refused(arbitrate("log.yaml", "events:\n  - {move: h2e2, clock: {red: '" + reading + "'}}\n"),
                "event 1 (line 2, move): 'clock.red' must be a clock reading: h:mm:ss", "not \"" + reading + "\"");
    }

    @Test
    void aKeyGivenTwiceIsRefused() throws Exception {
        refused(arbitrate("log.yaml", "events:\n  - {move: h2e2, move: b2e2}\n"), "log.yaml line 2", "move");
        refused(arbitrate("log.json", "{\"events\": [{\"move\": \"h2e2\", \"move\": \"b2e2\"}]}"), "log.json line 1",
                "Duplicate field 'move'");
    }

    @Test
    void aMisspelledFieldIsRefused() throws Exception {
        refused(arbitrate("log.yaml", "events:\n  - move: h2e2\n    clok: {red: '0:01:00'}\n"),
                "event 1 (line 2, move): unknown key 'clok' (a typo, or an unquoted ',' or ':' in a text cut it in two?);"
                        + " known keys: clock, move, released, unrecorded_by");
        refused(arbitrate("log.yaml", "tme_control: A\nevents: []\n"), "line 1: unknown field 'tme_control'");
    }

    @Test
    void anUnknownOffenceKindIsRefused() throws Exception {
        refused(arbitrate("log.yaml", "events:\n  - {offence: {side: red, kind: tallked}}\n"),
                "event 1 (line 2, offence): 'offence.kind' must be one of analysed, asked-question, ",
                "serious-misconduct, talked, not \"tallked\"");
    }

    @Test
    void trailingGarbageAfterAJsonLogIsRefused() throws Exception {
        refused(arbitrate("log.json", "{\"events\": [{\"move\": \"h2e2\"}]}\n{\"events\": []}\n"), "log.json line 2",
                "more after the end of the log");
        refused(arbitrate("log.json", "{\"events\": [{\"move\": \"h2e2\"}]} garbage"), "log.json line 1");
    }

    @Test
    void wrongTypesInTheHeaderAreRefused() throws Exception {
        refused(arbitrate("log.yaml", "games_per_day: many\nevents: []\n"), "line 1: games_per_day must be");
        refused(arbitrate("log.yaml", "fen: [1, 2]\nevents: []\n"), "line 1: fen must be text");
    }

    @Test
    void aDirectoryIsSaidToBeOne() {
        CliRunner.Result r = CliRunner.run("arbitrate", tmp.toString(), "--edition", "tw-2007");
        refused(r, tmp.toString(), "is a directory");
    }
}
