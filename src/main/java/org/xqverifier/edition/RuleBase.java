package org.xqverifier.edition;

import org.kie.api.KieBase;

import java.util.List;

/**
 * An area's Drools rule base and how it was obtained, for diagnostics and benchmarks.
 *
 * @param edition the edition whose files define the rules (the requested one, or the ancestor it inherits them from)
 * @param area    e.g. {@code repetition}
 * @param files   the {@code .drl} files it was built from, as shown in messages
 * @param millis  time to load or compile it
 * @param note    for a bundled area compiled from DRL, why its precompiled model was not used; otherwise null
 */
public record RuleBase(String edition, String area, KieBase kieBase, Origin origin, List<String> files, long millis,
                       String note) {

    public enum Origin {
        /** Loaded from the executable model compiled at build time (bundled editions). */
        PRECOMPILED,
        /** Compiled from DRL at run time (a committee's folder, or a bundled area whose precompiled model is stale). */
        DRL
    }
}
