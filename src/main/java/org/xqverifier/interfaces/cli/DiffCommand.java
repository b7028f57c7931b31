package org.xqverifier.interfaces.cli;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;
import org.xqverifier.interfaces.report.DiffItems;
import org.xqverifier.interfaces.report.ProgressBar;
import org.xqverifier.interfaces.report.RevisionDiff;
import org.xqverifier.interfaces.report.RevisionReport;
import org.xqverifier.interfaces.report.RevisionReportPage;
import org.xqverifier.interfaces.report.RevisionReportRows;
import org.xqverifier.edition.TableChanges;
import org.xqverifier.interfaces.report.GameCollection;
import org.xqverifier.interfaces.report.StderrTerminal;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xqverifier.interfaces.engine.ArbiterRulingService;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code xq diff}: what a committee's revised rules folder changes against a bundled edition. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = "Rule every casebook case (and the games of --games files and directories) under a bundled edition and under a "
                + "revised copy of its folder; list each changed verdict with both explanations and a summary by rule.")
public final class DiffCommand implements Callable<Integer> {

    @Option(names = "--base", required = true, paramLabel = "EDITION", description = "The bundled edition revised.")
    String base;

    @Option(names = "--revised", required = true, paramLabel = "DIR",
            description = "The revised folder: one edition folder (with its edition.yaml) or a folder holding one.")
    Path revised;

    @Option(names = {"--games", "--pgn"}, paramLabel = "PATH", arity = "1..*",
            description = "Also rule every game of these files and directories (.pgn, .xqf; directories searched recursively).")
    List<Path> games = new ArrayList<>();

    @Option(names = "--casebook", paramLabel = "DIR", description = "The case files (default: " + CasebookFolder.DEFAULT + ").")
    Path casebook;

    @Option(names = "--html", paramLabel = "FILE", description = "Write the report as HTML to FILE (with each change's diagram).")
    Path html;

    @Option(names = "--json", description = "Print the report as JSON: the summary and one row per changed item.")
    boolean json;

    @Option(names = "--csv", description = "Print one CSV row per changed item (edited rows, cases, games).")
    boolean csv;

    @Override
    public Integer call() throws Exception {
        ArbiterRulingService baseRulings = Services.rulings();
        if (baseRulings.editions().stream().noneMatch(e -> e.id().equals(base))) {
            throw new IllegalArgumentException("--base: no bundled edition '" + base + "' with repetition rules (known: "
                    + String.join(", ", baseRulings.editions().stream().map(e -> e.id()).toList()) + ")");
        }
        if (json && csv) {
            throw new IllegalArgumentException("--json and --csv: choose one");
        }
        // Load and compile the revised rules before anything is ruled: a folder that does not load rules nothing.
        String revisedId;
        Edition revisedEdition;
        ArbiterRulingService revisedRulings;
        try {
            EditionRepository repo = EditionRepository.fromDirectory(revised);
            List<Edition> own = repo.editions().stream().filter(e -> !e.bundled()).toList();
            if (own.size() != 1) {
                throw new IllegalArgumentException("--revised " + revised + " holds " + own.size()
                        + " editions; give the folder of exactly one edition");
            }
            revisedEdition = own.get(0);
            revisedId = revisedEdition.id();
            revisedRulings = Services.rulings(repo);
            revisedRulings.arbiter(revisedId);
            baseRulings.arbiter(base);
        } catch (RulesException e) {
            throw new IllegalArgumentException("the revised rules do not load, nothing was ruled: " + e.getMessage(), e);
        }

        List<RevisionDiff.Item> cases = new ArrayList<>();
        Path casebook = CasebookFolder.orDefault(this.casebook);
        if (casebook != null && Files.isDirectory(casebook)) {
            for (Case c : CaseFile.readAll(casebook)) {
                cases.add(RevisionDiff.Item.of(c));
            }
        }
        List<Path> gameFiles = GameCollection.files(games);
        if (cases.isEmpty() && gameFiles.isEmpty()) {
            throw new IllegalArgumentException("nothing to rule: " + (casebook == null ? "no casebook folder found"
                    : "no casebook folder at " + casebook) + " and no --games file");
        }
        String revisedName = revisedId + " (" + revised + ")";
        // the games are read as they are ruled (constant memory), so how many there are is known only at the end
        ProgressBar bar = new ProgressBar(System.err, gameFiles.isEmpty() ? cases.size() : ProgressBar.UNKNOWN,
                !gameFiles.isEmpty() && StderrTerminal.isTerminal());
        // a damaged record is named on stderr, like xq rule --games does, and the rest of the collection is compared; a
        // variation cut short is named in xq rule's words but is no error: the game's main line is whole
        int[] unreadable = {0};
        RevisionDiff.Result result = RevisionDiff.compare(base,
                item -> item.game() ? baseRulings.firstRuling(base, item.fen(), item.moves()) : baseRulings.rule(base, item.fen(), item.moves()),
                revisedName,
                item -> item.game() ? revisedRulings.firstRuling(revisedId, item.fen(), item.moves()) : revisedRulings.rule(revisedId, item.fen(), item.moves()),
                DiffItems.of(cases, gameFiles, message -> {
                    unreadable[0]++;
                    bar.warn(message);      // the progress line is erased first
                }, note -> bar.warn("xq: " + note)), bar::update);
        if (result.cases() + result.games() == 0) {
            throw new IllegalArgumentException("nothing to rule: " + (casebook == null ? "no casebook folder found"
                    : "no casebook folder at " + casebook) + " and no --games file");
        }
        bar.finish();
        Edition baseEdition = EditionRepository.bundled().get(base);
        RevisionReport report = RevisionReport.of(result, edits(revisedEdition, baseEdition),
                base + " (" + baseEdition.location() + ")", baseEdition.lineage("repetition").stream().map(Edition::id).toList());
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        if (html != null) {
            Files.writeString(html, RevisionReportPage.html(report), StandardCharsets.UTF_8);
            if (!json && !csv) {
                out.println("xq diff: " + result.changes().size() + " changed of " + (result.cases() + result.games())
                        + " ruled; report written to " + html);
            }
        }
        if (json) {
            out.print(RevisionReportRows.json(report));
        } else if (csv) {
            out.print(RevisionReportRows.csv(report));
        } else if (html == null) {
            out.print(report.text());
        }
        if (unreadable[0] > 0) {
            System.err.println("xq diff: " + unreadable[0] + " unreadable game record" + (unreadable[0] == 1 ? "" : "s")
                    + " skipped (named above)");
            return 1;
        }
        return 0;
    }

    /** What the revised folder edits against the base edition itself (not against what the base extends), per area. */
    static List<TableChanges.Area> edits(Edition revised, Edition base) {
        java.util.Set<String> areas = new java.util.TreeSet<>(revised.areas());
        areas.addAll(base.areas());
        List<TableChanges.Area> out = new ArrayList<>();
        for (String area : areas) {
            out.add(TableChanges.of(revised, base, area));
        }
        return out;
    }
}
