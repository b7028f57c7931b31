package org.xqverifier.repetition.facts;

/**
 * A patterns.yaml row's {@code chase_kind}: the pattern matches only when every move of the side's cycle carries a
 * chase of this kind (single: one piece wins a rook or an unprotected piece; see the edition's chases.yaml).
 */
public record ChaseKindRule(String pattern, String kind) {
    public String getPattern() { return pattern; }
    public String getKind() { return kind; }
}
