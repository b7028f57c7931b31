package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A rule that loops stops with its file and name at the edition's bounds; a rule that throws is named too. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RuleFiringBoundsTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    private static final String LOOP = "package org.xqverifier.repetition.loop;\n"
            + "declare Tick\n    n : int\nend\n"
            + "rule \"starts\"\nwhen\nthen\n    insert(new Tick(0));\nend\n"
            + "rule \"keeps going\"\nwhen\n    $t : Tick( n >= 0 )\nthen\n    modify($t) { setN($t.getN() + 1) };\nend\n";

    @TempDir
    Path tmp;

    private CliRunner.Result rule(Path draft) {
        return CliRunner.run("rule", "--allow-rule-code", "--rules", draft.toString(), "--edition", "tw-2007",
                "--fen", START, "--moves", "h2e2 h9g7");
    }

    private Path draft(String file, String drl, String limits) throws Exception {
        Path draft = CommitteeCopy.copyTree(Path.of("rules/tw-2007"), tmp.resolve("draft"));
        Files.writeString(draft.resolve("repetition/" + file), drl);
        if (limits != null) {
            Files.writeString(draft.resolve("rule-limits.yaml"), limits);
        }
        return draft;
    }

    @Test
    void aLoopingRuleStopsAtTheFiringBound() throws Exception {
        CliRunner.Result r = rule(draft("loop.drl", LOOP, "max_firings: 5000\n"));
        assertEquals(1, r.exitCode(), r.out());
        String last = r.errLines()[r.errLines().length - 1];
        assertTrue(last.contains("draft/repetition/loop.drl: rule \"keeps going\": stopped: more than 5000 rule firings"),
                last);
    }

    @Test
    void aLoopingRuleStopsAtTheTimeBound() throws Exception {
        CliRunner.Result r = rule(draft("loop.drl", LOOP, "max_firings: 1000000000\nmax_millis: 200\n"));
        assertEquals(1, r.exitCode(), r.out());
        String last = r.errLines()[r.errLines().length - 1];
        assertTrue(last.contains("loop.drl: rule \"keeps going\": stopped: the rules ran longer than 200 ms"), last);
    }

    @Test
    void aRuleThatThrowsIsNamedWithItsFile() throws Exception {
        CliRunner.Result r = rule(draft("boom.drl", "package org.xqverifier.repetition.boom;\nrule \"throws\"\nwhen\nthen\n"
                + "    throw new IllegalStateException(\"boom\");\nend\n", null));
        assertEquals(1, r.exitCode(), r.out());
        String last = r.errLines()[r.errLines().length - 1];
        assertTrue(last.contains("draft/repetition/boom.drl: rule \"throws\": failed: IllegalStateException: boom"), last);
        assertTrue(!last.contains("internal error"), last);
    }

    @Test
    void aMalformedBoundIsAnErrorAtItsRow() throws Exception {
        CliRunner.Result r = rule(draft("boom.drl", "package org.xqverifier.repetition.boom;\n", "max_firings: -5\n"));
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains("rule-limits.yaml:1"), r.err());
    }
}
