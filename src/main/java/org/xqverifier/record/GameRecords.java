package org.xqverifier.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;

/**
 * One record file as every command over games reads it ({@code pgn check}, {@code pgn convert}, {@code rule --games},
 * {@code diff --games}): its kind decided one way, a PGN file cut into games at one boundary ({@link PgnGameStream},
 * which cuts where {@link PgnReader} starts a game), an XQF file one game. A file that is not a regular file (a pipe,
 * {@code /dev/stdin}, {@code <(…)}) is read whole, up to the size a record file may have, and then alike.
 */
public final class GameRecords {
    private GameRecords() {
    }

    /** A game's record cut from its file (rarely several games: a PGN result followed by more moves), read when asked. */
    public interface Cut {
        /** The file, for messages. */
        String source();

        /** Whether this is the file's XQF game (whose damage is the file's). */
        boolean xqf();

        /**
         * Whether reading this fails for the whole file (it cannot be read, or is not text), not for one game.
         */
        boolean wholeFile();

        /** The games, numbered from {@code firstNumber} in their file; a bad record throws with its location. */
        List<Game> read(int firstNumber) throws RecordException;
    }

    /**
     * XQF if the name ends in {@code .xqf}, or the file starts with the signature "XQ" and its name does not end in
     * {@code .pgn}; else PGN.
     */
    static boolean isXqf(String name, byte[] head, int length) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".xqf") || length >= 2 && head[0] == 'X' && head[1] == 'Q' && !n.endsWith(".pgn");
    }

    /** The cuts of one file, in order; never throws: a file that cannot be read is one cut whose read throws. */
    public static Iterator<Cut> open(Path file) {
        String source = file.toString();
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        try {
            if (!Files.isRegularFile(file) && Files.exists(file) && !Files.isDirectory(file)) {
                byte[] bytes = RecordFiles.bytes(file); // a pipe or a device is read once
                if (isXqf(name, bytes, bytes.length)) {
                    return List.<Cut>of(xqf(source, () -> XqfReader.read(bytes, source))).iterator();
                }
                return pgn(PgnGameStream.of(bytes, source));
            }
            String lower = name.toLowerCase(Locale.ROOT);
            boolean xqf = lower.endsWith(".xqf");
            if (!xqf && !lower.endsWith(".pgn")) {
                byte[] head = new byte[2];
                int n = RecordFiles.read(file, 0, head, 0, 2);
                xqf = isXqf(name, head, n);
            }
            if (xqf) {
                return List.<Cut>of(xqf(source, () -> XqfReader.read(file))).iterator();
            }
            return pgn(PgnGameStream.open(file));
        } catch (RecordException e) {
            return List.<Cut>of(failed(e)).iterator();
        }
    }

    private interface XqfRead {
        Game read() throws RecordException;
    }

    private static Cut xqf(String source, XqfRead reading) {
        return new Cut() {
            public String source() {
                return source;
            }

            public boolean xqf() {
                return true;
            }

            public boolean wholeFile() {
                return false;
            }

            public List<Game> read(int firstNumber) throws RecordException {
                try {
                    return List.of(reading.read());
                } catch (OutOfMemoryError e) {
                    throw new RecordException(source, 0, "the record is too large for this JVM's memory; skipped");
                }
            }
        };
    }

    private static Iterator<Cut> pgn(PgnGameStream games) {
        return new Iterator<>() {
            public boolean hasNext() {
                return games.hasNext();
            }

            public Cut next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                PgnGameBytes g = games.next();
                return new Cut() {
                    public String source() {
                        return g.source();
                    }

                    public boolean xqf() {
                        return false;
                    }

                    public boolean wholeFile() {
                        return g.failedFile();
                    }

                    public List<Game> read(int firstNumber) throws RecordException {
                        return g.read(firstNumber);
                    }
                };
            }
        };
    }

    private static Cut failed(RecordException e) {
        return new Cut() {
            public String source() {
                return e.source();
            }

            public boolean xqf() {
                return false;
            }

            public boolean wholeFile() {
                return true;
            }

            public List<Game> read(int firstNumber) throws RecordException {
                throw e;
            }
        };
    }
}
