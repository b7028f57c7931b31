package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One reader, one answer: whatever the fast reader accepts, the full reader accepts and reads alike; anything else the
 * fast reader leaves to the full one. Held on the 352 minimised documents where the two once disagreed (December 2026
 * probe) and on documents generated here, tournament-like rows with the characters that made them disagree (a byte
 * order mark, a tab before a comment, wide and control characters, escapes, deep nesting).
 */
class PlainYamlAgreementTest {
    private static final Path PROBE = Path.of("../shared/reference/probe-inputs-2026-12/yaml");

    /** Null when both agree (the fast reader declined, or read what the full reader reads), else what differs. */
    private static String disagreement(String text) {
        JsonNode quick;
        try {
            quick = PlainYaml.parse(text);
        } catch (RuntimeException e) {
            return "the fast reader threw " + e;
        }
        if (quick == null) {
            return null;
        }
        JsonNode full;
        try {
            full = YamlTable.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).root();
        } catch (RulesException e) {
            return "the fast reader accepts what the full reader refuses: " + e.getMessage();
        }
        return full.equals(quick) ? null : "read differently: fast " + quick + ", full " + full;
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(i + 1);
                if (n == 'n' || n == 't' || n == 'r') {
                    sb.append(n == 'n' ? '\n' : n == 't' ? '\t' : '\r');
                    i++;
                    continue;
                }
                if (n == 'u' && i + 5 < s.length()) {
                    sb.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                    i += 5;
                    continue;
                }
            }
            sb.append(c);
        }
        return sb.toString();
    }

    @Test
    void theProbesDisagreementsAreGone() throws IOException {
        List<String> left = new ArrayList<>();
        List<String> lines = Files.readAllLines(PROBE.resolve("plain-vs-full-minimal.tsv"));
        for (String line : lines) {
            String[] f = line.split("\t", 3);
            String why = disagreement(unescape(f[1]));
            if (why != null) {
                left.add(f[2] + " (" + f[1] + "): " + why);
            }
        }
        for (String file : List.of("bom.yaml", "tab-comment.yaml", "u3000.yaml", "u3000-fallback.yaml",
                "question-mark-flow.yaml")) {
            String why = disagreement(Files.readString(PROBE.resolve(file)));
            if (why != null) {
                left.add(file + ": " + why);
            }
        }
        assertTrue(lines.size() > 300, "the probe's documents: " + lines.size());
        assertTrue(left.isEmpty(), left.size() + " disagreements, e.g.\n" + String.join("\n", left.subList(0,
                Math.min(20, left.size()))));
    }

    private static final String[] PIECES = {"a", "P1", "北京", "1-0", "0.5", "12", "-3", "x y", "'q'", "\"d\"", "\"\\/\"",
            "\"\\u00e9\"", "\t#c", " #c", "\u3000", "\u2003", "\u0085", "\u0007", "\u2028", "\ufeff", ":", "?", "-", "~", "",
            "{a: b}", "[1, 2]", "'it''s'", "a\tb", "\u00a0", "#", "&x", "*x", "!t", "|", ">-", "%", "@", "`"};

    private static String piece(Random r) {
        return PIECES[r.nextInt(PIECES.length)] + (r.nextInt(4) == 0 ? PIECES[r.nextInt(PIECES.length)] : "");
    }

    /** A tournament-like document: an event mapping, a list of flow rows, a nested list, values drawn from PIECES. */
    private static String document(Random r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextInt(20) == 0) {
            sb.append('\ufeff');
        }
        sb.append("event:\n  name: ").append(piece(r)).append("\n  rounds: ").append(piece(r)).append('\n');
        sb.append("players:\n");
        for (int i = r.nextInt(4); i >= 0; i--) {
            sb.append(r.nextBoolean() ? "  - {id: " + piece(r) + ", name: " + piece(r) + "}\n"
                    : "  - id: " + piece(r) + "\n    rating: " + piece(r) + "\n");
        }
        sb.append(piece(r)).append(": ").append(piece(r)).append('\n');
        sb.append("rounds:\n  - round: 1\n    games:\n      - [").append(piece(r)).append(", ").append(piece(r))
                .append("]\n");
        return sb.toString();
    }

    @Test
    void generatedDocumentsReadAlikeOrGoToTheFullReader() {
        Random r = new Random(20261201);
        List<String> left = new ArrayList<>();
        for (int i = 0; i < 4000 && left.size() < 20; i++) {
            String doc = document(r);
            String why = disagreement(doc);
            if (why != null) {
                left.add(doc.replace("\n", "\\n") + " → " + why);
            }
        }
        assertTrue(left.isEmpty(), String.join("\n", left));
    }

    @Test
    void nestingPastAThousandAndVeryLargeFilesGoToTheFullReader() {
        String deep = "k: " + "[".repeat(1200) + "]".repeat(1200) + "\n";
        assertTrue(disagreement(deep) == null, disagreement(deep));
        StringBuilder big = new StringBuilder("rows:\n");
        while (big.length() < 3_200_000) {
            big.append("  - {a: b}\n");
        }
        assertTrue(PlainYaml.parse(big.toString()) == null, "a file past 3 MB is the full reader's");
    }
}
