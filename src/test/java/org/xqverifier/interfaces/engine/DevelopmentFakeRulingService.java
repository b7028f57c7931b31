package org.xqverifier.interfaces.engine;

import java.util.ArrayList;
import java.util.List;

import org.xqverifier.board.FenException;
import org.xqverifier.board.GameStatus;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;

/**
 * A DEVELOPMENT FAKE of the repetition engine, for testing the page and the API before the engine is on main. It is
 * not a rule book: it labels a checking move 将 and any other 闲, calls the first repeated position a cycle, and says
 * a side whose every move in the cycle checks must change. It lives in the tests only; the server itself answers
 * "engine not available" when it has no engine.
 */
public final class DevelopmentFakeRulingService implements RulingService {
    public static final String EDITION = "dev-fake";
    public static final String OTHER_EDITION = "dev-fake-lenient";

    @Override
    public List<EditionInfo> editions() {
        return List.of(new EditionInfo(EDITION, "development fake (not a rule book)"),
                new EditionInfo(OTHER_EDITION, "development fake that allows everything (not a rule book)"));
    }

    /** The fake rules without the engine, so it has no live referee: the page says so where it would list forbidden moves. */
    @Override
    public org.xqverifier.referee.Referee referee(String edition) {
        throw new org.xqverifier.edition.RulesException("the development fake has no live referee (edition '" + edition + "')");
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> iccsMoves) {
        if (!edition.equals(EDITION) && !edition.equals(OTHER_EDITION)) {
            throw new IllegalArgumentException("unknown edition " + edition);
        }
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        List<Long> keys = new ArrayList<>();
        keys.add(p.key());
        List<RulingResult.MoveRuling> moves = new ArrayList<>();
        RulingResult.Cycle cycle = null;
        for (int i = 0; i < iccsMoves.size(); i++) {
            Side mover = p.sideToMove();
            int move = Move.parseIccs(iccsMoves.get(i));
            int target = -1;
            p.make(move);
            boolean check = p.inCheck();
            if (check) {
                target = p.kingSquare(p.sideToMove());
            }
            moves.add(new RulingResult.MoveRuling(i + 1, iccsMoves.get(i), mover == Side.RED ? "red" : "black",
                    List.of(check ? "将" : "闲"),
                    target < 0 ? List.of() : List.of(org.xqverifier.board.Square.name(target))));
            int earlier = keys.indexOf(p.key());
            keys.add(p.key());
            if (cycle == null && earlier >= 0) {
                cycle = new RulingResult.Cycle(earlier + 1, i + 1 - earlier);
            }
        }
        String verdict = "none";
        String violator = null;
        if (cycle != null) {
            boolean redAlwaysChecks = true, blackAlwaysChecks = true;
            for (int ply = cycle.startPly(); ply < cycle.startPly() + cycle.length(); ply++) {
                RulingResult.MoveRuling m = moves.get(ply - 1);
                boolean checks = m.labels().contains("将");
                if (m.side().equals("red")) {
                    redAlwaysChecks &= checks;
                } else {
                    blackAlwaysChecks &= checks;
                }
            }
            verdict = "draw";
            if (edition.equals(EDITION) && redAlwaysChecks != blackAlwaysChecks) {
                verdict = redAlwaysChecks ? "red-must-change" : "black-must-change";
                violator = redAlwaysChecks ? "red" : "black";
            }
        } else if (p.status() != GameStatus.ONGOING) {
            verdict = p.sideToMove() == Side.RED ? "black-wins" : "red-wins";
        }
        return new RulingResult(edition, verdict, violator, cycle, moves,
                List.of(new RulingResult.Reason("dev-fake", "—", List.of(), "开发用假裁决，不是规则", "development fake, not a rule")));
    }
}
