package org.xqverifier.competition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Individual results in team events: the reserve rule is a row a committee can change; line-ups are checked. */
class IndividualScoresTest {
    private static final Path EXAMPLE = Path.of("examples/competition/axf-team-reserves.yaml");

    private static IndividualScores.Line line(IndividualScores s, String player) {
        return s.lines().stream().filter(l -> l.player().equals(player)).findFirst().orElseThrow();
    }

    @Test
    void aReserveCountsOneBoardUntilTheCommitteeCountsThemAll(@TempDir Path dir) throws IOException {
        Tournament t = TournamentReader.read(EXAMPLE);
        IndividualScores bundled = IndividualScores.of(t, CompetitionRules.forEdition("axf-events"));
        assertEquals(1.0, line(bundled, "A4").points());
        assertEquals(1, line(bundled, "A4").gamesNotCounted());

        CommitteeCopy.copyTree(Path.of("rules/axf-events"), dir.resolve("axf-events"));
        Path table = dir.resolve("axf-events/competition/individual.yaml");
        Files.writeString(table, Files.readString(table).replace("counts: one-board", "counts: every-board"));
        IndividualScores all = IndividualScores.of(t, CompetitionRules.forEdition(dir, "axf-events"));
        assertEquals(3.0, line(all, "A4").points(), "1 for the draw on board 2 + 2 for the win on board 3");
        assertEquals(2, line(all, "A4").games());
    }

    @Test
    void aLineupNamingAnotherTeamsPlayerIsRefusedWithItsField() throws IOException {
        String text = Files.readString(EXAMPLE).replace("black: [B1, B2, B3]", "black: [B1, B2, C3]");
        TournamentFileException e = assertThrows(TournamentFileException.class, () -> TournamentReader.parse(EXAMPLE, text));
        assertTrue(e.getMessage().contains("rounds[1].games[1].lineup.black[3]") && e.getMessage().contains("not a player of team B"),
                e.getMessage());
    }
}
