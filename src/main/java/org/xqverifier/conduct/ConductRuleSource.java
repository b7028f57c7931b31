package org.xqverifier.conduct;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * Where the conduct files of an edition are: {@code rules/<edition>/conduct/}, with the files of the edition named as
 * {@code base} in {@code conduct/area.yaml} underneath (a file of the same name replaces the base's).
 * <p>
 * This is the one class to swap for {@code org.xqverifier.rules.EditionRepository} once the shared rules
 * infrastructure is on main; until then it reads the folder from disk: {@code -Dxq.rules=DIR}, {@code XQ_RULES}, or
 * the {@code rules/} folder found above the working directory or next to the jar's {@code target/}.
 */
final class ConductRuleSource {
    static final String AREA = "conduct";
    static final String AREA_FILE = "area.yaml";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final Path root;

    ConductRuleSource(Path root) {
        this.root = root;
    }

    static ConductRuleSource located() {
        String given = System.getProperty("xq.rules", System.getenv("XQ_RULES"));
        if (given != null && !given.isBlank()) {
            Path p = Paths.get(given);
            if (!Files.isDirectory(p)) throw new ConductRulesException("rules folder " + given + " does not exist");
            return new ConductRuleSource(p);
        }
        for (Path start : candidates()) {
            for (Path d = start; d != null; d = d.getParent()) {
                if (Files.isDirectory(d.resolve("rules").resolve("tw-2007"))) {
                    return new ConductRuleSource(d.resolve("rules"));
                }
            }
        }
        throw new ConductRulesException("cannot find the rules/ folder (run from the project, or set XQ_RULES=DIR)");
    }

    private static List<Path> candidates() {
        List<Path> c = new ArrayList<>();
        c.add(Paths.get("").toAbsolutePath());
        try {
            c.add(Paths.get(ConductRuleSource.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException ignored) {
            // no code source: the working directory is all we have
        }
        return c;
    }

    Path root() {
        return root;
    }

    /** Editions that have a conduct folder. */
    List<String> editions() {
        List<String> ids = new ArrayList<>();
        try (Stream<Path> s = Files.list(root)) {
            s.filter(p -> Files.isDirectory(p.resolve(AREA))).map(p -> p.getFileName().toString()).sorted().forEach(ids::add);
        } catch (IOException e) {
            throw new ConductRulesException("cannot list " + root + ": " + e.getMessage());
        }
        return ids;
    }

    /** The effective conduct files of an edition by file name, base editions' files first. */
    Map<String, Path> files(String edition) {
        List<String> chain = new ArrayList<>();
        for (String id = edition; id != null; id = base(id)) {
            if (chain.contains(id)) throw new ConductRulesException("conduct base chain loops: " + chain + " -> " + id);
            chain.add(id);
        }
        Map<String, Path> files = new LinkedHashMap<>();
        for (int i = chain.size() - 1; i >= 0; i--) {
            Path dir = root.resolve(chain.get(i)).resolve(AREA);
            Map<String, Path> own = new TreeMap<>();
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(Files::isRegularFile).forEach(p -> own.put(p.getFileName().toString(), p));
            } catch (IOException e) {
                throw new ConductRulesException("cannot read " + dir + ": " + e.getMessage());
            }
            own.remove(AREA_FILE);
            files.putAll(own);
        }
        return files;
    }

    private String base(String id) {
        Path dir = root.resolve(id).resolve(AREA);
        if (!Files.isDirectory(dir)) {
            throw new ConductRulesException("unknown edition '" + id + "' for conduct rules; known: " + String.join(", ", editions()));
        }
        Path area = dir.resolve(AREA_FILE);
        if (!Files.exists(area)) return null;
        JsonNode n = readYaml(area);
        JsonNode b = n.path("base");
        return b.isTextual() ? b.asText() : null;
    }

    String display(Path p) {
        Path rel = root.getParent() == null ? p : root.getParent().relativize(p);
        return rel.toString().replace('\\', '/');
    }

    JsonNode readYaml(Path p) {
        try {
            JsonNode n = YAML.readTree(p.toFile());
            return n == null ? YAML.createObjectNode() : n;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new ConductRulesException(display(p) + " line " + line + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ConductRulesException("cannot read " + display(p) + ": " + e.getMessage());
        }
    }

    String readText(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new ConductRulesException("cannot read " + display(p) + ": " + e.getMessage());
        }
    }
}
