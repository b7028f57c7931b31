package org.xqverifier.record;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading a game-record file, PGN or XQF alike: every I/O problem becomes one RecordException naming the file. */
final class RecordFiles {
    private RecordFiles() {
    }

    static byte[] bytes(Path file) throws RecordException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new RecordException(file.toString(), 0, "no such file");
        } catch (AccessDeniedException e) {
            throw new RecordException(file.toString(), 0, "permission denied");
        } catch (IOException e) {
            throw new RecordException(file.toString(), 0, "cannot read: " + (Files.isDirectory(file) ? "is a directory" : e.getMessage()));
        }
    }
}
