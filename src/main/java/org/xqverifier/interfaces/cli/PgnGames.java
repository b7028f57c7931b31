package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Fen;
import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.RecordException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The games of PGN files as the ruling commands need them: start position, moves, where they are in the file. */
final class PgnGames {
    static final String START_FEN = Fen.START;

    record Entry(int number, int line, Map<String, String> tags, String fen, List<String> moves) {
    }

    private PgnGames() {
    }

    /** Every game of the file (any notation, UTF-8 or GBK); a bad game stops with its file, line and reason. */
    static List<Entry> read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new UserError(file + ": no such file");
        }
        try {
            List<Entry> entries = new ArrayList<>();
            for (Game g : PgnReader.read(file)) {
                List<String> moves = new ArrayList<>(g.plies());
                for (int m : g.moves()) {
                    moves.add(Move.iccs(m));
                }
                entries.add(new Entry(g.number(), g.line(), g.tags(), g.startFen(), moves));
            }
            return entries;
        } catch (RecordException e) {
            throw new UserError(e.getMessage(), e);
        }
    }
}
