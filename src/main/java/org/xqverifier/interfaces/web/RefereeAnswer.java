package org.xqverifier.interfaces.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.board.Move;
import org.xqverifier.interfaces.engine.RefereeJson;
import org.xqverifier.referee.Referee;
import org.xqverifier.referee.RefereeException;
import org.xqverifier.referee.RefereeGame;

import java.util.List;

/** {@code POST /api/referee}: the moves played through the edition's referee, and its status after the last. */
final class RefereeAnswer {
    private RefereeAnswer() {
    }

    /** The moves (already checked legal, Move codes) played from {@code startFen} under {@code edition}. */
    static ObjectNode after(String edition, String startFen, List<Integer> moves) {
        RefereeGame game;
        try {
            game = Referee.of(edition).newGame(startFen);
        } catch (RefereeException e) {
            throw RequestException.bad(e.getMessage(), "fen");
        }
        for (int i = 0; i < moves.size(); i++) {
            try {
                game.play(Move.iccs(moves.get(i)));
            } catch (RefereeException e) { // a move after the end of the game (mate, natural limit)
                throw new RequestException(400, "move " + (i + 1) + ": " + e.getMessage(), "moves", i);
            }
        }
        ObjectNode out = RefereeJson.of(game);
        ObjectNode answer = out.objectNode();
        answer.put("edition", edition);
        answer.put("start_fen", startFen);
        answer.setAll(out);
        return answer;
    }
}
