package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A patterns.yaml row: what one side's moves over a cycle must look like to match, and whether that is forbidden.
 * {@code every}: every move's label is one of these (empty = any); {@code present}: each occurs at least once;
 * {@code sameTarget}: for chases, one piece chased on every move ({@code non-exempt}: by pieces whose chases count;
 * {@code any}; {@code none}: no piece is) or null; {@code chaseKind}: every chasing move chases in this way (an edition
 * that judges chases by material, handed to the rules as a {@link ChaseKindRule}); {@code level} orders forbidden
 * patterns (higher = heavier), {@code order} picks the pattern named in the verdict (lower first).
 */
public record PatternRule(String id, Set<String> every, Set<String> present, String sameTarget, String chaseKind,
                          String status, int level, int order, Citation citation, String interpretation)
        implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("every", "present", "sameTarget", "chaseKind", "level", "interpretation");
    static final Map<String, List<String>> ONE_OF = Map.of("status", List.of("forbidden", "allowed"),
            "sameTarget", List.of("non-exempt", "any", "none"), "chaseKind", List.of("single", "joint", "rook"));

    @Override
    public void check() {
        if (status.equals("forbidden") && level < 1) {
            throw TableBinder.problem("level", "must be a whole number of at least 1 (a forbidden pattern's weight)");
        }
        if (order < 0) {
            throw TableBinder.problem("order", "must be a whole number of at least 0");
        }
    }

    public String getId() { return id; }
    /** empty = any label */
    public Set<String> getEvery() { return every; }
    public Set<String> getPresent() { return present; }
    /** non-exempt, any, none, or null */
    public String getSameTarget() { return sameTarget; }
    /** forbidden or allowed */
    public String getStatus() { return status; }
    public int getLevel() { return level; }
    public int getOrder() { return order; }
    public Citation getCitation() { return citation; }
}
