package org.xqverifier.edition;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** What a rules committee does by hand, for tests: copy an edition folder, give it a new id, and change one row. */
public final class CommitteeCopy {
    private CommitteeCopy() {
    }

    /** Copies the folder tree {@code from} into {@code to} and returns {@code to}. */
    public static Path copyTree(Path from, Path to) {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies the bundled {@code rules/<id>} to {@code dir/<newId>} and renames the edition there. */
    public static Path copyEdition(String id, Path dir, String newId) {
        Path copy = copyTree(Path.of("rules", id), dir.resolve(newId));
        edit(copy.resolve("edition.yaml"), "id: " + id, "id: " + newId);
        return copy;
    }

    /**
     * A committee member's trial revision (docs/committee.md): a full copy of {@code rules/wxf-2018} at {@code dir} in
     * which {@code check-and-chase} is made forbidden by its status and level alone (its words still say it is
     * allowed), as a committee member in a hurry would.
     */
    public static Path checkAndChaseForbidden(Path dir) {
        Path copy = copyTree(Path.of("rules", "wxf-2018"), dir);
        edit(copy.resolve("repetition/patterns.yaml"), "  - id: check-and-chase\n",
                "  - id: check-and-chase\n    status: forbidden\n    level: 2\n");
        return copy;
    }

    /** Replaces the only occurrence of {@code from} in a file with {@code to}; fails if it is absent or repeated. */
    public static void edit(Path file, String from, String to) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            if (text.indexOf(from) < 0 || text.indexOf(from) != text.lastIndexOf(from)) {
                throw new IllegalArgumentException("'" + from + "' must occur once in " + file);
            }
            Files.writeString(file, text.replace(from, to), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
