package org.xqverifier.interfaces.web;

import org.xqverifier.board.Piece;
import org.xqverifier.board.Square;

/**
 * The board field of a FEN read into 90 points without judging it, so a board being set up piece by piece (still
 * without a king, say) can be drawn; whether it is a position is {@link org.xqverifier.board.Fen#validate}'s call.
 */
final class Placement {
    private Placement() {
    }

    static int[] read(String field) {
        if (field == null || field.isBlank() || field.length() > 200) {
            throw RequestException.bad("placement must be the board field of a FEN (10 ranks separated by '/')", "placement");
        }
        String[] ranks = field.trim().split("/", -1);
        if (ranks.length != Square.RANKS) {
            throw RequestException.bad("placement has " + ranks.length + " ranks, expected 10", "placement");
        }
        int[] pieces = new int[Square.COUNT];
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = 9 - i, file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    int piece = Piece.ofFenChar(c);
                    if (piece == Piece.EMPTY || file >= Square.FILES) {
                        throw RequestException.bad("placement rank " + (i + 1) + " ('" + ranks[i] + "') is not 9 points of KABNRCP/kabnrcp and digits", "placement");
                    }
                    pieces[Square.of(file++, rank)] = piece;
                }
            }
            if (file != Square.FILES) {
                throw RequestException.bad("placement rank " + (i + 1) + " ('" + ranks[i] + "') covers " + file + " points, not 9", "placement");
            }
        }
        return pieces;
    }
}
