package org.xqverifier.record;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A text file in another encoding than UTF-8 (GBK/GB18030, UTF-16 with its byte-order mark) handed on as UTF-8, block
 * by block: a block of the file is decoded and encoded again, and a character cut by the block's end waits in the
 * decoder for the next block. The memory is a few blocks however large the file. The encoding is chosen, and the file
 * refused, as {@link TextEncoding#decode} chooses and refuses, with its messages.
 */
final class Utf8Blocks {
    private final Path file;
    private final String source;
    private final String what;
    private final CharsetDecoder decoder;
    private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder();
    /** Bytes of the file from {@link #rawBase}, read but not all decoded yet. */
    private final ByteBuffer raw;
    private long rawBase;
    private final CharBuffer chars;
    /** UTF-8 bytes not handed on yet. */
    private final ByteBuffer out;
    private boolean endOfFile, decoded, done;

    private Utf8Blocks(Path file, String source, Charset charset, int skip, String what, int block) {
        this.file = file;
        this.source = source;
        this.what = what;
        this.decoder = TextEncoding.decoder(charset);
        this.rawBase = skip;
        raw = ByteBuffer.allocate(block).flip();
        // a byte decodes to at most one char (two bytes of GB18030 or UTF-16 to one, four to a surrogate pair), and a
        // char encodes to at most three bytes of UTF-8 (a pair to four)
        chars = CharBuffer.allocate(block + 2);
        out = ByteBuffer.allocate(3 * (block + 2)).flip();
    }

    /**
     * The file, whose first {@code n} bytes are {@code first} and are not UTF-8 throughout, as UTF-8 read {@code block}
     * bytes at a time. The whole file is decoded once here and the text dropped: a file that is not text fails now,
     * with {@link TextEncoding#decode}'s message, before any of it is handed on.
     */
    static Utf8Blocks open(Path file, byte[] first, int n, int block) throws RecordException {
        String source = file.toString();
        TextEncoding.Marked mark = TextEncoding.byteOrderMark(first, n);
        Charset charset = TextEncoding.GB18030;
        int skip = 0;
        String what = TextEncoding.UTF8_OR_GBK;
        if (mark != null) {
            charset = mark.charset();
            skip = mark.skip();
            what = mark.what();
        } else {
            long zero = firstZero(file, block);
            if (zero >= 0) {
                throw TextEncoding.zeroByte(source, lineAt(file, zero, block), zero);
            }
        }
        Utf8Blocks check = new Utf8Blocks(file, source, charset, skip, what, block);
        byte[] dropped = new byte[block];
        while (check.read(dropped, 0, block) == block) {
            // decoded and dropped: only whether it decodes matters here
        }
        return new Utf8Blocks(file, source, charset, skip, what, block);
    }

    /** Writes up to {@code len} bytes of UTF-8 into {@code into} from {@code at}: fewer only at the end of the text. */
    int read(byte[] into, int at, int len) throws RecordException {
        int n = 0;
        while (n < len && (out.hasRemaining() || refill())) {
            int k = Math.min(len - n, out.remaining());
            out.get(into, at + n, k);
            n += k;
        }
        return n;
    }

    /** Decodes the next block of the file into {@link #out}; false at the end of the text. */
    private boolean refill() throws RecordException {
        out.clear();
        while (out.position() == 0 && !done) {
            if (!endOfFile) {
                rawBase += raw.position();
                raw.compact();
                int got = RecordFiles.read(file, rawBase + raw.position(), raw.array(), raw.position(), raw.remaining());
                raw.position(raw.position() + got);
                endOfFile = raw.hasRemaining(); // a short read comes only at the end
                raw.flip();
            }
            if (!decoded) {
                CoderResult r = decoder.decode(raw, chars, endOfFile);
                if (r.isError()) {
                    long at = rawBase + raw.position();
                    throw TextEncoding.badByte(source, lineAt(file, at, raw.capacity()), what, raw.get(raw.position()), at);
                }
                if (endOfFile && r.isUnderflow()) {
                    decoder.flush(chars);
                    decoded = true;
                }
            }
            chars.flip();
            encoder.encode(chars, out, decoded);
            chars.compact();
            if (decoded && chars.position() == 0) {
                encoder.flush(out);
                done = true;
            }
        }
        out.flip();
        return out.hasRemaining();
    }

    /** The offset of the file's first zero byte, or -1. */
    private static long firstZero(Path file, int block) throws RecordException {
        byte[] b = new byte[block];
        long offset = 0;
        for (int n; (n = RecordFiles.read(file, offset, b, 0, block)) > 0; offset += n) {
            for (int i = 0; i < n; i++) {
                if (b[i] == 0) {
                    return offset + i;
                }
            }
        }
        return -1;
    }

    /** The line of the byte at {@code offset}, counting line-feed bytes before it (as {@link TextEncoding} does). */
    private static int lineAt(Path file, long offset, int block) throws RecordException {
        byte[] b = new byte[block];
        int line = 1;
        long at = 0;
        for (int n; at < offset && (n = RecordFiles.read(file, at, b, 0, (int) Math.min(block, offset - at))) > 0; at += n) {
            for (int i = 0; i < n; i++) {
                if (b[i] == '\n') {
                    line++;
                }
            }
        }
        return line;
    }
}
