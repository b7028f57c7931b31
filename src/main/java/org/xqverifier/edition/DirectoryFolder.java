package org.xqverifier.edition;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** An edition folder on disk: a committee's copy, or the source tree's {@code rules/<edition>} when precompiling. */
final class DirectoryFolder implements EditionFolder {
    private final Path root;
    private final String shownAs;
    private volatile List<String> files;

    /** @param shownAs how the folder is named in messages (the path as the user gave it, or {@code rules/<id>}) */
    DirectoryFolder(Path root, String shownAs) {
        this.root = root;
        this.shownAs = shownAs;
    }

    @Override
    public String display(String relativePath) {
        return shownAs.isEmpty() ? relativePath : shownAs + "/" + relativePath;
    }

    @Override
    public boolean exists(String relativePath) {
        return Files.isRegularFile(root.resolve(relativePath));
    }

    @Override
    public byte[] read(String relativePath) {
        try {
            return Files.readAllBytes(root.resolve(relativePath));
        } catch (IOException e) {
            throw new RulesException(display(relativePath), 0, 0, "cannot read file (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")", e);
        }
    }

    /**
     * Every file of the folder, symbolic links followed (an area may be a link to a folder elsewhere: it is read through
     * the link, as a copy of it would be); a link to nothing, or one that leads back into the folder it is in, is a
     * {@link RulesException} naming it, never passed over.
     */
    @Override
    public List<String> files() {
        List<String> list = files;
        if (list == null) {
            List<String> found = new ArrayList<>();
            try (Stream<Path> walk = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) {
                for (Path p : (Iterable<Path>) walk::iterator) {
                    String relative = root.relativize(p).toString().replace('\\', '/');
                    if (hidden(relative)) {
                        continue;
                    }
                    if (Files.isRegularFile(p)) {
                        found.add(relative);
                    } else if (Files.isSymbolicLink(p) && !Files.exists(p)) {
                        throw new RulesException(display(relative), 0, 0, "a symbolic link to nothing ("
                                + linkTarget(p) + "): make it point to the folder or file meant, or remove it", null);
                    }
                }
            } catch (UncheckedIOException e) {
                if (e.getCause() instanceof FileSystemLoopException loop) {
                    String at = loop.getFile() == null ? "" : root.relativize(Path.of(loop.getFile())).toString();
                    throw new RulesException(display(at.replace('\\', '/')), 0, 0, "a symbolic link makes a loop (it leads"
                            + " back to a folder it is in): remove it", null);
                }
                throw new RulesException(display(""), 0, 0, "cannot list the folder (" + e.getCause().getMessage() + ")", null);
            } catch (IOException e) {
                throw new RulesException(display(""), 0, 0, "cannot list the folder (" + e.getMessage() + ")", null);
            }
            found.sort(null);
            list = List.copyOf(found);
            files = list;
        }
        return list;
    }

    private static String linkTarget(Path link) {
        try {
            return "it points to " + Files.readSymbolicLink(link);
        } catch (IOException e) {
            return "its target cannot be read";
        }
    }

    /** Editor backups and dot-files are not part of an edition. */
    static boolean hidden(String relativePath) {
        for (String part : relativePath.split("/")) {
            if (part.startsWith(".") || part.endsWith("~")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean bundled() {
        return false;
    }

    Path root() {
        return root;
    }
}
