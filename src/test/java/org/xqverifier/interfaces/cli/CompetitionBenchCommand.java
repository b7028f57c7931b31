package org.xqverifier.interfaces.cli;

import org.xqverifier.competition.CompetitionBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code competition-bench} (in {@link Bench}) measures standings and Swiss pairing on a generated 1,000-player event. */
@Command(name = "competition-bench", mixinStandardHelpOptions = true,
        description = "Benchmark: standings with every tiebreak for a generated Swiss, and pairing one round.")
final class CompetitionBenchCommand implements Callable<Integer> {
    @Option(names = "--players", defaultValue = "1000")
    int players;

    @Option(names = "--rounds", defaultValue = "11")
    int rounds;

    @Option(names = "--edition", defaultValue = "tw-2007")
    String edition;

    @Override
    public Integer call() {
        System.out.print(CompetitionBenchmark.run(players, rounds, edition));
        return 0;
    }
}
