package org.xqverifier.record;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.xqverifier.board.Move;
import org.xqverifier.board.Square;

/**
 * Builds XQF files byte by byte from the format description (conventions.md §2.6, after xqbase/eleeye XQF.TXT, and
 * {@code corpus/xqf/xqf-keys.md} for versions 11–18: keys, masks, move-tree flags). The encoder here is written from
 * the description, independently of the reader, so the two check each other.
 */
public final class XqfFixtures {
    /** Standard start: Red 车马相士帅士相马车 炮炮 兵×5, then Black likewise, as X*10+Y. */
    public static final int[] START = {
            80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12, 83, 63, 43, 23, 3,
            89, 79, 69, 59, 49, 39, 29, 19, 9, 77, 17, 86, 66, 46, 26, 6};
    private static final byte[] COPYRIGHT = "[(C) Copyright Mr. Dong Shiwei.]".getBytes(StandardCharsets.US_ASCII);

    public int version = 10;
    public int[] pieces = START.clone();
    /** Header byte 0x32: 0 Red moves first, 1 Black. */
    public int side;
    public int result;
    public String title = "";
    public String event = "";
    public String red = "";
    public String black = "";
    public String rootComment = "";
    public List<Integer> moves = List.of();
    public List<String> comments = List.of();
    /** Variations of the main line by the index of the move they replace. */
    public Map<Integer, List<Line>> alternatives = new TreeMap<>();
    /** Header bytes 3 (KeyMask), 8–11 (KeyOrA–D), 12 (KeysSum), 13 (KeyXY), 14 (KeyXYf); byte 15 makes the checksum. */
    public int keyMask = 0xFF, keyOrA = 0x11, keyOrB = 0x22, keyOrC = 0x44, keyOrD = 0x08;
    public int keysSum = 0x5D, keyXY = 0xA7, keyXYf = 0x3C;
    public boolean breakChecksum;

    /** A line of moves with comments after each, and its own variations by the index of the move they replace. */
    public static final class Line {
        public final List<Integer> moves;
        public final List<String> comments;
        public final Map<Integer, List<Line>> alternatives = new TreeMap<>();

        public Line(List<Integer> moves, List<String> comments) {
            this.moves = moves;
            this.comments = comments;
        }

        public Line(String... iccs) {
            this(iccsList(iccs), List.of());
        }

        String comment(int i) {
            return i < comments.size() ? comments.get(i) : "";
        }

        List<Line> alternativesAt(int i) {
            return alternatives.getOrDefault(i, List.of());
        }
    }

    public static List<Integer> iccsList(String... iccs) {
        List<Integer> out = new ArrayList<>();
        for (String s : iccs) out.add(Move.parseIccs(s));
        return out;
    }

    private int xy, xyf, xyt, commentOffset;

    public byte[] build() {
        boolean encrypted = version >= 11;
        int keyXYt = breakChecksum ? 1 : -(keysSum + keyXY + keyXYf) & 0xFF;
        if (encrypted) {
            xy = f(keyXY, keyXY);
            xyf = f(keyXYf, xy);
            xyt = f(keyXYt, xyf);
            commentOffset = (keysSum * 256 + keyXY) % 32000 + 767;
        }
        byte[] header = new byte[0x400];
        header[0] = 'X';
        header[1] = 'Q';
        header[2] = (byte) version;
        if (encrypted) {
            int[] keyBytes = {keyMask, 0, 0, 0, 0, keyOrA, keyOrB, keyOrC, keyOrD, keysSum, keyXY, keyXYf, keyXYt};
            for (int i = 0; i < keyBytes.length; i++) header[3 + i] = (byte) keyBytes[i];
        }
        for (int i = 0; i < 32; i++) {
            int piece = version >= 12 ? (i + xy + 1) & 31 : i;
            header[0x10 + i] = (byte) (pieces[piece] + xy); // an absent piece (0xFF) stays above 89 once unmasked
        }
        header[0x32] = (byte) side;
        header[0x33] = (byte) result;
        string(header, 0x50, title);
        string(header, 0xD0, event);
        string(header, 0x130, red);
        string(header, 0x140, black);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header);
        Line main = new Line(moves, comments);
        main.alternatives.putAll(alternatives);
        node(out, 0, 0, !moves.isEmpty(), false, rootComment, true);
        if (!moves.isEmpty()) line(out, main, 0, main.alternativesAt(0));
        byte[] b = out.toByteArray();
        if (encrypted) {
            int[] k = {(keysSum & keyMask) | keyOrA, (keyXY & keyMask) | keyOrB, (keyXYf & keyMask) | keyOrC,
                    (keyXYt & keyMask) | keyOrD};
            for (int p = 0x400; p < b.length; p++) b[p] = (byte) (b[p] + (COPYRIGHT[p % 32] & k[p % 4]));
        }
        return b;
    }

    /** Move {@code i} of {@code line}, its next moves, then the alternatives that follow it in its sibling chain. */
    private void line(ByteArrayOutputStream out, Line line, int i, List<Line> siblings) {
        int m = line.moves.get(i);
        boolean hasNext = i + 1 < line.moves.size();
        node(out, xqf(Move.from(m)), xqf(Move.to(m)), hasNext, !siblings.isEmpty(), line.comment(i), false);
        if (hasNext) line(out, line, i + 1, line.alternativesAt(i + 1));
        if (!siblings.isEmpty()) line(out, siblings.get(0), 0, siblings.subList(1, siblings.size()));
    }

    private void node(ByteArrayOutputStream out, int from, int to, boolean next, boolean alternative, String comment,
                      boolean root) {
        byte[] text = comment.getBytes(TextEncoding.GB18030);
        out.write(from + 0x18 + xyf & 0xFF);
        out.write(to + 0x20 + xyt & 0xFF);
        if (version < 11) {
            out.write((next ? 0xF0 : 0) | (alternative ? 0x0F : 0));
            out.write(root ? 0xFF : 0);
            int32(out, text.length);
        } else {
            out.write((next ? 0x80 : 0) | (alternative ? 0x40 : 0) | (text.length > 0 ? 0x20 : 0));
            out.write(0);
            if (text.length > 0) int32(out, text.length + commentOffset);
        }
        out.writeBytes(text);
    }

    private static void int32(ByteArrayOutputStream out, int n) {
        out.write(n & 0xFF);
        out.write(n >>> 8 & 0xFF);
        out.write(n >>> 16 & 0xFF);
        out.write(n >>> 24 & 0xFF);
    }

    private static int f(int b, int c) {
        return ((((b * b * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * c & 0xFF;
    }

    private static int xqf(int sq) {
        return Square.file(sq) * 10 + Square.rank(sq);
    }

    private static void string(byte[] header, int offset, String s) {
        byte[] b = s.getBytes(TextEncoding.GB18030);
        header[offset] = (byte) b.length;
        System.arraycopy(b, 0, header, offset + 1, b.length);
    }
}
