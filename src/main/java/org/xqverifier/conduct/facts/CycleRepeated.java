package org.xqverifier.conduct.facts;

/** After the arbiter's instruction on a repetition, the claimed position came back: one more cycle was played. */
public record CycleRepeated(String verdict) {
}
