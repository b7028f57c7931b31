package org.xqverifier.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The games of record files and folders, one at a time, for commands that run over a collection.
 *
 * <pre>{@code
 * for (GameFiles.Entry e : GameFiles.of(List.of(Path.of("games/"), Path.of("extra.pgn")))) {
 *     if (e.ok()) use(e.game());            // e.file(), e.number(): where it came from
 *     else report(e.error().getMessage());  // one line: file, byte offset / line, ply, reason
 * }
 * }</pre>
 *
 * <p>Folders are walked recursively for {@code .xqf} and {@code .pgn} files (any case); files named directly are read
 * whatever their extension (XQF if they start with "XQ" or end in .xqf, else PGN). Order is stable: the paths in the
 * order given, each folder's files sorted by path; then the games in file order. Only one file is held at a time, so
 * memory does not grow with the collection. A file or game that cannot be read becomes an entry with its error, and
 * the rest goes on (a folder that cannot be listed comes first, as an entry with number 0).
 */
public final class GameFiles implements Iterable<GameFiles.Entry> {

    /**
     * One game of a file, or why it (or the whole file) cannot be read.
     *
     * @param file   the file
     * @param number the game's 1-based number in its file; 0 when the error is about the whole file
     * @param game   the game, or null if it could not be read
     * @param error  why not, or null
     */
    public record Entry(Path file, int number, Game game, RecordException error) {
        public boolean ok() {
            return error == null;
        }
    }

    private final List<Path> files;
    private final List<Entry> missing;

    private GameFiles(List<Path> files, List<Entry> missing) {
        this.files = files;
        this.missing = missing;
    }

    /** The record files under these paths (resolved now; the games are read when iterated). */
    public static GameFiles of(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        List<Entry> missing = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                // the walk's own attributes: no second stat per file (a collection has tens of thousands)
                try (Stream<Path> walk = Files.find(path, Integer.MAX_VALUE, (p, a) -> isRecordName(p)
                        && (a.isRegularFile() || a.isSymbolicLink() && Files.isRegularFile(p)))) {
                    walk.sorted().forEach(files::add);
                } catch (IOException | UncheckedIOException e) {
                    missing.add(new Entry(path, 0, null, new RecordException(path.toString(), 0, "cannot list the folder: "
                            + e.getMessage())));
                }
            } else {
                files.add(path); // a missing file becomes its error entry when read, in its place
            }
        }
        return new GameFiles(List.copyOf(files), List.copyOf(missing));
    }

    /** The files, in the order their games come. */
    public List<Path> files() {
        return files;
    }

    /** A .xqf or .pgn file name, in any case. */
    public static boolean isRecordName(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".xqf") || name.endsWith(".pgn");
    }

    /** Every game of one file, each read or refused on its own. */
    public static List<Entry> read(Path file) {
        byte[] bytes;
        try {
            bytes = RecordFiles.bytes(file);
        } catch (RecordException e) {
            return List.of(new Entry(file, 0, null, e));
        }
        String source = file.toString();
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean xqf = name.endsWith(".xqf") || bytes.length >= 2 && bytes[0] == 'X' && bytes[1] == 'Q' && !name.endsWith(".pgn");
        if (xqf) {
            try {
                return List.of(new Entry(file, 1, XqfReader.read(bytes, source), null));
            } catch (RecordException e) {
                return List.of(new Entry(file, 1, null, e));
            }
        }
        List<Entry> entries = new ArrayList<>();
        try {
            for (PgnReader.RawGame raw : PgnReader.scan(TextEncoding.decode(bytes, source).text(), source)) {
                PgnReader.Replay replay = PgnReader.replay(raw, source);
                entries.add(new Entry(file, raw.number, replay.game(), replay.problem()));
            }
        } catch (RecordException e) {
            return List.of(new Entry(file, 0, null, e));
        }
        return entries;
    }

    @Override
    public Iterator<Entry> iterator() {
        return new Iterator<>() {
            private int nextFile;
            private Iterator<Entry> current = missing.iterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && nextFile < files.size()) current = read(files.get(nextFile++)).iterator();
                return current.hasNext();
            }

            @Override
            public Entry next() {
                if (!hasNext()) throw new NoSuchElementException();
                return current.next();
            }
        };
    }

    /** The entries as a sequential stream, in order. */
    public Stream<Entry> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}
