package org.xqverifier.record;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The games of one PGN file, cut apart as the file is read in blocks, so that they can be read one by one on other
 * threads and memory does not grow with the file. The cuts are {@link PgnReader}'s: a game ends at a tag that follows
 * move text, outside comments and variations. The bytes are cut as they are: a UTF-8 file is not decoded here (its
 * multi-byte sequences never contain an ASCII byte), only its blanks beyond ASCII (U+3000, U+FEFF, U+2000…) are
 * recognised; a file in another encoding (GBK/GB18030, UTF-16 with its BOM) is decoded block by block into UTF-8
 * ({@link Utf8Blocks}) and cut as UTF-8, so memory stays bounded whatever the encoding.
 *
 * <p>The encoding is the file's, decided as {@link TextEncoding#decode} decides it: a first pass over the blocks
 * checks that every byte is UTF-8 (and no byte is zero), or else that the file decodes in the other encoding, before
 * any game is handed out.
 */
public final class PgnGameStream implements Iterator<PgnGameBytes> {
    /** Bytes read at a time; a game longer than this grows the buffer. */
    static final int BLOCK = 1 << 20;
    /** The longest a game may be (a real one is a few KB): a longer one is refused and skipped, the rest read. */
    static final int MAX_GAME = RecordFiles.MAX_BYTES;

    private int maxGame = MAX_GAME;
    /**
     * Why the game being cut is refused (longer than {@link #maxGame}, or more than memory holds), or null: its bytes
     * are then dropped as they are read until the next game starts.
     */
    private String refusing;

    private final String source;
    private final Path file;
    private byte[] buf;
    /** File offset of buf[0], bytes in buf, and whether the file's end is in buf. */
    private long base;
    private int limit;
    private boolean eof;
    /** Nothing before this offset is needed again (the start of the game being cut). */
    private long keep;
    private long pos;
    private int line = 1;
    /** Only blanks since the last line break: a '%' there escapes the line. */
    private boolean lineStart = true;
    private RecordException failure;
    /** Decoded whole from another encoding than UTF-8 (bytes already in memory). */
    private boolean decoded;
    /** The file's text as UTF-8 when it is in another encoding; null for a UTF-8 file, read as it is. */
    private final Utf8Blocks transcoded;

    private PgnGameStream(Path file, String source, byte[] first, int length, boolean whole, int skip) {
        this(file, null, source, first, length, whole, skip);
    }

    private PgnGameStream(Path file, Utf8Blocks transcoded, String source, byte[] first, int length, boolean whole,
                          int skip) {
        this.file = file;
        this.transcoded = transcoded;
        this.source = source;
        this.buf = first;
        this.limit = length;
        this.eof = whole;
        this.pos = skip;
        this.keep = skip;
    }

    /** {@link #open(Path)} with another bound on a game's length (for tests). */
    static PgnGameStream open(Path file, int maxGameBytes) throws RecordException {
        PgnGameStream stream = open(file);
        stream.maxGame = maxGameBytes;
        return stream;
    }

    /** The games of a PGN file; a file that cannot be read, or is not text, fails here with its one message. */
    public static PgnGameStream open(Path file) throws RecordException {
        String source = file.toString();
        byte[] first = new byte[BLOCK];
        int n = RecordFiles.read(file, 0, first, 0, BLOCK);
        boolean whole = n < BLOCK;
        if (whole ? !isUtf8(first, n) : !isUtf8(file, first, n)) {
            // GBK/GB18030, UTF-16, or not text at all: decoded block by block, or refused with the reason
            return new PgnGameStream(null, Utf8Blocks.open(file, first, n, BLOCK), source, first, 0, false, 0);
        }
        return new PgnGameStream(whole ? null : file, source, first, n, whole, hasBom(first, n) ? 3 : 0);
    }

    /** The games of a file's bytes already in memory (decoded as {@link TextEncoding#decode} would). */
    public static PgnGameStream of(byte[] bytes, String source) throws RecordException {
        if (!isUtf8(bytes, bytes.length)) {
            return decodedWhole(bytes, source);
        }
        return new PgnGameStream(null, source, bytes, bytes.length, true, hasBom(bytes, bytes.length) ? 3 : 0);
    }

    private static PgnGameStream decodedWhole(byte[] bytes, String source) throws RecordException {
        byte[] utf8 = TextEncoding.decode(bytes, source).text().getBytes(StandardCharsets.UTF_8);
        PgnGameStream stream = new PgnGameStream(null, source, utf8, utf8.length, true, 0);
        stream.decoded = true;
        return stream;
    }

    /** True if the bytes given were not UTF-8 and were decoded whole (GBK/GB18030, UTF-16): not streamed. */
    boolean decodedWhole() {
        return decoded;
    }

    /** True if the file is not UTF-8 and is decoded block by block as it is cut. */
    boolean transcoded() {
        return transcoded != null;
    }

    private static boolean hasBom(byte[] b, int n) {
        return n >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF;
    }

    /** UTF-8 throughout, as {@link TextEncoding#decode} reads it: after a BOM any UTF-8; without one, no zero byte. */
    private static boolean isUtf8(byte[] b, int n) {
        boolean bom = hasBom(b, n);
        return TextEncoding.utf8Prefix(b, bom ? 3 : 0, n, !bom) == n;
    }

    /** {@link #isUtf8(byte[], int)} for a file larger than a block: the rest is read block by block and dropped. */
    private static boolean isUtf8(Path file, byte[] first, int n) throws RecordException {
        boolean bom = hasBom(first, n);
        byte[] block = first.clone();
        int from = bom ? 3 : 0, length = n;
        long offset = n;
        while (true) {
            int upTo = TextEncoding.utf8Prefix(block, from, length, !bom);
            if (upTo < 0) {
                return false;
            }
            int carried = length - upTo; // a sequence cut by the block's end
            System.arraycopy(block, upTo, block, 0, carried);
            int read = RecordFiles.read(file, offset, block, carried, block.length - carried);
            offset += read;
            length = carried + read;
            from = 0;
            if (read == 0) {
                return carried == 0;
            }
        }
    }

    @Override
    public boolean hasNext() {
        if (failure != null) {
            return true;
        }
        try {
            skipBlank();
            return at(pos) >= 0;
        } catch (RecordException e) {
            failure = e;
            return true;
        }
    }

    @Override
    public PgnGameBytes next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        if (failure != null) {
            PgnGameBytes failed = PgnGameBytes.failed(failure);
            failure = null;
            eof = true;
            limit = 0;
            base = pos;
            return failed;
        }
        try {
            return cut();
        } catch (RecordException e) {
            eof = true;
            limit = 0;
            base = pos;
            return PgnGameBytes.failed(e);
        }
    }

    private void skipBlank() throws RecordException {
        keep = pos;
        while (true) {
            int c = at(pos);
            if (c < 0) {
                return;
            }
            if (c == '\n') {
                line++;
                lineStart = true;
                pos++;
            } else {
                int blank = blank(pos, true);
                if (blank == 0) {
                    return;
                }
                pos += blank;
            }
        }
    }

    /** The game from here to the next tag after move text (or the end of the file). */
    private PgnGameBytes cut() throws RecordException {
        long start = pos;
        int startLine = line;
        keep = start;
        boolean movetext = false;
        while (true) {
            // the common run (ASCII move text, spaces, line breaks) straight off the buffer; the rest one by one below
            byte[] b = buf;
            int i = (int) (pos - base), lim = limit, ln = line;
            boolean ls = lineStart;
            while (i < lim) {
                int c = b[i];
                if (c > ' ') {
                    if (c == '[' || c == '{' || c == '(' || c == ';' || c == '%' || !movetext) {
                        break; // (before any move text, each word is looked at below)
                    }
                    ls = false;
                } else if (c == '\n') {
                    ln++;
                    ls = true;
                } else if (c != ' ' && c != '\t' && c != '\r') {
                    break; // another control character, or beyond ASCII
                }
                i++;
            }
            pos = base + i;
            line = ln;
            lineStart = ls;
            int c = at(pos);
            if (c < 0) {
                break;
            }
            if (i == lim) {
                continue; // the next block is in
            }
            int blank = blank(pos, true);
            if (blank > 0) {
                pos += blank;
                continue;
            }
            if (c == '%' && lineStart) {
                skipTo('\n');
                continue;
            }
            boolean wasLineStart = lineStart;
            lineStart = false;
            if (c == '[') {
                if (movetext) {
                    lineStart = wasLineStart; // the next game starts here
                    break;
                }
                skipTag();
            } else if (c == '{') {
                long open = pos++;
                skipTo('}');
                long close = pos;
                if (at(pos) >= 0) {
                    pos++;
                }
                movetext |= hasText(open + 1, close);
            } else if (c == ';') {
                long open = pos;
                skipTo('\n');
                movetext |= hasText(open + 1, pos);
            } else if (c == '(') {
                skipVariation(); // a variation is no move text of the game: a tag after it is the same game's
            } else if (c == ')' || c == '}') {
                pos++;
                movetext = true; // damage: the reader refuses the game it is in
            } else if (!movetext) {
                movetext = word();
            } else {
                pos++;
            }
        }
        if (refusing == null) {
            try {
                byte[] text = Arrays.copyOfRange(buf, (int) (start - base), (int) (pos - base));
                return new PgnGameBytes(source, text, startLine);
            } catch (OutOfMemoryError e) {
                refusing = "too large for this JVM's memory (" + ((pos - start) >> 20) + " MiB)";
            }
        }
        String why = refusing;
        refusing = null;
        return PgnGameBytes.refused(source, startLine, "the game is " + why + "; skipped, the rest of the file is read");
    }

    /**
     * Whether a comment from {@code from} to {@code to} holds text (the reader keeps a comment, and so starts the
     * game's move text, only when it is more than blanks and control characters).
     */
    private boolean hasText(long from, long to) throws RecordException {
        for (long i = from; i < to; i++) {
            if (at(i) > ' ') {
                return true;
            }
        }
        return false;
    }

    /**
     * Past the word here, as the reader cuts words (up to a blank or one of {@code [{(;)}}); whether it starts move
     * text ({@link PgnReader#beginsMovetext}: a move or a result, not a NAG or a bare move number).
     */
    private boolean word() throws RecordException {
        long start = pos;
        for (int c; (c = at(pos)) >= 0; pos += step(pos)) {
            if (c == '[' || c == '{' || c == '(' || c == ';' || c == ')' || c == '}' || blank(pos, false) > 0) {
                break;
            }
        }
        if (start < base || pos - start > 4096) {
            return true; // a word too long to be a move number: the game's move text (or a refused game) goes on
        }
        String w = new String(buf, (int) (start - base), (int) (pos - start), StandardCharsets.UTF_8);
        return PgnReader.beginsMovetext(w);
    }

    /** Past the tag's closing '"]' on this line, or to the line's end (the reader will say what is wrong). */
    private void skipTag() throws RecordException {
        long eol = pos, open = -1;
        while (true) {
            byte[] b = buf;
            int i = (int) (eol - base), lim = limit;
            while (i < lim && b[i] != '\n') {
                if (b[i] == '"' && open < 0) {
                    open = base + i;
                }
                i++;
            }
            eol = base + i;
            if (i < lim || at(eol) < 0) {
                break;
            }
        }
        long end = eol;
        if (open >= 0) {
            for (long i = open + 1; i < eol; i++) {
                int c = at(i);
                if (c == '\\') {
                    i += step(i + 1); // the escaped character, whatever its length
                } else if (c == '"') {
                    long j = i + 1;
                    int w;
                    while (j < eol && (w = blank(j, false)) > 0) {
                        j += w;
                    }
                    if (j < eol && at(j) == ']') {
                        end = j + 1;
                        break;
                    }
                }
            }
        }
        pos = end;
    }

    private void skipTo(int stop) throws RecordException {
        while (true) {
            byte[] b = buf;
            int i = (int) (pos - base), lim = limit, ln = line;
            while (i < lim && b[i] != stop) {
                if (b[i] == '\n') {
                    ln++;
                }
                i++;
            }
            pos = base + i;
            line = ln;
            if (i < lim || at(pos) < 0) {
                return;
            }
        }
    }

    /** Past the next {@code stop} (counting lines), or to the end of the file if there is none. */
    private void skipPast(int stop) throws RecordException {
        skipTo(stop);
        if (at(pos) >= 0) {
            pos++;
        }
    }

    /**
     * Past the variation here; or, if a line in it starts with a tag, to that line: a variation holds no tags, so it
     * was never closed, and the game it is in is refused (by the reader) rather than every game after it.
     */
    private void skipVariation() throws RecordException {
        int depth = 0;
        boolean atLineStart = false;
        for (int c; (c = at(pos)) >= 0; ) {
            if (c == '[' && atLineStart) {
                return;
            }
            pos++;
            if (c == '\n') {
                line++;
                atLineStart = true;
                continue;
            }
            atLineStart &= c == ' ' || c == '\t' || c == '\r';
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return;
            } else if (c == '{') {
                skipPast('}');
            }
        }
    }

    /**
     * The length in bytes of the blank character at {@code p}, or 0: Java's whitespace, and with {@code wide} also
     * the ideographic space U+3000 and U+FEFF, as the reader skips them between words.
     */
    private int blank(long p, boolean wide) throws RecordException {
        int c = at(p);
        if (c < 0x80) {
            return c == ' ' || c >= 9 && c <= 13 || c >= 0x1C && c <= 0x1F ? 1 : 0;
        }
        if (c != 0xE1 && c != 0xE2 && c != 0xE3 && c != 0xEF) {
            return 0; // every other non-ASCII blank of Java's is one of these three-byte forms
        }
        int ch = (c & 0x0F) << 12 | (at(p + 1) & 0x3F) << 6 | (at(p + 2) & 0x3F);
        return Character.isWhitespace(ch) || wide && (ch == '\u3000' || ch == '\uFEFF') ? 3 : 0;
    }

    /** The length in bytes of the character at {@code p} (1 at the end of the file). */
    private int step(long p) throws RecordException {
        int c = at(p);
        return c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    }

    /**
     * The byte at file offset {@code p} (0–255), or -1 past the end; reads the next block when needed. A byte of a
     * refused game that was dropped reads as a blank.
     */
    private int at(long p) throws RecordException {
        long i = p - base;
        if (i < limit) {
            return i >= 0 ? buf[(int) i] & 0xFF : ' ';
        }
        return fill(p);
    }

    private int fill(long p) throws RecordException {
        while (p - base >= limit) {
            if (eof) {
                return -1;
            }
            int drop = (int) (keep - base);
            if (drop > 0) {
                System.arraycopy(buf, drop, buf, 0, limit - drop);
                base += drop;
                limit -= drop;
            }
            if (limit == buf.length) {
                // one game longer than a block: the buffer grows, up to the longest a game may be
                String tooLong = buf.length >= maxGame ? "longer than " + (maxGame >> 20) + " MiB" : null;
                if (tooLong == null) {
                    try {
                        buf = Arrays.copyOf(buf, (int) Math.min(maxGame, buf.length * 2L));
                    } catch (OutOfMemoryError e) {
                        tooLong = "too large for this JVM's memory (" + (buf.length >> 20) + " MiB read of it)";
                    }
                }
                if (tooLong != null) {
                    // the game is refused: what is in the buffer is dropped, and the rest of it as it is read
                    refusing = refusing == null ? tooLong : refusing;
                    base += limit;
                    limit = 0;
                    keep = base;
                }
            }
            int n = transcoded != null ? transcoded.read(buf, limit, buf.length - limit)
                    : RecordFiles.read(file, base + limit, buf, limit, buf.length - limit);
            limit += n;
            eof = limit < buf.length;
        }
        return buf[(int) (p - base)] & 0xFF;
    }
}
