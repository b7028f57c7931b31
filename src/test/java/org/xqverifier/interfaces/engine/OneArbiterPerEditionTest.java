package org.xqverifier.interfaces.engine;

import org.junit.jupiter.api.Test;
import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.referee.Referee;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The commands, the page and the conduct replay reach one arbiter per edition: the rule base of an edition is built
 * once per process (bundled) or once per committee's folder, whichever way the arbiter is asked for; so are the conduct
 * and competition rules and the referee, each the edition's door.
 */
class OneArbiterPerEditionTest {

    @Test
    void theBundledArbitersAreThoseOfTheRulingsService() {
        Arbiter a = Services.rulings().arbiter("tw-2007");
        assertSame(a, Services.rulings().arbiters().get("tw-2007"));
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

    @Test
    void everyAreaOfAnEditionHasOneDoor() {
        // a committee's folder: its conduct rule base was compiled at every ofEditionOrNull before each area's door
        // was kept on the edition
        Edition draft = EditionRepository.fromDirectory(Path.of("examples/revisions/wxf-2018-draft")).get("wxf-2018");
        assertSame(ConductRules.ofEditionOrNull(draft), ConductRules.ofEditionOrNull(draft));
        assertSame(CompetitionRules.of(draft), CompetitionRules.of(draft));
        assertSame(Arbiter.forEdition(draft), Arbiter.forEdition(draft));
        assertSame(Referee.of("tw-2007"), Referee.of(Arbiters.bundled(), "tw-2007"));
        assertSame(ConductRules.forEdition("tw-2007"), ConductRules.ofEditionOrNull(EditionRepository.bundled().get("tw-2007")));
        assertSame(CompetitionRules.forEdition("tw-2007"), CompetitionRules.forEdition(null, "tw-2007"));
    }
}
