package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.MoveText;

import java.util.ArrayList;
import java.util.List;

import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.Position;

/**
 * A start position and the moves played from it, as the page sends them: a FEN (default: the initial position) and
 * moves in any notation the build reads, either as a list or as pasted text — a bare move list or a PGN game, whose
 * FEN tag sets the start position. Every move is checked legal; the first that is not is reported with its number.
 */
final class GameInput {

    final String startFen;
    final List<String> warnings;
    final List<Integer> moves;

    private GameInput(String startFen, List<String> warnings, List<Integer> moves) {
        this.startFen = startFen;
        this.warnings = warnings;
        this.moves = moves;
    }

    /**
     * @param fen      the start position, null or blank for the initial position
     * @param moves    the moves as separate strings, or null
     * @param pasted   pasted text (a move list or a PGN game), or null; its FEN tag wins over {@code fen}
     * @param maxMoves the most plies accepted
     * @param onTime   called between moves; throws when the request has run out of time
     */
    static GameInput read(String fen, List<String> moves, String pasted, MoveText text, int maxMoves, Runnable onTime) {
        List<String> tokens = new ArrayList<>();
        if (moves != null) {
            for (String m : moves) {
                if (m == null || m.isBlank()) {
                    throw RequestException.bad("move " + (tokens.size() + 1) + " is empty", "moves");
                }
                tokens.add(m.trim());
            }
        }
        if (pasted != null && !pasted.isBlank()) {
            PastedGame game = PastedGame.scan(pasted);
            if (game.fenTag != null) {
                fen = game.fenTag;
            }
            tokens.addAll(game.moves);
        }
        if (tokens.size() > maxMoves) {
            throw RequestException.bad("too many moves: " + tokens.size() + " (at most " + maxMoves + " plies per request)", "moves");
        }
        String start = fen == null || fen.isBlank() ? Fen.START : fen.trim();
        Position position;
        List<String> warnings = new ArrayList<>();
        try {
            FenValidation validation = Fen.validate(start);
            if (!validation.acceptable()) {
                throw RequestException.bad("impossible position: " + String.join("; ", validation.messages()), "fen");
            }
            warnings.addAll(validation.messages());
            position = Position.fromFen(start);
        } catch (FenException e) {
            throw RequestException.bad(e.getMessage().startsWith("FEN ") ? "bad " + e.getMessage() : "bad FEN: " + e.getMessage(), "fen");
        }
        String canonicalStart = position.toFen();
        List<Integer> played = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            onTime.run();
            int move;
            try {
                move = text.parse(position, tokens.get(i));
            } catch (IllegalArgumentException e) {
                throw new RequestException(400, "move " + (i + 1) + ": " + e.getMessage(), "moves", i);
            }
            position.make(move);
            played.add(move);
        }
        return new GameInput(canonicalStart, warnings, played);
    }

    /** The position after the first {@code plies} moves. */
    Position positionAfter(int plies) {
        Position p;
        try {
            p = Position.fromFen(startFen);
        } catch (FenException e) {
            throw new IllegalStateException("a FEN this class wrote does not read back: " + startFen, e);
        }
        for (int i = 0; i < plies; i++) {
            p.make(moves.get(i));
        }
        return p;
    }

    /** The moves of a pasted text (a move list or a PGN game); see {@link PastedGame}. */
    static List<String> moveTokens(String pasted) {
        return PastedGame.scan(pasted).moves;
    }
}
