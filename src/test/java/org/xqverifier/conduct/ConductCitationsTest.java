package org.xqverifier.conduct;

import org.xqverifier.edition.Citation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.RulesException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Conduct citations are table rows: an extending edition patches one by id, a rule citing a missing row is refused. */
class ConductCitationsTest {
    private static final Path RULES = Paths.get("rules");

    private static Citation citation(ConductRules rules, String id) {
        return rules.citations().stream().filter(c -> c.getId().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void axfEventsPatchTheArticleOfTw2007sQuotaRowAndKeepItsWording() {
        Citation tw = citation(ConductRules.forEdition("tw-2007"), "move-quota-missed");
        Citation axf = citation(ConductRules.forEdition("axf-events"), "move-quota-missed");
        assertEquals("第二章第二節 一、五；第四章第二節 A 3", tw.getArticle());
        assertEquals("附录2 4、7b（knockout-rapid-clock）；第四章第二節 A 3", axf.article("control", "knockout-rapid-clock"));
        assertEquals(tw.getZh(), axf.getZh());
        assertEquals(tw.getEn(), axf.getEn());
    }

    @Test
    void axfEventsCiteTheirRegulationsForGamesPlayedWithoutARecord() {
        assertEquals("第二章第二節 一", citation(ConductRules.forEdition("tw-2007"), "no-record-needed").getArticle());
        Citation axf = citation(ConductRules.forEdition("axf-events"), "no-record-needed");
        assertEquals("附录2 7b；附录3 6b", axf.getArticle());
        assertTrue(axf.getZh().contains("两项计时方法，均不须自行记录"), axf.getZh());
    }

    @Test
    void eachCitationSaysWhichEditionsTextItIs() {
        Citation own = citation(ConductRules.forEdition("axf-events"), "no-record-needed");
        assertEquals("axf-events", own.sourceEdition());
        assertTrue(!own.inherited());
        Citation inherited = citation(ConductRules.forEdition("axf-events"), "late-plays-on");   // tw-2007's row
        assertEquals("tw-2007", inherited.sourceEdition());
        assertTrue(inherited.inherited());
        Param quota = ConductRules.forEdition("axf-events").params().get(0);
        assertEquals("tw-2007", quota.citation().sourceEdition(), quota.toString());
    }

    @Test
    void placeholdersAreFilledFromTheRulesFacts() {
        Citation c = citation(ConductRules.forEdition("tw-2007"), "late-plays-on");
        assertEquals("red is 12 minutes late: the lateness runs on his clock and he must make the quota in the time left",
                c.en("side", "red", "late", 12));
    }

    @Test
    void aPlaceholderMayNameTheWordForEachValue() {
        Citation c = new Citation("x", "A 7", "{side|red=紅|black=黑}方違例達 {n} 次", "{side} loses");
        assertEquals("黑方違例達 4 次", c.zh("side", "black", "n", 4));
        assertEquals("紅方違例達 4 次", c.zh("side", "red", "n", 4));
        assertEquals("black loses", c.en("side", "black"));
        Citation unlisted = new Citation("y", "A 7", "{side|red=紅}方", "");
        assertEquals("black方", unlisted.zh("side", "black"));
    }

    @Test
    void aTouchMoveFoulQuotesItsStepWithTheFoulsWording() {
        Citation c = citation(ConductRules.forEdition("tw-2007"), "touch-move-foul");
        assertEquals("第一章第三節 二 [A]", c.article("article", "第一章第三節 二 [A]"));
        assertEquals("摸子犯規：必須走該子", c.zh("step", "必須走該子"));
    }

    @Test
    void aRuleCitingARowNoTableHasIsRefused(@TempDir Path dir) throws IOException {
        CommitteeCopy.copyTree(RULES.resolve("tw-2007"), dir.resolve("tw-2007"));
        Path time = dir.resolve("tw-2007/conduct/time.yaml");
        Files.writeString(time, Files.readString(time).replace("  sealed-move-stands:", "  sealed-move-stand:"));
        RulesException e = assertThrows(RulesException.class, () -> ConductRules.fromDirectory(dir, "tw-2007"));
        assertTrue(e.getMessage().contains("sealed-move-stand"), e.getMessage());
    }
}
