package org.xqverifier.edition;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** The editions packaged from rules/: all load, and every rule base comes from the build-time executable model. */
class BundledEditionsTest {

    @Test
    void theBundledEditionsLoadWithTheirTitles() {
        EditionRepository repo = EditionRepository.bundled();
        assertSame(repo, EditionRepository.bundled());
        assertTrue(repo.ids().containsAll(List.of("axf-events", "cxa-1999", "cxa-2011", "cxa-2020", "tw-2007", "wxf-2018")),
                repo.ids().toString());
        Edition wxf = repo.get("wxf-2018");
        assertTrue(wxf.bundled());
        assertEquals("rules/wxf-2018", wxf.location());
        assertEquals(2018, wxf.year().getAsInt());
        assertSame(repo.get("tw-2007"), wxf.parent().orElseThrow());
        for (Edition e : repo.editions()) {
            assertFalse(e.title().zh().isBlank(), e.id());
            assertFalse(e.title().en().isBlank(), e.id());
        }
    }

    @Test
    void everyBundledTableParses() {
        for (Edition e : EditionRepository.bundled().editions()) {
            for (String f : e.files()) {
                if (f.endsWith(".yaml")) {
                    assertTrue(e.yaml(f).root().isContainerNode(), e.display(f));
                }
            }
        }
    }

    @Test
    void everyBundledRuleBaseIsPrecompiled() {
        assumeFalse(BundledIndex.load() == null, "no bundled rules index: classes were not built by Maven");
        List<String> checked = new ArrayList<>();
        for (Edition e : EditionRepository.bundled().editions()) {
            for (String area : e.areas()) {
                if (e.hasRules(area)) {
                    RuleBase rb = e.ruleBase(area);
                    assertEquals(RuleBase.Origin.PRECOMPILED, rb.origin(), e.id() + "/" + area + ": " + rb.note());
                    assertFalse(rb.kieBase().getKiePackages().isEmpty(), e.id() + "/" + area);
                    checked.add(e.id() + "/" + area);
                }
            }
        }
        assumeFalse(checked.isEmpty(), "no bundled edition has .drl rules yet");
    }
}
