package org.xqverifier.record;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/**
 * Reads PGN game records for Xiangqi (xqbase's 《PGN文件格式》 and what real files do): tags, a {@code FEN} tag for
 * set-up positions, moves in any notation {@code xq} reads (ICCS, WXF, Chinese; Fairy-Stockfish UCI when
 * {@code [Format "UCI"]}), move numbers, comments in braces or after ';', variations in parentheses (skipped),
 * NAGs, results. The file may be UTF-8 (with or without BOM) or GBK/GB18030.
 *
 * <p>The notation of each move is recognised by itself ({@link Notations#parseAny}), so a {@code Format} tag that
 * does not match its moves does no harm; only Fairy-Stockfish's 1–10 ranks need {@code [Format "UCI"]}.
 */
public final class PgnReader {

    private PgnReader() {
    }

    /** Every game of the file; the first bad game or move ends the reading with its location. */
    public static List<Game> read(Path file) throws RecordException {
        return read(text(file), file.toString());
    }

    /** Every game of the text; {@code source} names it in messages. */
    public static List<Game> read(String text, String source) throws RecordException {
        List<Game> games = new ArrayList<>();
        for (RawGame raw : scan(text, source)) {
            Replay replayed = replay(raw, source);
            if (replayed.problem() != null) throw replayed.problem();
            games.add(replayed.game());
        }
        return games;
    }

    /**
     * Every game of the text, each with its problem if it has one: a game with a move that cannot be played keeps its
     * tags and the moves before that move (what an arbiter can still look at), with the problem naming the move; a game
     * that cannot be started (bad FEN tag, another game) has no game, only the problem.
     */
    public static List<GameRead> readKeepingLegalMoves(String text, String source) throws RecordException {
        List<GameRead> games = new ArrayList<>();
        for (RawGame raw : scan(text, source)) {
            Replay replayed = replay(raw, source);
            games.add(new GameRead(replayed.game(), replayed.problem()));
        }
        return games;
    }

    /** Replays every game and collects the bad ones instead of stopping at the first. */
    public static PgnReport check(Path file) throws RecordException {
        return check(text(file), file.toString());
    }

    public static PgnReport check(String text, String source) throws RecordException {
        List<RawGame> raws = scan(text, source);
        List<RecordException> problems = new ArrayList<>();
        int plies = 0;
        for (RawGame raw : raws) {
            Replay replayed = replay(raw, source);
            if (replayed.problem() != null) {
                problems.add(replayed.problem());
                plies += Math.max(0, replayed.problem().ply() - 1);
            } else {
                plies += replayed.game().plies();
            }
        }
        return new PgnReport(source, raws.size(), plies, problems);
    }

    /**
     * The moves of a bare move list ("1. h2e2 h9g7 2. 马二进三 …"), as written, without numbers, comments or result.
     * Used for move lists typed on the command line.
     */
    public static List<String> moveTexts(String movetext) throws RecordException {
        List<RawGame> games = scan(movetext, "moves");
        List<String> out = new ArrayList<>();
        for (RawGame g : games) {
            for (Token t : g.moves) out.add(t.text);
        }
        return out;
    }

    /**
     * The main-line moves of each game of a PGN text as they are written ("炮二平五", "C2.5", "h2e2"), a list per game:
     * the notation a record was given in, which the games themselves (moves as codes) do not keep.
     */
    public static List<List<String>> moveTextsByGame(String text, String source) throws RecordException {
        List<List<String>> out = new ArrayList<>();
        for (RawGame g : scan(text, source)) {
            List<String> moves = new ArrayList<>(g.moves.size());
            for (Token t : g.moves) moves.add(t.text);
            out.add(moves);
        }
        return out;
    }

    /** Reads and decodes a file; any I/O problem becomes a RecordException naming the file. */
    static String text(Path file) throws RecordException {
        return TextEncoding.decode(RecordFiles.bytes(file), file.toString()).text();
    }

    // ---------------------------------------------------------------------------------------------------------
    // Replay: turn move texts into moves on a board.

    /** A replayed game, the problem that stopped it, or both: the game up to the move that cannot be played. */
    record Replay(Game game, RecordException problem) {
    }

    static Replay replay(RawGame raw, String source) {
        String kind = raw.tags.get("Game");
        if (kind != null && !isXiangqi(kind)) {
            return new Replay(null, new RecordException(source, raw.line, raw.number, 0, null,
                    "[Game \"" + kind + "\"] is not a Chinese Chess game"));
        }
        String fen = raw.tags.get("FEN");
        Position position;
        try {
            position = fen == null ? Position.start() : Position.fromFen(fen);
        } catch (FenException e) {
            return new Replay(null, new RecordException(source, raw.fenLine, raw.number, 0, null, "bad FEN tag: " + e.getMessage()));
        }
        String format = raw.tags.get("Format");
        MoveNotation notation = format != null && format.trim().equalsIgnoreCase("UCI") ? Notations.UCI : null;
        String startFen = fen == null ? null : position.toFen();
        int[] moves = new int[raw.moves.size()];
        for (int i = 0; i < moves.length; i++) {
            Token t = raw.moves.get(i);
            try {
                int move = notation == null ? Notations.parseAny(position, t.text) : notation.parse(position, t.text);
                position.make(move);
                moves[i] = move;
            } catch (NotationException e) {
                Game before = new Game(raw.tags, startFen, java.util.Arrays.copyOf(moves, i), raw.result, raw.comments,
                        source, raw.number, raw.line);
                return new Replay(before, new RecordException(source, t.line, raw.number, i + 1, t.text, e.reason()));
            }
        }
        return new Replay(new Game(raw.tags, startFen, moves, raw.result, raw.comments, source, raw.number, raw.line), null);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Scanning: split the text into games, tags, move texts, comments.

    private static final class Token {
        final String text;
        final int line;

        Token(String text, int line) {
            this.text = text;
            this.line = line;
        }
    }

    static final class RawGame {
        final int number;
        final int line;
        int fenLine;
        final Map<String, String> tags = new LinkedHashMap<>();
        final List<Token> moves = new ArrayList<>();
        final Map<Integer, String> comments = new HashMap<>();
        String result;

        RawGame(int number, int line) {
            this.number = number;
            this.line = line;
        }

        boolean hasMovetext() {
            return !moves.isEmpty() || result != null || !comments.isEmpty();
        }

        boolean isEmpty() {
            return tags.isEmpty() && !hasMovetext();
        }
    }

    private static final class Scanner {
        final String s;
        final String source;
        int pos;
        int line = 1;
        final List<RawGame> games = new ArrayList<>();
        RawGame game;

        Scanner(String s, String source) {
            this.s = s;
            this.source = source;
        }

        RawGame current() {
            if (game == null) {
                game = new RawGame(games.size() + 1, line);
            }
            return game;
        }

        void finish() {
            if (game != null && !game.isEmpty()) games.add(game);
            game = null;
        }

        RecordException error(String reason) {
            return new RecordException(source, line, game == null ? 0 : game.number, 0, null, reason);
        }

        List<RawGame> run() throws RecordException {
            boolean lineStart = true;
            while (pos < s.length()) {
                char c = s.charAt(pos);
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
                    skipLine();
                    continue;
                }
                lineStart = false;
                switch (c) {
                    case '[':
                        if (game != null && game.hasMovetext()) finish();
                        tag();
                        break;
                    case '{':
                        comment();
                        break;
                    case ';': {
                        int start = ++pos;
                        skipLine();
                        addComment(s.substring(start, pos).trim());
                        break;
                    }
                    case '(':
                        variation();
                        break;
                    case ')':
                        throw error("')' without a '(' before it");
                    case '}':
                        throw error("'}' without a '{' before it");
                    default:
                        word();
                }
            }
            finish();
            return games;
        }

        void skipLine() {
            while (pos < s.length() && s.charAt(pos) != '\n') pos++;
        }

        void tag() throws RecordException {
            int startLine = line;
            pos++; // '['
            skipSpaces();
            int nameStart = pos;
            while (pos < s.length() && !Character.isWhitespace(s.charAt(pos)) && s.charAt(pos) != '"' && s.charAt(pos) != ']') pos++;
            String name = s.substring(nameStart, pos);
            if (name.isEmpty()) throw error("a tag needs a name: [Name \"value\"]");
            skipSpaces();
            if (pos >= s.length() || s.charAt(pos) != '"') {
                throw error("tag [" + name + " …] needs its value in double quotes");
            }
            pos++;
            // The value ends at the first unescaped '"' followed by ']' (spaces between allowed): real files put
            // unescaped quotes inside values ([Event ""Huangshan Cup" National …"]).
            StringBuilder value = new StringBuilder();
            while (true) {
                if (pos >= s.length() || s.charAt(pos) == '\n') {
                    throw new RecordException(source, startLine, current().number, 0, null,
                            "tag [" + name + " \"…] is not closed with '\"]'");
                }
                char c = s.charAt(pos++);
                if (c == '\\' && pos < s.length() && (s.charAt(pos) == '"' || s.charAt(pos) == '\\')) {
                    value.append(s.charAt(pos++));
                } else if (c == '"' && closesTag()) {
                    break;
                } else {
                    value.append(c);
                }
            }
            skipSpaces();
            pos++; // ']'
            RawGame g = current();
            g.tags.put(name, value.toString());
            if (name.equals("FEN")) g.fenLine = startLine;
        }

        /** Whether only spaces stand between the current position and a ']' on this line. */
        boolean closesTag() {
            int i = pos;
            while (i < s.length() && s.charAt(i) != '\n' && Character.isWhitespace(s.charAt(i))) i++;
            return i < s.length() && s.charAt(i) == ']';
        }

        void skipSpaces() {
            while (pos < s.length() && s.charAt(pos) != '\n' && Character.isWhitespace(s.charAt(pos))) pos++;
        }

        void comment() throws RecordException {
            int startLine = line;
            int start = ++pos;
            while (pos < s.length() && s.charAt(pos) != '}') {
                if (s.charAt(pos) == '\n') line++;
                pos++;
            }
            if (pos >= s.length()) {
                throw new RecordException(source, startLine, current().number, 0, null, "comment '{' is never closed with '}'");
            }
            addComment(s.substring(start, pos).trim());
            pos++;
        }

        void addComment(String text) {
            if (text.isEmpty()) return;
            RawGame g = current();
            g.comments.merge(g.moves.size(), text, (a, b) -> a + "\n" + b);
        }

        void variation() throws RecordException {
            int startLine = line;
            int depth = 0;
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '\n') line++;
                else if (c == '(') depth++;
                else if (c == ')' && --depth == 0) return;
                else if (c == '{') {
                    while (pos < s.length() && s.charAt(pos) != '}') {
                        if (s.charAt(pos) == '\n') line++;
                        pos++;
                    }
                    pos++;
                }
            }
            throw new RecordException(source, startLine, current().number, 0, null, "variation '(' is never closed with ')'");
        }

        void word() throws RecordException {
            int wordLine = line;
            String w = nextWord();
            if (w.startsWith("$")) return; // NAG
            String folded = Notations.compact(w);
            if (isResult(folded)) {
                current().result = folded.equals("½-½") ? "1/2-1/2" : folded;
                return;
            }
            String move = stripMoveNumber(folded);
            if (move == null) return;
            if (!move.equals(folded)) w = move; // keep the written form otherwise (for messages)
            if (game != null && game.result != null) {
                // moves after a result: a new game without tags
                finish();
            }
            if (hasChinese(w)) {
                // Chinese moves are sometimes written with spaces inside ("炮二 平五"): join until complete.
                while (!chineseComplete(w)) {
                    int save = pos;
                    int saveLine = line;
                    skipBlanksOnLine();
                    if (pos >= s.length() || "[{(;)}".indexOf(s.charAt(pos)) >= 0 || s.charAt(pos) == '\n') {
                        pos = save;
                        line = saveLine;
                        break;
                    }
                    String more = nextWord();
                    if (!hasChinese(more) && !isDigits(Notations.compact(more))) {
                        pos = save;
                        line = saveLine;
                        break;
                    }
                    w = w + more;
                }
            }
            current().moves.add(new Token(w, wordLine));
        }

        void skipBlanksOnLine() {
            while (pos < s.length() && s.charAt(pos) != '\n'
                    && (Character.isWhitespace(s.charAt(pos)) || s.charAt(pos) == '\u3000')) pos++;
        }

        String nextWord() {
            int start = pos;
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (Character.isWhitespace(c) || c == '\u3000' || "[{(;)}".indexOf(c) >= 0) break;
                pos++;
            }
            return s.substring(start, pos);
        }
    }

    static List<RawGame> scan(String text, String source) throws RecordException {
        return new Scanner(text, source).run();
    }

    /** The Game tag's value for Xiangqi, in the spellings files use ("Chinese Chess", "Xiangqi", "象棋"). */
    private static boolean isXiangqi(String kind) {
        String k = kind.replaceAll("[\\s_-]", "").toLowerCase(java.util.Locale.ROOT);
        return k.isEmpty() || k.contains("chinesechess") || k.contains("xiangqi") || k.contains("象棋") || k.equals("xq");
    }

    private static boolean isResult(String w) {
        return w.equals("1-0") || w.equals("0-1") || w.equals("1/2-1/2") || w.equals("½-½") || w.equals("*");
    }

    /**
     * The move after a move number ("12.", "12...", "12.h2e2"), the word itself if it has no number, or null if it
     * is only a number. WXF pawn moves such as "33.4" look like numbers and are kept.
     */
    static String stripMoveNumber(String w) {
        int i = 0;
        while (i < w.length() && Character.isDigit(w.charAt(i))) i++;
        if (i == 0 || i >= w.length() || w.charAt(i) != '.' && w.charAt(i) != '。' && w.charAt(i) != '、') return w;
        if (isWxfPawnMove(w)) return w;
        int j = i;
        while (j < w.length() && (w.charAt(j) == '.' || w.charAt(j) == '。' || w.charAt(j) == '、')) j++;
        return j == w.length() ? null : w.substring(j);
    }

    private static boolean isWxfPawnMove(String w) {
        return w.length() >= 4 && Character.isDigit(w.charAt(0)) && "+-.=".indexOf(w.charAt(2)) >= 0
                && Character.isDigit(w.charAt(3)) && (w.length() == 4 || "+#!?".indexOf(w.charAt(4)) >= 0)
                && (w.charAt(1) == '+' || w.charAt(1) == '-' || w.charAt(1) == w.charAt(0));
    }

    private static boolean hasChinese(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) >= 0x2E80 && w.charAt(i) != '\u3000' && !(w.charAt(i) >= '\uFF01' && w.charAt(i) <= '\uFF5E')) return true;
        }
        return false;
    }

    private static boolean isDigits(String w) {
        if (w.isEmpty()) return false;
        for (int i = 0; i < w.length(); i++) {
            if (!Character.isDigit(w.charAt(i))) return false;
        }
        return true;
    }

    /** A Chinese move is complete once a direction (进退平) is followed by a number. */
    private static boolean chineseComplete(String w) {
        String t = Notations.compact(w);
        for (int i = 0; i + 1 < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '进' || c == '進' || c == '退' || c == '平') return true;
        }
        return false;
    }
}
