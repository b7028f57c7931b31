package org.xqverifier.edition;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    @Override
    public List<String> files() {
        List<String> list = files;
        if (list == null) {
            try (Stream<Path> walk = Files.walk(root)) {
                list = walk.filter(Files::isRegularFile)
                        .map(p -> root.relativize(p).toString().replace('\\', '/'))
                        .filter(p -> !hidden(p))
                        .sorted()
                        .toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            files = list;
        }
        return list;
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
