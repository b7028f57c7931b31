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
    })
    void checkRefusesWhatRulingRefuses(String file, String from, String to, String where) throws Exception {
        Path copy = copyWith(file, from, to);
        CliRunner.Result r = CliRunner.run("editions", "--check", "--dir", copy.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().contains(where), r.err());
    }

    @Test
    void theBundledEditionsPassTheCheck() {
        CliRunner.Result r = CliRunner.run("editions", "--check");
        assertEquals(0, r.exitCode(), r.err());
    }
}
