package org.xqverifier.repetition.facts;

import java.util.Set;

/** The labels one side's moves count as over a cycle (each move by its heaviest label), gathered once per side. */
public final class SideLabels {
    private final String side;
    private final Set<String> codes;

    public SideLabels(String side, Set<String> codes) {
        this.side = side;
        this.codes = Set.copyOf(codes);
    }

    public String getSide() {
        return side;
    }

    public Set<String> getCodes() {
        return codes;
    }

    @Override
    public String toString() {
        return "SideLabels[" + "side=" + side + ", " + "codes=" + new java.util.TreeSet<>(codes) + "]";
    }
}
