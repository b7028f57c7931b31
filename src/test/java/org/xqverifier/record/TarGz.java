package org.xqverifier.record;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Reads the regular files of a .tar.gz one by one, without unpacking it (ustar and GNU tar, with GNU long names and
 * pax {@code path} records), so a test can go through a collection without writing 26,000 files to disk.
 */
public final class TarGz {
    public interface FileVisitor {
        void visit(String name, byte[] content) throws IOException;
    }

    private TarGz() {
    }

    public static void forEachFile(Path archive, FileVisitor visitor) throws IOException {
        try (InputStream in = new BufferedInputStream(new GZIPInputStream(Files.newInputStream(archive), 1 << 16), 1 << 16)) {
            byte[] header = new byte[512];
            String longName = null;
            while (readFully(in, header)) {
                if (isZero(header)) break;
                long size = octal(header, 124, 12);
                byte type = header[156];
                byte[] content = new byte[Math.toIntExact(size)];
                if (!readFully(in, content)) throw new IOException("archive cut off inside an entry");
                skip(in, (512 - size % 512) % 512);
                if (type == 'L') {
                    longName = cString(content, 0, content.length);
                } else if (type == 'x') {
                    String path = paxPath(content);
                    if (path != null) longName = path;
                } else {
                    String name = longName != null ? longName : ustarName(header);
                    longName = null;
                    if (type == '0' || type == 0) visitor.visit(name, content);
                }
            }
        }
    }

    private static String ustarName(byte[] h) {
        String name = cString(h, 0, 100);
        String magic = new String(h, 257, 5, StandardCharsets.US_ASCII);
        if (magic.equals("ustar") && h[262] == 0) { // POSIX ustar: a prefix may hold the leading folders
            String prefix = cString(h, 345, 155);
            if (!prefix.isEmpty()) return prefix + "/" + name;
        }
        return name;
    }

    private static String paxPath(byte[] records) {
        String text = new String(records, StandardCharsets.UTF_8);
        for (String line : text.split("\n")) {
            int space = line.indexOf(' ');
            if (space > 0 && line.startsWith("path=", space + 1)) return line.substring(space + 6);
        }
        return null;
    }

    private static String cString(byte[] b, int offset, int max) {
        int end = offset;
        while (end < offset + max && b[end] != 0) end++;
        return new String(b, offset, end - offset, StandardCharsets.UTF_8);
    }

    private static long octal(byte[] b, int offset, int length) {
        long v = 0;
        for (int i = offset; i < offset + length; i++) {
            int c = b[i];
            if (c == 0 || c == ' ') {
                if (v > 0) break;
                continue;
            }
            v = v * 8 + (c - '0');
        }
        return v;
    }

    private static boolean isZero(byte[] b) {
        for (byte x : b) if (x != 0) return false;
        return true;
    }

    private static boolean readFully(InputStream in, byte[] b) throws IOException {
        int n = in.readNBytes(b, 0, b.length);
        return n == b.length;
    }

    private static void skip(InputStream in, long n) throws IOException {
        in.skipNBytes(n);
    }
}
