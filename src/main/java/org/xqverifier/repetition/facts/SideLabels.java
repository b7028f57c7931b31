package org.xqverifier.repetition.facts;

import java.util.Set;
import java.util.TreeSet;

/** The labels one side's moves count as over a cycle (each move by its heaviest label), gathered once per side. */
public record SideLabels(String side, Set<String> codes) {
    public SideLabels {
        codes = Set.copyOf(codes);
    }

    @Override
    public String toString() {
        return "SideLabels[" + "side=" + side + ", " + "codes=" + new TreeSet<>(codes) + "]";
    }
}
