package org.xqverifier.repetition.facts;

import org.xqverifier.board.PieceType;

import java.util.Arrays;
import java.util.List;

/** The piece names the tables write and the rules compare with a fact's type ({@code piece == $a.targetType}). */
final class Pieces {
    static final List<String> NAMES = Arrays.stream(PieceType.values()).map(Enum::name).toList();

    private Pieces() {
    }
}
