package org.xqverifier.interfaces.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line given as one string ({@code --engine "pikafish --threads 2"}) cut into words as a shell would for
 * plain words: spaces separate, single and double quotes group, a backslash outside single quotes takes the next
 * character as it is. Nothing is expanded (no variables, globs or pipes): the engine is started directly.
 */
final class CommandWords {
    private CommandWords() {
    }

    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\\' && i + 1 < line.length()) {
                w.append(line.charAt(++i));
                inWord = true;
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new UserError("--engine: a " + (quote == '"' ? "double" : "single") + " quote is not closed");
        }
        if (inWord) {
            words.add(w.toString());
        }
        return words;
    }
}
