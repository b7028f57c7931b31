package org.xqverifier.edition;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A YAML parser's message in a user's words: Jackson's YAML parser names what it found by SnakeYAML's event classes
 * ({@code <org.yaml.snakeyaml.events.SequenceStartEvent(anchor=null, tag=null, implicit=true)>}); a message names a
 * list, a mapping or a value instead, and no class.
 */
final class YamlWords {
    private static final Pattern EVENT = Pattern.compile("<?org\\.yaml\\.snakeyaml\\.events\\.(\\w+)Event(\\([^)]*\\))?>?");
    private static final Pattern CLASS = Pattern.compile("`?\\b(org|com|java|javax)\\.[\\w.$]+`?");
    private static final Map<String, String> EVENTS = Map.of("SequenceStart", "a list", "SequenceEnd", "the end of a list",
            "MappingStart", "a mapping (key: value)", "MappingEnd", "the end of a mapping", "Scalar", "a value",
            "Alias", "an alias (*name)", "DocumentStart", "a new document (---)", "DocumentEnd", "the end of the document",
            "StreamEnd", "the end of the file");

    private YamlWords() {
    }

    static String plain(String message) {
        if (message == null) {
            return null;
        }
        String m = message.replace("Expected a field name (Scalar value in YAML), got this instead:",
                "a key (name: value) was expected here, not");
        Matcher e = EVENT.matcher(m);
        StringBuilder out = new StringBuilder();
        while (e.find()) {
            e.appendReplacement(out, Matcher.quoteReplacement(EVENTS.getOrDefault(e.group(1), "something else")));
        }
        e.appendTail(out);
        return CLASS.matcher(out).replaceAll("a value").strip();
    }
}
