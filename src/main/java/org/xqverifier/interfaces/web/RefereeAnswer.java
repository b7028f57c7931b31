package org.xqverifier.interfaces.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.board.Move;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.engine.RefereeJson;
import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.notation.Notations;
import org.xqverifier.referee.RefereeException;
import org.xqverifier.referee.RefereeGame;

import java.util.List;

/** {@code POST /api/referee}: the moves played through the edition's referee, and its status after the last. */
final class RefereeAnswer {
    private RefereeAnswer() {
    }

    /** The moves (already checked legal, Move codes) played from {@code startFen} under {@code edition} of {@code rulings}. */
    static ObjectNode after(RulingService rulings, String edition, String startFen, List<Integer> moves) {
        RefereeGame game;
        try {
            game = rulings.referee(edition).newGame(startFen);
        } catch (RulesException e) { // an edition the rulings know but the referee cannot serve (no repetition rules)
            throw RequestException.bad(e.getMessage(), "edition");
        } catch (RefereeException e) {
            throw RequestException.bad(e.getMessage(), "fen");
        }
        for (int i = 0; i < moves.size(); i++) {
            try {
                game.replay(Move.iccs(moves.get(i))); // the whole line is known: nothing to analyse ahead
            } catch (RefereeException e) { // a move after the end of the game (mate, natural limit)
                throw new RequestException(400, "move " + (i + 1) + ": " + e.getMessage(), "moves", i);
            }
        }
        ObjectNode out = RefereeJson.of(game);
        ObjectNode answer = out.objectNode();
        answer.put("edition", edition);
        answer.put("start_fen", startFen);
        answer.setAll(out);
        // The page writes the moves in the script of its language, as /api/position's chinese_hant.
        for (JsonNode f : answer.get("forbidden")) {
            traditional((ObjectNode) f);
        }
        if (answer.get("forbidden_played") instanceof ObjectNode played) {
            traditional(played);
        }
        return answer;
    }

    private static void traditional(ObjectNode move) {
        if (move.hasNonNull("chinese")) {
            move.put("chinese_hant", Notations.traditional(move.get("chinese").asText()));
        }
    }
}
