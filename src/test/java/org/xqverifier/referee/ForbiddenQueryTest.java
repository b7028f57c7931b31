package org.xqverifier.referee;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.LiveGame;
import org.xqverifier.repetition.Ruling;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The referee's forbidden-move query takes shortcuts: only moves back to a position that has stood often enough are
 * tried (a key lookup), each ply's facts are kept for every later ruling over it (and a repeated ply takes them over),
 * and a move that asks no ruling analyses a ply of the repetition ahead of the rulings that will need it (not when the
 * line is replayed, {@link RefereeGame#replay}: that status must be the same too). The plain
 * query ({@link LiveGame#reference}) does none of that: at every position it plays every legal move and rules each
 * cycle afresh, every ply analysed and searched. Over the corpus games that repeat a position, under every edition,
 * the two must give the same forbidden moves with the same rulings (verdict, violator, cycle, labels, reasons), and
 * the same ruling on each cycle a played move closes, at every position from the first that stands twice to a few
 * plies after the first ruling.
 */
class ForbiddenQueryTest {
    private static final Path CORPUS = Path.of("..", "shared", "corpus", "Liu_Dahua_1125_UCI_games.pgn");
    /** Games compared per edition: the first of the file that {@code xq rule --games} rules a repetition in. */
    private static final int GAMES = 30;

    @ParameterizedTest
    @ValueSource(strings = {"tw-2007", "wxf-2018", "cxa-2020"})
    void theQueryAnswersAsThePlainOne(String edition) throws Exception {
        assumeTrue(Files.isRegularFile(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath().normalize());
        Referee referee = Referee.of(edition);
        Arbiter batch = Arbiter.forEdition(edition);
        int games = 0, positions = 0, forbidden = 0, rulings = 0;
        List<String> problems = new ArrayList<>();
        for (Game g : PgnReader.read(CORPUS)) {
            if (games == GAMES) {
                break;
            }
            if (batch.firstRuling(g.startFen(), g.moves()).cycle().isEmpty()) {
                continue;
            }
            games++;
            RefereeGame fast = referee.newGame(g.startFen());
            RefereeGame replayed = referee.newGame(g.startFen()); // RefereeGame.replay: nothing analysed ahead
            LiveGame plain = LiveGame.reference(referee.editionInfo(), g.startFen());
            int from = -1, to = Integer.MAX_VALUE;
            for (int p = 0; p < g.moves().length && fast.ply() <= to; p++) {
                Status s = fast.play(Move.iccs(g.moves()[p]));
                Status r = replayed.replay(Move.iccs(g.moves()[p]));
                plain.play(g.moves()[p]);
                if (!r.equals(s)) {
                    problems.add(edition + " game " + g.number() + " ply " + s.ply() + ": played " + s + ", replayed " + r);
                }
                if (s.state().over() || s.state() == State.NATURAL_LIMIT) {
                    break;
                }
                if (from < 0 && fast.occurrences() > 1) {
                    from = s.ply();
                    to = from + RefereeChecks.WINDOW;
                }
                if (from < 0) {
                    continue;
                }
                positions++;
                String where = edition + " game " + g.number() + " ply " + s.ply();
                Ruling closed = plain.closedCycle();
                if (s.state() == State.REPETITION) {
                    rulings++;
                    check(problems, where + " ruling", closed, s.ruling());
                    to = Math.min(to, s.ply() + RefereeChecks.AFTER_RULING);
                }
                List<LiveGame.Forbidden> expected = plain.forbidden();
                List<String> moves = new ArrayList<>();
                for (LiveGame.Forbidden f : expected) {
                    moves.add(Move.iccs(f.move()));
                }
                List<String> found = new ArrayList<>();
                for (ForbiddenMove f : s.forbidden()) {
                    found.add(f.move());
                }
                if (!moves.equals(found)) {
                    problems.add(where + ": forbidden " + found + ", the plain query " + moves);
                    continue;
                }
                for (int i = 0; i < expected.size(); i++) {
                    ForbiddenMove f = s.forbidden().get(i);
                    check(problems, where + " " + f.move(), expected.get(i).ruling(), f.ruling());
                    if (expected.get(i).occurrence() != f.occurrence()) {
                        problems.add(where + " " + f.move() + ": occurrence " + f.occurrence() + ", the plain query "
                                + expected.get(i).occurrence());
                    }
                    forbidden++;
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(games == GAMES, "the corpus must hold " + GAMES + " games that repeat a position, found " + games);
        assertTrue(positions >= 200, "positions compared: " + positions);
        assertTrue(forbidden >= 20, "forbidden moves compared: " + forbidden);
        assertTrue(rulings >= 20, "rulings compared: " + rulings);
    }

    private static void check(List<String> problems, String where, Ruling expected, Ruling found) {
        if (!expected.equals(found)) {
            problems.add(where + ": " + found + ", the plain query " + expected);
        }
    }
}
