package org.xqverifier.interfaces.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The sessions the documentation shows, read from its Markdown: a fenced block whose info string is {@code console}
 * holds commands, each on a line starting with {@code $ }, and under each the output the command prints (stdout and
 * stderr as a terminal shows them, in order). In the output, a line {@code …} alone stands for any number of lines and
 * {@code […]} for any text within a line (a time, a path that differs by machine). A command ends in a comment
 * {@code # exit N} when it is meant to fail. Only blocks marked {@code console} are sessions; a {@code $ } line in any
 * other block is an error, so no output is shown that no test runs.
 */
final class DocExamples {
    static final String ANY_LINES = "…";
    static final String ANY_TEXT = "[…]";
    private static final Pattern EXIT = Pattern.compile("exit (\\d+)");

    /** The user docs whose sessions are run: the README, the pages under docs/, the changelog and the contributors' guide. */
    static List<Path> files() throws IOException {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CONTRIBUTING.md"), Path.of("CHANGELOG.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        files.removeIf(p -> !Files.isRegularFile(p));
        return files;
    }

    /**
     * One command and the output shown under it. {@code from}–{@code to} are the output's lines in the file (0-based,
     * end exclusive), where an update writes the new output.
     */
    record Example(Path file, int line, String command, List<String> words, int exitCode, List<String> expected,
                   int from, int to) {
        String where() {
            return file + ":" + line;
        }
    }

    /** A Markdown file's sessions; a {@code $ } line outside a console block is refused with its line. */
    static List<Example> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Example> out = new ArrayList<>();
        String fence = null;
        boolean console = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.strip();
            if (fence == null) {
                if (trimmed.startsWith("```")) {
                    fence = "```";
                    console = trimmed.substring(3).strip().equals("console");
                }
                continue;
            }
            if (trimmed.equals(fence)) {
                fence = null;
                continue;
            }
            if (!line.startsWith("$ ")) {
                continue;
            }
            if (!console) {
                throw new IllegalStateException(file + ":" + (i + 1) + ": a '$ ' command outside a ```console block is "
                        + "never run: mark the block console (and show its output) or drop the '$ '");
            }
            int start = i;
            StringBuilder command = new StringBuilder(line.substring(2));
            while (command.toString().endsWith("\\") && i + 1 < lines.size()) {
                command.setLength(command.length() - 1);
                command.append(' ').append(lines.get(++i).strip());
            }
            int from = i + 1;
            int to = from;
            while (to < lines.size() && !lines.get(to).startsWith("$ ") && !lines.get(to).strip().equals("```")) {
                to++;
            }
            List<String> words = new ArrayList<>();
            String comment = words(command.toString(), words);
            int exit = 0;
            if (comment != null && EXIT.matcher(comment).matches()) {
                exit = Integer.parseInt(comment.substring(5));
            }
            out.add(new Example(file, start + 1, command.toString().strip(), words, exit,
                    List.copyOf(lines.subList(from, to)), from, to));
            i = to - 1;
        }
        if (fence != null) {
            throw new IllegalStateException(file + ": a fenced block is never closed");
        }
        return out;
    }

    /**
     * Splits a command line as a POSIX shell would for the forms the docs use ('…', "…" with \" \\ \$ \`, \x outside
     * quotes) and returns the trailing comment ({@code # …} after a space, outside quotes), or null.
     */
    static String words(String line, List<String> out) {
        StringBuilder word = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed ' in: " + line);
                }
                word = word == null ? new StringBuilder() : word;
                word.append(line, i + 1, end);
                i = end;
            } else if (c == '"') {
                word = word == null ? new StringBuilder() : word;
                int j = i + 1;
                for (; j < line.length() && line.charAt(j) != '"'; j++) {
                    char d = line.charAt(j);
                    if (d == '\\' && j + 1 < line.length() && "\"\\$`".indexOf(line.charAt(j + 1)) >= 0) {
                        d = line.charAt(++j);
                    }
                    word.append(d);
                }
                if (j >= line.length()) {
                    throw new IllegalArgumentException("unclosed \" in: " + line);
                }
                i = j;
            } else if (c == '\\' && i + 1 < line.length()) {
                word = word == null ? new StringBuilder() : word;
                word.append(line.charAt(++i));
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    out.add(word.toString());
                    word = null;
                }
            } else if (c == '#' && word == null) {
                return line.substring(i + 1).strip();
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            out.add(word.toString());
        }
        return null;
    }

    /** Whether {@code actual} is what {@code expected} shows, {@code …} lines and {@code […]} spans standing for anything. */
    static boolean matches(List<String> expected, List<String> actual) {
        Boolean[][] memo = new Boolean[expected.size() + 1][actual.size() + 1];
        return matches(trimEnd(expected), trimEnd(actual), 0, 0, memo);
    }

    private static boolean matches(List<String> e, List<String> a, int i, int j, Boolean[][] memo) {
        if (memo[i][j] != null) {
            return memo[i][j];
        }
        boolean result;
        if (i == e.size()) {
            result = j == a.size();
        } else if (e.get(i).equals(ANY_LINES)) {
            result = matches(e, a, i + 1, j, memo) || (j < a.size() && matches(e, a, i, j + 1, memo));
        } else {
            result = j < a.size() && lineMatches(e.get(i), a.get(j)) && matches(e, a, i + 1, j + 1, memo);
        }
        memo[i][j] = result;
        return result;
    }

    static boolean lineMatches(String expected, String actual) {
        if (!expected.contains(ANY_TEXT)) {
            return expected.equals(actual);
        }
        StringBuilder regex = new StringBuilder();
        String[] parts = expected.split(Pattern.quote(ANY_TEXT), -1);
        for (int k = 0; k < parts.length; k++) {
            regex.append(k > 0 ? ".*" : "").append(Pattern.quote(parts[k]));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(actual).matches();
    }

    /**
     * The output to write in place of {@code expected} when the command now prints {@code actual}: the same shape — as
     * many lines before the first {@code …} and after the last one as {@code expected} shows, each line that still
     * matches kept as written (with its {@code […]}), the rest as printed.
     */
    static List<String> updated(List<String> expected, List<String> actual) {
        List<String> e = trimEnd(expected), a = trimEnd(actual);
        int first = e.indexOf(ANY_LINES), last = e.lastIndexOf(ANY_LINES);
        if (first < 0) {
            return keepMatching(e, a);
        }
        int head = first, tail = e.size() - last - 1;
        if (a.size() <= head + tail) {
            return a;
        }
        List<String> out = new ArrayList<>(keepMatching(e.subList(0, head), a.subList(0, head)));
        out.add(ANY_LINES);
        out.addAll(keepMatching(e.subList(last + 1, e.size()), a.subList(a.size() - tail, a.size())));
        return out;
    }

    private static List<String> keepMatching(List<String> expected, List<String> actual) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < actual.size(); k++) {
            String e = k < expected.size() ? expected.get(k) : null;
            out.add(e != null && lineMatches(e, actual.get(k)) ? e : actual.get(k));
        }
        return out;
    }

    /** Lines without trailing blanks (a Markdown editor strips them) and without blank lines at the end. */
    static List<String> trimEnd(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            out.add(l.stripTrailing());
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** Where two outputs first part, as a reader fixing the docs wants to see it. */
    static String difference(Example example, List<String> actual) {
        List<String> e = trimEnd(example.expected()), a = trimEnd(actual);
        int k = 0;
        while (k < e.size() && k < a.size() && (lineMatches(e.get(k), a.get(k)))) {
            k++;
        }
        StringBuilder s = new StringBuilder();
        s.append(example.where()).append(": the output of `").append(example.command())
                .append("` is not what the docs show");
        if (!e.contains(ANY_LINES)) {
            s.append(" (first difference at output line ").append(k + 1).append(')');
        }
        s.append("\n--- the docs show (").append(example.file()).append(" lines ").append(example.from() + 1)
                .append('–').append(example.to()).append(")\n");
        e.forEach(l -> s.append(l).append('\n'));
        s.append("+++ the command prints\n");
        a.forEach(l -> s.append(l).append('\n'));
        s.append("(to write the new output into the docs: mvn -B -ntp test -Dtest=DocExamplesTest -Dxq.docs.update=true,"
                + " then review the diff)");
        return s.toString();
    }

    private DocExamples() {
    }
}
