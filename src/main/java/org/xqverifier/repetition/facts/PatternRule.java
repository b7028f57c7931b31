package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;

/** A patterns.yaml row: what one side's moves over a cycle must look like to match, and whether that is forbidden. */
public final class PatternRule {
    private final String id;
    private final java.util.Set<String> every;
    private final java.util.Set<String> present;
    private final String sameTarget;
    private final String status;
    private final int level;
    private final int order;
    private final Citation citation;

    public PatternRule(String id, java.util.Set<String> every, java.util.Set<String> present, String sameTarget, String status, int level, int order, Citation citation) {
        this.id = id;
        this.every = every;
        this.present = present;
        this.sameTarget = sameTarget;
        this.status = status;
        this.level = level;
        this.order = order;
        this.citation = citation;
    }

    public String getId() {
        return id;
    }

    /** empty = any label */
    public java.util.Set<String> getEvery() {
        return every;
    }

    public java.util.Set<String> getPresent() {
        return present;
    }

    /** non-exempt, any, none, or null */
    public String getSameTarget() {
        return sameTarget;
    }

    /** forbidden or allowed */
    public String getStatus() {
        return status;
    }

    public int getLevel() {
        return level;
    }

    public int getOrder() {
        return order;
    }

    public Citation getCitation() {
        return citation;
    }

    @Override
    public String toString() {
        return "PatternRule[" + "id=" + id + ", " + "every=" + every + ", " + "present=" + present + ", " + "sameTarget=" + sameTarget + ", " + "status=" + status + ", " + "level=" + level + ", " + "order=" + order + ", " + "citation=" + citation + "]";
    }
}
