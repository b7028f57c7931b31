package org.xqverifier.record;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;

/**
 * The text of one game of a PGN file, cut out so that games can be read apart (on several threads) and one at a time.
 * {@link #split} cuts where {@link PgnReader} starts a new game: at a tag after move text, outside comments and
 * variations. {@link #read} reads the common plain form — tags and ICCS moves, nothing else — with a small scanner,
 * and hands anything else (other notations, comments, variations, errors) to {@link PgnReader}, so both give the
 * same games and the same messages.
 *
 * @param source the file, for messages
 * @param text   the game's text (usually one game; a result followed by more moves starts another, as in PgnReader)
 * @param line   the line of the file the text starts on
 */
public record PgnGameText(String source, String text, int line) {

    /** The games of a file's text, one after the other; nothing is read until asked for. */
    public static Iterator<PgnGameText> split(String text, String source) {
        return new Iterator<>() {
            private int pos;
            private int line = 1;

            @Override
            public boolean hasNext() {
                skipBlank();
                return pos < text.length();
            }

            private void skipBlank() {
                while (pos < text.length()) {
                    char c = text.charAt(pos);
                    if (c == '\n') {
                        line++;
                    } else if (!Character.isWhitespace(c) && c != '\u3000' && c != '\uFEFF') {
                        return;
                    }
                    pos++;
                }
            }

            @Override
            public PgnGameText next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                int start = pos, startLine = line;
                boolean movetext = false, lineStart = true;
                for (int i = pos - 1; i >= 0 && text.charAt(i) != '\n'; i--) {
                    lineStart &= Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '\u3000' || text.charAt(i) == '\uFEFF';
                }
                while (pos < text.length()) {
                    char c = text.charAt(pos);
                    if (c == '\n') {
                        line++;
                        pos++;
                        lineStart = true;
                        continue;
                    }
                    if (Character.isWhitespace(c) || c == '\u3000' || c == '\uFEFF') {
                        pos++;
                        continue;
                    }
                    if (c == '%' && lineStart) {
                        skipTo('\n');
                        continue;
                    }
                    lineStart = false;
                    if (c == '[') {
                        if (movetext) {
                            break;
                        }
                        skipTag();
                    } else if (c == '{') {
                        pos++;
                        skipTo('}');
                        pos++;
                        movetext = true;
                    } else if (c == ';') {
                        skipTo('\n');
                        movetext = true;
                    } else if (c == '(') {
                        skipVariation();
                        movetext = true;
                    } else {
                        pos++;
                        movetext = true;
                    }
                }
                return new PgnGameText(source, text.substring(start, pos), startLine);
            }

            /** Past the tag's closing '"]' on this line, or to the line's end (the reader will say what is wrong). */
            private void skipTag() {
                int eol = text.indexOf('\n', pos);
                eol = eol < 0 ? text.length() : eol;
                int open = text.indexOf('"', pos);
                int end = eol;
                if (open >= 0 && open < eol) {
                    for (int i = open + 1; i < eol; i++) {
                        if (text.charAt(i) == '\\') {
                            i++;
                        } else if (text.charAt(i) == '"') {
                            int j = i + 1;
                            while (j < eol && Character.isWhitespace(text.charAt(j))) j++;
                            if (j < eol && text.charAt(j) == ']') {
                                end = j + 1;
                                break;
                            }
                        }
                    }
                }
                pos = end;
            }

            private void skipTo(char stop) {
                while (pos < text.length() && text.charAt(pos) != stop) {
                    if (text.charAt(pos) == '\n') line++;
                    pos++;
                }
            }

            private void skipVariation() {
                int depth = 0;
                while (pos < text.length()) {
                    char c = text.charAt(pos++);
                    if (c == '\n') line++;
                    else if (c == '(') depth++;
                    else if (c == ')' && --depth == 0) return;
                    else if (c == '{') {
                        skipTo('}');
                        pos++;
                    }
                }
            }
        };
    }

    /**
     * The games of this text (one, unless a result is followed by more moves), numbered from {@code firstNumber};
     * lines and messages count in the whole file.
     */
    public List<Game> read(int firstNumber) throws RecordException {
        Game plain = readPlain(firstNumber);
        if (plain != null) {
            return List.of(plain);
        }
        List<Game> games;
        try {
            games = PgnReader.read(text, source);
        } catch (RecordException e) {
            throw new RecordException(source, e.line() > 0 ? e.line() + line - 1 : 0,
                    e.game() > 0 ? e.game() + firstNumber - 1 : 0, e.ply(), e.moveText(), e.reason());
        }
        List<Game> out = new ArrayList<>(games.size());
        for (Game g : games) {
            out.add(new Game(g.tags(), g.startFen(), g.moves(), g.result(), g.comments(), source,
                    g.number() + firstNumber - 1, g.line() + line - 1));
        }
        return out;
    }

    /** The game if the text is only tags on lines of their own and ICCS moves (with move numbers), else null. */
    Game readPlain(int number) {
        Map<String, String> tags = new LinkedHashMap<>();
        String s = text;
        int n = s.length(), pos = 0;
        // tags
        while (true) {
            while (pos < n && isBlank(s.charAt(pos))) pos++;
            if (pos >= n || s.charAt(pos) != '[') break;
            int eol = s.indexOf('\n', pos);
            eol = eol < 0 ? n : eol;
            int end = eol;
            while (end > pos && isBlank(s.charAt(end - 1))) end--;
            int sp = s.indexOf(' ', pos);
            if (s.charAt(end - 1) != ']' || sp < 0 || sp > end || s.charAt(sp + 1) != '"' || s.charAt(end - 2) != '"'
                    || end - 2 <= sp + 1) {
                return null;
            }
            String name = s.substring(pos + 1, sp);
            String value = s.substring(sp + 2, end - 2);
            if (name.isEmpty() || name.indexOf('"') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\\') >= 0 || tags.containsKey(name)) {
                return null;
            }
            tags.put(name, value);
            pos = eol;
        }
        String kind = tags.get("Game"), format = tags.get("Format"), fen = tags.get("FEN");
        if (kind != null && !kind.equals("Chinese Chess") || format != null && !format.equalsIgnoreCase("ICCS")) {
            return null;
        }
        Position position;
        try {
            position = fen == null ? Position.start() : Position.fromFen(fen);
        } catch (FenException e) {
            return null;
        }
        String startFen = fen == null ? null : position.toFen();
        int[] moves = new int[Math.max(16, (n - pos) / 6)];
        int count = 0;
        String result = null;
        boolean inCheck = position.inCheck();
        while (pos < n) {
            char c = s.charAt(pos);
            if (isBlank(c)) {
                pos++;
                continue;
            }
            int start = pos;
            while (pos < n && !isBlank(s.charAt(pos))) pos++;
            int w = start;
            while (w < pos && s.charAt(w) >= '0' && s.charAt(w) <= '9') w++;
            if (w > start && w < pos && s.charAt(w) == '.') {
                while (w < pos && s.charAt(w) == '.') w++;
                if (w == pos) {
                    continue; // a move number
                }
            } else if (w > start) {
                String word = s.substring(start, pos);
                if (word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2")) {
                    if (result != null) return null;
                    result = word;
                    continue;
                }
                return null;
            }
            if (pos - w == 1 && s.charAt(w) == '*') {
                if (result != null) return null;
                result = "*";
                continue;
            }
            if (pos - w != 4 || result != null) {
                return null;
            }
            int from = square(s.charAt(w), s.charAt(w + 1)), to = square(s.charAt(w + 2), s.charAt(w + 3));
            if (from < 0 || to < 0 || from == to) {
                return null;
            }
            int move = Move.of(from, to);
            int piece = position.pieceAt(from);
            if (piece == Piece.EMPTY || Piece.side(piece) != position.sideToMove() || !position.isLegalForOwner(move, inCheck)) {
                return null; // the full reader says why
            }
            position.make(move);
            inCheck = position.inCheckAfter(move);
            if (count == moves.length) {
                moves = java.util.Arrays.copyOf(moves, count * 2);
            }
            moves[count++] = move;
        }
        return new Game(tags, startFen, java.util.Arrays.copyOf(moves, count), result, Map.of(), source, number, line);
    }

    private static int square(char file, char rank) {
        return file >= 'a' && file <= 'i' && rank >= '0' && rank <= '9' ? Square.of(file - 'a', rank - '0') : -1;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }
}
