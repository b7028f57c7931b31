package org.xqverifier.record;

import java.io.ByteArrayOutputStream;
import java.util.List;

import org.xqverifier.board.Move;
import org.xqverifier.board.Square;

/**
 * Builds XQF files byte by byte from the format description (conventions.md §2.6, after xqbase/eleeye XQF.TXT).
 * No real .xqf files are available to us, so the reader is tested on these; they follow the description, not a
 * program that wrote XQF.
 */
public final class XqfFixtures {
    /** Standard start: Red 车马相士帅士相马车 炮炮 兵×5, then Black likewise, as X*10+Y. */
    public static final int[] START = {
            80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12, 83, 63, 43, 23, 3,
            89, 79, 69, 59, 49, 39, 29, 19, 9, 77, 17, 86, 66, 46, 26, 6};

    public int version = 10;
    public int[] pieces = START.clone();
    public int result;
    public String title = "";
    public String event = "";
    public String red = "";
    public String black = "";
    public String rootComment = "";
    public List<Integer> moves = List.of();
    public List<String> comments = List.of();

    public byte[] build() {
        byte[] header = new byte[0x400];
        header[0] = 'X';
        header[1] = 'Q';
        header[2] = (byte) version;
        for (int i = 0; i < 32; i++) header[0x10 + i] = (byte) pieces[i];
        header[0x33] = (byte) result;
        string(header, 0x50, title);
        string(header, 0xD0, event);
        string(header, 0x130, red);
        string(header, 0x140, black);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header);
        record(out, 0x18, 0x20, !moves.isEmpty(), rootComment);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int from = xqf(Move.from(m)), to = xqf(Move.to(m));
            record(out, from + 24, to + 32, i + 1 < moves.size(), i < comments.size() ? comments.get(i) : "");
        }
        return out.toByteArray();
    }

    private static int xqf(int sq) {
        return Square.file(sq) * 10 + Square.rank(sq);
    }

    private static void record(ByteArrayOutputStream out, int from, int to, boolean more, String comment) {
        byte[] text = comment.getBytes(TextEncoding.GB18030);
        out.write(from);
        out.write(to);
        out.write(more ? 0xF0 : 0x00);
        out.write(0);
        int n = text.length;
        out.write(n & 0xFF);
        out.write(n >>> 8 & 0xFF);
        out.write(n >>> 16 & 0xFF);
        out.write(n >>> 24 & 0xFF);
        out.writeBytes(text);
    }

    private static void string(byte[] header, int offset, String s) {
        byte[] b = s.getBytes(TextEncoding.GB18030);
        header[offset] = (byte) b.length;
        System.arraycopy(b, 0, header, offset + 1, b.length);
    }
}
