package org.xqverifier.conduct;

import org.junit.jupiter.api.Test;
import org.xqverifier.repetition.Arbiters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every result (and every other decision) of the example logs cites the article of the rule that produced it, under
 * every edition with conduct rules the log replays under (the conduct features hold every scenario to the same check).
 */
class CitedArticleTest {
    @Test
    void everyDecisionOfTheExampleLogsCitesTheRuleThatMadeIt() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int checked = 0, results = 0;
        List<Path> logs;
        try (Stream<Path> files = Files.list(Path.of("examples", "arbiter-logs"))) {
            logs = files.sorted().toList();
        }
        for (Path file : logs) {
            for (String edition : ConductRules.editions()) {
                ArbiterLog log = ArbiterLog.read(file);
                ConductRules rules = ConductRules.forEdition(edition);
                CitedArticleCheck check = new CitedArticleCheck();
                try {
                    Arbitration.Outcome o = check.watch(new Arbitration(rules, rules.repetitionJudge(Arbiters.bundled()),
                            Arbiters.bundled(), null)).replay(log);
                    results += o.result() == null ? 0 : 1;
                } catch (IllegalArgumentException e) {
                    // a log written for another edition's provisions: what was decided before it stopped is checked
                }
                checked += check.checked().size();
                check.mismatches().forEach(m -> mismatches.add(file.getFileName() + " under " + edition + ": " + m));
            }
        }
        assertTrue(checked > 50 && results > 10, "the check saw " + checked + " decisions and " + results + " results");
        assertEquals(List.of(), mismatches);
    }

    @Test
    void theArmageddonResultCitesTheArmageddonProvision() throws IOException {
        Path file = Path.of("examples", "arbiter-logs", "armageddon-axf.json");
        ArbiterLog log = ArbiterLog.parse(file.toString(), Files.readString(file), true);
        ConductRules rules = ConductRules.forEdition("axf-events");
        Arbitration.Outcome o = new Arbitration(rules, rules.repetitionJudge(Arbiters.bundled()), Arbiters.bundled(), null).replay(log);
        assertEquals("black-wins", o.result().getResult());
        assertEquals("附录3 6", o.result().getArticle());
        assertTrue(o.decisions().stream().anyMatch(d -> d.getKind().equals("note") && d.getArticle().equals("第四章第二節 B 1")),
                "the draw it was turned from is kept as a note: " + o.decisions());
        assertFalse(CitedArticleCheck.matches("第四章第二節 B 1", "附录3 6"));
        assertTrue(CitedArticleCheck.matches("附录2 4、7b（{control}）", "附录2 4、7b（B）"));
    }
}
