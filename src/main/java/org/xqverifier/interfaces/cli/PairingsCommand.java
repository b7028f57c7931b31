package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.competition.PairReason;
import org.xqverifier.competition.Knockout;
import org.xqverifier.competition.Pairing;
import org.xqverifier.competition.RoundRobinSchedule;
import org.xqverifier.competition.SwissPairer;
import org.xqverifier.competition.Tournament;
import org.xqverifier.competition.TournamentReader;
import org.xqverifier.competition.WithdrawnGames;
import org.xqverifier.board.Columns;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code xq pairings FILE --round N [--explain|--yaml|--json]}: the Swiss pairing (積分編排) of the next round. */
@Command(name = "pairings", mixinStandardHelpOptions = true,
        description = {"Pairs round N of a Swiss tournament file from the results of the rounds before it, by the "
                + "edition's pairing table, as one weighted matching: never a rematch; colour bounds, a second bye and "
                + "same-unit games only when nothing else pairs; then fewest pairs across score groups, smallest score "
                + "gaps, due colours, the federation's order within a group (round 1 by its rule).",
                "For an AXF 5+2 or 6+1 event (event.regulation), the knockout/final round is paired by its regulation;"
                        + " for a round robin, the round is read from the order table (xq berger) by the players' numbers."})
final class PairingsCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "tournament file (YAML)")
    Path file;

    @Option(names = "--round", required = true, paramLabel = "N", description = "the round to pair")
    int round;

    @Option(names = "--explain", description = "say why each pair and each colour was chosen")
    boolean explain;

    @Option(names = "--yaml", description = "print the round as YAML games to paste into the file")
    boolean yaml;

    @Option(names = "--json", description = "print the round as JSON: pairs, bye, per pair why (score group, colour due), explanation")
    boolean json;

    @Option(names = "--rules", paramLabel = "DIR", description = "a folder of edition folders instead of the bundled rules")
    Path rules;

    @Override
    public Integer call() {
        // the edition's tables load beside the entrants and rounds of the file
        Tournament t = TournamentReader.read(file, event -> CompetitionRules.prefetch(rules, event.edition()));
        CompetitionRules r = CompetitionRules.forEdition(rules, t.event().edition());
        SwissPairer.Result res = t.event().roundRobin() ? RoundRobinSchedule.round(t, r, round)
                : Knockout.applies(t, r, round) ? Knockout.pair(t, r, round)
                : explain || json ? SwissPairer.pair(t, r, round) : SwissPairer.pairWithoutByeComparison(t, r, round);
        if (json) {
            System.out.println(json(t, r, res));
            return 0;
        }
        // one string, printed once: a line each through printf cost ~0.1 s in a cold JVM at 500 boards (the
        // formatter's first uses, interpreted), and System.out flushes at every line
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder();
        if (yaml) {
            out.append("  - round: ").append(round).append(nl).append("    games:").append(nl);
            for (Pairing p : res.pairings()) {
                out.append("      - {red: ").append(p.first()).append(", black: ").append(p.bye() ? "bye" : p.second())
                        .append('}').append(nl);
            }
        } else {
            out.append("Round ").append(round).append(" — ").append(t.event().name()).append(nl);
            WithdrawnGames withdrawn = new WithdrawnGames(t, r, round);
            // the red names padded by display width (a Chinese name takes two columns a character), so that the
            // black names line up, and the black ones too when a note on a withdrawal follows
            int redWidth = 0, blackWidth = 0;
            boolean notes = false;
            for (Pairing p : res.pairings()) {
                if (!p.bye()) {
                    redWidth = Math.max(redWidth, Columns.width(label(t, p.first())));
                    blackWidth = Math.max(blackWidth, Columns.width(label(t, p.second())));
                }
                notes |= !t.withdrawnAfterRound().isEmpty() && withdrawn.of(p) != null;
            }
            int board = 1;
            for (Pairing p : res.pairings()) {
                String note = t.withdrawnAfterRound().isEmpty() ? null : withdrawn.of(p);
                if (p.bye()) {
                    out.append("bye  ").append(label(t, p.first())).append("  ").append(r.script().write("輪空"));
                } else {
                    int start = out.length();
                    out.append(board++);
                    while (out.length() - start < 4) {
                        out.append(' ');    // the board number left-aligned in four columns
                    }
                    out.append(' ').append(Columns.left(label(t, p.first()), redWidth)).append(" (red)  –  ")
                            .append(notes ? Columns.left(label(t, p.second()), blackWidth) : label(t, p.second()))
                            .append(" (black)");
                }
                out.append(note == null ? "" : "  " + note).append(nl);
            }
            if (!t.withdrawnAfterRound().isEmpty()) {
                for (String line : withdrawn.unpaired(res.pairings())) {
                    out.append(line).append(nl);
                }
            }
        }
        if (explain) {
            out.append(nl).append(res.explanation());
        }
        System.out.print(out);
        System.out.flush();
        return 0;
    }

    private String json(Tournament t, CompetitionRules rules, SwissPairer.Result res) {
        WithdrawnGames withdrawn = new WithdrawnGames(t, rules, round);
        ObjectMapper om = new ObjectMapper();
        ObjectNode root = om.createObjectNode();
        root.put("event", t.event().name());
        root.put("edition", t.event().edition());
        root.put("round", round);
        ArrayNode pairs = root.putArray("pairings");
        String bye = null;
        int board = 1;
        for (Pairing p : res.pairings()) {
            if (p.bye()) {
                bye = p.first();
                continue;
            }
            ObjectNode o = pairs.addObject();
            o.put("board", board);
            o.put("red", p.first());
            o.put("black", p.second());
            for (PairReason r : res.reasons()) {
                if (r.board() == board && p.first().equals(r.red())) {
                    o.put("red_score", r.redScore());
                    o.put("black_score", r.blackScore());
                    o.put("same_score_group", r.sameGroup());
                    putDue(o, "red_due_colour_met", r.redDueMet());
                    putDue(o, "black_due_colour_met", r.blackDueMet());
                    o.put("why", r.why());
                    o.put("colours", r.colours());
                }
            }
            String note = t.withdrawnAfterRound().isEmpty() ? null : withdrawn.of(p);
            if (note != null) {
                o.put("withdrawal", note);
            }
            board++;
        }
        if (!t.withdrawnAfterRound().isEmpty()) {
            ArrayNode unpaired = root.putArray("withdrawn");
            withdrawn.unpaired(res.pairings()).forEach(unpaired::add);
        }
        if (bye == null) {
            root.putNull("bye");
        } else {
            root.put("bye", bye);
        }
        ArrayNode lines = root.putArray("explanation");
        for (String line : res.explanation().split("\n")) {
            if (!line.isBlank()) {
                lines.add(line);
            }
        }
        try {
            return om.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void putDue(ObjectNode o, String field, Boolean met) {
        if (met == null) {
            o.putNull(field);
        } else {
            o.put(field, met);
        }
    }

    private static String label(Tournament t, String id) {
        String name = t.entrant(id).name();
        return name.equals(id) ? id : id + " " + name;
    }
}
