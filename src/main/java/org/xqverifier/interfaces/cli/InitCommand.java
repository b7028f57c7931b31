package org.xqverifier.interfaces.cli;

import org.xqverifier.board.Columns;
import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.competition.TournamentReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;

/** {@code xq init …}: files to start from, written with comments that say what each field is for. */
@Command(name = "init", mixinStandardHelpOptions = true,
        description = "Start a file to fill in: `xq init tournament FILE` writes a tournament file that "
                + "`xq pairings` and `xq standings` read.",
        subcommands = {InitCommand.TournamentFile.class})
public final class InitCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code xq init tournament [FILE]}: a tournament file with the event, numbered players and no rounds yet. */
    @Command(name = "tournament", mixinStandardHelpOptions = true,
            description = {"Writes a tournament file to FILE (or prints it, without FILE): the event (name, edition, "
                    + "format), N players to rename, and an empty list of rounds, with comments saying how to go on: "
                    + "`xq pairings FILE --round 1 --yaml` prints the first round's games to paste under rounds:, "
                    + "`xq standings FILE` ranks the players once results are in.",
                    "An existing FILE is never overwritten."})
    static final class TournamentFile implements Callable<Integer> {
        @Parameters(arity = "0..1", paramLabel = "FILE", description = "the file to write (.yaml); it must not exist")
        Path file;

        @Option(names = "--edition", paramLabel = "ID", defaultValue = "wxf-2018",
                description = "the rules the event is played under, one with competition tables (default: ${DEFAULT-VALUE}; see `xq editions`)")
        String edition;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "swiss",
                description = "swiss or round-robin (default: ${DEFAULT-VALUE})")
        String format;

        @Option(names = "--players", paramLabel = "N", defaultValue = "8", description = "how many players (default: ${DEFAULT-VALUE})")
        int players;

        @Option(names = "--rounds", paramLabel = "N", defaultValue = "7",
                description = "the rounds planned, for a Swiss (default: ${DEFAULT-VALUE}); a round robin has as many as its order table")
        int rounds;

        @Option(names = "--name", paramLabel = "TEXT", defaultValue = "My tournament", description = "the event's name")
        String name;

        @Override
        public Integer call() throws IOException {
            if (!format.equals("swiss") && !format.equals("round-robin")) {
                throw new UserError("--format " + format + ": give swiss or round-robin");
            }
            if (players < 2 || players > 1000) {
                throw new UserError("--players " + players + ": give 2 to 1000");
            }
            if (rounds < 1 || rounds > 1000) {
                throw new UserError("--rounds " + rounds + ": give 1 to 1000");
            }
            CompetitionRules.forEdition(null, edition);   // an edition without competition tables says so here
            String text = text();
            // the file as written must read back: a name with YAML's own characters is quoted, not broken
            TournamentReader.parse(file == null ? Path.of("tournament.yaml") : file, text);
            if (file == null) {
                System.out.print(text);
                System.out.flush();
                return 0;
            }
            try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (FileAlreadyExistsException e) {
                throw new UserError(file + ": exists; xq init never overwrites a file (give a new name)");
            }
            System.out.println("xq init: wrote " + file + " (" + players + " players, " + format + ", " + edition
                    + "); next: xq pairings " + file + " --round 1");
            return 0;
        }

        String text() {
            boolean swiss = format.equals("swiss");
            StringBuilder b = new StringBuilder();
            b.append("# A tournament file for xq (").append(swiss ? "Swiss" : "round robin").append(", ").append(edition)
                    .append("). Rename the players, then round by round:\n")
                    .append("#   xq pairings THIS-FILE --round N --yaml      round N's games: paste them at the end of\n")
                    .append("#                                               the file and write in each result\n")
                    .append("#                                               (1-0, 0-1, 1/2-1/2)\n")
                    .append("#   xq pairings THIS-FILE --round N --explain   the same pairings, with the reasons\n")
                    .append("#   xq standings THIS-FILE                      rank, points and the edition's tiebreaks\n")
                    .append("event:\n");
            field(b, "name", yamlString(name), "the event's name");
            field(b, "edition", edition, "the rule book (see `xq editions`)");
            field(b, "format", format, "swiss or round-robin");
            if (swiss) {
                field(b, "rounds", String.valueOf(rounds), "rounds planned");
            }
            b.append("# The players in pairing-number order (by rating, or by lot). id is what the rounds name; name,\n")
                    .append("# unit (club or province) and rating are optional.\n")
                    .append("players:\n");
            for (int i = 1; i <= players; i++) {
                b.append("  - {id: P").append(i).append(", name: Player ").append(i).append("}\n");
            }
            b.append("# A player who leaves: the edition's withdrawal rule scores the games left.\n")
                    .append("# withdrawals:\n")
                    .append("#   - {player: P3, after_round: 2}\n")
                    .append("# One entry per round, in order, as `xq pairings --yaml` prints it, e.g.\n")
                    .append("#  - round: 1\n")
                    .append("#    games:\n")
                    .append("#      - {red: P1, black: P").append(swiss ? players / 2 + 1 : players).append(", result: 1-0}\n")
                    .append("rounds:\n");
            return b.toString();
        }

        /** {@code key: value} under {@code event:}, its comment lined up with the others'. */
        private static void field(StringBuilder b, String key, String value, String comment) {
            String line = "  " + key + ": " + value;
            b.append(line).append(" ".repeat(Math.max(1, 28 - Columns.width(line)))).append("# ").append(comment)
                    .append('\n');
        }

        /** A name as a YAML scalar: double-quoted as JSON writes it (YAML reads JSON's escapes), whatever it holds. */
        private static String yamlString(String s) {
            try {
                return RulingJson.MAPPER.writeValueAsString(s);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
