package org.xqverifier.record;

import java.nio.ByteBuffer;
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

    private TextEncoding() {
    }

    /** The decoded text and the name of the encoding it was found in. */
    public record Decoded(String text, String encoding) {
    }

    public static Decoded decode(byte[] bytes, String source) throws RecordException {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return new Decoded(strict(StandardCharsets.UTF_8, bytes, 3, source, "UTF-8 (with BOM)"), "UTF-8");
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return new Decoded(strict(StandardCharsets.UTF_16LE, bytes, 2, source, "UTF-16LE"), "UTF-16LE");
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return new Decoded(strict(StandardCharsets.UTF_16BE, bytes, 2, source, "UTF-16BE"), "UTF-16BE");
        }
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new RecordException(source, lineAt(bytes, i),
                        "not a text file (a zero byte at offset " + i + "; binary data or UTF-16 without a BOM)");
            }
        }
        try {
            return new Decoded(decoder(StandardCharsets.UTF_8).decode(ByteBuffer.wrap(bytes)).toString(), "UTF-8");
        } catch (CharacterCodingException notUtf8) {
            return new Decoded(strict(GB18030, bytes, 0, source, "UTF-8 or GBK/GB18030"), "GB18030");
        }
    }

    private static String strict(Charset charset, byte[] bytes, int offset, String source, String what) throws RecordException {
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        try {
            return decoder(charset).decode(in).toString();
        } catch (CharacterCodingException e) {
            int at = in.position();
            throw new RecordException(source, lineAt(bytes, at), "not valid " + what + " text (bad byte 0x"
                    + String.format("%02X", bytes[Math.min(at, bytes.length - 1)] & 0xFF) + " at offset " + at + ")");
        }
    }

    private static CharsetDecoder decoder(Charset charset) {
        return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) return false;
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
