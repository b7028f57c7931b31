package org.xqverifier.casebook;

import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.RuledMove;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The casebook's only door to the engine: {@code Arbiter.forEdition(id).rule(fen, moves)}, reduced to what the
 * casebook asserts (the verdict code, each ply's labels, the reasons). One arbiter per edition for the whole run.
 */
final class ArbiterGateway {

    /** What the casebook reads from a ruling, in the contract's words. */
    record Ruling(String verdict, List<List<String>> labelsPerPly, List<String> reasons) {
    }

    private static final Map<String, Arbiter> ARBITERS = new ConcurrentHashMap<>();

    private ArbiterGateway() {
    }

    static Ruling rule(String edition, String fen, List<String> moves) {
        org.xqverifier.repetition.Ruling ruling = ARBITERS.computeIfAbsent(edition, Arbiter::forEdition).rule(fen, moves);
        return new Ruling(ruling.code(),
                ruling.moves().stream().map(RuledMove::labels).toList(),
                ruling.reasons().stream().map(String::valueOf).toList());
    }
}
