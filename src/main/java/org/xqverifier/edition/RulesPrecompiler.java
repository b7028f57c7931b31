package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.drools.compiler.kie.builder.impl.InternalKieModule;
import org.drools.model.codegen.ExecutableModelProject;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.ReleaseId;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Build step (Maven {@code process-classes}, after the fact classes compile): indexes the bundled {@code rules/} folder
 * and compiles every edition area's DRL to Drools' executable model, writing the generated classes into the classes
 * directory, so the jar loads rule bases without compiling DRL at run time (~0.8 s cold instead of ~2.5 s).
 * Any YAML or DRL error in the bundled rules fails the build with its file and line.
 * <p>
 * Usage: {@code RulesPrecompiler <rules dir> <classes dir>}.
 */
public final class RulesPrecompiler {
    private final Path rulesDir;
    private final Path classesDir;
    private final Map<String, byte[]> written = new HashMap<>();
    private final Map<String, String> writtenBy = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();

    public RulesPrecompiler(Path rulesDir, Path classesDir) {
        this.rulesDir = rulesDir;
        this.classesDir = classesDir;
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: RulesPrecompiler <rules dir> <classes dir>");
            System.exit(2);
        }
        try {
            Summary s = new RulesPrecompiler(Path.of(args[0]), Path.of(args[1])).run();
            s.warnings().forEach(w -> System.err.println("[xq rules] WARNING " + w
                    + " -- this area will be compiled from DRL at run time"));
            if (s.editions() < 0) {
                System.out.println("[xq rules] precompiled rule bases are up to date (" + s.ruleBases() + " rule bases, "
                        + s.files() + " files)");
                return;
            }
            System.out.println("[xq rules] indexed " + s.files() + " files of " + s.editions() + " editions; precompiled "
                    + s.ruleBases() + " rule bases (" + s.classes() + " classes) in " + s.millis() + " ms");
        } catch (RulesException e) {
            e.getMessage().lines().forEach(line -> System.err.println("[xq rules] ERROR " + line));
            System.exit(1);
        } catch (IOException e) {
            System.err.println("[xq rules] ERROR " + e);
            System.exit(1);
        }
    }

    /** What a run did; {@code editions} is -1 when everything was up to date and nothing was compiled. */
    public record Summary(int files, int editions, int ruleBases, int classes, long millis, List<String> warnings) {
    }

    public Summary run() throws IOException {
        long start = System.nanoTime();
        List<String> files = new ArrayList<>();
        if (Files.isDirectory(rulesDir)) {
            try (Stream<Path> walk = Files.walk(rulesDir)) {
                walk.filter(Files::isRegularFile)
                        .map(p -> rulesDir.relativize(p).toString().replace('\\', '/'))
                        .filter(p -> !DirectoryFolder.hidden(p))
                        .sorted()
                        .forEach(files::add);
            }
        }
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        Path out = classesDir.resolve(BundledIndex.RESOURCE);
        JsonNode previous = Files.isRegularFile(out) ? json.readTree(out.toFile()) : null;
        if (previous != null && upToDate(previous, files)) {
            previous.path("ruleBases").forEach(entry -> {
                if (entry.path("notPrecompiled").isTextual()) {
                    warnings.add(entry.path("notPrecompiled").asText());
                }
            });
            return new Summary(files.size(), -1, previous.path("ruleBases").size(), previous.path("generated").size(),
                    (System.nanoTime() - start) / 1_000_000, warnings);
        }
        EditionRepository repo = Files.isDirectory(rulesDir) ? EditionRepository.sourceTree(rulesDir) : null;
        ObjectNode index = json.createObjectNode();
        ArrayNode list = index.putArray("files");
        files.forEach(list::add);
        ObjectNode ruleBases = index.putObject("ruleBases");
        int count = 0;
        // Every broken file is reported, not just the first, so one build shows all there is to fix.
        List<String> errors = new ArrayList<>();
        if (repo != null) {
            for (Edition edition : repo.editions()) {
                for (String f : edition.files()) {
                    boolean own = edition.display(f).startsWith(edition.location() + "/");
                    if (own && (f.endsWith(".yaml") || f.endsWith(".yml"))) {
                        try {
                            edition.yaml(f); // a broken table fails the build, not a user's run
                        } catch (RulesException e) {
                            errors.add(e.getMessage());
                        }
                    }
                }
                for (String area : edition.areas()) {
                    if (edition.hasRules(area) && edition.ruleOwner(area) == edition) {
                        Map<String, byte[]> sources = edition.ruleSources(area);
                        try {
                            List<String> modelClasses = precompile(edition, area, sources);
                            ObjectNode entry = ruleBases.putObject(edition.id() + "/" + area);
                            entry.put("sha256", RuleBases.digest(sources));
                            ArrayNode models = entry.putArray("models");
                            modelClasses.forEach(models::add);
                            count++;
                        } catch (GeneratorCrash e) {
                            // The DRL is valid (classic compile passed): the jar compiles it at run time instead,
                            // and BundledEditionsTest fails on it, so it is slower but never silently so.
                            ObjectNode entry = ruleBases.putObject(edition.id() + "/" + area);
                            entry.put("sha256", RuleBases.digest(sources));
                            entry.put("notPrecompiled", e.getMessage());
                            warnings.add(e.getMessage());
                        } catch (RulesException e) {
                            errors.add(e.getMessage());
                        }
                    }
                }
            }
        }
        if (!errors.isEmpty()) {
            Files.deleteIfExists(out); // no index for a half-compiled tree
            throw new RulesException(String.join("\n", errors));
        }
        ArrayNode generated = index.putArray("generated");
        written.keySet().stream().sorted().forEach(generated::add);
        index.put("fingerprint", fingerprint(files, written.keySet()));
        Files.createDirectories(out.getParent());
        Files.writeString(out, json.writeValueAsString(index), StandardCharsets.UTF_8);
        return new Summary(files.size(), repo == null ? 0 : repo.editions().size(), count, written.size(),
                (System.nanoTime() - start) / 1_000_000, warnings);
    }

    /**
     * Nothing to do when the rules and the project's own classes (the facts the DRL uses) are as they were when the
     * index was written and its generated classes are still there: keeps {@code mvn test} fast between rule edits.
     */
    private boolean upToDate(JsonNode previous, List<String> files) throws IOException {
        Set<String> generated = new HashSet<>();
        for (JsonNode g : previous.path("generated")) {
            if (!Files.isRegularFile(classesDir.resolve(g.asText()))) {
                return false;
            }
            generated.add(g.asText());
        }
        return previous.path("fingerprint").asText().equals(fingerprint(files, generated));
    }

    /** A digest of the rules files, the classes other than generated ones, and the Drools and Java versions. */
    private String fingerprint(List<String> files, Set<String> generated) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        sha.update((KieServices.class.getPackage().getImplementationVersion() + "/" + Runtime.version().feature())
                .getBytes(StandardCharsets.UTF_8));
        for (String f : files) {
            sha.update(f.getBytes(StandardCharsets.UTF_8));
            sha.update(Files.readAllBytes(rulesDir.resolve(f)));
        }
        List<Path> classes = List.of();
        if (Files.isDirectory(classesDir)) {
            try (Stream<Path> walk = Files.walk(classesDir)) {
                classes = walk.filter(p -> p.toString().endsWith(".class")).sorted().toList();
            }
        }
        for (Path c : classes) {
            String rel = classesDir.relativize(c).toString().replace('\\', '/');
            // The command-line layer is never a fact of the rules (dependencies point one way), and changes often.
            if (!generated.contains(rel) && !rel.startsWith("org/xqverifier/interfaces/")) {
                sha.update(rel.getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(c));
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** Compiles one area to the executable model, writes its classes, returns the model class names. */
    private List<String> precompile(Edition edition, String area, Map<String, byte[]> sources) throws IOException {
        KieServices ks = KieServices.Factory.get();
        // A stable release id per edition area: the generated class names derive from it, so rebuilds are reproducible.
        ReleaseId releaseId = ks.newReleaseId("org.xqverifier.edition", edition.id() + "." + area, "1");
        KieBuilder builder;
        try {
            builder = RuleBases.build(ks, releaseId, sources, edition::display, ExecutableModelProject.class);
        } catch (RulesException e) {
            // The executable model's errors often point into generated Java; the classic compiler names the .drl line.
            RuleBases.compileDrl(edition.id() + "-" + area, sources, edition::display);
            throw e;
        } catch (RuntimeException e) {
            if (System.getenv("XQ_DEBUG") != null) {
                e.printStackTrace();
            }
            RuleBases.compileDrl(edition.id() + "-" + area, sources, edition::display); // invalid DRL: its own error
            // Valid DRL that Drools' executable-model generator cannot translate: name the file it chokes on.
            throw crash(edition, area, sources, e);
        }
        InternalKieModule module = (InternalKieModule) builder.getKieModule();
        ks.getRepository().removeKieModule(releaseId);
        List<String> models = new ArrayList<>();
        String modelList = "META-INF/kie/org.xqverifier.edition/" + releaseId.getArtifactId() + "/drools-model";
        for (String name : module.getFileNames()) {
            if (name.equals(modelList)) {
                for (String line : new String(module.getBytes(name), StandardCharsets.UTF_8).split("\\R")) {
                    // The list also carries a "Drools-Model-Version:" header line.
                    if (!line.isBlank() && !line.contains(":")) {
                        models.add(line.strip());
                    }
                }
            } else if (name.endsWith(".class") && !name.startsWith("org/drools/project/model/")) {
                // (ProjectModel classes describe a kmodule; the rule base is built from the Rules* models alone.)
                writeClass(name, module.getBytes(name), edition.id() + "/" + area);
            }
        }
        if (models.isEmpty()) {
            throw new RulesException(edition.display(area), 0, 0, "Drools produced no executable model for this area"
                    + " (files: " + module.getFileNames() + ")");
        }
        return models;
    }

    /** Thrown when Drools' executable-model generator crashes on DRL that the classic compiler accepts. */
    static final class GeneratorCrash extends RulesException {
        GeneratorCrash(String file, int line, String message, Throwable cause) {
            super(file, line, 0, message, cause);
        }
    }

    private static final java.util.regex.Pattern KEYWORD_FIELD = java.util.regex.Pattern.compile(
            "[(,]\\s*(when|then|end|rule|query|function|global|import|package|declare|template)\\s*(==|!=|>=|<=|>|<|:)");

    /** Names the file (the first that crashes on its own) and, if it has one, a field named like a DRL keyword. */
    private static GeneratorCrash crash(Edition edition, String area, Map<String, byte[]> sources, RuntimeException e) {
        KieServices ks = KieServices.Factory.get();
        String culprit = null;
        for (Map.Entry<String, byte[]> source : sources.entrySet()) {
            try {
                RuleBases.build(ks, RuleBases.newReleaseId(ks, "probe"), Map.of(source.getKey(), source.getValue()),
                        edition::display, ExecutableModelProject.class);
            } catch (RulesException compileErrors) {
                // needs another file of the area to compile: cannot tell on its own
            } catch (RuntimeException crashes) {
                culprit = source.getKey();
                break;
            }
        }
        if (culprit != null) {
            String[] lines = new String(sources.get(culprit), StandardCharsets.UTF_8).split("\\R", -1);
            for (int i = 0; i < lines.length; i++) {
                java.util.regex.Matcher m = KEYWORD_FIELD.matcher(lines[i]);
                if (m.find()) {
                    return new GeneratorCrash(edition.display(culprit), i + 1, "a constraint on a field named '"
                            + m.group(1) + "', a DRL keyword: Drools' executable-model compiler cannot parse it"
                            + " (the classic compiler can); rename the field", e);
                }
            }
        }
        return new GeneratorCrash(culprit == null ? edition.display(area) : edition.display(culprit), 0,
                "valid DRL, but Drools' executable-model compiler fails on it (" + firstLine(e) + ")", e);
    }

    private static String firstLine(Throwable e) {
        String m = e.getMessage() == null ? "" : e.getMessage().strip().replaceAll("\\s+", " ");
        if (m.length() > 160) {
            m = m.substring(0, 160) + "…";
        }
        return e.getClass().getSimpleName() + (m.isEmpty() ? "" : ": " + m);
    }

    private void writeClass(String name, byte[] bytes, String owner) throws IOException {
        byte[] before = written.putIfAbsent(name, bytes);
        if (before != null && !Arrays.equals(before, bytes)) {
            throw new RulesException(null, 0, 0, "generated class " + name + " differs between the rules of "
                    + writtenBy.get(name) + " and " + owner + ": give each edition's declared types their own DRL package");
        }
        writtenBy.putIfAbsent(name, owner);
        Path target = classesDir.resolve(name);
        Files.createDirectories(target.getParent());
        Files.write(target, bytes);
    }

}
