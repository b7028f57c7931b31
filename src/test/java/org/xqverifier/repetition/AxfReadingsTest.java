package org.xqverifier.repetition;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Our readings of the AXF text, each on a constructed position (a probe, not from a book; "principle 1–3" below
 * names them): each verdict is our reading of the AXF articles named, and each reading is a row of
 * rules/tw-2007/repetition/readings.yaml that a committee can switch off — then the verdict falls back to what the
 * engine ruled before the reading.
 */
class AxfReadingsTest {
    private static final String PROBE_CUT_ROOT = "3aka3/2Nr4C/9/p6R1/9/9/P1P1P4/9/9/5K3 w";
    private static final String PROBE_CHECK_CHASE = "3k5/9/9/3C5/3c5/3C5/9/9/3n5/4K4 w";
    // a random legal position of tools/ffish-diff (seed 7, shuffle-172): the black rook checks from d8 and pins the red
    // advisor e1 from e8; the red king's steps d0↔e0 answer the check or unpin the advisor, which attacks the cannon f0
    private static final String PROBE_ANSWER_TO_CHECK = "9/4r3c/5k3/9/1R5P1/9/9/8B/4A4/3K1c3 b";
    private static final String PROBE_WHOLE_CYCLE = "3aka3/9/9/c3p4/8c/1R7/4P2R1/9/9/4K4 w";

    @TempDir
    Path temp;

    private static List<String> moves(String text) {
        return Arrays.asList(text.strip().split(" "));
    }

    @ParameterizedTest(name = "{0} under {1}: {4}")
    @CsvSource(delimiter = '|', value = {
            // principle 1 (AXF Art. 19, D39–D41): the black rook stands on the red horse's leg; the advisor's shuffle
            // cuts roots (rook h8, cannon i8) whose lines run through the rook itself: no chase; Red chases the rook
            "cut root   | wxf-2018 | " + PROBE_CUT_ROOT + " | h6h8 f9e8 h8h6 e8f9 h6h8 f9e8 h8h6 e8f9 | red-must-change",
            "cut root   | tw-2007  | " + PROBE_CUT_ROOT + " | h6h8 f9e8 h8h6 e8f9 h6h8 f9e8 h8h6 e8f9 | red-must-change",
            // principle 2 (AXF Art. 12, D13): every other red move checks and also chases the horse d1 the others chase
            "check+chase | wxf-2018 | " + PROBE_CHECK_CHASE + " | d4f4 d5f5 f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 | red-must-change",
            // AXF Art. 12 / 捉著 (the Fairy-Stockfish triage's "chases made by answering checks",
            // casebook/disagreements): d0e0 answers the check, and the advisor's attack on f0, barred only by that
            // check, stood before it: idle; e0d0 unpins the advisor: a chase. Red chases on every other move only
            "answer to check | wxf-2018 | " + PROBE_ANSWER_TO_CHECK + " | e8d8 d0e0 d8e8 e0d0 e8d8 d0e0 d8e8 e0d0 | draw",
            "answer to check | tw-2007  | " + PROBE_ANSWER_TO_CHECK + " | e8d8 d0e0 d8e8 e0d0 e8d8 d0e0 d8e8 e0d0 | draw",
            // principle 3 (AXF D80): two rooks chase two cannons in turn; judged from the first occurrence, no piece is
            // chased on every move (the last loop alone shows one rook chasing one cannon)
            "whole cycle | wxf-2018 | " + PROBE_WHOLE_CYCLE + " | h3i3 i5h5 b4a4 a6b6 i3h3 h5i5 h3i3 i5h5 a4b4 b6a6 b4a4 a6b6 | draw",
    })
    void probes(String principle, String edition, String fen, String moves, String verdict) {
        Ruling r = Arbiter.forEdition(edition.strip()).rule(fen.strip(), moves(moves));
        assertEquals(verdict.strip(), r.code(), principle + ": " + r.reasons());
    }

    @ParameterizedTest(name = "{0} off: {3}")
    @CsvSource(delimiter = '|', value = {
            "cut_root_through_attacker_is_no_chase | " + PROBE_CUT_ROOT + " | h6h8 f9e8 h8h6 e8f9 h6h8 f9e8 h8h6 e8f9 | draw",
            "check_that_chases_keeps_the_chase     | " + PROBE_CHECK_CHASE + " | d4f4 d5f5 f4d4 f5d5 d4f4 d5f5 f4d4 f5d5 | draw",
            "answer_to_check_renews_no_attack      | " + PROBE_ANSWER_TO_CHECK + " | e8d8 d0e0 d8e8 e0d0 e8d8 d0e0 d8e8 e0d0 | red-must-change",
    })
    void aCommitteeSwitchesAReadingOff(String reading, String fen, String moves, String verdict) {
        Path folder = CommitteeCopy.copyEdition("tw-2007", temp, "tw-2007-committee");
        String name = reading.strip();
        CommitteeCopy.edit(folder.resolve("repetition/readings.yaml"), name + ":\n  value: true", name + ":\n  value: false");
        Arbiter committee = Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("tw-2007-committee"));
        assertEquals(verdict.strip(), committee.rule(fen.strip(), moves(moves)).code());
    }

    private static final String PROBE_PINNED_ROOT = "2baka3/9/4b4/8P/1Cc4R1/P4r3/9/B8/4A4/3AK4 w";

    /**
     * Issue 23 principle 12 (AXF Art. 34, D105; wxf-2018's readings.yaml): 车二平五 pins the e7 elephant that guards the
     * c5 cannon against its king, a false root, and chases the cannon; switched off, the move is idle again.
     */
    @org.junit.jupiter.api.Test
    void aRootPinnedByTheAttackerIsFalseUnderWxf2018() {
        List<String> m = moves("h5e5 f4f1 e5h5 f1f4 h5e5 f4f1 e5h5 f1f4");
        Ruling r = Arbiter.forEdition("wxf-2018").rule(PROBE_PINNED_ROOT, m);
        assertEquals(List.of("捉"), r.moves().get(0).labels());
        assertEquals(List.of("闲"), r.moves().get(2).labels());
        assertEquals("draw", r.code());
        // the Taiwan text has no such row
        assertEquals(List.of("闲"), Arbiter.forEdition("tw-2007").rule(PROBE_PINNED_ROOT, m).moves().get(0).labels());
        Path folder = CommitteeCopy.copyEdition("wxf-2018", temp, "wxf-2018-committee");
        CommitteeCopy.edit(folder.resolve("repetition/readings.yaml"), "root_pinned_by_the_attacker_is_false:\n  value: true",
                "root_pinned_by_the_attacker_is_false:\n  value: false");
        Arbiter committee = Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("wxf-2018-committee"));
        assertEquals(List.of("闲"), committee.rule(PROBE_PINNED_ROOT, m).moves().get(0).labels());
    }
}
