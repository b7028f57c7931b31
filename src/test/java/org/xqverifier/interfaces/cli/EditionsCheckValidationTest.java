package org.xqverifier.interfaces.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code editions --check} refuses what the ruling commands refuse, at the same file and line. */
class EditionsCheckValidationTest {
    @TempDir
    Path tmp;

    private Path copyWith(String file, String from, String to) throws Exception {
        Path copy = CommitteeCopy.copyTree(Path.of("rules/tw-2007"), tmp.resolve("draft"));
        Path f = copy.resolve(file);
        String text = Files.readString(f, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), from);
        Files.writeString(f, text.replaceFirst(java.util.regex.Pattern.quote(from), to), StandardCharsets.UTF_8);
        return copy;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "repetition/patterns.yaml | level: 3 | level: \"one\" | patterns.yaml:14",
            "repetition/patterns.yaml | level: 3 | level: null | patterns.yaml:14",
            "repetition/patterns.yaml | level: 3 | level: -5 | patterns.yaml:14",
            "repetition/patterns.yaml | status: forbidden | status: maybe | patterns.yaml:13",
            "conduct/fouls.yaml | technical-fouls-to-lose: | technical-fouls-to-loose: | fouls.yaml:3",
            // what the conduct tables' records say beyond their schemas: ranges, closed sets, a missing article
            "conduct/fouls.yaml | value: 2 | value: -2 | fouls.yaml:4:5: 'params.technical-fouls-to-lose.value' must be a whole number of at least 0",
            "conduct/time-controls.yaml | {minutes: 60, moves: 25} | {minutes: 700, moves: 25} | time-controls.yaml:7:10: 'controls.A.periods[1].minutes' must be a whole number from 0 to 600",
            "conduct/time-controls.yaml | {minutes: 60, moves: 25} | {minutes: 60, moves: 0} | time-controls.yaml:7:23: 'controls.A.periods[1].moves' must be a whole number of at least 1",
            "conduct/touch-move.yaml | obligation: move-touched | obligation: move-touch | touch-move.yaml:7:9: 'orderings.own.steps[1].obligation' must be one of",
    })
    void checkRefusesWhatRulingRefuses(String file, String from, String to, String where) throws Exception {
        Path copy = copyWith(file, from, to);
        CliRunner.Result r = CliRunner.run("editions", "--check", "--dir", copy.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains(where), r.err());
    }

    @Test
    void aConductRowWithoutItsArticleIsRefusedAtItsRow() throws Exception {
        Path copy = copyWith("conduct/natural-limit.yaml", "value: 100\n    article: 第二章第四節 一；第四章第二節 B 4\n",
                "value: 100\n");
        CliRunner.Result r = CliRunner.run("editions", "--check", "--dir", copy.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains("natural-limit.yaml:3:3: missing field 'article' in params.natural-limit-plies"), r.err());
    }

    @Test
    void theBundledEditionsPassTheCheck() {
        CliRunner.Result r = CliRunner.run("editions", "--check");
        assertEquals(0, r.exitCode(), r.err());
    }
}
