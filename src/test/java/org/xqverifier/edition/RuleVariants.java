package org.xqverifier.edition;

import org.kie.api.KieBase;

import java.util.Map;

/** Variants of an edition's rules for benchmarks: its DRL sources, and a rule base compiled from changed sources. */
public final class RuleVariants {
    private RuleVariants() {
    }

    /** The DRL sources the area's rules are built from (those of the edition that defines them). */
    public static Map<String, byte[]> sources(Edition edition, String area) {
        return edition.ruleOwner(area).ruleSources(area);
    }

    /** Classic DRL compilation of the given sources (not the executable model the jar uses). */
    public static KieBase compile(String name, Map<String, byte[]> sources) {
        return RuleBases.compileDrl(name, sources, p -> p);
    }
}
