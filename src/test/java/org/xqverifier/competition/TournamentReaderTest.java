package org.xqverifier.competition;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The tournament file's keys, types, closed sets and ranges, as the binder reports them: file:line:column and field. */
class TournamentReaderTest {
    private static final String GOOD = """
            event: {name: demo, edition: tw-2007, format: swiss, rounds: 2}
            players:
              - {id: A}
              - {id: B}
            rounds:
              - games:
                  - {red: A, black: B, result: 1-0, fouls: {red: 1}}
            """;

    private static String refused(String text) {
        return assertThrows(TournamentFileException.class, () -> TournamentReader.parse(Path.of("t.yaml"), text))
                .getMessage();
    }

    @Test
    void aGoodFileReads() {
        Tournament t = TournamentReader.parse(Path.of("t.yaml"), GOOD);
        assertEquals("demo", t.event().name());
        assertEquals(2, t.event().plannedRounds());
        assertEquals(1, t.rounds().get(0).get(0).firstFouls());
    }

    @Test
    void anUnknownKeyListsTheKnownOnes() {
        assertEquals("t.yaml:7:28: unknown key 'reslt' in rounds[1].games[1] (a typo, or an unquoted ',' or ':' in a"
                + " text cut it in two?); known keys: black, board, boards, fouls, lineup, playoff, red, result,"
                + " results", refused(GOOD.replace("result: 1-0", "reslt: 1-0")));
    }

    @Test
    void aValueOutsideItsSetOrRangeIsNamedWithTheValue() {
        assertEquals("t.yaml:1:39: 'event.format' must be one of [\"round-robin\", \"swiss\", \"knockout\"], not"
                + " \"swis\"", refused(GOOD.replace("format: swiss", "format: swis")));
        assertEquals("t.yaml:1:54: 'event.rounds' is 2000, out of range 0–1000",
                refused(GOOD.replace("rounds: 2}", "rounds: 2000}")));
        assertEquals("t.yaml:7:49: 'rounds[1].games[1].fouls.red' is 100, out of range 0–99",
                refused(GOOD.replace("{red: 1}", "{red: 100}")));
        assertEquals("t.yaml:3:13: 'players[1].rating': integer expected, string found: \"high\"",
                refused(GOOD.replace("{id: A}", "{id: A, rating: high}")));
    }

    @Test
    void whatThePartsSayOfEachOtherNamesTheRound() {
        assertEquals("t.yaml:7: round 1, rounds[1].games[1]: unknown player Z", refused(GOOD.replace("black: B", "black: Z")));
        assertEquals("t.yaml:1: event: missing (name, edition, format, …)", refused(GOOD.replace("event:", "evnt:")
                .replaceFirst("evnt: \\{[^}]*}\n", "")));
    }
}
