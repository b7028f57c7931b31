package org.xqverifier.notation;

import java.util.Random;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Random legal-looking positions crowded with pawns, so that the tandem rules (three to five pawns on a file, two
 * doubled files) occur far more often than in real games. Every piece stands on a point its kind can reach.
 */
final class RandomPositions {
    private final Random random;

    RandomPositions(long seed) {
        random = new Random(seed);
    }

    /** A position whose side not to move is not in check, or null if this attempt failed (try again). */
    Position next() {
        int[] board = new int[90];
        Side toMove = random.nextBoolean() ? Side.RED : Side.BLACK;
        for (Side side : Side.values()) {
            place(board, side, PieceType.KING, 1, this::palace);
        }
        for (Side side : Side.values()) {
            int pawnFiles = 1 + random.nextInt(3);
            int[] files = new int[pawnFiles];
            for (int i = 0; i < pawnFiles; i++) files[i] = random.nextInt(9);
            int pawns = 2 + random.nextInt(4);
            for (int i = 0; i < pawns; i++) {
                int file = files[random.nextInt(pawnFiles)];
                int rank = side == Side.RED ? 5 + random.nextInt(5) : random.nextInt(5);
                int sq = Square.of(file, rank);
                if (board[sq] == Piece.EMPTY) board[sq] = Piece.of(side, PieceType.PAWN);
            }
            place(board, side, PieceType.ADVISOR, random.nextInt(3), (s, sq) -> advisorPoint(s, sq));
            place(board, side, PieceType.ELEPHANT, random.nextInt(3), (s, sq) -> elephantPoint(s, sq));
            place(board, side, PieceType.HORSE, random.nextInt(3), (s, sq) -> true);
            place(board, side, PieceType.ROOK, random.nextInt(3), (s, sq) -> true);
            place(board, side, PieceType.CANNON, random.nextInt(3), (s, sq) -> true);
        }
        // through FEN so that impossible placements are rejected by the same validation as any user's FEN
        String fen = Position.fromPlacement(board, toMove).toFen();
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException rejected) {
            return null;
        }
        int red = p.kingSquare(Side.RED), black = p.kingSquare(Side.BLACK);
        if (Square.file(red) == Square.file(black)) return null;
        if (p.isAttacked(p.kingSquare(toMove.opposite()), toMove)) return null;
        return p;
    }

    private interface Where {
        boolean ok(Side side, int sq);
    }

    private void place(int[] board, Side side, PieceType type, int count, Where where) {
        for (int placed = 0, tries = 0; placed < count && tries < 200; tries++) {
            int sq = random.nextInt(90);
            if (board[sq] == Piece.EMPTY && where.ok(side, sq)) {
                board[sq] = Piece.of(side, type);
                placed++;
            }
        }
    }

    private boolean palace(Side side, int sq) {
        int f = Square.file(sq), r = Square.rank(sq);
        return f >= 3 && f <= 5 && (side == Side.RED ? r <= 2 : r >= 7);
    }

    private static boolean advisorPoint(Side side, int sq) {
        int f = Square.file(sq), r = Square.rank(side == Side.RED ? sq : Square.of(Square.file(sq), 9 - Square.rank(sq)));
        return (r == 0 || r == 2) && (f == 3 || f == 5) || r == 1 && f == 4;
    }

    private static boolean elephantPoint(Side side, int sq) {
        int f = Square.file(sq), r = Square.rank(side == Side.RED ? sq : Square.of(Square.file(sq), 9 - Square.rank(sq)));
        return (r == 0 || r == 4) && (f == 2 || f == 6) || r == 2 && (f == 0 || f == 4 || f == 8);
    }
}
