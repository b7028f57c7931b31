package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.conduct.ArbiterLog;
import org.xqverifier.conduct.Arbitration;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.conduct.Decision;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.edition.EditionRepository;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code xq arbitrate LOG --edition ID [--json]}: replays an arbiter's log and prints each decision as it happens. */
@Command(name = "arbitrate", mixinStandardHelpOptions = true,
        description = {"Replay an arbiter's log (YAML or JSON: moves with clocks, touches, claims, draw offers, fouls, lateness, …) "
                + "and print each decision the edition's conduct rules make, with its article, and the final result.",
                "Repetition claims are ruled by the edition's repetition rules (xq rule); an edition without them takes",
                "the verdict from the log (verdict: red-must-change|black-must-change|draw|none)."})
public final class ArbitrateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "LOG", description = "the arbiter's log (.yaml, .yml or .json)")
    Path log;

    @Option(names = "--edition", paramLabel = "ID", description = "edition whose conduct rules apply (default: the log's 'edition')")
    String edition;

    @Option(names = "--json", description = "print one JSON object instead of text")
    boolean json;

    @Option(names = "--rules", paramLabel = "DIR", description = "a rules folder to use instead of the bundled one (a committee's revised copy)")
    Path rules;

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        ArbiterLog parsed = ArbiterLog.read(log);
        String id = edition != null ? edition : parsed.header("edition").asText(null);
        if (id == null) throw new UserError(log + ": no edition; give --edition ID (e.g. tw-2007, cxa-1999, axf-events)");
        ConductRules conduct = rules == null ? ConductRules.forEdition(id) : ConductRules.fromDirectory(rules, id);
        // under --rules a committee's repetition tables rule the claims too, not only its conduct tables
        Arbiters rulings = rules == null ? Services.rulings().arbiters()
                : Services.rulings(EditionRepository.fromDirectory(rules)).arbiters();
        Arbitration arbitration = new Arbitration(conduct, conduct.repetitionJudge(rulings), rulings,
                json ? null : d -> out.println(line(d)));
        Arbitration.Outcome outcome = arbitration.replay(parsed);
        if (json) {
            out.println(toJson(log.toString(), outcome));
        } else {
            Decision r = outcome.result();
            out.println(r == null ? "result: none (the log ends with the game unfinished)"
                    : "result: " + r.getResult() + " — " + r.cited() + " — " + r.getZh() + " / " + r.getEn());
        }
        return 0;
    }

    static String line(Decision d) {
        StringBuilder s = new StringBuilder();
        s.append(String.format("#%-3d line %-4d ", d.getEvent(), d.getLine()));
        s.append(d.getKind());
        if (d.getSide() != null) s.append(' ').append(d.getSide());
        if ("foul".equals(d.getKind())) {
            s.append(" (").append(d.getFamily()).append(' ').append(d.getCount());
            if (d.getLimit() != null) s.append(" of ").append(d.getLimit());
            s.append(')');
        }
        if (d.getObligation() != null) s.append(": ").append(d.getObligation()).append(' ').append(d.getSquares());
        if (d.getResult() != null) s.append(": ").append(d.getResult());
        s.append(" [").append(d.cited()).append("] ").append(d.getZh()).append(" / ").append(d.getEn());
        return s.toString();
    }

    static String toJson(String logName, Arbitration.Outcome o) {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = m.createObjectNode();
        root.put("log", logName);
        root.put("edition", o.edition());
        ArrayNode ds = root.putArray("decisions");
        for (Decision d : o.decisions()) ds.add(node(m, d));
        if (o.result() == null) root.putNull("result"); else root.set("result", node(m, o.result()));
        return root.toString();
    }

    private static ObjectNode node(ObjectMapper m, Decision d) {
        ObjectNode n = m.createObjectNode();
        n.put("event", d.getEvent());
        n.put("line", d.getLine());
        n.put("kind", d.getKind());
        if (d.getSide() != null) n.put("side", d.getSide());
        if (d.getFamily() != null) n.put("family", d.getFamily());
        if ("foul".equals(d.getKind()) || "count".equals(d.getKind())) n.put("count", d.getCount());
        if (d.getLimit() != null) n.put("limit", d.getLimit());
        if (d.getObligation() != null) {
            n.put("obligation", d.getObligation());
            n.put("squares", d.getSquares());
        }
        if (d.getResult() != null) n.put("result", d.getResult());
        if (d.getPenaltySeconds() > 0) n.put("penalty_seconds", d.getPenaltySeconds());
        n.put("article", d.getArticle());
        n.put("zh", d.getZh());
        n.put("en", d.getEn());
        // added after the fields above: which edition's text the article is, and the article as printed
        if (d.getSource() != null && d.getSource().sourceEdition() != null) {
            n.put("source_edition", d.getSource().sourceEdition());
        }
        n.put("inherited", d.getSource() != null && d.getSource().inherited());
        n.put("cited", d.cited());
        return n;
    }
}
