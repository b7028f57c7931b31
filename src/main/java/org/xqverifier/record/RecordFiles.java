package org.xqverifier.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/** Reading a game-record file, PGN or XQF alike: every I/O problem becomes one RecordException naming the file. */
final class RecordFiles {
    private RecordFiles() {
    }

    /** The largest record file read whole; beyond it (a 3 GB dump, /dev/zero) the reader stops and says so. */
    static final int MAX_BYTES = 64 << 20;

    static byte[] bytes(Path file) throws RecordException {
        // one open, one fstat, one read, one close: a collection has tens of thousands of small files
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size > MAX_BYTES) {
                throw tooLarge(file, size + " bytes");
            }
            if (size == 0) {
                // empty, or a device or pipe that does not say its size: read what comes, up to the limit
                byte[] bytes = Channels.newInputStream(channel).readNBytes(MAX_BYTES + 1);
                if (bytes.length > MAX_BYTES) {
                    throw tooLarge(file, "more than " + MAX_BYTES + " bytes");
                }
                return bytes;
            }
            ByteBuffer into = ByteBuffer.allocate((int) size);
            while (into.hasRemaining() && channel.read(into) >= 0) {
                // a short read only at the end
            }
            return into.hasRemaining() ? Arrays.copyOf(into.array(), into.position()) : into.array();
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * Reads up to {@code len} bytes of the file from {@code offset} into {@code buf}: fewer only at the end of the file.
     * Nothing stays open between calls, so a reader that streams a file in blocks holds no file handle while it waits.
     */
    static int read(Path file, long offset, byte[] buf, int off, int len) throws RecordException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer into = ByteBuffer.wrap(buf, off, len);
            while (into.hasRemaining()) {
                if (channel.read(into, offset + into.position() - off) < 0) {
                    break;
                }
            }
            return into.position() - off;
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** The one-line reason a file could not be read, for a user (no exception class names). */
    private static RecordException unreadable(Path file, IOException e) {
        String why = e instanceof NoSuchFileException ? "no such file"
                : e instanceof AccessDeniedException ? "permission denied"
                : "cannot read: " + (Files.isDirectory(file) ? "is a directory" : e.getMessage());
        return new RecordException(file.toString(), 0, why);
    }

    private static RecordException tooLarge(Path file, String size) {
        return new RecordException(file.toString(), 0, size + " is more than a record file may hold (at most "
                + (MAX_BYTES >> 20) + " MiB); split the collection into smaller files");
    }
}
