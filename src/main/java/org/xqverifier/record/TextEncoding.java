package org.xqverifier.record;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes game-record text whose encoding nobody wrote down. Chinese game files are UTF-8 (often with a BOM) or
 * GBK/GB18030; we take UTF-8 when the bytes are valid UTF-8 (GBK text of any length almost never is) and GB18030,
 * the superset of GBK, otherwise. BIG5 files cannot be told from GBK by their bytes and are not recognised.
 */
public final class TextEncoding {
    public static final Charset GB18030 = Charset.forName("GB18030");
    /** Eight bytes of a byte array as one long: ASCII text is checked a word at a time. */
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private TextEncoding() {
    }

    /** The decoded text and the name of the encoding it was found in. */
    public record Decoded(String text, String encoding) {
    }

    /** The encoding a byte-order mark names: the mark's length, and the encoding's names in messages and results. */
    record Marked(Charset charset, int skip, String what, String name) {
    }

    /** What {@link #decode} takes text that is not UTF-8 and has no byte-order mark for, in its messages. */
    static final String UTF8_OR_GBK = "UTF-8 or GBK/GB18030";

    /** The encoding the first {@code n} bytes' byte-order mark names (UTF-8, UTF-16LE, UTF-16BE), or null. */
    static Marked byteOrderMark(byte[] bytes, int n) {
        if (startsWith(bytes, n, 0xEF, 0xBB, 0xBF)) {
            return new Marked(StandardCharsets.UTF_8, 3, "UTF-8 (with BOM)", "UTF-8");
        }
        if (startsWith(bytes, n, 0xFF, 0xFE)) {
            return new Marked(StandardCharsets.UTF_16LE, 2, "UTF-16LE", "UTF-16LE");
        }
        if (startsWith(bytes, n, 0xFE, 0xFF)) {
            return new Marked(StandardCharsets.UTF_16BE, 2, "UTF-16BE", "UTF-16BE");
        }
        return null;
    }

    public static Decoded decode(byte[] bytes, String source) throws RecordException {
        Marked mark = byteOrderMark(bytes, bytes.length);
        if (mark != null) {
            return new Decoded(strict(mark.charset(), bytes, mark.skip(), source, mark.what()), mark.name());
        }
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw zeroByte(source, lineAt(bytes, i), i);
            }
        }
        try {
            return new Decoded(decoder(StandardCharsets.UTF_8).decode(ByteBuffer.wrap(bytes)).toString(), "UTF-8");
        } catch (CharacterCodingException notUtf8) {
            return new Decoded(strict(GB18030, bytes, 0, source, UTF8_OR_GBK), "GB18030");
        }
    }

    /** The message for a file without a byte-order mark that has a zero byte (at {@code offset}, on {@code line}). */
    static RecordException zeroByte(String source, int line, long offset) {
        return new RecordException(source, line,
                "not a text file (a zero byte at offset " + offset + "; binary data or UTF-16 without a BOM)");
    }

    /** The message for a byte at {@code offset} (on {@code line}) that is not text in the encoding {@code what}. */
    static RecordException badByte(String source, int line, String what, int bad, long offset) {
        return new RecordException(source, line, "not valid " + what + " text (bad byte 0x"
                + String.format("%02X", bad & 0xFF) + " at offset " + offset + ")");
    }

    /**
     * How far {@code b[from, to)} is UTF-8 as {@link #decode} accepts it (RFC 3629: no overlong forms, no surrogates,
     * nothing above U+10FFFF) and, with {@code noZero}, without a zero byte: {@code to} if all of it; the start of a
     * sequence cut off by {@code to} (more bytes are needed to tell); or {@code -1 - i} if the byte at {@code i} is not.
     * Lets a reader decide a large file's encoding block by block instead of decoding it whole.
     */
    static int utf8Prefix(byte[] b, int from, int to, boolean noZero) {
        int i = from;
        while (i < to) {
            if (i + 8 <= to) {
                long v = (long) WORDS.get(b, i);
                // no byte at 0x80 or above, and none at zero (subtracting one from a zero byte sets its top bit)
                if (((v | v - 0x0101010101010101L) & 0x8080808080808080L) == 0) {
                    i += 8;
                    continue;
                }
            }
            int c = b[i];
            if (c > 0) {
                i++;
                continue;
            }
            if (c == 0) {
                if (noZero) return -1 - i;
                i++;
                continue;
            }
            c &= 0xFF;
            int need, min2 = 0x80, max2 = 0xBF;
            if (c >= 0xC2 && c <= 0xDF) {
                need = 1;
            } else if (c >= 0xE0 && c <= 0xEF) {
                need = 2;
                if (c == 0xE0) min2 = 0xA0;
                if (c == 0xED) max2 = 0x9F; // no surrogates
            } else if (c >= 0xF0 && c <= 0xF4) {
                need = 3;
                if (c == 0xF0) min2 = 0x90;
                if (c == 0xF4) max2 = 0x8F; // nothing above U+10FFFF
            } else {
                return -1 - i;
            }
            for (int k = 1; k <= need; k++) {
                if (i + k >= to) return i; // cut off: the next block tells
                int t = b[i + k] & 0xFF;
                if (k == 1 ? t < min2 || t > max2 : t < 0x80 || t > 0xBF) return -1 - i;
            }
            i += need + 1;
        }
        return i;
    }

    private static String strict(Charset charset, byte[] bytes, int offset, String source, String what) throws RecordException {
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        try {
            return decoder(charset).decode(in).toString();
        } catch (CharacterCodingException e) {
            int at = in.position();
            throw badByte(source, lineAt(bytes, at), what, bytes[Math.min(at, bytes.length - 1)], at);
        }
    }

    /** A decoder that stops at the first byte that is not text in the charset. */
    static CharsetDecoder decoder(Charset charset) {
        return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    private static boolean startsWith(byte[] bytes, int n, int... prefix) {
        if (n < prefix.length) return false;
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) return false;
        }
        return true;
    }

    private static int lineAt(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) {
            if (bytes[i] == '\n') line++;
        }
        return line;
    }
}
