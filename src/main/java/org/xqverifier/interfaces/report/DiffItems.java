package org.xqverifier.interfaces.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;

import org.xqverifier.board.Move;
import org.xqverifier.record.Game;
import org.xqverifier.record.RecordException;

/**
 * What {@code xq diff} rules, in order: the casebook cases, then the games of the files one record at a time, read
 * only when asked for, so that a collection of any size is compared in the same memory. A record that cannot be read
 * is handed to the caller as its one-line message (file, line or byte offset, ply) and the comparison goes on; so is
 * what a readable record held but could not be played ({@link Game#leftOutNotes()}), once, when its file is read.
 */
public final class DiffItems implements Iterator<RevisionDiff.Item> {
    private final Iterator<RevisionDiff.Item> cases;
    private final Iterator<GameCollection.Entry> entries;
    private final Consumer<String> unreadable;
    private final Consumer<String> readPast;
    private Iterator<RevisionDiff.Item> current = Collections.emptyIterator();
    private String lastFile;
    private int indexInFile;

    private DiffItems(List<RevisionDiff.Item> cases, List<Path> files, Consumer<String> unreadable,
                      Consumer<String> readPast) {
        this.cases = cases.iterator();
        this.entries = GameCollection.entries(files);
        this.unreadable = unreadable;
        this.readPast = readPast;
    }

    /**
     * The cases (already read: a casebook is small), then every game of the files; a record that cannot be read is
     * skipped and its message given to {@code unreadable}; each note on a variation cut short in a game that is
     * compared is given to {@code readPast}.
     */
    public static DiffItems of(List<RevisionDiff.Item> cases, List<Path> files, Consumer<String> unreadable,
                               Consumer<String> readPast) {
        return new DiffItems(cases, files, unreadable, readPast);
    }

    @Override
    public boolean hasNext() {
        if (cases.hasNext()) {
            return true;
        }
        while (!current.hasNext() && entries.hasNext()) {
            current = read(entries.next());
        }
        return current.hasNext();
    }

    @Override
    public RevisionDiff.Item next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return cases.hasNext() ? cases.next() : current.next();
    }

    private Iterator<RevisionDiff.Item> read(GameCollection.Entry entry) {
        indexInFile = entry.file().equals(lastFile) ? indexInFile : 0;
        lastFile = entry.file();
        List<Game> read;
        try {
            read = entry.read(indexInFile + 1);
        } catch (RecordException e) {
            indexInFile++; // the damaged record had its number: the games after it keep theirs
            unreadable.accept(e.getMessage());
            return Collections.emptyIterator();
        }
        List<RevisionDiff.Item> items = new ArrayList<>(read.size());
        for (Game g : read) {
            indexInFile++;
            g.leftOutNotes().forEach(readPast);
            List<String> moves = new ArrayList<>(g.plies());
            for (int m : g.moves()) {
                moves.add(Move.iccs(m));
            }
            String name = Path.of(entry.file()).getFileName().toString();
            items.add(new RevisionDiff.Item(name + " #" + g.number(), true,
                    entry.file() + ", game " + g.number() + (g.line() > 0 ? " (line " + g.line() + ")" : ""), g.startFen(), moves,
                    null, new RevisionDiff.GameTags(entry.file(), g.number(), g.line(), tag(g, "Red"), tag(g, "Black"),
                    tag(g, "Event"), tag(g, "Date"))));
        }
        return items.iterator();
    }

    /** A tag's value, null when the record leaves it out or blank ({@code ?} and {@code ????.??.??} are PGN's unknown). */
    private static String tag(Game g, String name) {
        String v = g.tag(name);
        return v == null || v.isBlank() || v.equals("?") || v.matches("[?.]+") ? null : v.strip();
    }
}
