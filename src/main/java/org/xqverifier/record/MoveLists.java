package org.xqverifier.record;

import java.util.List;

import org.xqverifier.board.Position;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;

/**
 * Move lists as users type them on a command line or in a case file: "h2e2 h9g7", "1. 炮二平五 马８进７ 2. 马二进三",
 * any notation, move numbers and comments allowed.
 */
public final class MoveLists {
    private MoveLists() {
    }

    /**
     * The moves of {@code movetext} played from {@code start} (which is left unchanged).
     *
     * @param notation the notation to read, or null to recognise each move's notation ({@link Notations#parseAny})
     * @throws RecordException for the first move that cannot be read or is illegal: {@link RecordException#ply()}
     *                         is its 1-based index, {@link RecordException#moveText()} the text, and
     *                         {@link RecordException#reason()} what is wrong; the message reads
     *                         {@code moves: ply 3 "马二进四": illegal move: …}
     */
    public static int[] read(Position start, String movetext, MoveNotation notation) throws RecordException {
        List<String> texts = PgnReader.moveTexts(movetext);
        Position p = start.copy();
        int[] moves = new int[texts.size()];
        for (int i = 0; i < moves.length; i++) {
            String text = texts.get(i);
            try {
                moves[i] = notation == null ? Notations.parseAny(p, text) : notation.parse(p, text);
            } catch (NotationException e) {
                throw new RecordException("moves", 0, 0, i + 1, text, e.reason());
            }
            p.make(moves[i]);
        }
        return moves;
    }

    /** {@link #read(Position, String, MoveNotation)} recognising each move's notation. */
    public static int[] read(Position start, String movetext) throws RecordException {
        return read(start, movetext, null);
    }
}
