package org.xqverifier.interfaces.cli;

import org.xqverifier.competition.BergerTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code xq berger N [--double]}: the round-robin order table (循環賽對局秩序表). */
@Command(name = "berger", mixinStandardHelpOptions = true,
        description = {"Prints the round-robin table for N players (循環賽對局秩序表): per round, who meets whom; the first "
                + "number plays red. With an odd N whoever meets the last number has the bye (輪空).",
                "For 3–12 players it is the table of the Taiwan 2007 rules' 附錄; larger N by the same (Berger) construction."})
final class BergerCommand implements Callable<Integer> {
    @Parameters(paramLabel = "N", description = "number of players or teams (2–500)")
    int players;

    @Option(names = "--double", description = "double round robin: a second cycle with colours reversed")
    boolean doubleCycle;

    @Option(names = "--swap-last-two", description = "with --double: swap the last two rounds of the first cycle (FIDE's advice; not in the Taiwan 2007 rules)")
    boolean swap;

    @Option(names = "--edition", paramLabel = "ID", description = "take the double-cycle choice from the edition's competition/round-robin.yaml")
    String edition;

    @Override
    public Integer call() {
        if (players < 2 || players > 500) {
            throw new UserError("berger: N must be between 2 and 500, not " + players);
        }
        if (edition != null && doubleCycle && !swap) {
            swap = org.xqverifier.competition.CompetitionRules.forEdition(edition).roundRobin().doubleCycle()
                    .swapLastTwoRoundsOfFirstCycle();
        }
        List<List<BergerTable.Pair>> rounds = doubleCycle ? BergerTable.doubleRounds(players, swap) : BergerTable.rounds(players);
        int bye = BergerTable.byeNumber(players);
        int width = String.valueOf(players + 1).length() * 2 + 1;
        System.out.println("循環賽對局秩序表 / round-robin table, " + players + " players" + (doubleCycle ? ", double" : "")
                + " (first number red" + (bye > 0 ? "; meeting " + bye + " = bye 輪空" : "") + ")");
        for (int r = 0; r < rounds.size(); r++) {
            StringBuilder line = new StringBuilder(String.format("R%-3d", r + 1));
            for (BergerTable.Pair p : rounds.get(r)) {
                String cell = p.red() == bye ? p.black() + "-bye" : p.black() == bye ? p.red() + "-bye" : p.toString();
                line.append(String.format("  %-" + width + "s", cell));
            }
            System.out.println(line.toString().stripTrailing());
        }
        System.out.println("兩局制: the game-1 red has black in game 2. Teams: the first-numbered team has red on odd boards"
                + " (附錄 說明1–2).");
        return 0;
    }
}
