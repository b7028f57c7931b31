package org.xqverifier.interfaces.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The games of a PGN file as tags and move texts. Temporary adapter: a minimal reader of ICCS-move PGN until the
 * record package's PGN reader (any notation, GBK) lands from the notation branch; then this class delegates to it.
 */
final class PgnGames {
    static final String START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    record Game(int number, int line, Map<String, String> tags, List<String> moves) {
        String fen() {
            return tags.getOrDefault("FEN", START_FEN);
        }
    }

    private PgnGames() {
    }

    static List<Game> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<Game> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        int line = 0, gameLine = 1;
        boolean inMoves = false;
        for (String raw : text.split("\r?\n")) {
            line++;
            String s = raw.strip();
            if (s.startsWith("[") && s.endsWith("]")) {
                if (inMoves) {
                    games.add(new Game(games.size() + 1, gameLine, tags, moves));
                    tags = new LinkedHashMap<>();
                    moves = new ArrayList<>();
                    inMoves = false;
                }
                if (tags.isEmpty()) {
                    gameLine = line;
                }
                int sp = s.indexOf(' ');
                if (sp > 1) {
                    String value = s.substring(sp + 1, s.length() - 1).strip();
                    if (value.startsWith("\"") && value.endsWith("\"") && value.length() >= 2) {
                        value = value.substring(1, value.length() - 1);
                    }
                    tags.put(s.substring(1, sp), value);
                }
                continue;
            }
            if (s.isEmpty()) {
                continue;
            }
            inMoves = true;
            s = s.replaceAll("\\{[^}]*}", " ").replaceAll(";.*$", " ");
            for (String tok : s.split("\\s+")) {
                if (tok.isEmpty() || tok.matches("\\d+\\.+") || tok.matches("1-0|0-1|1/2-1/2|\\*")) {
                    continue;
                }
                moves.add(tok.replaceFirst("^\\d+\\.+", ""));
            }
        }
        if (inMoves || !tags.isEmpty()) {
            games.add(new Game(games.size() + 1, gameLine, tags, moves));
        }
        return games;
    }
}
