package org.xqverifier.record;

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
 * memory does not grow with the collection (folders are listed as the walk reaches them). A file or game that cannot be
 * read becomes an entry with its error, and the rest goes on (a folder that cannot be listed too, with number 0).
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

    private final List<Path> paths;

    private GameFiles(List<Path> paths) {
        this.paths = paths;
    }

    /** The record files under these paths; folders are walked as the games are iterated ({@link RecordFileWalk}). */
    public static GameFiles of(List<Path> paths) {
        return new GameFiles(List.copyOf(paths));
    }

    /** The files, in the order their games come (this walks every folder: iterating needs no such list). */
    public List<Path> files() {
        List<Path> files = new ArrayList<>();
        walk().forEachRemaining(f -> {
            if (f.unlisted() == null) {
                files.add(f.file());
            }
        });
        return files;
    }

    /** True if there is no record file under the paths (walks only until the first one). */
    public boolean isEmpty() {
        for (Iterator<Found> it = walk(); it.hasNext(); ) {
            if (it.next().unlisted() == null) {
                return false;
            }
        }
        return true;
    }

    /** A .xqf or .pgn file name, in any case. */
    public static boolean isRecordName(Path file) {
        return RecordFileWalk.isRecordName(file);
    }

    /** A file to read, or a folder that cannot be listed (the walk then goes on with the next path). */
    private record Found(Path file, Entry unlisted) {
    }

    private Iterator<Found> walk() {
        Iterator<Path> files = RecordFileWalk.over(paths);
        return new Lookahead<>() {
            @Override
            protected Found fetch() {
                try {
                    return files.hasNext() ? new Found(files.next(), null) : null;
                } catch (RecordFileWalk.Unlisted e) {
                    Path folder = e.given();
                    return new Found(folder, new Entry(folder, 0, null, new RecordException(folder.toString(), 0, e.reason())));
                }
            }
        };
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
                // a refused game is an error entry only (its legal prefix is for readers that show it: readKeepingLegalMoves)
                entries.add(new Entry(file, raw.number, replay.problem() == null ? replay.game() : null, replay.problem()));
            }
        } catch (RecordException e) {
            return List.of(new Entry(file, 0, null, e));
        }
        return entries;
    }

    @Override
    public Iterator<Entry> iterator() {
        return new Iterator<>() {
            private final Iterator<Found> walk = walk();
            private Iterator<Entry> current = List.<Entry>of().iterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && walk.hasNext()) {
                    Found f = walk.next();
                    current = f.unlisted() != null ? List.of(f.unlisted()).iterator() : read(f.file()).iterator();
                }
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
