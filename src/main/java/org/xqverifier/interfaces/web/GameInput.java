package org.xqverifier.interfaces.web;

import org.xqverifier.interfaces.engine.MoveText;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.Position;

/**
 * A start position and the moves played from it, as the page sends them: a FEN (default: the initial position) and
 * moves in any notation the build reads, either as a list or as pasted text — a bare move list or a PGN game, whose
 * FEN tag sets the start position. Every move is checked legal; the first that is not is reported with its number, or,
 * when the legal prefix is to be kept, ends the moves and is kept as {@link #badMove}.
 */
final class GameInput {

    /** A move that could not be played after the legal ones: its index (0-based), its text and why. */
    record BadMove(int index, String text, String reason) {
    }

    final String startFen;
    final List<String> warnings;
    final List<Integer> moves;
    /** The pasted PGN's tags the page shows (Event, Round, Red, …); empty for a bare move list. */
    final Map<String, String> tags;
    /** Null unless the legal prefix was kept. */
    final BadMove badMove;

    private GameInput(String startFen, List<String> warnings, List<Integer> moves, Map<String, String> tags, BadMove badMove) {
        this.startFen = startFen;
        this.warnings = warnings;
        this.moves = moves;
        this.tags = tags;
        this.badMove = badMove;
    }

    /**
     * @param fen      the start position, null or blank for the initial position
     * @param moves    the moves as separate strings, or null
     * @param pasted   pasted text (a move list or a PGN game), or null; its FEN tag wins over {@code fen}
     * @param maxMoves the most plies accepted
     * @param onTime   called between moves; throws when the request has run out of time
     */
    static GameInput read(String fen, List<String> moves, String pasted, MoveText text, int maxMoves, Runnable onTime) {
        return read(fen, moves, pasted, text, maxMoves, onTime, false);
    }

    /** @param keepLegalPrefix a move that cannot be played ends the moves (kept as {@link #badMove}) instead of failing */
    static GameInput read(String fen, List<String> moves, String pasted, MoveText text, int maxMoves, Runnable onTime,
                          boolean keepLegalPrefix) {
        List<String> tokens = new ArrayList<>();
        Map<String, String> tags = Map.of();
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
            tags = game.tags;
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
        BadMove bad = null;
        for (int i = 0; i < tokens.size(); i++) {
            onTime.run();
            int move;
            try {
                move = text.parse(position, tokens.get(i));
            } catch (IllegalArgumentException e) {
                if (keepLegalPrefix) {
                    bad = new BadMove(i, tokens.get(i), withoutQuotedMove(e.getMessage()));
                    break;
                }
                throw new RequestException(400, "move " + (i + 1) + ": " + e.getMessage(), "moves", i);
            }
            position.make(move);
            played.add(move);
        }
        return new GameInput(canonicalStart, warnings, played, tags, bad);
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

    /** "\"e2e9\": illegal move: …" without the move it names (the page shows the move beside the reason). */
    private static String withoutQuotedMove(String message) {
        if (message != null && message.startsWith("\"")) {
            int end = message.indexOf("\": ", 1);
            if (end > 0) {
                return message.substring(end + 3);
            }
        }
        return message;
    }
}
