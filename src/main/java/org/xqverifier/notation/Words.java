package org.xqverifier.notation;

import org.xqverifier.board.PieceType;
import org.xqverifier.board.Side;

/** English words for error messages, so that every notation reports a problem the same way. */
final class Words {
    private Words() {
    }

    static String side(Side side) {
        return side == Side.RED ? "red" : "black";
    }

    static String piece(PieceType type) {
        switch (type) {
            case KING: return "king";
            case ADVISOR: return "advisor";
            case ELEPHANT: return "elephant";
            case HORSE: return "horse";
            case ROOK: return "rook";
            case CANNON: return "cannon";
            default: return "pawn";
        }
    }

    static String pieces(PieceType type, int count) {
        return count == 1 ? piece(type) : piece(type) + "s";
    }

    static String count(int n) {
        switch (n) {
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return Integer.toString(n);
        }
    }
}
