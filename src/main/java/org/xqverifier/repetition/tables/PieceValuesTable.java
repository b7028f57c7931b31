package org.xqverifier.repetition.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

/**
 * {@code repetition/piece-values.yaml}: what the exchange calculation counts, for an edition that judges chases by
 * material: each piece's value and the pawn's floating value (taken by the winner / given up by it, before and beyond
 * the river). Values lie below the king's 1000, which stands for a mate.
 */
public record PieceValuesTable(Pieces pieces, Pawn pawn) implements TableBinder.Checked {
    /** The value the search gives the king: every other piece is worth less. */
    public static final int KING = 1000;

    public record Pieces(Citation citation, Value rook, Value horse, Value cannon, Value advisor, Value elephant) {
    }

    public record Value(int value) {
    }

    public record Pawn(Citation citation, Sides taken, Sides given) {
    }

    public record Sides(int uncrossed, int crossed) {
    }

    @Override
    public void check() {
        TableBinder.components(pieces, Value.class).forEach((key, v) -> range("pieces." + key + ".value", v.value(), 1));
        range("pawn.taken.uncrossed", pawn.taken().uncrossed(), 0);
        range("pawn.taken.crossed", pawn.taken().crossed(), 0);
        range("pawn.given.uncrossed", pawn.given().uncrossed(), 0);
        range("pawn.given.crossed", pawn.given().crossed(), 0);
    }

    private static void range(String field, int value, int min) {
        if (value < min || value >= KING) {
            throw TableBinder.problem(field, "must be a whole number from " + min + " to " + (KING - 1)
                    + " (the king counts " + KING + ")");
        }
    }
}
