package org.xqverifier.interfaces.cli;

import org.xqverifier.interfaces.web.ServeLoadCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The benchmarks, kept out of the shipped {@code xq} commands: {@code mvn -B -ntp -o -q -Pbenchmark test-compile exec:java
 * -Dexec.args="competition-bench"} (or {@code serve-load …}). The rule-base cold-start probe is its own main class,
 * {@code org.xqverifier.edition.RuleBaseColdStart}, run in a fresh JVM.
 */
@Command(name = "xq-bench", mixinStandardHelpOptions = true,
        description = "Benchmarks of xq (test sources, not in the jar).",
        subcommands = {CommandLine.HelpCommand.class, ServeLoadCommand.class, CompetitionBenchCommand.class})
public final class Bench implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String... args) {
        return Main.run(new CommandLine(new Bench()), args);
    }
}
