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
        Touch own = null;
        Touch opp = null;
        int ownAt = -1;
        int oppAt = -1;
        for (int i = 0; i < touches.size(); i++) {
            Touch t = touches.get(i);
            int piece = pos.pieceAt(Square.parse(t.square()));
            if (piece == Piece.EMPTY) continue;
            boolean mine = Piece.side(piece) == side;
            if (mine && own == null) { own = t; ownAt = i; }
            if (!mine && opp == null) { opp = t; oppAt = i; }
        }
        if (own == null && opp == null) return null;
        String ordering;
        if (own != null && opp != null) {
            if (own.group() != null && own.group().equals(opp.group())) ordering = "both-at-once";
            else ordering = ownAt < oppAt ? "own-then-opponent" : "opponent-then-own";
        } else {
            ordering = own != null ? "own" : "opponent";
        }
        int ownSq = own == null ? -1 : Square.parse(own.square());
        int oppSq = opp == null ? -1 : Square.parse(opp.square());
        Set<String> feasible = new HashSet<>();
        boolean ownCanMove = false;
        boolean oppCapturable = false;
        for (int m : pos.legalMoves()) {
            int from = Move.from(m);
            if (from == ownSq) {
                ownCanMove = true;
                feasible.add("move-touched");
            }
            if (Move.to(m) == oppSq) {
                oppCapturable = true;
                feasible.add("capture-with-any");
                feasible.add(from == ownSq ? "capture-with-touched" : "capture-with-other");
            }
        }
        return new TouchCase(sideName, ordering, own == null ? null : own.square(), opp == null ? null : opp.square(),
                feasible, ownCanMove, oppCapturable, foulGiven);
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
        String from = Square.name(Move.from(m));
        String to = Square.name(Move.to(m));
        return switch (obligation) {
            case "move-touched" -> from.equals(ownSquare);
            case "capture-with-touched" -> from.equals(ownSquare) && to.equals(opponentSquare);
            case "capture-with-other" -> to.equals(opponentSquare) && !from.equals(ownSquare);
            case "capture-with-any" -> to.equals(opponentSquare);
            default -> true;
        };
    }

    /** The obligation in words, with its article, for an error message. */
    String describe() {
        String what = switch (obligation) {
            case "move-touched" -> "move the piece on " + ownSquare;
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
