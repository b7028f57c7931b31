package org.xqverifier.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;

/**
 * Where the shared game corpus is: {@code ../shared/corpus} next to the repository (CI clones the repository next
 * to a copy of shared/). Tests that need it are skipped, saying why, when it is absent.
 */
public final class Corpus {
    public static final Path DIR = Path.of("..", "shared", "corpus");
    /** The two game files of the corpus (2,516 games in ICCS). */
    public static final List<String> GAME_FILES = List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn");

    private Corpus() {
    }

    /** The file, or the test is skipped with a message naming the missing path. */
    public static Path file(String name) {
        Path p = DIR.resolve(name);
        Assumptions.assumeTrue(Files.isRegularFile(p),
                "corpus file " + p.toAbsolutePath().normalize() + " not found (expected ../shared/corpus next to the repository); skipped");
        return p;
    }
}
