package org.xqverifier.interfaces.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import org.xqverifier.record.Game;
import org.xqverifier.record.GameRecords;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.RecordFileWalk;

/**
 * The games of files and directories (searched recursively for {@code .pgn} and {@code .xqf}), streamed in order:
 * a PGN file is read in blocks and cut into games as they are asked for ({@link PgnGameStream}), and each game is
 * read only when {@link Entry#read} is called, which the corpus ruling does on its worker threads. This is the one seam between game files and the corpus commands.
 */
public final class GameCollection {
    private GameCollection() {
    }

    /** One game's record (rarely several: a PGN result followed by more moves starts a game without tags). */
    public interface Entry {
        /** The file as given or found, for messages and reports. */
        String file();

        /** The games, numbered from {@code firstNumber} in their file; a bad record throws with its location. */
        List<Game> read(int firstNumber) throws RecordException;
    }

    /** The files the paths name: files as given, directories walked for game files in path order. */
    public static List<Path> files(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        walk(paths).forEachRemaining(files::add);
        return files;
    }

    /**
     * The same files one at a time, each folder listed only when the walk reaches it ({@link RecordFileWalk}), so the
     * first games are ruled while the rest is walked. A path that does not exist throws now; a folder that cannot be
     * listed throws {@link RecordFileWalk.Unlisted} when it is reached.
     */
    public static Iterator<Path> walk(List<Path> paths) {
        for (Path p : paths) {
            if (!Files.exists(p)) { // a pipe or a device is read as a file is
                throw new IllegalArgumentException(p + ": no such file or directory");
            }
        }
        return RecordFileWalk.over(paths);
    }

    /** Every game of the files, file by file, in file order. */
    public static Iterator<Entry> entries(List<Path> files) {
        return entries(files.iterator());
    }

    /** Every game of the files as they come, file by file. */
    public static Iterator<Entry> entries(Iterator<Path> files) {
        return new Iterator<>() {
            private Iterator<Entry> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && files.hasNext()) {
                    current = entriesOf(files.next());
                }
                return current.hasNext();
            }

            @Override
            public Entry next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
    }

    /**
     * A file's games; a file in which nothing is a game is one entry that cannot be read, "no game in the file", as
     * {@code pgn check} says it (it was passed over in silence, the run exiting 0).
     */
    private static Iterator<Entry> entriesOf(Path file) {
        String name = file.toString();
        Iterator<GameRecords.Cut> cuts = GameRecords.open(file);
        return new Iterator<>() {
            private boolean any;

            public boolean hasNext() {
                return cuts.hasNext() || !any;
            }

            public Entry next() {
                if (!cuts.hasNext() && !any) {
                    any = true;
                    return new Entry() {
                        public String file() {
                            return name;
                        }

                        public List<Game> read(int firstNumber) throws RecordException {
                            throw new RecordException(name, 0, "no game in the file");
                        }
                    };
                }
                GameRecords.Cut cut = cuts.next();
                boolean only = !any && !cuts.hasNext(); // the file's one piece of text: if it holds no game, say so
                any = true;
                return new Entry() {
                    public String file() {
                        return name;
                    }

                    public List<Game> read(int firstNumber) throws RecordException {
                        List<Game> games = cut.read(firstNumber);
                        if (only && games.isEmpty()) {
                            throw new RecordException(name, 0, "no game in the file");
                        }
                        return games;
                    }
                };
            }
        };
    }
}
