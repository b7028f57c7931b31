package org.xqverifier.record;

import org.xqverifier.board.Fen;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;

/**
 * Writes games as PGN for Xiangqi: {@code [Game "Chinese Chess"]} first, then the seven-tag roster (Event, Site,
 * Date, Round, Red, Black, Result), the other tags in their order, {@code FEN} for a set-up position and
 * {@code Format} naming the notation; then numbered moves, comments in braces, variations in parentheses after the
 * move they replace (nested as recorded), and the result. Always UTF-8
 * without a BOM, lines of at most 80 characters.
 */
public final class PgnWriter {
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "Red", "Black", "Result");
    private static final Set<String> WRITTEN_APART = Set.of("Game", "FEN", "Format", "Result");

    private PgnWriter() {
    }

    public static void write(List<Game> games, MoveNotation notation, Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Game g : games) {
            if (sb.length() > 0) sb.append('\n');
            sb.append(write(g, notation));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    }

    public static String write(Game game, MoveNotation notation) {
        StringBuilder sb = new StringBuilder();
        sb.append(tag("Game", "Chinese Chess"));
        Map<String, String> tags = game.tags();
        for (String name : ROSTER) {
            if (name.equals("Result")) sb.append(tag("Result", game.result()));
            else if (tags.containsKey(name)) sb.append(tag(name, tags.get(name)));
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!ROSTER.contains(e.getKey()) && !WRITTEN_APART.contains(e.getKey())) sb.append(tag(e.getKey(), e.getValue()));
        }
        Position position = game.startPosition();
        if (!position.toFen().split(" ")[0].equals(Fen.START.split(" ")[0]) || position.sideToMove() != Side.RED) {
            sb.append(tag("FEN", position.toFen()));
        }
        sb.append(tag("Format", formatName(notation)));
        sb.append('\n');

        Line out = new Line(sb);
        comment(out, game.comments().get(0));
        line(out, position, game.moves(), game.comments(), game.variations(), fullMoveNumber(game.startFen()), notation);
        out.word(game.result());
        out.end();
        return sb.toString();
    }

    /**
     * Writes a line of moves from {@code position} (left as found): each move, the comment after it, then the
     * variations that replace it, in parentheses, from the position before it.
     */
    private static void line(Line out, Position position, int[] moves, Map<Integer, String> comments,
                             List<Variation> variations, int moveNumber, MoveNotation notation) {
        boolean numberNext = true;
        int v = 0;
        for (int i = 0; i < moves.length; i++) {
            boolean red = position.sideToMove() == Side.RED;
            String text = notation.write(position, moves[i]);
            // a move number stays on the line of its move
            if (red) out.word(moveNumber + ". " + text);
            else if (numberNext) out.word(moveNumber + "... " + text);
            else out.word(text);
            numberNext = false;
            position.make(moves[i]);
            if (comments.containsKey(i + 1)) {
                comment(out, comments.get(i + 1));
                numberNext = true;
            }
            if (v < variations.size() && variations.get(v).ply() == i) {
                position.unmake();
                for (; v < variations.size() && variations.get(v).ply() == i; v++) {
                    Variation variation = variations.get(v);
                    out.open();
                    line(out, position, variation.moves(), variation.comments(), variation.variations(), moveNumber,
                            notation);
                    out.close();
                }
                position.make(moves[i]);
                numberNext = true;
            }
            if (!red) moveNumber++;
        }
        for (int i = 0; i < moves.length; i++) position.unmake();
    }

    private static String formatName(MoveNotation notation) {
        if (notation == Notations.CHINESE) return "Chinese";
        return notation.name().toUpperCase(java.util.Locale.ROOT);
    }

    private static int fullMoveNumber(String fen) {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length >= 6) {
            try {
                return Math.max(1, Integer.parseInt(fields[5]));
            } catch (NumberFormatException ignored) {
                return 1;
            }
        }
        return 1;
    }

    private static void comment(Line out, String text) {
        if (text == null || text.isEmpty()) return;
        out.word("{" + text.replace('}', ')').replace('\n', ' ') + "}");
    }

    private static String tag(String name, String value) {
        return "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]\n";
    }

    /** Fills lines up to 80 characters (Chinese characters count as two columns). */
    private static final class Line {
        final StringBuilder sb;
        int width;
        boolean opening;

        Line(StringBuilder sb) {
            this.sb = sb;
        }

        void word(String w) {
            if (opening) {
                w = "(" + w;
                opening = false;
            }
            int wWidth = 0;
            for (int i = 0; i < w.length(); i++) wWidth += w.charAt(i) >= 0x2E80 ? 2 : 1;
            if (width > 0 && width + 1 + wWidth > 80) {
                sb.append('\n');
                width = 0;
            }
            if (width > 0) {
                sb.append(' ');
                width++;
            }
            sb.append(w);
            width += wWidth;
        }

        /** The next word starts a variation: "(" is written before it. */
        void open() {
            opening = true;
        }

        void close() {
            if (width + 1 > 80) {
                sb.append('\n');
                width = 0;
            }
            sb.append(')');
            width++;
        }

        void end() {
            sb.append('\n');
        }
    }
}
