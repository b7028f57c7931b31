package org.xqverifier.referee;

import org.junit.jupiter.api.Test;
import org.xqverifier.record.Corpus;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.repetition.Arbiter;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bounded part of the corpus check ({@link RefereeChecks}): the first 300 games of one corpus file under every
 * edition, move by move through the referee — its first repetition ruling equals the batch ruler's, and at the
 * positions of each repetition every forbidden move played gives its ruling and no allowed move makes the mover the
 * one who must change. The whole corpus and the XQF collection: {@code RefereeCorpusCheck} (benchmark profile).
 */
class RefereeCorpusTest {
    @Test
    void theFirstGamesOfTheCorpus() throws Exception {
        List<Game> games = PgnReader.read(Corpus.file("Liu_Dahua_1125_UCI_games.pgn")).subList(0, 300);
        RefereeChecks checks = RefereeCasebookTest.EDITIONS.parallelStream().map(edition -> {
            RefereeChecks own = new RefereeChecks();
            Referee referee = Referee.of(edition);
            Arbiter batch = Arbiter.forEdition(edition);
            for (Game g : games) {
                own.game(referee, batch, edition + " Liu Dahua game " + g.number(), g.startFen(), g.moves(), true);
            }
            return own;
        }).reduce(new RefereeChecks(), RefereeChecks::add);
        System.out.print("referee over 300 corpus games:\n" + checks.report());
        assertTrue(checks.problems.isEmpty(), checks.report());
        assertTrue(checks.of("games") == 900, checks.report());
        assertTrue(checks.of("forbidden moves tried") > 0 && checks.of("positions tried") > 100, checks.report());
    }
}
