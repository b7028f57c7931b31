package org.xqverifier.record;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Reads XQF, XQStudio's binary game format (the format of most Chinese game collections), following XQF 1.0 as
 * xqbase/eleeye's {@code XQF.TXT} describes it: a 1024-byte header (signature "XQ", version, the 32 pieces' squares,
 * result, length-prefixed GBK strings) and from offset 0x400 the move records, main line first.
 *
 * <p>Only unencrypted files (version 10 and below) are read. Versions 11 and up scramble squares and moves with
 * keys derived from the header; our reference gives the mask string but not the derivation, so such files are
 * refused with a message saying so. The side to move first is not in our reference either: it is taken from the
 * piece that makes the first move (Red when there are no moves).
 */
public final class XqfReader {
    static final int HEADER_SIZE = 0x400;
    static final int RECORD_SIZE = 8;
    /** Piece kinds of the 16 header slots of one side: 车马相士帅士相马车 炮炮 兵×5. */
    static final PieceType[] SLOT_TYPES = {
            PieceType.ROOK, PieceType.HORSE, PieceType.ELEPHANT, PieceType.ADVISOR, PieceType.KING,
            PieceType.ADVISOR, PieceType.ELEPHANT, PieceType.HORSE, PieceType.ROOK, PieceType.CANNON, PieceType.CANNON,
            PieceType.PAWN, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN};

    private XqfReader() {
    }

    public static Game read(Path file) throws RecordException {
        return read(RecordFiles.bytes(file), file.toString());
    }

    public static Game read(byte[] b, String source) throws RecordException {
        if (b.length < 3 || b[0] != 'X' || b[1] != 'Q') {
            throw new RecordException(source, 0, "not an XQF file (it does not start with the signature \"XQ\")");
        }
        int version = b[2] & 0xFF;
        if (version > 10) {
            throw new RecordException(source, 0, "XQF version " + version + " is encrypted; this reader handles "
                    + "unencrypted XQF (version 10 and below) only");
        }
        if (b.length < HEADER_SIZE + RECORD_SIZE) {
            throw new RecordException(source, 0, "truncated XQF file: " + b.length + " bytes, but the header and the "
                    + "first move record need " + (HEADER_SIZE + RECORD_SIZE));
        }

        int[] board = new int[90];
        for (int slot = 0; slot < 32; slot++) {
            int v = b[0x10 + slot] & 0xFF;
            if (v == 0xFF) continue;
            int x = v / 10, y = v % 10;
            if (x > 8) {
                throw new RecordException(source, 0, "byte offset 0x" + hex(0x10 + slot) + ": piece " + (slot + 1)
                        + " has square " + v + ", which is off the board");
            }
            int sq = Square.of(x, y);
            if (board[sq] != Piece.EMPTY) {
                throw new RecordException(source, 0, "byte offset 0x" + hex(0x10 + slot) + ": two pieces on "
                        + Square.name(sq));
            }
            board[sq] = Piece.of(slot < 16 ? Side.RED : Side.BLACK, SLOT_TYPES[slot % 16]);
        }

        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Game", "Chinese Chess");
        putString(tags, "Title", b, 0x50, 0x80);
        putString(tags, "Event", b, 0xD0, 0x40);
        putString(tags, "Date", b, 0x110, 0x10);
        putString(tags, "Site", b, 0x120, 0x10);
        putString(tags, "Red", b, 0x130, 0x10);
        putString(tags, "Black", b, 0x140, 0x10);
        putString(tags, "TimeControl", b, 0x150, 0x80);
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

        // The move records: a root record ("move 0", it may carry the opening comment), then the main line.
        Map<Integer, String> comments = new HashMap<>();
        int offset = HEADER_SIZE;
        boolean more = true;
        java.util.List<int[]> raw = new java.util.ArrayList<>(); // {from, to, offset}
        for (int ply = 0; more; ply++) {
            if (offset + RECORD_SIZE > b.length) {
                throw new RecordException(source, 0, 1, ply, null, "truncated XQF file: the move record at byte "
                        + "offset 0x" + hex(offset) + " is cut off");
            }
            int from = (b[offset] & 0xFF) - 24;
            int to = (b[offset + 1] & 0xFF) - 32;
            more = (b[offset + 2] & 0xF0) != 0;
            long length = (b[offset + 4] & 0xFFL) | (b[offset + 5] & 0xFFL) << 8 | (b[offset + 6] & 0xFFL) << 16
                    | (b[offset + 7] & 0xFFL) << 24;
            if (length > b.length - offset - RECORD_SIZE) {
                throw new RecordException(source, 0, 1, ply, null, "byte offset 0x" + hex(offset) + ": a comment of "
                        + length + " bytes runs past the end of the file");
            }
            if (length > 0) {
                String comment = new String(b, offset + RECORD_SIZE, (int) length, TextEncoding.GB18030).trim();
                if (!comment.isEmpty()) comments.put(ply, comment);
            }
            if (ply > 0) {
                raw.add(new int[] {from, to, offset});
            }
            offset += RECORD_SIZE + (int) length;
        }

        Position position;
        Side first = Side.RED;
        if (!raw.isEmpty()) {
            int from = xqfSquare(raw.get(0)[0]);
            if (from >= 0 && board[from] != Piece.EMPTY) first = Piece.side(board[from]);
        }
        String fen = Position.fromPlacement(board, first).toFen();
        try {
            position = Position.fromFen(fen);
        } catch (FenException e) {
            throw new RecordException(source, 0, "the pieces in the header do not form a position: " + e.getMessage());
        }
        String startFen = position.toFen();
        int[] moves = new int[raw.size()];
        for (int i = 0; i < raw.size(); i++) {
            int[] r = raw.get(i);
            int from = xqfSquare(r[0]);
            int to = xqfSquare(r[1]);
            if (from < 0 || to < 0) {
                throw new RecordException(source, 0, 1, i + 1, null, "byte offset 0x" + hex(r[2])
                        + ": the move record names a square off the board");
            }
            int move = Move.of(from, to);
            if (!position.isLegal(move)) {
                throw new RecordException(source, 0, 1, i + 1, Move.iccs(move), "byte offset 0x" + hex(r[2]) + ": "
                        + org.xqverifier.notation.MoveLegality.explain(position, move));
            }
            position.make(move);
            moves[i] = move;
        }
        return new Game(tags, startFen, moves, result, comments, source, 1, 0);
    }

    /** An XQF square byte X*10+Y (X from the left, Y from Red's side) as our square, or -1. */
    private static int xqfSquare(int v) {
        if (v < 0 || v > 89) return -1;
        return Square.of(v / 10, v % 10);
    }

    private static void putString(Map<String, String> tags, String name, byte[] b, int offset, int size) {
        int length = Math.min(b[offset] & 0xFF, size - 1);
        if (length == 0) return;
        String s = new String(b, offset + 1, length, TextEncoding.GB18030).trim();
        if (!s.isEmpty()) tags.put(name, s);
    }

    private static String hex(int v) {
        return String.format("%X", v);
    }
}
