package org.xqverifier.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The record files ({@code .xqf}, {@code .pgn}, any case) under a folder, found as they are asked for: one folder is
 * listed at a time, so the first games are read and ruled while the rest of a large collection is still being
 * walked, and memory holds only the folders on the current path.
 *
 * <p>The order is that of sorting every file's full path (byte by byte), as a whole walk sorted afterwards would give:
 * a folder's entries are sorted by name, a sub-folder's name counting as if it ended in "/" (so {@code b.xqf} comes
 * before the files of folder {@code b/}, as {@code '.' < '/'}). Sub-folders are entered, symbolic links to folders
 * are not; a link to a file counts as a file.
 */
public final class RecordFileWalk extends Lookahead<Path> {

    private record Child(Path path, Path key, boolean folder) {
    }

    private static final Comparator<Child> PATH_ORDER = Comparator.comparing(Child::key);

    private final ArrayDeque<Iterator<Child>> open = new ArrayDeque<>();

    /** @param folder the folder to walk; a folder that cannot be listed throws {@link UncheckedIOException} */
    public RecordFileWalk(Path folder) {
        open.push(List.of(new Child(folder, folder, true)).iterator());
    }

    /**
     * The record files the paths name, in order: a file as given (whatever its name), a folder walked. A folder that
     * cannot be listed throws {@link Unlisted} when the walk reaches it; the walk then goes on with the next path given.
     */
    public static Iterator<Path> over(List<Path> paths) {
        Iterator<Path> given = paths.iterator();
        return new Lookahead<>() {
            private Path folder;
            private Iterator<Path> inFolder = Collections.emptyIterator();

            @Override
            protected Path fetch() {
                while (true) {
                    try {
                        if (inFolder.hasNext()) {
                            return inFolder.next();
                        }
                    } catch (UncheckedIOException e) {
                        inFolder = Collections.emptyIterator();
                        throw new Unlisted(folder, e.getCause());
                    }
                    if (!given.hasNext()) {
                        return null;
                    }
                    Path p = given.next();
                    if (!Files.isDirectory(p)) {
                        return p;
                    }
                    folder = p;
                    inFolder = new RecordFileWalk(p);
                }
            }
        };
    }

    /**
     * A folder given to {@link #over} that could not be listed (or a folder under it), named as it was given: a user's
     * error, as a path that does not exist is.
     */
    public static final class Unlisted extends IllegalArgumentException {
        private final Path given;

        Unlisted(Path given, IOException cause) {
            super(given + ": cannot list the folder: " + cause.getMessage(), cause);
            this.given = given;
        }

        public Path given() {
            return given;
        }

        /** The reason without the path. */
        public String reason() {
            return "cannot list the folder: " + getCause().getMessage();
        }
    }

    /** A .xqf or .pgn file name, in any case. */
    public static boolean isRecordName(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".xqf") || name.endsWith(".pgn");
    }

    @Override
    protected Path fetch() {
        while (!open.isEmpty()) {
            Iterator<Child> top = open.peek();
            if (!top.hasNext()) {
                open.pop();
                continue;
            }
            Child c = top.next();
            if (c.folder()) {
                open.push(list(c.path()).iterator());
            } else {
                return c.path();
            }
        }
        return null;
    }

    /** A folder's sub-folders and record files, in path order. */
    private static List<Child> list(Path folder) {
        List<Child> children = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path p : entries) {
                // one lstat per entry, as a tree walk does; a link is followed only to see whether it names a file
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                Path name = p.getFileName();
                if (a.isDirectory()) {
                    children.add(new Child(p, name.resolve("."), true));
                } else if (isRecordName(p) && (a.isRegularFile() || a.isSymbolicLink() && Files.isRegularFile(p))) {
                    children.add(new Child(p, name, false));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        children.sort(PATH_ORDER);
        return children;
    }
}
