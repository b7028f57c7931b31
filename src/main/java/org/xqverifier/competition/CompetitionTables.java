package org.xqverifier.competition;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The competition tables of one edition: {@code rules/<edition>/competition/*.yaml} and its {@code .drl} files,
 * looked up in the edition folder and then in the editions it {@code extends}. Reads the bundled editions from the
 * class path, or a committee's folder of editions from disk.
 *
 * <p>This is the one place that knows where tables live, so switching to the shared
 * {@code org.xqverifier.rules.Edition.table()} is a change here only.
 */
public final class CompetitionTables {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String AREA = "competition/";

    private final Path root;          // null = class path "rules/"
    private final List<String> chain; // the edition and its parents, child first

    private CompetitionTables(Path root, List<String> chain) {
        this.root = root;
        this.chain = chain;
    }

    /** The edition {@code id} from {@code root} (a folder holding edition folders), or the bundled ones if null. */
    public static CompetitionTables of(Path root, String id) {
        List<String> chain = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String cur = id;
        while (cur != null) {
            if (!seen.add(cur)) {
                throw new RulesFolderException("edition " + id + ": extends forms a loop at " + cur);
            }
            String editionYaml = read(root, cur + "/edition.yaml");
            if (editionYaml == null) {
                throw new RulesFolderException("unknown edition \"" + cur + "\"" + known(root));
            }
            chain.add(cur);
            JsonNode ed = parse(editionYaml, where(root, cur + "/edition.yaml"));
            JsonNode ext = ed == null ? null : ed.get("extends");
            cur = ext == null || ext.isNull() ? null : ext.asText();
        }
        return new CompetitionTables(root, chain);
    }

    public String edition() {
        return chain.get(0);
    }

    /** The table {@code name} (e.g. "scoring.yaml"); throws naming the file if no edition in the chain has it. */
    public JsonNode table(String name) {
        for (String ed : chain) {
            String text = read(root, ed + "/" + AREA + name);
            if (text != null) {
                return parse(text, where(root, ed + "/" + AREA + name));
            }
        }
        throw new RulesFolderException("edition " + edition() + ": no " + AREA + name + " (looked in "
                + String.join(", ", chain) + ")");
    }

    /** Where {@code name} was found, for messages and explanations. */
    public String source(String name) {
        for (String ed : chain) {
            if (read(root, ed + "/" + AREA + name) != null) {
                return where(root, ed + "/" + AREA + name);
            }
        }
        return where(root, edition() + "/" + AREA + name);
    }

    /** The text of a rule file (e.g. "match-result.drl"), or null when no edition in the chain has one. */
    public String ruleText(String name) {
        for (String ed : chain) {
            String text = read(root, ed + "/" + AREA + name);
            if (text != null) {
                return text;
            }
        }
        return null;
    }

    private static String where(Path root, String rel) {
        return root == null ? "rules/" + rel : root.resolve(rel).toString();
    }

    private static JsonNode parse(String text, String where) {
        try {
            return YAML.readTree(text);
        } catch (JsonProcessingException e) {
            String line = e.getLocation() == null ? "" : ":" + e.getLocation().getLineNr();
            throw new RulesFolderException(where + line + ": not valid YAML (" + e.getOriginalMessage() + ")");
        }
    }

    private static String read(Path root, String rel) {
        try {
            if (root != null) {
                Path p = root.resolve(rel);
                return Files.isRegularFile(p) ? Files.readString(p) : null;
            }
            try (InputStream in = CompetitionTables.class.getClassLoader().getResourceAsStream("rules/" + rel)) {
                return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new RulesFolderException(where(root, rel) + ": cannot read (" + e.getMessage() + ")");
        }
    }

    private static String known(Path root) {
        if (root == null) {
            return " (bundled editions: axf-events, cxa-2011, tw-2007 have competition rules)";
        }
        try (Stream<Path> s = Files.list(root)) {
            List<String> ids = s.filter(p -> Files.isRegularFile(p.resolve("edition.yaml")))
                    .map(p -> p.getFileName().toString()).sorted().toList();
            return " (editions in " + root + ": " + String.join(", ", ids) + ")";
        } catch (IOException e) {
            return " (" + root + " is not a readable folder)";
        }
    }
}
