package org.xqverifier.interfaces.engine;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.referee.ForbiddenMove;
import org.xqverifier.referee.RefereeGame;
import org.xqverifier.referee.Status;
import org.xqverifier.edition.Citation;
import org.xqverifier.repetition.Ruling;

/**
 * The referee's answer as JSON, one shape for {@code xq referee} and {@code POST /api/referee} (docs/referee.md):
 * {@code ply}, {@code status}, {@code side_to_move}, {@code fen}, the move just played, the {@code ruling} when there
 * is one (the {@code xq rule --json} object plus its decisive {@code pattern} and {@code article}), and
 * {@code forbidden}, the side to move's forbidden moves.
 */
public final class RefereeJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RefereeJson() {
    }

    /** The status of {@code game} now. */
    public static ObjectNode of(RefereeGame game) {
        Status s = game.status();
        ObjectNode out = MAPPER.createObjectNode();
        out.put("ply", s.ply());
        out.put("status", s.state().code());
        out.put("side_to_move", s.sideToMove());
        out.put("fen", game.fen());
        if (s.lastMove() != null) {
            ObjectNode last = out.putObject("last_move");
            last.put("move", s.lastMove());
            last.put("chinese", game.lastMove("chinese"));
        }
        if (s.ruling() != null) {
            out.set("ruling", ruling(s.ruling()));
        }
        ArrayNode forbidden = out.putArray("forbidden");
        for (ForbiddenMove f : s.forbidden()) {
            forbidden.add(forbidden(f));
        }
        if (s.forbiddenPlayed() != null) {
            out.set("forbidden_played", forbidden(s.forbiddenPlayed()));
        }
        if (!s.forbidden().isEmpty() || s.forbiddenPlayed() != null) {
            out.set("forbidden_from", reason(s.forbiddenRow()));
        }
        return out;
    }

    /** A refused input: {@code {"error": …, "ply": …}} (the game as it was). */
    public static ObjectNode error(String message, int ply) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("error", org.xqverifier.board.Quoted.longRuns(message));
        out.put("ply", ply);
        return out;
    }

    /** The ruling as {@code xq rule --json} prints it, led by its verdict's decisive pattern and article. */
    static ObjectNode ruling(Ruling r) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("verdict", r.code());
        if (r.violator() != null) {
            out.put("violator", r.violator());
        }
        if (!r.reasons().isEmpty()) {
            out.put("pattern", r.reasons().get(0).id());
            out.put("article", r.reasons().get(0).article());
        }
        ObjectNode full = MAPPER.valueToTree(ArbiterRulingService.result(r));
        full.remove("verdict");
        full.remove("violator");
        out.setAll(full);
        out.put("ply", r.decisionPly());
        return out;
    }

    private static ObjectNode forbidden(ForbiddenMove f) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("move", f.move());
        if (f.chinese() != null) {
            out.put("chinese", f.chinese());
        }
        out.put("verdict", f.ruling().code());
        out.put("pattern", f.pattern());
        out.put("article", f.article());
        ObjectNode cycle = out.putObject("cycle");
        cycle.put("start_ply", f.cycle().startPly());
        cycle.put("length", f.cycle().length());
        out.put("occurrence", f.occurrence());
        out.set("reasons", MAPPER.valueToTree(ArbiterRulingService.result(f.ruling()).reasons()));
        return out;
    }

    private static ObjectNode reason(Citation r) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("rule", r.id());
        out.put("article", r.article());
        out.put("zh", r.zh());
        out.put("en", r.en());
        if (r.sourceEdition() != null) {
            out.put("edition", r.sourceEdition()); // the edition whose table the row is in (wxf-2018 inherits tw-2007's)
        }
        return out;
    }
}
