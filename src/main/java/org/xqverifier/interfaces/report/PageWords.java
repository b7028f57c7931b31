package org.xqverifier.interfaces.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The words of the arbiter's page and its ruling sheet in the languages it speaks (简体中文 {@code zh-Hans}, 繁體中文
 * {@code zh-Hant}, English {@code en}): one file, {@code /web/words.json}, which the page loads and the sheet renderer
 * reads, so the page's print and {@code xq rule --html} say the same thing.
 */
public final class PageWords {
    /** The languages, in the order each word lists them. */
    public static final List<String> LANGUAGES = List.of("zh-Hans", "zh-Hant", "en");
    private static final PageWords BUNDLED = load();

    private final JsonNode words;

    private PageWords(JsonNode words) {
        this.words = words;
    }

    public static PageWords bundled() {
        return BUNDLED;
    }

    private static PageWords load() {
        try (InputStream in = PageWords.class.getResourceAsStream("/web/words.json")) {
            if (in == null) {
                throw new IllegalStateException("the page's words (/web/words.json) are missing from the build");
            }
            return new PageWords(new ObjectMapper().readTree(in).get("words"));
        } catch (IOException e) {
            throw new UncheckedIOException("the page's words (/web/words.json) do not read", e);
        }
    }

    /** A known language, else {@code zh-Hans}: "zh-TW" and "zh-HK" read as {@code zh-Hant}, any "en…" as English. */
    public static String language(String asked) {
        if (asked == null) {
            return "zh-Hans";
        }
        String a = asked.trim();
        for (String l : LANGUAGES) {
            if (l.equalsIgnoreCase(a)) {
                return l;
            }
        }
        String lower = a.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("en")) {
            return "en";
        }
        return lower.contains("hant") || lower.endsWith("-tw") || lower.endsWith("-hk") || lower.endsWith("-mo")
                ? "zh-Hant" : "zh-Hans";
    }

    /** The word in {@code lang}, with {@code {name}} placeholders filled from {@code values}. */
    public String get(String key, String lang, Map<String, String> values) {
        JsonNode word = words.get(key);
        if (word == null) {
            throw new IllegalArgumentException("no word '" + key + "' in /web/words.json");
        }
        String text = word.get(LANGUAGES.indexOf(language(lang))).asText();
        for (Map.Entry<String, String> v : values.entrySet()) {
            text = text.replace("{" + v.getKey() + "}", v.getValue());
        }
        return text;
    }

    public String get(String key, String lang) {
        return get(key, lang, Map.of());
    }

    /** True if there is a word {@code key} (a committee's draft may name a pattern the page has no word for). */
    public boolean has(String key) {
        return words.has(key);
    }

    /** Every word's key, for the test that each has all three languages. */
    Iterable<String> keys() {
        return words::fieldNames;
    }
}
