package org.xqverifier.record;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.Fen;
import org.xqverifier.board.FenValidation;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.notation.MoveLegality;

/**
 * Reads XQF, XQStudio's binary game format (the format of most Chinese game collections), versions 10 to 18: a
 * 1024-byte header (signature "XQ", version, keys, the 32 pieces' squares, side to move, result, length-prefixed GBK
 * strings) and from offset 0x400 the move tree (main line, variations, comments). Versions 11 and up mask the piece
 * squares, the move tree and the comment lengths with keys derived from the header ({@link XqfKeys}).
 *
 * <p>A damaged file (bad checksum, two pieces on a point, a move square off the board, a move that is illegal on the
 * board, a tree cut off) is refused with one {@link RecordException} naming the byte offset or the ply.
 */
public final class XqfReader {
    static final int HEADER_SIZE = 0x400;
    static final int NODE_SIZE = 4;
    static final int OLDEST_ENCRYPTED = 11;
    static final int NEWEST = 18;
    /** Piece kinds of the 16 header slots of one side: 车马相士帅士相马车 炮炮 兵×5. */
    static final PieceType[] SLOT_TYPES = {
            PieceType.ROOK, PieceType.HORSE, PieceType.ELEPHANT, PieceType.ADVISOR, PieceType.KING,
            PieceType.ADVISOR, PieceType.ELEPHANT, PieceType.HORSE, PieceType.ROOK, PieceType.CANNON, PieceType.CANNON,
            PieceType.PAWN, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN};

    private XqfReader() {
    }

    public static Game read(Path file) throws RecordException {
        return read(RecordFiles.bytes(file), file.toString(), true);
    }

    public static Game read(byte[] b, String source) throws RecordException {
        return read(b, source, false, null);
    }

    /**
     * As {@link #read(byte[], String)}, but a main-line move that cannot be played ends the main line before it instead
     * of refusing the file: the game is returned with the moves before it, and the move's error is the problem (what
     * an arbiter can still look at). A file that cannot be read at all (header, tree) still throws.
     */
    public static GameRead readKeepingLegalMoves(byte[] b, String source) throws RecordException {
        List<RecordException> mainLine = new ArrayList<>(1);
        Game game = read(b, source, false, mainLine);
        return new GameRead(game, mainLine.isEmpty() ? null : mainLine.get(0));
    }

    private static Game read(byte[] b, String source, boolean ownBytes) throws RecordException {
        return read(b, source, ownBytes, null);
    }

    /**
     * @param ownBytes whether the bytes are this reader's to overwrite (the move tree is unmasked in place)
     * @param mainLineCut null to refuse a file whose main line has a move that cannot be played; else the main line
     *                    ends before that move and its error goes here
     */
    private static Game read(byte[] b, String source, boolean ownBytes, List<RecordException> mainLineCut)
            throws RecordException {
        if (b.length < 3 || b[0] != 'X' || b[1] != 'Q') {
            throw new RecordException(source, 0, "not an XQF file (it does not start with the signature \"XQ\")");
        }
        int version = b[2] & 0xFF;
        if (version > NEWEST) {
            throw new RecordException(source, 0, "XQF version " + version + " is unknown (versions up to " + NEWEST
                    + " are read)");
        }
        if (b.length < HEADER_SIZE + NODE_SIZE) {
            throw new RecordException(source, 0, "truncated XQF file: " + b.length + " bytes, but the header and the "
                    + "first move record need " + (HEADER_SIZE + NODE_SIZE));
        }
        XqfKeys keys;
        if (version < OLDEST_ENCRYPTED) {
            keys = XqfKeys.none();
        } else {
            if (!XqfKeys.checksumHolds(b)) {
                throw new RecordException(source, 0, "byte offset 0xC: bad checksum: the key bytes 0xC-0xF of an "
                        + "encrypted XQF header must sum to 0 mod 256");
            }
            keys = XqfKeys.of(b);
        }

        int[] board = pieces(b, version, keys, source);
        Map<String, String> tags = tags(b);
        String result = tags.get("Result");

        XqfMoveTree tree = XqfMoveTree.parse(ownBytes ? keys.unmaskInPlace(b, HEADER_SIZE) : keys.unmask(b, HEADER_SIZE),
                version, keys, source);

        Side first = (b[0x32] & 0xFF) == 1 ? Side.BLACK : Side.RED;
        int firstMove = tree.next(XqfMoveTree.ROOT);
        if (firstMove >= 0) {
            // The recorded first move is what was played; some files leave the side byte at 0 under a Black move.
            int from = tree.from(firstMove);
            if (from >= 0 && board[from] != Piece.EMPTY) first = Piece.side(board[from]);
        }
        Position position = Position.fromPlacement(board, first);
        String startFen;
        if (position.isStartPosition()) {
            startFen = Fen.START; // most games: no need to write and check a FEN per file
        } else {
            // the checks of a FEN read (Fen.read), on the placement itself rather than on a FEN written to be read back
            FenValidation checked = Fen.validate(position);
            if (!checked.acceptable()) {
                throw new RecordException(source, 0, "byte offset 0x10: the pieces in the header do not form a position: "
                        + "impossible position in FEN: " + String.join("; ", checked.messages()));
            }
            startFen = position.toFen();
        }

        Map<Integer, String> comments = new LinkedHashMap<>();
        if (tree.comment(XqfMoveTree.ROOT) != null) comments.put(0, tree.comment(XqfMoveTree.ROOT));
        List<Variation> variations = new ArrayList<>();
        List<RecordException> cut = new ArrayList<>();
        int[] moves = line(tree, firstMove, position, 0, comments, variations, cut, mainLineCut, source, 0);
        return new Game(tags, startFen, moves, result, comments, variations, cut, source, 1, 0);
    }

    /**
     * Plays the line that starts at {@code node} (following "next" links), checking every move, and collects its
     * comments and the variations hanging off it; a variation leaves {@code position} as it found it (the main line
     * leaves it at its end, which nobody reads).
     *
     * A variation with a move that cannot be played ends before it, and the move's error goes to {@code cut}: other
     * readers read these files (the collection's own library lists them without replaying the moves; python-chess's
     * PGN reader keeps such a game and skips the rest of the variation with the illegal move), and the main line,
     * which alone is ruled, is whole. A main-line move that cannot be played refuses the file, unless
     * {@code mainLineCut} is given: then the main line ends before it too, and its error goes there.
     *
     * @param plyBefore plies played from the start of the game before this line, for messages
     * @param depth     how deep this line is nested in variations (0 = main line)
     */
    private static int[] line(XqfMoveTree tree, int node, Position position, int plyBefore, Map<Integer, String> comments,
                              List<Variation> variations, List<RecordException> cut, List<RecordException> mainLineCut,
                              String source, int depth)
            throws RecordException {
        if (depth > XqfMoveTree.MAX_DEPTH) {
            throw new RecordException(source, 0, "byte offset 0x" + hex(tree.offset(node)) + ": variations nested more "
                    + "than " + XqfMoveTree.MAX_DEPTH + " deep");
        }
        int[] moves = new int[16];
        int n = 0;
        // known move by move, so that a move is checked on its own and not against every move of the position
        boolean inCheck = position.inCheck();
        for (; node >= 0; node = tree.next(node)) {
            // A variation's first node's alternatives are its siblings, which the line it hangs off has taken.
            int firstAlternative = depth > 0 && n == 0 ? -1 : tree.alternative(node);
            for (int alt = firstAlternative; alt >= 0; alt = tree.alternative(alt)) {
                Map<Integer, String> altComments = new LinkedHashMap<>();
                List<Variation> nested = new ArrayList<>();
                int[] altMoves = line(tree, alt, position, plyBefore + n, altComments, nested, cut, null, source, depth + 1);
                if (altMoves.length > 0) {
                    variations.add(new Variation(n, altMoves, altComments, nested));
                }
            }
            int move;
            try {
                move = move(tree, node, position, inCheck, plyBefore + n + 1, depth > 0, source);
            } catch (RecordException e) {
                if (depth == 0 && mainLineCut == null) {
                    throw e;
                }
                (depth == 0 ? mainLineCut : cut).add(e);
                break;
            }
            position.make(move);
            inCheck = position.inCheckAfter(move);
            if (n == moves.length) moves = java.util.Arrays.copyOf(moves, n * 2);
            moves[n++] = move;
            if (tree.comment(node) != null) comments.put(n, tree.comment(node));
        }
        if (depth > 0) {
            for (int i = 0; i < n; i++) position.unmake(); // the line this variation hangs off goes on from here
        }
        return java.util.Arrays.copyOf(moves, n);
    }

    private static int move(XqfMoveTree tree, int node, Position position, boolean inCheck, int ply, boolean inVariation,
                            String source) throws RecordException {
        int from = tree.from(node), to = tree.to(node);
        if (from < 0 || to < 0) {
            throw new RecordException(source, 0, 1, ply, null, where(tree, node, inVariation) + "the move names a "
                    + "square off the board (" + tree.rawFrom(node) + " -> " + tree.rawTo(node) + ")");
        }
        int move = Move.of(from, to);
        if (!position.isLegal(move, inCheck)) {
            throw new RecordException(source, 0, 1, ply, Move.iccs(move), where(tree, node, inVariation)
                    + MoveLegality.explain(position, move));
        }
        return move;
    }

    private static String where(XqfMoveTree tree, int node, boolean inVariation) {
        return "byte offset 0x" + hex(tree.offset(node)) + (inVariation ? " (in a variation)" : "") + ": ";
    }

    /** The board from header bytes 0x10-0x2F, unmasked; a square above 89 means the piece is not on the board. */
    private static int[] pieces(byte[] b, int version, XqfKeys keys, String source) throws RecordException {
        int[] stored = new int[32];
        for (int i = 0; i < 32; i++) {
            int slot = version >= 12 ? (i + keys.xy + 1) & 31 : i;
            stored[slot] = (b[0x10 + i] - keys.xy) & 0xFF;
        }
        int[] board = new int[Square.COUNT];
        for (int slot = 0; slot < 32; slot++) {
            int v = stored[slot];
            if (v > 89) continue;
            int sq = Square.of(v / 10, v % 10);
            if (board[sq] != Piece.EMPTY) {
                throw new RecordException(source, 0, "byte offset 0x" + hex(0x10 + slot) + ": two pieces on "
                        + Square.name(sq));
            }
            board[sq] = Piece.of(slot < 16 ? Side.RED : Side.BLACK, SLOT_TYPES[slot % 16]);
        }
        return board;
    }

    private static Map<String, String> tags(byte[] b) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Game", "Chinese Chess");
        putString(tags, "Title", b, 0x50, 0x80);
        putString(tags, "Event", b, 0xD0, 0x40);
        putString(tags, "Date", b, 0x110, 0x10);
        putString(tags, "Site", b, 0x120, 0x10);
        putString(tags, "Red", b, 0x130, 0x10);
        putString(tags, "Black", b, 0x140, 0x10);
        putString(tags, "TimeControl", b, 0x150, 0x40);
        putString(tags, "RedTime", b, 0x190, 0x10);
        putString(tags, "BlackTime", b, 0x1A0, 0x10);
        putString(tags, "Annotator", b, 0x1D0, 0x10);
        putString(tags, "Author", b, 0x1E0, 0x10);
        String result;
        switch (b[0x33]) {
            case 1: result = "1-0"; break;
            case 2: result = "0-1"; break;
            case 3: result = "1/2-1/2"; break;
            default: result = "*";
        }
        tags.put("Result", result);
        return tags;
    }

    private static void putString(Map<String, String> tags, String name, byte[] b, int offset, int size) {
        int length = Math.min(b[offset] & 0xFF, size - 1);
        if (length == 0) return;
        String s = new String(b, offset + 1, length, TextEncoding.GB18030).trim();
        if (!s.isEmpty()) tags.put(name, s);
    }

    static String hex(int v) {
        return Integer.toHexString(v).toUpperCase(java.util.Locale.ROOT);
    }
}
