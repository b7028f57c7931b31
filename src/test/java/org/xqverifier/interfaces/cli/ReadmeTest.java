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
 * The README is what a newcomer follows: every repository path it names must exist, and every {@code xq} command it
 * shows must name a real subcommand with options that command has. A rename that leaves the README behind fails here.
 */
class ReadmeTest {
    private static final Path README = Path.of("README.md");
    /** Paths under these folders are the repository's own; target/ and ../shared are made or laid beside it. */
    private static final Pattern PATH = Pattern.compile("(?<![\\w./-])(?:rules|src|tools|examples|casebook|features)/[^\\s`'\",;)|]*");
    private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s'\"(])(?:\\./)?xq((?:\\s+[^#'\"]*)?)");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*");

    @Test
    void everyPathTheReadmeNamesExists() throws IOException {
        List<String> missing = missingPaths(Files.readString(README, StandardCharsets.UTF_8));
        assertEquals(List.of(), missing, "paths named in README.md that do not exist");
    }

    @Test
    void everyCommandTheReadmeShowsExistsWithItsOptions() throws IOException {
        List<String> wrong = wrongCommands(Files.readString(README, StandardCharsets.UTF_8));
        assertEquals(List.of(), wrong, "xq commands in README.md that the command line does not have");
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
                String p = m.group().replaceAll("[.:]+$", "").replaceAll("(:\\d+)+$", "");
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

    /** The text of every `code span` and every line of a fenced block, without the block's # comments. */
    private static List<String> spansAndCodeLines(String readme) {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : readme.split("\\R")) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                out.add(line.replaceAll("\\s#.*$", ""));
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
