package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run of one command builds only that command, and sees it exactly as the full {@code xq} would. */
class LazyCommandLineTest {
    private static final List<String> ALL = List.of("help", "perft", "editions", "serve", "compare", "diff", "pgn",
            "convert", "rule", "referee", "casebook", "berger", "standings", "pairings", "arbitrate", "init");

    @Test
    void withoutASubcommandNameEveryCommandIsThereInOrder() {
        for (String[] args : List.of(new String[0], new String[] {"--help"}, new String[] {"help", "rule"},
                new String[] {"rul"}, new String[] {"-h", "rule"})) {
            assertEquals(ALL, List.copyOf(Main.commandLine(args).getSubcommands().keySet()), String.join(" ", args));
        }
    }

    @Test
    void aSubcommandNameBuildsThatCommandAlone() {
        Map<String, CommandLine> full = Main.commandLine().getSubcommands();
        for (String name : ALL.subList(1, ALL.size())) {
            for (String[] args : List.of(new String[] {name, "--help"}, new String[] {"--allow-rule-code", name, "x"})) {
                Map<String, CommandLine> lazy = Main.commandLine(args).getSubcommands();
                assertEquals(List.of(name), List.copyOf(lazy.keySet()), String.join(" ", args));
                CommandLine one = lazy.get(name);
                assertEquals(full.get(name).getUsageMessage(CommandLine.Help.Ansi.OFF),
                        one.getUsageMessage(CommandLine.Help.Ansi.OFF), name);
                assertEquals(List.copyOf(full.get(name).getSubcommands().keySet()),
                        List.copyOf(one.getSubcommands().keySet()), name);
                assertTrue(one.getCommandSpec().findOption("--allow-rule-code") != null, name + " inherits the option");
            }
        }
    }

    @Test
    void theTopLevelHelpListsEveryCommand() {
        CliRunner.Result r = CliRunner.run("--help");
        assertEquals(0, r.exitCode());
        for (String name : ALL) {
            assertTrue(r.out().contains("  " + name + " ") || r.out().contains("  " + name + "\n"), name + " in\n" + r.out());
        }
    }
}
