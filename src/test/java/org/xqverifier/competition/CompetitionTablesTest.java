package org.xqverifier.competition;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xqverifier.edition.RulesException;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A committee's competition table is bound to its record: a value outside its closed set, a number of the wrong type
 * or out of range, a seed the stage cannot have is one error at the child's file, line and column, before anything is
 * computed. Each table patches its parent's (tw-2007, axf-events) by the rows it names.
 */
class CompetitionTablesTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "tw-2007    | pairing.yaml    | round_one:\\n  method: adjacen | pairing.yaml:2:3: 'round_one.method' must be one of [\"adjacent\", \"split-halves\", \"drawn-halves\"]",
            "tw-2007    | pairing.yaml    | colour:\\n  steps: [balance, parity] | pairing.yaml:2:20: 'colour.steps[2]' must be one of",
            "tw-2007    | pairing.yaml    | colour:\\n  max_same_in_a_row: 0 | pairing.yaml:2:3: 'colour.max_same_in_a_row' must be a whole number of at least 1",
            "tw-2007    | pairing.yaml    | matching:\\n  preferences: [floats, score-gap, colour-due] | pairing.yaml:2:3: 'matching.preferences' misses group-order (every one must be placed in the order)",
            "tw-2007    | scoring.yaml    | game_points:\\n  win: {red: two, black: 2} | scoring.yaml:2:9: 'game_points.win.red': number expected, string found",
            "tw-2007    | unplayed.yaml   | bye:\\n  opponents_score: lowest | unplayed.yaml:2:3: 'bye.opponents_score' must be one of",
            "tw-2007    | tiebreaks.yaml  | direct_encounter:\\n  mode: pairs | tiebreaks.yaml:2:3: 'direct_encounter.mode' must be one of",
            "tw-2007    | ranking.yaml    | first_place_shared: maybe | ranking.yaml:1:1: 'first_place_shared': boolean expected, string found",
            "axf-events | knockout.yaml   | formats:\\n  axf-5+2:\\n    semi_final:\\n      pairs: [[1, 4], [2, 5]] | knockout.yaml:4:23: 'formats.axf-5+2.semi_final.pairs[2]' must be two seeds from 1 to 4",
            "axf-events | knockout.yaml   | formats:\\n  axf-6+1:\\n    final:\\n      colour: [balance, coin] | knockout.yaml:4:25: 'formats.axf-6+1.final.colour[2]' must be one of",
            "axf-events | individual.yaml | reserve:\\n  counts: two-boards | individual.yaml:2:3: 'reserve.counts' must be one of",
    })
    void aCommitteesMistakeIsReportedAtItsRow(String base, String table, String yaml, String message) throws Exception {
        Path folder = tmp.resolve("draft");
        Files.createDirectories(folder.resolve("competition"));
        Files.writeString(folder.resolve("edition.yaml"), "id: draft\ntitle: {zh: 草案, en: draft}\nextends: " + base + "\n");
        Files.writeString(folder.resolve("competition/" + table), yaml.replace("\\n", "\n") + "\n");
        RulesException e = assertThrows(RulesException.class, () -> CompetitionRules.forEdition(folder.getParent(), "draft"));
        assertTrue(e.getMessage().contains("draft/competition/" + message), e.getMessage());
    }
}
