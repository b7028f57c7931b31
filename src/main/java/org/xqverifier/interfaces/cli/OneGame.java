package org.xqverifier.interfaces.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnGameBytes;
import org.xqverifier.record.PgnGameStream;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.XqfReader;

/**
 * One game of a file, for {@code xq rule --games FILE --game N} (or {@code FILE#N}): the game, and the notation each
 * of its moves is written in there, so that its ruling shows the moves as the record gives them. An XQF file holds
 * moves as squares, not text: its moves are shown in ICCS.
 */
record OneGame(Game game, List<MoveNotation> notations) {
    private static final Pattern NUMBERED = Pattern.compile("(.+)#(\\d+)");

    /** A path written {@code FILE#N} (a file that does not exist by that name): the file and N; else null. */
    static Object[] split(Path path) {
        Matcher m = NUMBERED.matcher(path.toString());
        if (Files.exists(path) || !m.matches()) {
            return null;
        }
        try {
            return new Object[] {Path.of(m.group(1)), Integer.parseInt(m.group(2))};
        } catch (NumberFormatException e) {
            throw new UserError(path + ": game " + m.group(2) + " is not a game number");
        }
    }

    /** Game {@code number} (from 1) of {@code file}: read past the games before it, whatever their state. */
    static OneGame read(Path file, int number) {
        if (number < 1) {
            throw new UserError("--game " + number + ": games are numbered from 1");
        }
        if (Files.isDirectory(file)) {
            throw new UserError(file + ": is a folder; --game N picks a game of one file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserError(file + ": no such file");
        }
        try {
            if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xqf")) {
                if (number != 1) {
                    throw new UserError(file + ": an XQF file holds one game; there is no game " + number);
                }
                return new OneGame(XqfReader.read(file), null);
            }
            PgnGameStream games = PgnGameStream.open(file);
            int next = 1;
            while (games.hasNext()) {
                PgnGameBytes text = games.next();
                List<Game> read;
                try {
                    read = text.read(next);
                } catch (RecordException e) {
                    if (next == number) {
                        throw e;
                    }
                    next++;     // a game before N that cannot be read counts as one, as xq rule --games counts it
                    continue;
                }
                if (number < next + read.size()) {
                    Game g = read.get(number - next);
                    return new OneGame(g, notations(g, text, number - next));
                }
                next += read.size();
            }
            throw new UserError(file + ": holds " + (next - 1) + " game" + (next == 2 ? "" : "s") + "; there is no game "
                    + number);
        } catch (RecordException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    /** The notation of each move as the record writes it; null (ICCS shown) if the texts cannot be matched up. */
    private static List<MoveNotation> notations(Game g, PgnGameBytes text, int index) {
        List<List<String>> byGame;
        try {
            byGame = PgnReader.moveTextsByGame(text.text(), g.source());
        } catch (RecordException e) {
            return null;
        }
        if (index >= byGame.size() || byGame.get(index).size() != g.plies()) {
            return null;
        }
        boolean uci = g.tag("Format") != null && g.tag("Format").trim().equalsIgnoreCase("UCI");
        List<MoveNotation> out = new ArrayList<>(g.plies());
        for (String move : byGame.get(index)) {
            out.add(uci ? Notations.UCI : Notations.detect(move));
        }
        return out;
    }
}
