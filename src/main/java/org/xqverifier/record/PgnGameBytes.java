package org.xqverifier.record;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Square;

/**
 * The UTF-8 text of one game of a PGN file, as {@link PgnGameStream} cut it out, read when asked (on whichever thread
 * rules it). The common plain form — tags on lines of their own and ICCS moves with move numbers and a result — is
 * read from the bytes by a small scanner: ASCII moves need no decoding, only the tag values are decoded. Anything
 * else (other notations, comments, variations, a bad move) is decoded and read by {@link PgnReader}, so both give the
 * same games and the same messages.
 */
public final class PgnGameBytes {
    private final String source;
    private final byte[] text;
    private final int line;
    private final RecordException failure;
    private final String refusal;

    /**
     * @param source the file, for messages
     * @param text   the game's UTF-8 bytes (usually one game; a result followed by more moves starts another, as in
     *               PgnReader)
     * @param line   the line of the file the text starts on
     */
    public PgnGameBytes(String source, byte[] text, int line) {
        this(source, text, line, null, null);
    }

    private PgnGameBytes(String source, byte[] text, int line, RecordException failure, String refusal) {
        this.source = source;
        this.text = text;
        this.line = line;
        this.failure = failure;
        this.refusal = refusal;
    }

    /** A game that is not read (it is too long): reading it throws why, as the file's game it is. */
    static PgnGameBytes refused(String source, int line, String reason) {
        return new PgnGameBytes(source, new byte[0], line, null, reason);
    }

    /** The rest of a file that could not be read (an I/O error part way): reading it throws the error. */
    static PgnGameBytes failed(RecordException e) {
        return new PgnGameBytes(e.source(), new byte[0], e.line(), e, null);
    }

    public String source() {
        return source;
    }

    /** Whether this is the rest of a file that could not be read (not one game's text). */
    boolean failedFile() {
        return failure != null;
    }

    /** The line of the file the game's text starts on. */
    public int line() {
        return line;
    }

    /** The game's text, decoded. */
    public String text() {
        return new String(text, StandardCharsets.UTF_8);
    }

    /**
     * The games of this text (one, unless a result is followed by more moves), numbered from {@code firstNumber};
     * lines and messages count in the whole file.
     */
    public List<Game> read(int firstNumber) throws RecordException {
        if (failure != null) {
            throw failure;
        }
        if (refusal != null) {
            throw new RecordException(source, line, firstNumber, 0, null, refusal);
        }
        Game plain;
        try {
            plain = readPlain(firstNumber);
        } catch (OutOfMemoryError e) {
            throw tooLarge(firstNumber);
        }
        return plain != null ? List.of(plain) : readFull(firstNumber);
    }

    private RecordException tooLarge(int number) {
        return new RecordException(source, line, number, 0, null, "the game (" + (text.length >> 10)
                + " KiB) is too large for this JVM's memory; skipped, the rest of the file is read");
    }

    /** The games as {@link PgnReader} reads them, numbered and placed in the whole file. */
    List<Game> readFull(int firstNumber) throws RecordException {
        List<Game> games;
        try {
            games = PgnReader.read(text(), source);
        } catch (OutOfMemoryError e) {
            throw tooLarge(firstNumber);
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
        byte[] s = text;
        int n = s.length, pos = 0;
        Map<String, String> tags = new LinkedHashMap<>();
        while (true) {
            while (pos < n && isBlank(s[pos])) pos++;
            if (pos >= n || s[pos] != '[') break;
            int eol = indexOf(s, '\n', pos, n);
            int end = eol;
            while (end > pos && isBlank(s[end - 1])) end--;
            int sp = indexOf(s, ' ', pos, n);
            if (s[end - 1] != ']' || sp == n || sp > end || sp + 1 >= n || s[sp + 1] != '"' || s[end - 2] != '"'
                    || end - 2 <= sp + 1) {
                return null;
            }
            if (sp == pos + 1 || indexOf(s, '"', pos + 1, sp) < sp || indexOf(s, '"', sp + 2, end - 2) < end - 2
                    || indexOf(s, '\\', sp + 2, end - 2) < end - 2) {
                return null; // no name, or quotes or escapes for the full reader to sort out
            }
            String name = new String(s, pos + 1, sp - pos - 1, StandardCharsets.UTF_8);
            if (tags.put(name, new String(s, sp + 2, end - 2 - (sp + 2), StandardCharsets.UTF_8)) != null) {
                return null; // a tag given twice
            }
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
            if (isBlank(s[pos])) {
                pos++;
                continue;
            }
            int start = pos;
            while (pos < n && !isBlank(s[pos])) pos++;
            int w = start;
            while (w < pos && s[w] >= '0' && s[w] <= '9') w++;
            if (w > start && w < pos && s[w] == '.') {
                while (w < pos && s[w] == '.') w++;
                if (w == pos) {
                    continue; // a move number
                }
            } else if (w > start) {
                String word = resultAt(s, start, pos);
                if (word == null || result != null) {
                    return null;
                }
                result = word;
                continue;
            }
            if (pos - w == 1 && s[w] == '*') {
                if (result != null) return null;
                result = "*";
                continue;
            }
            if (pos - w != 4 || result != null) {
                return null;
            }
            int from = square(s[w], s[w + 1]), to = square(s[w + 2], s[w + 3]);
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
                moves = Arrays.copyOf(moves, count * 2);
            }
            moves[count++] = move;
        }
        if (tags.isEmpty() && count == 0 && result == null) {
            return null; // only move numbers: no game, as the full reader says
        }
        return new Game(tags, startFen, Arrays.copyOf(moves, count), result, Map.of(), source, number, line);
    }

    /** "1-0", "0-1" or "1/2-1/2" if the word is one of them, else null. */
    private static String resultAt(byte[] s, int start, int end) {
        int len = end - start;
        if (len == 3 && s[start + 1] == '-' && (s[start] == '1' && s[start + 2] == '0' || s[start] == '0' && s[start + 2] == '1')) {
            return s[start] == '1' ? "1-0" : "0-1";
        }
        if (len == 7 && new String(s, start, len, StandardCharsets.ISO_8859_1).equals("1/2-1/2")) {
            return "1/2-1/2";
        }
        return null;
    }

    /** The index of {@code b} in {@code s[from, to)}, or {@code to}. */
    private static int indexOf(byte[] s, char b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s[i] == b) return i;
        }
        return to;
    }

    private static int square(byte file, byte rank) {
        return file >= 'a' && file <= 'i' && rank >= '0' && rank <= '9' ? Square.of(file - 'a', rank - '0') : -1;
    }

    private static boolean isBlank(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }
}
