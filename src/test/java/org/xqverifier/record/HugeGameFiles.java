package org.xqverifier.record;

import java.io.IOException;
import java.nio.file.Path;

/** A PGN file whose second game is {@code bytes} long, for the tests of what a game may cost. */
public final class HugeGameFiles {
    private HugeGameFiles() {
    }

    public static Path write(Path dir, int bytes) throws IOException {
        return HugeGameTest.file(dir, bytes);
    }
}
