package org.xqverifier.conduct;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.repetition.Arbiters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The readings of what else happens at the board (the arbiter's log's board events, docs/conduct.md) are rows: a
 * committee flips one and the replay changes, no Java touched.
 */
class BoardEventsCommitteeTest {
    private static final Path RULES = Paths.get("rules");

    /** [B]: 10 moves in the free time, the 11th at 50:30. Counted, the 10 due at 50:00 are made; not counted, none are. */
    private static final String FREE_TIME = "time_control: B\nevents:\n"
            + "  - {move: a0a1}\n  - {move: a9a8}\n  - {move: a1a0}\n  - {move: a8a9}\n".repeat(5)
            + "  - {move: a0a1, clock: {red: \"0:50:30\"}}\n";

    /** [A]: 24 moves each, then the 25th released at 59:58 and pressed at 60:05. */
    private static final String LATE_PRESS = "time_control: A\nevents:\n"
            + "  - {move: a0a1}\n  - {move: a9a8}\n  - {move: a1a0}\n  - {move: a8a9}\n".repeat(12)
            + "  - {move: a0a1, released: \"0:59:58\", clock: {red: \"1:00:05\"}}\n";

    private static final String WITHDRAWN = """
            events:
              - {move: h2e2}
              - {draw_offer: red}
              - {draw_withdrawn: red}
              - {move: h9g7}
            """;

    private static Arbitration.Outcome replay(Path rules, String log) {
        return new Arbitration(ConductRules.fromDirectory(rules, "tw-2007"), RepetitionJudge.fromLog(), Arbiters.bundled(), null)
                .replay(ArbiterLog.parse("log.yaml", log, false));
    }

    private static Path copyWith(Path dir, String from, String to) throws IOException {
        CommitteeCopy.copyTree(RULES.resolve("tw-2007"), dir.resolve("tw-2007"));
        Path f = dir.resolve("tw-2007/conduct/board-events.yaml");
        String text = Files.readString(f);
        if (!text.contains(from)) throw new AssertionError(from);
        Files.writeString(f, text.replace(from, to));
        return dir;
    }

    @Test
    void freeTimeMovesNotCountedMakeTheSameGameLostOnTime(@TempDir Path dir) throws IOException {
        assertNull(replay(RULES, FREE_TIME).result(), "bundled reading: the free-time moves count");
        Path copy = copyWith(dir, "  free-time-moves-count:\n    value: 1", "  free-time-moves-count:\n    value: 0");
        assertEquals("black-wins", replay(copy, FREE_TIME).result().getResult());
    }

    @Test
    void aMoveMadeWhenTheHandLeftThePieceForgivesTheLatePress(@TempDir Path dir) throws IOException {
        assertEquals("black-wins", replay(RULES, LATE_PRESS).result().getResult(), "TW 五: the press counts");
        Path copy = copyWith(dir, "  late-press-time-counts:\n    value: 1", "  late-press-time-counts:\n    value: 0");
        assertNull(replay(copy, LATE_PRESS).result(), "released at 59:58: the 25th move is in time");
    }

    @Test
    void aWithdrawableOfferIsNoLongerRefusedByTheNextMove(@TempDir Path dir) throws IOException {
        long refusals = replay(RULES, WITHDRAWN).decisions().stream().filter(d -> d.getKind().equals("draw-withdrawn")).count();
        assertEquals(0, refusals, "bundled: the offer stands");
        Path copy = copyWith(dir, "  draw-offer-withdrawable:\n    value: 0", "  draw-offer-withdrawable:\n    value: 1");
        Arbitration.Outcome o = replay(copy, WITHDRAWN);
        assertEquals(1, o.decisions().stream().filter(d -> d.getKind().equals("draw-withdrawn")).count());
        assertEquals(0, o.decisions().stream().filter(d -> d.getKind().equals("draw-refused")).count(),
                "a withdrawn offer is not refused by the next move: " + o.decisions());
    }
}
