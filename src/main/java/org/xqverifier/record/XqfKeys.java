package org.xqverifier.record;

import java.nio.charset.StandardCharsets;

/**
 * The keys that mask an XQF file of version 11 and later, derived from header bytes 3 and 8–15 (the derivation is in
 * {@code corpus/xqf/xqf-keys.md}; two independent public readers agree on it). Version 10 and earlier use all keys 0.
 */
final class XqfKeys {
    private static final byte[] COPYRIGHT = "[(C) Copyright Mr. Dong Shiwei.]".getBytes(StandardCharsets.US_ASCII);

    /** Subtracted from every stored piece square (and it rotates the piece order from version 12). */
    final int xy;
    /** Subtracted from a move's from-square byte, besides the 0x18 every version adds. */
    final int xyFrom;
    /** Subtracted from a move's to-square byte, besides the 0x20 every version adds. */
    final int xyTo;
    /** Added to every comment length in the move tree. */
    final int commentLengthOffset;
    /** The 32-byte body mask, by file offset mod 32; all zero for version 10 and earlier. */
    final byte[] mask = new byte[32];

    private XqfKeys(int xy, int xyFrom, int xyTo, int commentLengthOffset) {
        this.xy = xy;
        this.xyFrom = xyFrom;
        this.xyTo = xyTo;
        this.commentLengthOffset = commentLengthOffset;
    }

    static XqfKeys none() {
        return new XqfKeys(0, 0, 0, 0);
    }

    /** The keys of an encrypted header; the caller has checked the header checksum. */
    static XqfKeys of(byte[] header) {
        int keyMask = u(header, 3);
        int keysSum = u(header, 12), hXy = u(header, 13), hXyf = u(header, 14), hXyt = u(header, 15);
        int xy = f(hXy, hXy);
        int xyf = f(hXyf, xy);
        int xyt = f(hXyt, xyf);
        XqfKeys keys = new XqfKeys(xy, xyf, xyt, (keysSum * 256 + hXy) % 32000 + 767);
        int[] k = {
                (keysSum & keyMask) | u(header, 8), (hXy & keyMask) | u(header, 9),
                (hXyf & keyMask) | u(header, 10), (hXyt & keyMask) | u(header, 11)};
        for (int i = 0; i < 32; i++) keys.mask[i] = (byte) (COPYRIGHT[i] & k[i % 4]);
        return keys;
    }

    /** Header bytes 12–15 sum to 0 mod 256 in every encrypted file XQStudio wrote. */
    static boolean checksumHolds(byte[] header) {
        return (u(header, 12) + u(header, 13) + u(header, 14) + u(header, 15) & 0xFF) == 0;
    }

    /** The file with the body mask removed from offset {@code from} on (a copy; the header stays as stored). */
    byte[] unmask(byte[] file, int from) {
        return unmaskInPlace(file.clone(), from);
    }

    /** The file with the body mask removed from offset {@code from} on, in the same array (the caller's own copy). */
    byte[] unmaskInPlace(byte[] file, int from) {
        for (int p = from; p < file.length; p++) file[p] = (byte) (file[p] - mask[p & 31]);
        return file;
    }

    private static int f(int b, int c) {
        return ((((b * b * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * c & 0xFF;
    }

    private static int u(byte[] b, int i) {
        return b[i] & 0xFF;
    }
}
