package org.xqverifier.interfaces.engine;

import org.junit.jupiter.api.Test;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The commands, the page and the conduct replay reach one arbiter per edition: the rule base of an edition is built
 * once per process (bundled) or once per committee's folder, whichever way the arbiter is asked for.
 */
class OneArbiterPerEditionTest {

    @Test
    void theBundledArbitersAreThoseOfTheRulingsService() {
        assertSame(Arbiters.bundled(), Services.rulings().arbiters());
        Arbiter a = Services.rulings().arbiter("tw-2007");
        assertSame(a, Arbiters.bundled().get("tw-2007"));
        assertSame(a, Arbiter.forEdition("tw-2007"));
        assertSame(a, ArbiterRulingService.bundled().arbiter("tw-2007"));
    }

    @Test
    void aCommitteesFolderHasItsOwnArbitersBuiltOnce() {
        ArbiterRulingService draft = Services.rulings(
                EditionRepository.fromDirectory(Path.of("examples/revisions/wxf-2018-draft")));
        Arbiter a = draft.arbiter("wxf-2018");
        assertSame(a, draft.arbiter("wxf-2018"));
        assertSame(a, draft.arbiters().get("wxf-2018"));
        assertNotSame(a, Arbiters.bundled().get("wxf-2018"));
    }
}
