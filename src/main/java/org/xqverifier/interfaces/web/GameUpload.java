package org.xqverifier.interfaces.web;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.Quoted;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.notation.MoveNumbers;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.Game;
import org.xqverifier.record.GameRead;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.TextEncoding;
import org.xqverifier.record.Variation;
import org.xqverifier.record.XqfReader;

/**
 * A game file the arbiter opens on the page ({@code POST /api/games}, the file's bytes as the body): PGN in any encoding
 * the record readers know, or XQF (by its signature). The answer lists its games (event, round, date, players,
 * result, plies, whether a position repeats, a game that cannot be read whole) and gives one game to load: its tags,
 * start, moves in ICCS, variations, and the move that could not be played after its legal ones. A file is read whole
 * on each request: the page keeps the file and sends it again to pick another game or variation.
 */
final class GameUpload {
    /** A tournament's PGN (the corpus's largest file is under 1 MB) fits; the page says so before sending a larger one. */
    static final int MAX_BYTES = 4 * 1024 * 1024;
    private static final int MAX_VARIATIONS = 300;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String name;
    private final List<GameRead> games;
    private final String kind;

    private GameUpload(String name, List<GameRead> games, String kind) {
        this.name = name;
        this.games = games;
        this.kind = kind;
    }

    /** Reads at most {@link #MAX_BYTES} from the body; a larger body is refused with 413 before it is all read. */
    static byte[] body(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw new RequestException(413, "file too large: at most " + MAX_BYTES / (1024 * 1024) + " MB", "file", null);
        }
        if (bytes.length == 0) {
            throw RequestException.bad("no file: send the file's bytes as the request body", "file");
        }
        return bytes;
    }

    /** @param name the file's name as the page gives it, for messages only */
    static GameUpload read(byte[] bytes, String name) {
        String source = name == null || name.isBlank() ? "the file" : Quoted.cut(name.strip(), 80);
        try {
            if (bytes.length >= 2 && bytes[0] == 'X' && bytes[1] == 'Q') {
                return new GameUpload(source, List.of(XqfReader.readKeepingLegalMoves(bytes, source)), "xqf");
            }
            List<GameRead> games = PgnReader.readKeepingLegalMoves(TextEncoding.decode(bytes, source).text(), source);
            if (games.isEmpty() || games.stream().allMatch(GameUpload::nothingRead)) {
                throw RequestException.bad(source + ": no game in this file (a PGN or XQF file was expected)"
                        + (games.isEmpty() ? "" : ": " + games.get(0).problem().getMessage()), "file");
            }
            return new GameUpload(source, games, "pgn");
        } catch (RecordException e) {
            throw RequestException.bad(e.getMessage(), "file");
        }
    }

    /** Neither a tag nor a move that could be played: text that is not a game record. */
    private static boolean nothingRead(GameRead g) {
        return g.problem() != null && (g.game() == null || g.game().plies() == 0 && g.game().tags().isEmpty());
    }

    int size() {
        return games.size();
    }

    /** The game to rule for "whether it repeats", or null when it could not be started. */
    Game game(int index) {
        return games.get(index).game();
    }

    /**
     * The list: one row per game; {@code cycles[i]} is where game i first repeats under the page's edition (null: it
     * does not), for the first {@code checked} games (those past it were not reached in time).
     */
    ObjectNode listing(RulingResult.Cycle[] cycles, int checked, String edition) {
        ObjectNode out = JSON.createObjectNode();
        out.put("file", name);
        out.put("kind", kind);
        out.put("edition", edition);
        ArrayNode rows = out.putArray("games");
        for (int i = 0; i < games.size(); i++) {
            GameRead g = games.get(i);
            ObjectNode row = rows.addObject();
            row.put("number", i + 1);
            Game game = g.game();
            Map<String, String> tags = game == null ? Map.of() : game.tags();
            for (String tag : List.of("Event", "Round", "Date", "Site", "Red", "Black")) {
                if (tags.get(tag) != null && !tags.get(tag).isBlank()) {
                    row.put(tag.toLowerCase(java.util.Locale.ROOT), Quoted.cut(tags.get(tag).strip(), 120));
                }
            }
            if (game != null) {
                row.put("result", game.result());
                row.put("plies", game.plies());
            }
            if (g.problem() != null) {
                row.put("error", g.problem().reason());
                if (game != null && g.problem().ply() > 0) {
                    row.put("bad_number", MoveNumbers.from(game.startPosition()).label(g.problem().ply()));
                }
            }
            if (game != null && i < checked) {
                RulingResult.Cycle c = cycles[i];
                row.put("repeats", c != null);
                if (c != null) {
                    row.put("cycle", MoveNumbers.from(game.startPosition()).range(c.startPly(), c.startPly() + c.length() - 1));
                }
            } else {
                row.putNull("repeats");
            }
        }
        return out;
    }

    /**
     * Game {@code number} (from 1), along variation {@code variationId} (from 1, depth first as {@link #variations}
     * lists them) or its main line when null.
     */
    ObjectNode game(int number, Integer variationId) {
        if (number < 1 || number > games.size()) {
            throw RequestException.bad("game must be between 1 and " + games.size(), "game");
        }
        GameRead read = games.get(number - 1);
        Game game = read.game();
        if (game == null) {
            throw RequestException.bad(read.problem().getMessage(), "game");
        }
        List<Found> found = new ArrayList<>();
        walk(game.variations(), 0, 0, found);
        Game line = game;
        RecordException problem = read.problem();
        if (variationId != null) {
            if (variationId < 1 || variationId > found.size()) {
                throw RequestException.bad("variation must be between 1 and " + found.size(), "variation");
            }
            line = game.alongVariation(found.get(variationId - 1).variation);
            problem = null; // the bad move is on the main line
        }
        ObjectNode out = JSON.createObjectNode();
        out.put("number", number);
        ObjectNode tags = out.putObject("tags");
        game.tags().forEach((k, v) -> {
            if (PastedGame.SHOWN_TAGS.contains(k) && v != null && !v.isBlank()) {
                tags.put(k, Quoted.cut(v.strip(), 200));
            }
        });
        tags.put("Result", game.result());
        Position start = game.startPosition();
        out.put("start_fen", start.toFen());
        ArrayNode moves = out.putArray("moves");
        for (int m : line.moves()) {
            moves.add(Move.iccs(m));
        }
        MoveNumbers numbers = MoveNumbers.from(start);
        if (problem != null) {
            ObjectNode bad = out.putObject("bad_move");
            int ply = Math.max(1, problem.ply());
            bad.put("index", ply - 1);
            bad.put("number", numbers.label(ply));
            bad.put("text", problem.moveText() == null ? "?" : problem.moveText());
            bad.put("reason", problem.reason());
        }
        ArrayNode variations = out.putArray("variations");
        for (int i = 0; i < found.size() && i < MAX_VARIATIONS; i++) {
            Found f = found.get(i);
            Game along = game.alongVariation(f.variation);
            Position p = along.positionAfter(f.start);
            String chinese = Notations.CHINESE.write(p, along.move(f.start));
            variations.addObject().put("id", i + 1).put("depth", f.depth).put("ply", f.start + 1)
                    .put("number", numbers.label(f.start + 1)).put("chinese", chinese)
                    .put("chinese_hant", Notations.traditional(chinese)).put("plies", f.variation.plies());
        }
        if (variationId == null) {
            out.putNull("variation");
        } else {
            out.put("variation", variationId);
        }
        return out;
    }

    /** A variation, the index in its whole line of its first move, and how deep it is nested. */
    private record Found(Variation variation, int start, int depth) {
    }

    private static void walk(List<Variation> variations, int lineStart, int depth, List<Found> out) {
        for (Variation v : variations) {
            int start = lineStart + v.ply();
            out.add(new Found(v, start, depth));
            walk(v.variations(), start, depth + 1, out);
        }
    }
}
