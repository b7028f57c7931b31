package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A number in a committee's repetition table that the analysis cannot honour is refused with its file and line, by
 * {@code editions --check} and by the command that would rule with it, before anything is ruled: a mate search deeper
 * than its move lists once ended in "internal error: Index 16", a search by checks of 33 plies ran for minutes, and
 * {@code occurrences: 2.5} ruled at the second occurrence (issue 28, items 11 and 12; the first four rows are the
 * probe inputs of December 2026).
 */
class RuleFolderRangesTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "tw-2007  | parameters.yaml | mate_search_plies:\\n  value: 17 | parameters.yaml:2:3 | 'mate_search_plies.value' must be 0 (no search) or odd from 1 to 15",
            "tw-2007  | parameters.yaml | occurrences:\\n  value: 2.5 | parameters.yaml:2:3 | 'occurrences.value': integer expected, number found",
            "cxa-2020 | chases.yaml | win_by_checks_plies:\\n  value: 33 | chases.yaml:2:3 | 'win_by_checks_plies.value' must be 0 (no search) or odd from 1 to 11",
            "cxa-2020 | chases.yaml | winner_mated_plies:\\n  value: 33 | chases.yaml:2:3 | 'winner_mated_plies.value' must be a whole number from 0 to 15",
            "tw-2007  | parameters.yaml | occurrences:\\n  value: 1 | parameters.yaml:2:3 | 'occurrences.value' must be a whole number of at least 2",
            "tw-2007  | parameters.yaml | mate_search_plies:\\n  value: 4 | parameters.yaml:2:3 | 'mate_search_plies.value' must be 0 (no search) or odd",
            "cxa-2020 | parameters.yaml | mate_search_forced_line_plies:\\n  value: 17 | parameters.yaml:2:3 | 'mate_search_forced_line_plies.value' must be 0 or odd, at least mate_search_plies and at most 15",
            "cxa-2020 | chases.yaml | exchange_search:\\n  plies: 40 | chases.yaml:2:3 | 'exchange_search.plies' must be a whole number from 0 to 32",
            "cxa-2020 | chases.yaml | exchange_search:\\n  nodes: 0 | chases.yaml:2:3 | 'exchange_search.nodes' must be a whole number from 1 to 1000000",
            "cxa-2020 | chases.yaml | exchange_search:\\n  cpu_ms: 86400000 | chases.yaml:2:3 | 'exchange_search.cpu_ms' must be a whole number from 1 to 60000",
            "cxa-2020 | chases.yaml | exchange_offer_refuted_by_checks:\\n  margin: 0 | chases.yaml:2:3 | 'exchange_offer_refuted_by_checks.margin' must be a whole number from 1 to 999",
            "cxa-2020 | piece-values.yaml | pieces:\\n  rook: {value: 1000} | piece-values.yaml:2:10 | 'pieces.rook.value' must be a whole number from 1 to 999 (the king counts 1000)",
            "cxa-2020 | piece-values.yaml | pawn:\\n  given: {uncrossed: -1} | piece-values.yaml:2:11 | 'pawn.given.uncrossed' must be a whole number from 0 to 999",
            "tw-2007  | labels.yaml | labels:\\n  - {code: idle, precedence: -1} | labels.yaml:2:18 | 'labels[8].precedence' must be a whole number of at least 0",
            "tw-2007  | patterns.yaml | patterns:\\n  - {id: perpetual-check, level: 0} | patterns.yaml:2:27 | 'patterns[1].level' must be a whole number of at least 1",
            "tw-2007  | patterns.yaml | patterns:\\n  - {id: other, order: -1} | patterns.yaml:2:17 | 'patterns[15].order' must be a whole number of at least 0",
    })
    void aNumberTheAnalysisCannotHonourIsRefusedAtItsLine(String base, String table, String yaml, String where,
                                                          String message) throws Exception {
        Path folder = tmp.resolve("draft");
        Files.createDirectories(folder.resolve("repetition"));
        Files.writeString(folder.resolve("edition.yaml"), "id: " + base + "-draft\ntitle: {zh: 草案, en: draft}\nextends: "
                + base + "\n");
        Files.writeString(folder.resolve("repetition/" + table), yaml.replace("\\n", "\n") + "\n");

        CliRunner.Result check = CliRunner.run("editions", "--check", "--dir", folder.toString());
        assertEquals(1, check.exitCode(), check.out());
        assertTrue(check.err().contains("repetition/" + where + ": " + message), check.err());

        CliRunner.Result rule = CliRunner.run("rule", "--rules", folder.toString(), "--edition", base + "-draft",
                "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w", "--moves", "e0e1");
        assertEquals(1, rule.exitCode(), rule.out());
        assertEquals(1, rule.errLines().length, rule.err());
        assertTrue(rule.err().contains("repetition/" + where + ": " + message), rule.err());
    }
}
