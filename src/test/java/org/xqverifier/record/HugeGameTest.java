package org.xqverifier.record;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A PGN game longer than a game may be (64 MiB; a real one is a few KB) is refused and skipped, the games after it read:
 * a game over 1 GiB made the block buffer's size overflow ("internal error: -2147483648"). Tested with a bound of 1 MiB.
 */
class HugeGameTest {
    @TempDir
    Path dir;

    static Path file(Path dir, int hugeBytes) throws IOException {
        Path f = dir.resolve("huge.pgn");
        try (Writer w = Files.newBufferedWriter(f, StandardCharsets.UTF_8)) {
            w.write("[Event \"one\"]\n1. h2e2 h9g7 *\n\n[Event \"two\"]\n");
            String pair = "h2e2 h9g7 e2h2 g7h9 ";
            for (long n = 0; n < hugeBytes; n += pair.length()) {
                w.write(pair);
                if (n % 4000 == 0) {
                    w.write('\n');
                }
            }
            w.write("*\n\n[Event \"three\"]\n1. b0c2 b9c7 *\n");
        }
        return f;
    }

    /** What the stream cut, read: the games' events, or "refused: message" for a refused game. */
    static List<String> read(PgnGameStream stream) {
        List<String> out = new ArrayList<>();
        int number = 0;
        while (stream.hasNext()) {
            PgnGameBytes g = stream.next();
            try {
                for (Game game : g.read(number + 1)) {
                    out.add(game.number() + " " + game.tag("Event"));
                    number++;
                }
            } catch (RecordException e) {
                out.add("refused: " + e.getMessage());
                number++;
            }
        }
        return out;
    }

    @Test
    void aGameLongerThanAGameMayBeIsRefusedAndTheRestRead() throws Exception {
        Path f = file(dir, 3 << 20);
        List<String> games = read(PgnGameStream.open(f, 1 << 20));
        assertEquals(3, games.size(), games.toString());
        assertEquals("1 one", games.get(0));
        assertTrue(games.get(1).startsWith("refused: ") && games.get(1).contains("game 2")
                && games.get(1).contains("longer than 1 MiB"), games.get(1));
        assertTrue(games.get(1).length() < 300, games.get(1));
        assertEquals("3 three", games.get(2));
    }

    @Test
    void withinTheBoundTheSameFileIsReadWhole() throws Exception {
        Path f = file(dir, 3 << 20);
        List<String> games = read(PgnGameStream.open(f));
        assertEquals(List.of("1 one", "2 two", "3 three"), games);
    }
}
