package org.xqverifier.casebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleStep;
import io.cucumber.messages.types.PickleTableRow;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Tag;
import org.junit.jupiter.api.Test;
import org.xqverifier.casebook.CxaCaseFile.CaseMove;

/**
 * The CXA 2020 feature files say what the case files say. Scenarios the engine does not pass yet stay skipped (each
 * with its written reason), so nothing else would notice such a scenario drifting from its case data; this test does: every case has
 * exactly one scenario, and its position, moves, per-move labels, third occurrence and verdict are the case file's —
 * either restated in the scenario (checked here) or, in a scenario that names only its case, read from the file by the steps.
 */
class CxaCasebookFeaturesTest {

    private static final Path FEATURES = Path.of("features", "repetition", "cxa2020");
    // the repetition casebook's step vocabulary (RepetitionSteps on the casebook branch)
    private static final Pattern CASE_STEP = Pattern.compile("^案例 \"(.+?)\" 的局面 \"(.+?)\"$");
    private static final Pattern MOVES_STEP = Pattern.compile("^依次走出:$");
    private static final Pattern THIRD_STEP = Pattern.compile("^第 (\\d+) 着后局面第 (\\d+) 次出现$");
    private static final Pattern LABELS_STEP = Pattern.compile("^按 \"(.+?)\" 各着的标签为:$");
    private static final Pattern VERDICT_STEP = Pattern.compile("^按 \"(.+?)\" 裁决为 \"(.+?)\"$");
    // the same, read from the case file: the scenario names its case and quotes the book
    private static final Pattern CASE_ONLY_STEP = Pattern.compile("^案例 \"([^\"]+)\"$");
    private static final List<String> READ_STEPS = List.of("走完案例的着法", "局面如案例所载重复",
            "按 \"cxa-2020\" 各着的标签如棋书所说", "按 \"cxa-2020\" 裁决如案例所载");

    @Test
    void everyCaseHasOneScenarioThatMatchesItsData() throws IOException {
        Map<String, CxaCaseFile> cases = CxaCaseFile.all().stream()
                .collect(Collectors.toMap(CxaCaseFile::id, c -> c));
        Map<String, Integer> scenariosPerCase = new HashMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(FEATURES)) {
            files = s.filter(p -> p.toString().endsWith(".feature")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no feature files in " + FEATURES);
        for (Path file : files) {
            List<Envelope> envelopes = GherkinParser.builder().build().parse(file).toList();
            for (Envelope e : envelopes) {
                e.getParseError().ifPresent(err -> {
                    throw new AssertionError(file + ": " + err.getMessage());
                });
            }
            GherkinDocument document = envelopes.stream().flatMap(e -> e.getGherkinDocument().stream())
                    .findFirst().orElseThrow();
            // Cucumber 7.34.2 cannot run a zh-CN feature: Runner.localeForPickle calls Locale.Builder.setLanguage("zh-CN"),
            // which throws IllformedLocaleException before any hook, so even a @skip scenario errors. Keywords stay
            // English (names, descriptions and step text are Chinese) until Cucumber accepts a language with a region.
            String language = document.getFeature().orElseThrow().getLanguage();
            assertFalse(language.contains("-"), file + ": Cucumber 7.34.2 cannot run '# language: " + language + "'");
            skippedScenariosSayWhy(file, document);
            for (Envelope e : envelopes) {
                if (e.getPickle().isPresent()) {
                    String id = checkScenario(file, e.getPickle().get(), cases);
                    scenariosPerCase.merge(id, 1, Integer::sum);
                }
            }
        }
        for (String id : cases.keySet()) {
            assertEquals(1, scenariosPerCase.getOrDefault(id, 0), "scenarios for case " + id);
        }
    }

    private static String checkScenario(Path file, Pickle pickle, Map<String, CxaCaseFile> cases) {
        String where = file.getFileName() + " / " + pickle.getName() + ": ";
        List<PickleStep> steps = pickle.getSteps();
        Matcher caseOnly = CASE_ONLY_STEP.matcher(steps.get(0).getText());
        if (caseOnly.find()) {
            // everything but the case id and the book's words is read from the case file by the steps
            CxaCaseFile c = cases.get(caseOnly.group(1));
            assertNotNull(c, where + "no case file with id " + caseOnly.group(1));
            tags(where, pickle, c);
            assertEquals(READ_STEPS, steps.subList(1, steps.size()).stream().map(PickleStep::getText).toList(),
                    where + "the steps that play the case and hold it to the book");
            return c.id();
        }
        Matcher caseStep = CASE_STEP.matcher(steps.get(0).getText());
        assertTrue(caseStep.find(), where + "first step must name the case and its position");
        CxaCaseFile c = cases.get(caseStep.group(1));
        assertNotNull(c, where + "no case file with id " + caseStep.group(1));
        assertEquals(c.fen(), caseStep.group(2), where + "position");
        tags(where, pickle, c);

        List<PickleTableRow> moves = table(MOVES_STEP, steps, where + "moves step '依次走出:'");
        assertEquals(List.of("着", "着法", "ICCS", "出处"), cells(moves.get(0)), where + "moves table header");
        assertEquals(c.moves().size(), moves.size() - 1, where + "one row per ply in the moves table");
        for (int i = 0; i < c.moves().size(); i++) {
            CaseMove m = c.moves().get(i);
            List<String> expected = List.of(String.valueOf(m.ply()), m.chinese(), m.iccs(),
                    m.ply() <= c.bookPlies() ? "书" : "补");
            assertEquals(expected, cells(moves.get(i + 1)), where + "moves row for ply " + m.ply());
        }

        Matcher third = step(THIRD_STEP, steps, where + "step '第 N 着后局面第 3 次出现'");
        assertEquals(String.valueOf(c.triggerAfterPly()), third.group(1), where + "trigger ply");
        assertEquals("3", third.group(2), where + "occurrences");

        Matcher labelsStep = step(LABELS_STEP, steps, where + "step '按 \"cxa-2020\" 各着的标签为:'");
        assertEquals(CxaCaseFile.EDITION, labelsStep.group(1), where + "labels' edition");
        List<PickleTableRow> labels = table(LABELS_STEP, steps, where + "labels table");
        assertEquals(List.of("着", "方", "标签", "棋书"), cells(labels.get(0)), where + "labels table header");
        assertEquals(c.moves().size(), labels.size() - 1, where + "every ply labelled");
        for (int i = 0; i < c.moves().size(); i++) {
            CaseMove m = c.moves().get(i);
            List<String> expected = List.of(String.valueOf(m.ply()), m.side().equals("red") ? "红" : "黑", m.label(),
                    m.book());
            assertEquals(expected, cells(labels.get(i + 1)), where + "labels row for ply " + m.ply());
        }

        Matcher verdict = step(VERDICT_STEP, steps, where + "verdict step");
        assertEquals(CxaCaseFile.EDITION, verdict.group(1), where + "verdict's edition");
        assertEquals(c.verdict(), verdict.group(2), where + "verdict");
        return c.id();
    }

    private static void tags(String where, Pickle pickle, CxaCaseFile c) {
        Set<String> tags = pickle.getTags().stream().map(PickleTag::getName).collect(Collectors.toSet());
        String figureTag = c.figure().startsWith("参考图") ? "@ref-figure-" + c.figure().substring(3)
                : "@figure-" + c.figure().substring(1);
        for (String tag : List.of("@cxa-2020", "@adopted", figureTag)) {
            assertTrue(tags.contains(tag), where + "missing tag " + tag);
        }
    }

    /** A skipped scenario carries its reason in a comment on the line above its tags. */
    private static void skippedScenariosSayWhy(Path file, GherkinDocument document) {
        Map<Long, String> comments = new HashMap<>();
        document.getComments().forEach(cm -> comments.put(cm.getLocation().getLine(), cm.getText()));
        List<Scenario> scenarios = new ArrayList<>();
        document.getFeature().orElseThrow().getChildren().forEach(ch -> ch.getScenario().ifPresent(scenarios::add));
        for (Scenario s : scenarios) {
            List<Tag> skip = s.getTags().stream().filter(t -> t.getName().equals("@skip")).toList();
            if (skip.isEmpty()) {
                continue;
            }
            long tagLine = skip.get(0).getLocation().getLine();
            String comment = comments.getOrDefault(tagLine - 1, "").strip();
            // the casebook runner (SkippedCases) reads the reason from a '# skip: …' comment above the tags
            assertTrue(comment.startsWith("# skip: ") && comment.length() > "# skip: ".length() + 10,
                    file.getFileName() + " line " + tagLine
                    + ": a @skip scenario needs a '# skip: <reason>' comment on the line above its tags");
            String reason = comment.substring("# skip: ".length()).strip();
            assertEquals(reason, SkippedCases.reason(file.toUri(), s.getLocation().getLine().intValue()),
                    file.getFileName() + " line " + tagLine + ": the casebook runner does not find the skip reason");
        }
    }

    private static Matcher step(Pattern pattern, List<PickleStep> steps, String what) {
        for (PickleStep s : steps) {
            Matcher m = pattern.matcher(s.getText());
            if (m.find()) {
                return m;
            }
        }
        throw new AssertionError("no " + what);
    }

    private static List<PickleTableRow> table(Pattern pattern, List<PickleStep> steps, String what) {
        for (PickleStep s : steps) {
            if (pattern.matcher(s.getText()).find()) {
                return s.getArgument().flatMap(a -> a.getDataTable()).orElseThrow(
                        () -> new AssertionError("no table under " + what)).getRows();
            }
        }
        throw new AssertionError("no " + what);
    }

    private static List<String> cells(PickleTableRow row) {
        return row.getCells().stream().map(c -> c.getValue()).toList();
    }
}
