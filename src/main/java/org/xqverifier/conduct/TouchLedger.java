package org.xqverifier.conduct;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.conduct.facts.TouchCase;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One side's touches before its move and the obligation the rules drew from them. Java reduces the touches to an
 * ordering and asks the board which obligations can be carried out; the rules choose; Java then holds the move to it.
 */
final class TouchLedger {
    private record Touch(String square, String group) {
    }

    private final List<Touch> touches = new ArrayList<>();
    private String obligation;
    private String ownSquare;
    private String opponentSquare;
    private String article;
    private boolean foulGiven;

    /** A touch that counts; {@code group} is shared by squares touched at once (null for a single square). */
    void add(String square, String group) {
        touches.add(new Touch(square, group));
    }

    boolean isEmpty() {
        return touches.isEmpty();
    }

    /**
     * The touch case on this board for the side to move: the first own piece and the first opponent's piece touched
     * (later touches change nothing) and the obligations that can be carried out by a legal move. Null if no touched
     * piece is still on the board.
     */
    TouchCase toCase(Position pos, String sideName) {
        Side side = pos.sideToMove();
        // several pieces touched at once (one reach) bind as one: the side chooses among the touched pieces of a kind
        int ownAt = first(pos, side, true);
        int oppAt = first(pos, side, false);
        String ownGroup = ownAt < 0 ? null : touches.get(ownAt).group();
        String oppGroup = oppAt < 0 ? null : touches.get(oppAt).group();
        List<String> own = ownAt < 0 ? List.of() : touchedWith(pos, side, true, ownAt);
        List<String> opp = oppAt < 0 ? List.of() : touchedWith(pos, side, false, oppAt);
        if (own.isEmpty() && opp.isEmpty()) return null;
        String ordering;
        if (!own.isEmpty() && !opp.isEmpty()) {
            if (ownGroup != null && ownGroup.equals(oppGroup)) ordering = "both-at-once";
            else ordering = ownAt < oppAt ? "own-then-opponent" : "opponent-then-own";
        } else {
            ordering = !own.isEmpty() ? "own" : "opponent";
        }
        Set<Integer> ownSqs = new HashSet<>();
        Set<Integer> oppSqs = new HashSet<>();
        own.forEach(s -> ownSqs.add(Square.parse(s)));
        opp.forEach(s -> oppSqs.add(Square.parse(s)));
        Set<String> feasible = new HashSet<>();
        boolean ownCanMove = false;
        boolean oppCapturable = false;
        for (int m : pos.legalMoves()) {
            int from = Move.from(m);
            if (ownSqs.contains(from)) {
                ownCanMove = true;
                feasible.add("move-touched");
            }
            if (oppSqs.contains(Move.to(m))) {
                oppCapturable = true;
                feasible.add("capture-with-any");
                feasible.add(ownSqs.contains(from) ? "capture-with-touched" : "capture-with-other");
            }
        }
        return new TouchCase(sideName, ordering, own.isEmpty() ? null : String.join("/", own),
                opp.isEmpty() ? null : String.join("/", opp), feasible, ownCanMove, oppCapturable, foulGiven);
    }

    /** The first touch of a piece still on the board, the side's own or the opponent's; -1 if none. */
    private int first(Position pos, Side side, boolean mine) {
        for (int i = 0; i < touches.size(); i++) {
            int piece = pos.pieceAt(Square.parse(touches.get(i).square()));
            if (piece != Piece.EMPTY && (Piece.side(piece) == side) == mine) return i;
        }
        return -1;
    }

    /** The touch at {@code at} and the pieces of the same owner touched at once with it. */
    private List<String> touchedWith(Position pos, Side side, boolean mine, int at) {
        Touch t = touches.get(at);
        if (t.group() == null) return List.of(t.square());
        List<String> out = new ArrayList<>();
        for (Touch u : touches) {
            int piece = pos.pieceAt(Square.parse(u.square()));
            if (t.group().equals(u.group()) && piece != Piece.EMPTY && (Piece.side(piece) == side) == mine) out.add(u.square());
        }
        return out;
    }

    /** Records what the rules decided for the case. */
    void settle(TouchCase c, String article, boolean foul) {
        obligation = c.getObligation();
        ownSquare = c.getOwnSquare();
        opponentSquare = c.getOpponentSquare();
        if (article != null) this.article = article;
        foulGiven |= foul;
    }

    boolean binds() {
        return obligation != null;
    }

    boolean fulfils(int m) {
        boolean fromTouched = among(ownSquare, Square.name(Move.from(m)));
        boolean toTouched = among(opponentSquare, Square.name(Move.to(m)));
        return switch (obligation) {
            case "move-touched" -> fromTouched;
            case "capture-with-touched" -> fromTouched && toTouched;
            case "capture-with-other" -> toTouched && !fromTouched;
            case "capture-with-any" -> toTouched;
            default -> true;
        };
    }

    /** Whether a point is one of the touched points ("c3", or "c3/e3" for pieces touched at once). */
    private static boolean among(String touched, String square) {
        return touched != null && List.of(touched.split("/")).contains(square);
    }

    /** The obligation in words, with its article, for an error message. */
    String describe() {
        String what = switch (obligation) {
            case "move-touched" -> "move the piece on " + ownSquare.replace("/", " or ");
            case "capture-with-touched" -> "capture on " + opponentSquare + " with the piece on " + ownSquare;
            case "capture-with-other" -> "capture on " + opponentSquare + " with a piece other than the one on " + ownSquare;
            case "capture-with-any" -> "capture the piece on " + opponentSquare;
            default -> "move freely";
        };
        return what + " (" + article + ")";
    }

    /** The move is made: touches and obligation are spent. */
    void clear() {
        touches.clear();
        obligation = null;
        ownSquare = null;
        opponentSquare = null;
        article = null;
        foulGiven = false;
    }
}
