package org.xqverifier.edition;

import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.builder.ReleaseId;
import org.kie.api.runtime.KieContainer;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Builds and caches the rule bases of editions: precompiled executable model for bundled editions, DRL otherwise. */
final class RuleBases {
    /** Where sources go in the in-memory KIE project; stripped again from compiler messages. */
    static final String KIE_ROOT = "src/main/resources/";
    private static final AtomicLong BUILDS = new AtomicLong();

    private RuleBases() {
    }

    /** One area's rule base, built on first use; a failed build is not remembered, so it is reported every time. */
    static final class Memo {
        private final Edition edition;
        private final String area;
        private volatile RuleBase value;

        Memo(Edition edition, String area) {
            this.edition = edition;
            this.area = area;
        }

        RuleBase get() {
            RuleBase v = value;
            if (v == null) {
                synchronized (this) {
                    v = value;
                    if (v == null) {
                        v = build(edition, area);
                        value = v;
                    }
                }
            }
            return v;
        }
    }

    private static RuleBase build(Edition edition, String area) {
        List<String> files = edition.ruleFiles(area);
        if (files.isEmpty()) {
            List<String> withRules = edition.areas().stream().filter(edition::hasRules).toList();
            throw new RulesException("edition " + edition.id() + " has no rules (.drl files) in area '" + area + "'"
                    + (withRules.isEmpty() ? "" : "; areas with rules: " + String.join(", ", withRules)));
        }
        Edition owner = edition.ruleOwner(area);
        if (owner != edition) {
            // Same files as the parent: share its rule base (and its precompiled model, if bundled).
            return owner.ruleBase(area);
        }
        long start = System.nanoTime();
        Map<String, byte[]> sources = edition.ruleSources(area);
        List<String> shown = files.stream().map(edition::display).toList();
        String note = null;
        if (edition.bundled()) {
            BundledIndex index = EditionRepository.bundledIndex();
            BundledIndex.Precompiled model = index == null ? null : index.model(edition.id(), area);
            if (model == null) {
                note = "no precompiled model (classes not built by Maven)";
            } else if (!model.sha256().equals(digest(sources))) {
                note = "the DRL changed since it was precompiled";
            } else if (model.notPrecompiled() != null) {
                note = model.notPrecompiled();
            } else {
                KieBase kieBase = loadModel(model.modelClasses(), edition.id() + "/" + area);
                return new RuleBase(edition.id(), area, kieBase, RuleBase.Origin.PRECOMPILED, shown, millisSince(start),
                        null);
            }
            // The DRL is the truth: compile it.
        } else {
            RuleCodePolicy.check(sources, edition::display);
        }
        KieBase kieBase = compiledDrl(edition.id() + "-" + area, sources, edition::display);
        return new RuleBase(edition.id(), area, kieBase, RuleBase.Origin.DRL, shown, millisSince(start), note);
    }

    /** Recently compiled DRL by content, so reloading an unchanged committee folder (e.g. per web request) is free. */
    private static final Map<String, KieBase> COMPILED = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, KieBase> eldest) {
            return size() > 32;
        }
    };

    private static KieBase compiledDrl(String name, Map<String, byte[]> sources, Function<String, String> display) {
        String key = digest(sources);
        synchronized (COMPILED) {
            KieBase known = COMPILED.get(key);
            if (known != null) {
                return known;
            }
        }
        KieBase kieBase = compileDrl(name, sources, display);
        synchronized (COMPILED) {
            COMPILED.putIfAbsent(key, kieBase);
        }
        return kieBase;
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** Compiles DRL sources (classic DRL, no code generation) into a rule base, or throws at the first error. */
    static KieBase compileDrl(String name, Map<String, byte[]> sources, Function<String, String> display) {
        KieServices ks = KieServices.Factory.get();
        ReleaseId releaseId = newReleaseId(ks, name);
        KieBuilder builder = build(ks, releaseId, sources, display, null);
        try {
            KieContainer container = ks.newKieContainer(releaseId);
            return container.getKieBase();
        } finally {
            ks.getRepository().removeKieModule(releaseId);
        }
    }

    /** A unique release id per build: several variants of one edition may be built in one process. */
    static ReleaseId newReleaseId(KieServices ks, String name) {
        String artifact = name.replaceAll("[^A-Za-z0-9_.-]", "_");
        return ks.newReleaseId("org.xqverifier.edition", artifact, "0.0." + BUILDS.incrementAndGet());
    }

    /**
     * Writes the sources into an in-memory KIE project and builds it (classic DRL, or {@code projectType} such as the
     * executable model); compile errors become a {@link RulesException} naming the file and line.
     */
    static KieBuilder build(KieServices ks, ReleaseId releaseId, Map<String, byte[]> sources,
                            Function<String, String> display, Class<? extends org.kie.api.builder.KieBuilder.ProjectType> projectType) {
        KieFileSystem kfs = ks.newKieFileSystem();
        kfs.generateAndWritePomXML(releaseId);
        sources.forEach((path, bytes) -> kfs.write(KIE_ROOT + path, bytes));
        KieBuilder builder = ks.newKieBuilder(kfs);
        if (projectType == null) {
            builder.buildAll();
        } else {
            builder.buildAll(projectType);
        }
        List<Message> errors = builder.getResults().getMessages(Message.Level.ERROR);
        if (!errors.isEmpty()) {
            Message first = errors.get(0);
            String path = first.getPath() == null ? null : first.getPath().replace('\\', '/');
            if (path != null && path.startsWith(KIE_ROOT)) {
                path = path.substring(KIE_ROOT.length());
            }
            boolean known = path != null && sources.containsKey(path);
            String file = known ? display.apply(path)
                    : display.apply(sources.keySet().iterator().next()).replaceAll("/[^/]*$", "");
            int line = first.getLine();
            if (line <= 0 && known) {
                line = locateNear(first.getText(), new String(sources.get(path), StandardCharsets.UTF_8));
            }
            String text = describe(first.getText());
            if (errors.size() > 1) {
                text += " (and " + (errors.size() - 1) + " more error" + (errors.size() > 2 ? "s" : "") + ")";
            }
            throw new RulesException(file, Math.max(0, line), Math.max(0, first.getColumn()), text);
        }
        return builder;
    }

    /** The compiler's first line, plus MVEL's "[Error: …]" line that says what was wrong. */
    static String describe(String text) {
        if (text == null || text.isBlank()) {
            return "DRL compile error";
        }
        String[] lines = text.strip().split("\\R");
        String d = lines[0].strip();
        if (lines.length > 1 && lines[1].startsWith("[Error:")) {
            d += " " + lines[1].replaceAll("^\\[Error:\\s*|\\]$", "").strip();
        }
        return d;
    }

    /**
     * Constraint analysis errors carry no line, only the expression (MVEL's "[Near : {... expr ...}]", sometimes
     * rewritten, e.g. reversed): the line is the first one that holds every identifier of that expression.
     */
    static int locateNear(String text, String source) {
        if (text == null) {
            return 0;
        }
        Matcher near = Pattern.compile("\\[Near : \\{\\.\\.\\.(.*?)\\.\\.\\.\\}\\]").matcher(text);
        String snippet;
        if (near.find()) {
            snippet = near.group(1);
        } else {
            // e.g. "Unable to parse left part of expression: nam == "beta""
            String firstLine = text.strip().split("\\R")[0];
            int colon = firstLine.lastIndexOf(": ");
            if (colon < 0) {
                return 0;
            }
            snippet = firstLine.substring(colon + 2);
        }
        List<String> words = new ArrayList<>();
        Matcher w = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*").matcher(snippet);
        while (w.find()) {
            words.add(w.group());
        }
        if (words.isEmpty()) {
            return 0;
        }
        String[] lines = source.split("\\R", -1);
        outer:
        for (int i = 0; i < lines.length; i++) {
            for (String word : words) {
                if (!Pattern.compile("(?<![A-Za-z0-9_$])" + Pattern.quote(word) + "(?![A-Za-z0-9_$])").matcher(lines[i]).find()) {
                    continue outer;
                }
            }
            return i + 1;
        }
        return 0;
    }

    /** Instantiates the executable-model classes generated at build time and builds the rule base from them. */
    static KieBase loadModel(List<String> modelClasses, String what) {
        return loadModel(modelClasses, what, RuleBases.class.getClassLoader());
    }

    static KieBase loadModel(List<String> modelClasses, String what, ClassLoader loader) {
        List<Model> models = new ArrayList<>();
        for (String name : modelClasses) {
            try {
                models.add((Model) Class.forName(name, true, loader).getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
                throw new RulesException(null, 0, 0, "precompiled rules of " + what + " are unusable (" + e
                        + "); rebuild with mvn package", e);
            }
        }
        return KieBaseBuilder.createKieBaseFromModel(models);
    }

    /** Identifies the DRL a precompiled model was built from: paths and contents, in order. */
    static String digest(Map<String, byte[]> sources) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sources.forEach((path, bytes) -> {
                sha.update(path.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(bytes);
                sha.update((byte) 0);
            });
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
