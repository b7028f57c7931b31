package org.xqverifier.conduct.facts;

/** After the arbiter's instruction on a repetition, the claimed position came back: one more cycle was played. */
public final class CycleRepeated {
    private final String verdict;

    public CycleRepeated(String verdict) { this.verdict = verdict; }

    public String getVerdict() { return verdict; }
}
