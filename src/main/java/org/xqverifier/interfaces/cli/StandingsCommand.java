package org.xqverifier.interfaces.cli;

import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.competition.Standings;
import org.xqverifier.competition.StandingsReport;
import org.xqverifier.competition.Tournament;
import org.xqverifier.competition.TournamentReader;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code xq standings FILE}: rank, points and every tiebreak of the event's chain, and what separated each tie. */
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = "Standings of a tournament file (docs/competition.md): rank, points, the tiebreaks of the "
                + "edition's chain for the event type in order, and for each tie the criterion that separated it.")
final class StandingsCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "tournament file (YAML)")
    Path file;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "JSON: [{rank, id, name, points, tiebreaks:{…}, decided_by, tied}]")
        boolean json;
        @Option(names = "--csv", description = "CSV")
        boolean csv;
        @Option(names = "--html", description = "an HTML page")
        boolean html;
    }

    @Option(names = "--rules", paramLabel = "DIR", description = "a folder of edition folders (a committee's revised copy) instead of the bundled rules")
    Path rules;

    @Option(names = "--boards", description = "team events: the players' individual results board by board (AXF 附录1 第6条: a reserve counts one board)")
    boolean boards;

    @Override
    public Integer call() {
        Tournament t = TournamentReader.read(file);
        CompetitionRules r = CompetitionRules.forEdition(rules, t.event().edition());
        if (boards) {
            try {
                System.out.print(org.xqverifier.competition.IndividualScores.of(t, r).text());
                return 0;
            } catch (IllegalArgumentException e) {
                System.err.println("xq: " + e.getMessage());
                return 1;
            }
        }
        StandingsReport report = new StandingsReport(Standings.of(t, r));
        System.out.print(format.json ? report.json() : format.csv ? report.csv() : format.html ? report.html() : report.text());
        return 0;
    }
}
