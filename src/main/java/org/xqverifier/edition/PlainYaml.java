package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A fast reader for the plain YAML that tournament files and the bundled edition tables are written in: block
 * mappings and sequences, one-line flow mappings and sequences ({@code - {red: P1, black: P2, result: 1-0}}), plain,
 * single- and double-quoted scalars, decimals ({@code 0.5}), folded and literal texts of a key ({@code en: >-}),
 * comments. It gives the tree the full YAML reader gives, or {@code null} for anything else — anchors, tags,
 * multi-line plain values, a scalar whose type YAML 1.1 reads in a way of its own (yes/no, octal, dates, exponents),
 * a duplicate key, a syntax error — and the caller then reads the file with the full reader, which also says where a
 * problem is. A 1,000-player file is read in a few milliseconds instead of a few hundred, and a command that reads
 * only bundled tables never loads the full reader.
 */
final class PlainYaml {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Plain scalars YAML 1.1 may read as something other than a string or an int. */
    private static final Pattern SPECIAL = Pattern.compile("[-+]?[0-9._]+([eE][-+]?[0-9]+)?|[-+]?0[xXoObB].*"
            + "|[-+]?\\.[A-Za-z]+|[-+]?[0-9][0-9_]*(:[0-9_]+)+(\\.[0-9_]*)?|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*"
            + "|(?i:yes|no|on|off|y|n|true|false|null|~|<<|=)");

    /** Thrown inside the reader when the text leaves the subset; never leaves this class. */
    private static final class Outside extends Exception {
        Outside() {
            super(null, null, false, false);
        }
    }

    /** A decimal as YAML and JSON write it; its value is the same double either way. */
    private static final Pattern DECIMAL = Pattern.compile("-?(0|[1-9][0-9]{0,8})\\.[0-9]{1,9}");
    /** Numbers with two or more dots (article numbers, {@code 9.1.4}): text to YAML. */
    private static final Pattern DOTTED = Pattern.compile("[0-9]+(\\.[0-9]+){2,}");

    private final int[] indent;
    private final String[] content;
    /**
     * The line of the text each content line is, and where every line of the text starts and stops: a folded or
     * literal text is read from them.
     */
    private final int[] rawAt;
    private final String text;
    private final int[] rawStart;
    private final int[] rawStop;
    private final int rawCount;
    private int line;

    private PlainYaml(List<int[]> lines, List<String> contents, String text, int[] rawStart, int[] rawStop, int rawCount) {
        indent = new int[contents.size()];
        rawAt = new int[contents.size()];
        content = contents.toArray(new String[0]);
        for (int i = 0; i < indent.length; i++) {
            indent[i] = lines.get(i)[0];
            rawAt[i] = lines.get(i)[1];
        }
        this.text = text;
        this.rawStart = rawStart;
        this.rawStop = rawStop;
        this.rawCount = rawCount;
    }

    /**
     * The longest text read here: the full reader refuses a document of more than 3 MiB code points, and its answer is
     * the one answer.
     */
    private static final int LONGEST = 1 << 20;
    /** The deepest nesting read here (the full reader refuses more than 1,000 levels). */
    private static final int DEEPEST = 64;

    /** The document's tree, or null when it is not in the plain subset. */
    static JsonNode parse(String text) {
        if (text.length() > LONGEST || !plainCharacters(text)) {
            return null;
        }
        List<int[]> lines = new ArrayList<>();
        List<String> contents = new ArrayList<>();
        int[] rawStart = new int[64];
        int[] rawStop = new int[64];
        int rawCount = 0;
        int start = 0;
        int n = text.length();
        while (start < n) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            int i = start;
            while (i < stop && text.charAt(i) == ' ') {
                i++;
            }
            if (i < stop && text.charAt(i) != '#') {
                char c = text.charAt(i);
                if (c == '\t' || (i == start && (c == '%' || text.startsWith("---", i) || text.startsWith("...", i)))) {
                    return null;
                }
                lines.add(new int[]{i - start, rawCount});
                contents.add(text.substring(i, stop));
            }
            if (rawCount == rawStart.length) {
                rawStart = Arrays.copyOf(rawStart, rawCount * 2);
                rawStop = Arrays.copyOf(rawStop, rawCount * 2);
            }
            rawStart[rawCount] = start;
            rawStop[rawCount++] = stop;
            start = end + 1;
        }
        if (contents.isEmpty() || contents.get(0).startsWith("{") || contents.get(0).startsWith("[")) {
            return null;
        }
        PlainYaml y = new PlainYaml(lines, contents, text, rawStart, rawStop, rawCount);
        try {
            JsonNode root = y.block(y.indent[0]);
            return y.line == y.content.length ? root : null;
        } catch (Outside | RuntimeException e) {
            return null;
        }
    }

    /**
     * Whether every character is one this reader and the full reader read alike: printable, the space the only blank
     * (no tab: a tab before a comment is part of the value to one and not to the other), line feeds (a carriage return
     * only before one), no byte order mark, no line or paragraph separator, no other Unicode space (a trailing
     * full-width space was kept by one reader and stripped by the other), no format, private or unassigned character.
     */
    private static boolean plainCharacters(String text) {
        for (int i = 0, n = text.length(); i < n; i++) {
            char c = text.charAt(i);
            if (c >= ' ' && c < 0x7f || c == '\n') {
                continue;
            }
            if (c == '\r' ? i + 1 == n || text.charAt(i + 1) != '\n'
                    : c < 0xa1 || c >= 0xfffe || Character.isSpaceChar(c) || Character.isSurrogate(c)) {
                return false;
            }
            int type = Character.getType(c);
            if (type == Character.FORMAT || type == Character.PRIVATE_USE || type == Character.UNASSIGNED
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                return false;
            }
        }
        return true;
    }

    private int depth;

    private JsonNode block(int ind) throws Outside {
        if (++depth > DEEPEST) {
            throw new Outside();
        }
        JsonNode v = entry(content[line]) ? sequence(ind) : mapping(ind);
        depth--;
        return v;
    }

    private static boolean entry(String c) {
        return c.equals("-") || c.startsWith("- ");
    }

    private ArrayNode sequence(int ind) throws Outside {
        ArrayNode out = NODES.arrayNode();
        while (line < content.length && indent[line] == ind && entry(content[line])) {
            String c = content[line];
            int off = 1;
            while (off < c.length() && c.charAt(off) == ' ') {
                off++;
            }
            if (off == c.length()) {
                line++;
                out.add(nested(ind));
            } else if (isKey(c, off)) {
                // "- key: value": a mapping whose first line starts after the dash
                indent[line] = ind + off;
                content[line] = c.substring(off);
                out.add(mapping(ind + off));
            } else {
                out.add(inline(c, off));
                line++;
                noDeeper(ind);
            }
        }
        return out;
    }

    private ObjectNode mapping(int ind) throws Outside {
        ObjectNode out = NODES.objectNode();
        while (line < content.length && indent[line] == ind && !entry(content[line])) {
            String c = content[line];
            int[] p = {0};
            String key = key(c, p);
            if (out.has(key)) {
                throw new Outside();
            }
            int off = p[0];
            while (off < c.length() && c.charAt(off) == ' ') {
                off++;
            }
            if (off == c.length() || c.charAt(off) == '#') {
                line++;
                if (line < content.length && indent[line] == ind && entry(content[line])) {
                    out.set(key, sequence(ind));
                } else {
                    out.set(key, nested(ind));
                }
            } else if (c.charAt(off) == '>' || c.charAt(off) == '|') {
                out.set(key, NODES.textNode(text(ind, c.substring(off))));
            } else {
                out.set(key, inline(c, off));
                line++;
                noDeeper(ind);
            }
        }
        if (line < content.length && indent[line] > ind) {
            throw new Outside();
        }
        return out;
    }

    /**
     * A folded ({@code >}) or literal ({@code |}) text under the current line, a key's at indent {@code ind}, clipped
     * (one final line break) or stripped ({@code -}); the lines after it are skipped. Lines more indented than the
     * first in a folded text, kept final breaks ({@code +}), tabs and trailing spaces are left to the full reader.
     */
    private String text(int ind, String header) throws Outside {
        boolean folded = header.charAt(0) == '>';
        if (!header.equals(">") && !header.equals(">-") && !header.equals("|") && !header.equals("|-")) {
            throw new Outside();
        }
        List<String> lines = new ArrayList<>();
        int textIndent = -1;
        int r = rawAt[line] + 1;
        for (; r < rawCount; r++) {
            String s = text.substring(rawStart[r], rawStop[r]);
            if (s.isEmpty()) {
                lines.add(s);
                continue;
            }
            int i = 0;
            while (i < s.length() && s.charAt(i) == ' ') {
                i++;
            }
            if (i == s.length() || s.indexOf('\t') >= 0 || s.endsWith(" ")) {
                throw new Outside();
            }
            if (textIndent < 0) {
                if (i <= ind || !lines.isEmpty()) {
                    throw new Outside();
                }
                textIndent = i;
            }
            if (i < textIndent) {
                if (i > ind) {
                    throw new Outside();
                }
                break;
            }
            if (folded && i > textIndent) {
                throw new Outside();
            }
            lines.add(s.substring(textIndent));
        }
        if (textIndent < 0 || r == rawCount && !text.endsWith("\n")) {
            // a text that ends the document without a line break has none to clip: left to the full reader
            throw new Outside();
        }
        while (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        StringBuilder out = new StringBuilder();
        boolean afterText = false;
        for (String l : lines) {
            if (!folded) {
                out.append(out.length() == 0 && !afterText ? "" : "\n").append(l);
                afterText = true;
            } else if (l.isEmpty()) {
                out.append('\n');
                afterText = false;
            } else {
                out.append(afterText ? " " : "").append(l);
                afterText = true;
            }
        }
        if (!header.endsWith("-")) {
            out.append('\n');
        }
        while (line < content.length && rawAt[line] < r) {
            line++;
        }
        return out.toString();
    }

    /** The block under a line that ends after its key or dash: deeper lines, or null when there are none. */
    private JsonNode nested(int ind) throws Outside {
        if (line < content.length && indent[line] > ind) {
            int deeper = indent[line];
            JsonNode v = block(deeper);
            noDeeper(ind);
            return v;
        }
        return NODES.nullNode();
    }

    private void noDeeper(int ind) throws Outside {
        if (line < content.length && indent[line] > ind) {
            throw new Outside();
        }
    }

    /** Whether the text from {@code off} starts with a mapping key ("key:" then a space or the end). */
    private static boolean isKey(String c, int off) {
        char first = c.charAt(off);
        if (first == '{' || first == '[' || first == '"' || first == '\'') {
            return false;
        }
        for (int i = off; i < c.length(); i++) {
            char ch = c.charAt(i);
            if (ch == ':' && (i + 1 == c.length() || c.charAt(i + 1) == ' ')) {
                return true;
            }
            if (ch == '#' && c.charAt(i - 1) == ' ') {
                return false;
            }
        }
        return false;
    }

    /** A block key and its colon; {@code p[0]} is left after the colon. */
    private static String key(String c, int[] p) throws Outside {
        int colon = -1;
        for (int i = 0; i < c.length(); i++) {
            if (c.charAt(i) == ':' && (i + 1 == c.length() || c.charAt(i + 1) == ' ')) {
                colon = i;
                break;
            }
        }
        if (colon <= 0) {
            throw new Outside();
        }
        String k = c.substring(0, colon).strip();
        if (!k.isEmpty() && (k.charAt(0) == '"' || k.charAt(0) == '\'')) {
            int[] q = {0};
            String quoted = k.charAt(0) == '"' ? doubleQuoted(k, q) : singleQuoted(k, q);
            if (q[0] != k.length()) {
                throw new Outside();
            }
            p[0] = colon + 1;
            return quoted;
        }
        checkPlain(k, false);
        if (scalar(k).isTextual()) {
            p[0] = colon + 1;
            return k;
        }
        throw new Outside();
    }

    /** The value after a key or dash, to the end of the line (a comment may follow). */
    private static JsonNode inline(String c, int off) throws Outside {
        char first = c.charAt(off);
        int[] p = {off};
        JsonNode v;
        if (first == '{' || first == '[' || first == '"' || first == '\'') {
            v = flow(c, p);
            skipSpaces(c, p);
            if (p[0] < c.length() && c.charAt(p[0]) != '#') {
                throw new Outside();
            }
            return v;
        }
        int end = c.length();
        for (int i = off; i < c.length(); i++) {
            if (c.charAt(i) == '#' && c.charAt(i - 1) == ' ') {
                end = i;
                break;
            }
        }
        String s = c.substring(off, end).strip();
        checkPlain(s, false);
        return scalar(s);
    }

    private static JsonNode flow(String c, int[] p) throws Outside {
        if (c.length() > 2 * DEEPEST && nestedPast(c, DEEPEST)) {
            throw new Outside();
        }
        skipSpaces(c, p);
        if (p[0] >= c.length()) {
            throw new Outside();
        }
        char first = c.charAt(p[0]);
        if (first == '{') {
            ObjectNode o = NODES.objectNode();
            if (opensEmpty(c, p, '}')) {
                return o;
            }
            while (true) {
                skipSpaces(c, p);
                JsonNode k = flowScalar(c, p, true);
                if (!k.isTextual() || !at(c, p, ':') || o.has(k.asText())) {
                    throw new Outside();
                }
                p[0]++;
                if (!at(c, p, ' ')) {
                    throw new Outside();
                }
                o.set(k.asText(), flow(c, p));
                if (closes(c, p, '}')) {
                    return o;
                }
            }
        }
        if (first == '[') {
            ArrayNode a = NODES.arrayNode();
            if (opensEmpty(c, p, ']')) {
                return a;
            }
            while (true) {
                a.add(flow(c, p));
                if (closes(c, p, ']')) {
                    return a;
                }
            }
        }
        return flowScalar(c, p, false);
    }

    /** Whether the brackets of a line open more than {@code deepest} levels (quotes aside: a bound, not a parse). */
    private static boolean nestedPast(String c, int deepest) {
        int open = 0;
        for (int i = 0; i < c.length(); i++) {
            char ch = c.charAt(i);
            if ((ch == '[' || ch == '{') && ++open > deepest) {
                return true;
            }
            if (ch == ']' || ch == '}') {
                open--;
            }
        }
        return false;
    }

    /** At a flow collection's opening bracket: steps past it, and past {@code close} too if nothing comes between. */
    private static boolean opensEmpty(String c, int[] p, char close) {
        p[0]++;
        skipSpaces(c, p);
        if (at(c, p, close)) {
            p[0]++;
            return true;
        }
        return false;
    }

    /** After a flow item: true past the closing bracket, false past a comma; anything else is outside. */
    private static boolean closes(String c, int[] p, char close) throws Outside {
        skipSpaces(c, p);
        if (at(c, p, ',')) {
            p[0]++;
            return false;
        }
        if (at(c, p, close)) {
            p[0]++;
            return true;
        }
        throw new Outside();
    }

    private static JsonNode flowScalar(String c, int[] p, boolean key) throws Outside {
        char first = c.charAt(p[0]);
        if (first == '"') {
            return NODES.textNode(doubleQuoted(c, p));
        }
        if (first == '\'') {
            return NODES.textNode(singleQuoted(c, p));
        }
        int start = p[0];
        int i = start;
        while (i < c.length()) {
            char ch = c.charAt(i);
            if (ch == ',' || ch == ']' || ch == '}' || ch == '[' || ch == '{'
                    || (ch == ':' && (key || i + 1 == c.length() || " ,]}".indexOf(c.charAt(i + 1)) >= 0))
                    || (ch == '#' && c.charAt(i - 1) == ' ')) {
                break;
            }
            i++;
        }
        p[0] = i;
        String s = c.substring(start, i).strip();
        if (s.indexOf('?') >= 0) {
            throw new Outside();   // the full reader takes a '?' in a flow collection for a key indicator
        }
        checkPlain(s, true);
        return scalar(s);
    }

    private static String doubleQuoted(String c, int[] p) throws Outside {
        StringBuilder sb = new StringBuilder();
        for (int i = p[0] + 1; i < c.length(); i++) {
            char ch = c.charAt(i);
            if (ch == '"') {
                p[0] = i + 1;
                return sb.toString();
            }
            if (ch == '\\') {
                if (++i >= c.length()) {
                    throw new Outside();
                }
                char e = c.charAt(i);
                switch (e) {
                    case '"', '\\' -> sb.append(e);     // not '\/': a YAML 1.2 escape the full reader refuses
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    default -> throw new Outside();
                }
            } else {
                sb.append(ch);
            }
        }
        throw new Outside();
    }

    private static String singleQuoted(String c, int[] p) throws Outside {
        StringBuilder sb = new StringBuilder();
        for (int i = p[0] + 1; i < c.length(); i++) {
            char ch = c.charAt(i);
            if (ch == '\'') {
                if (i + 1 < c.length() && c.charAt(i + 1) == '\'') {
                    sb.append('\'');
                    i++;
                    continue;
                }
                p[0] = i + 1;
                return sb.toString();
            }
            sb.append(ch);
        }
        throw new Outside();
    }

    /** A plain scalar this reader types the way YAML does: empty (null) or not starting with an indicator. */
    private static void checkPlain(String s, boolean inFlow) throws Outside {
        if (s.isEmpty()) {
            if (inFlow) {
                throw new Outside();
            }
            return;
        }
        if ("&*!|>%@`'\"{}[],#?:".indexOf(s.charAt(0)) >= 0 || (s.charAt(0) == '-' && (s.length() == 1 || s.charAt(1) == ' '))
                || s.contains(": ") || s.contains(" #") || s.endsWith(":")) {
            throw new Outside();
        }
    }

    private static JsonNode scalar(String s) throws Outside {
        if (!s.isEmpty() && Character.isLetter(s.charAt(0)) && "yYnNoOtTfF".indexOf(s.charAt(0)) < 0) {
            return NODES.textNode(s);     // most values: ids, names; no YAML 1.1 type starts so
        }
        if (s.isEmpty() || s.equals("~") || s.equals("null") || s.equals("Null") || s.equals("NULL")) {
            return NODES.nullNode();
        }
        switch (s) {
            case "true", "True", "TRUE" -> {
                return NODES.booleanNode(true);
            }
            case "false", "False", "FALSE" -> {
                return NODES.booleanNode(false);
            }
            default -> {
            }
        }
        if (isInt(s)) {
            return NODES.numberNode(Integer.parseInt(s));
        }
        if (DECIMAL.matcher(s).matches()) {
            return NODES.numberNode(Double.parseDouble(s));
        }
        if (DOTTED.matcher(s).matches()) {
            return NODES.textNode(s);
        }
        if (SPECIAL.matcher(s).matches()) {
            throw new Outside();
        }
        return NODES.textNode(s);
    }

    /** 0 or -?[1-9][0-9]{0,8}: an int as YAML reads it (no sign +, no leading 0, which YAML 1.1 reads as octal). */
    private static boolean isInt(String s) {
        int i = s.charAt(0) == '-' ? 1 : 0;
        int digits = s.length() - i;
        if (digits < 1 || digits > 9 || (s.charAt(i) == '0' && (digits > 1 || i == 1))) {
            return false;
        }
        for (int k = i; k < s.length(); k++) {
            if (s.charAt(k) < '0' || s.charAt(k) > '9') {
                return false;
            }
        }
        return true;
    }

    private static boolean at(String c, int[] p, char ch) {
        return p[0] < c.length() && c.charAt(p[0]) == ch;
    }

    private static void skipSpaces(String c, int[] p) {
        while (p[0] < c.length() && c.charAt(p[0]) == ' ') {
            p[0]++;
        }
    }
}
