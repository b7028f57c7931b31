package org.xqverifier.repetition;

import java.util.List;

/**
 * One move with what the rules call it: {@code labels} in the edition's words (heaviest first, e.g. 捉, 兑),
 * {@code codes} the same labels as codes (chase, exchange), {@code targets} the points of the pieces it chases.
 */
public record RuledMove(int ply, String move, String side, List<String> labels, List<String> codes, List<String> targets) {
}
