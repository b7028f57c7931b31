package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README and the guides under docs/ are what a newcomer follows: every repository path they name must exist, every
 * relative link must lead to a file, and every {@code xq} command they show must name a real subcommand with options
 * that command has. A rename that leaves the docs behind fails here. (What the commands print is held to the docs by
 * {@link DocExamplesTest}.)
 */
class ReadmeTest {
    private static final Path README = Path.of("README.md");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]+)(?:#[^)]*)?\\)");
    /** Paths under these folders are the repository's own; target/ and ../shared are made or laid beside it. */
    private static final Pattern PATH = Pattern.compile("(?<![\\w./-])(?:rules|src|tools|examples|casebook|features|docs)/[^\\s`'\",;)|]*");
    private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s'\"(])(?:\\./)?xq((?:\\s+[^#'\"]*)?)");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*");

    @Test
    void everyPathTheDocsNameExists() throws IOException {
        for (Path doc : DocExamples.files()) {
            List<String> missing = missingPaths(Files.readString(doc, StandardCharsets.UTF_8));
            assertEquals(List.of(), missing, "paths named in " + doc + " that do not exist");
        }
    }

    @Test
    void everyCommandTheDocsShowExistsWithItsOptions() throws IOException {
        for (Path doc : DocExamples.files()) {
            List<String> wrong = wrongCommands(Files.readString(doc, StandardCharsets.UTF_8));
            assertEquals(List.of(), wrong, "xq commands in " + doc + " that the command line does not have");
        }
    }

    @Test
    void everyRelativeLinkLeadsToAFile() throws IOException {
        for (Path doc : DocExamples.files()) {
            List<String> broken = new ArrayList<>();
            Matcher m = LINK.matcher(Files.readString(doc, StandardCharsets.UTF_8));
            while (m.find()) {
                String target = m.group(1);
                if (!target.matches("[a-z]+:.*") && !Files.exists(doc.toAbsolutePath().getParent().resolve(target))) {
                    broken.add(target);
                }
            }
            assertEquals(List.of(), broken, "links in " + doc + " to files that do not exist");
        }
    }

    /** CI runs .ci/run, which runs the README's test command: the two must stay the same command. */
    @Test
    void theReadmeOpensWithTheRunAndTestCommandsCiRuns() throws IOException {
        List<String> ci = Files.readAllLines(Path.of(".ci", "run"), StandardCharsets.UTF_8);
        String test = ci.get(ci.size() - 1);
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        int firstBlock = readme.indexOf("```");
        String block = readme.substring(firstBlock, readme.indexOf("```", firstBlock + 3));
        assertTrue(block.contains("\n./xq casebook"), "the README's first block runs ./xq casebook:\n" + block);
        assertTrue(block.contains("\n" + test + "\n"), "the README's first block holds, as a whole line, the line .ci/run "
                + "runs (" + test + "):\n" + block);
        assertTrue(test.startsWith("mvn ") && test.contains("# test:"), ".ci/run ends with the README's test line: " + test);
    }

    @Test
    void aStalePathOrCommandIsCaught() {
        String readme = """
                See `rules/wxf-2018/edition.yaml` and `rules/no-such-edition/edition.yaml`, `rules/<edition>/`.
                ```bash
                ./xq rule --edition wxf-2018 --no-such-option   # a comment --ignored
                ./xq no-such-command
                ./xq pgn check --json
                ```
                Run `xq standings FILE [--boards] [--csv]`.
                """;
        assertEquals(List.of("rules/no-such-edition/edition.yaml"), missingPaths(readme));
        assertEquals(List.of("rule: --no-such-option", "no-such-command: not a command", "pgn check: --json"),
                wrongCommands(readme));
    }

    private static List<String> missingPaths(String readme) {
        List<String> missing = new ArrayList<>();
        for (String span : spansAndCodeLines(readme)) {
            Matcher m = PATH.matcher(span);
            while (m.find()) {
                // FILE#N names game N of FILE (xq rule --games FILE#N)
                String p = m.group().replaceAll("[.:]+$", "").replaceAll("(:\\d+)+$", "").replaceAll("#\\d+$", "");
                if (p.matches(".*[<>…*{}$].*") || missing.contains(p)) {
                    continue;                     // a placeholder, a glob, or already listed
                }
                if (!Files.exists(Path.of(p))) {
                    missing.add(p);
                }
            }
        }
        return missing;
    }

    private static List<String> wrongCommands(String readme) {
        List<String> wrong = new ArrayList<>();
        CommandLine xq = Main.commandLine();
        for (String span : spansAndCodeLines(readme)) {
            Matcher m = COMMAND.matcher(span);
            if (!m.find()) {
                continue;
            }
            String[] words = m.group(1).trim().split("\\s+");
            CommandLine command = xq;
            String name = "xq";
            int i = 0;
            while (i < words.length && words[i].equals("--allow-rule-code")) {
                i++;
            }
            if (i < words.length && words[i].matches("[a-z][a-z-]*")) {
                CommandLine sub = xq.getSubcommands().get(words[i]);
                if (sub == null) {
                    wrong.add(words[i] + ": not a command");
                    continue;
                }
                command = sub;
                name = words[i];
                if (i + 1 < words.length && command.getSubcommands().containsKey(words[i + 1])) {
                    command = command.getSubcommands().get(words[i + 1]);
                    name += " " + words[i + 1];
                }
            } else if (i < words.length && words[i].startsWith("<")) {
                continue;                         // ./xq <command> …: any command
            }
            CommandSpec spec = command.getCommandSpec();
            Matcher o = OPTION.matcher(m.group(1));
            while (o.find()) {
                if (spec.findOption(o.group()) == null) {
                    wrong.add(name + ": " + o.group());
                }
            }
        }
        return wrong;
    }

    /**
     * The text of every `code span` and every line of a fenced block, without the block's # comments; of a console
     * block only the commands (the output under them is held to what the commands print by {@link DocExamplesTest}).
     */
    private static List<String> spansAndCodeLines(String readme) {
        List<String> out = new ArrayList<>();
        boolean fenced = false, console = false;
        for (String line : readme.split("\\R")) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                console = fenced && line.strip().substring(3).strip().equals("console");
                continue;
            }
            if (fenced) {
                if (!console || line.startsWith("$ ")) {
                    out.add(line.replaceAll("\\s#.*$", ""));
                }
                continue;
            }
            Matcher m = SPAN.matcher(line);
            while (m.find()) {
                out.add(m.group(1));
            }
        }
        assertTrue(!fenced, "a fenced block is never closed");
        return out;
    }
}
