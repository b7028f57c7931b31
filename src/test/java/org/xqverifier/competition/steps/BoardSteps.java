package org.xqverifier.competition.steps;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.competition.IndividualScores;
import org.xqverifier.competition.Tournament;
import org.xqverifier.competition.TournamentReader;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Steps for players' individual results in team events: a whole tournament file, then the board tables. */
public class BoardSteps {
    private Tournament tournament;

    @Given("the team tournament file:")
    public void file(String yaml) {
        tournament = TournamentReader.parse(Path.of("scenario.yaml"), yaml);
    }

    @Then("the individual results are:")
    public void results(DataTable expected) {
        IndividualScores s = IndividualScores.of(tournament, CompetitionRules.forEdition(tournament.event().edition()));
        for (Map<String, String> row : expected.asMaps()) {
            IndividualScores.Line l = s.lines().stream().filter(x -> x.player().equals(row.get("player"))).findFirst().orElse(null);
            assertNotNull(l, "no line for " + row.get("player") + " in " + s.lines());
            assertEquals(Integer.parseInt(row.get("board")), l.board(), "board of " + l.player());
            assertEquals(Double.parseDouble(row.get("points")), l.points(), "points of " + l.player());
            assertEquals(Integer.parseInt(row.get("games")), l.games(), "games of " + l.player());
        }
    }
}
