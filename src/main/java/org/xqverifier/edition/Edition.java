package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import org.kie.api.KieBase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One federation edition: the folder {@code rules/<id>/} (or a committee's copy of it) with its {@code edition.yaml},
 * YAML tables and Drools rules, arranged by area ({@code repetition/}, {@code conduct/}, {@code competition/}).
 * <p>
 * An edition may {@code extends} another for every area ({@code extends: tw-2007}) or per area
 * ({@code extends: {conduct: tw-2007, competition: axf-events}}). In an inherited area it sees the parent's files; a
 * YAML table of the same relative path is laid over the parent's row by row ({@link TableOverlay}), a {@code .drl} file
 * of the same path replaces the parent's (an empty one removes the parent's rules of that name). An area whose rules
 * are all the parent's uses the parent's rule base.
 * Tables and rule bases are loaded once and cached in this object; bundled editions live for the whole process.
 */
public final class Edition {
    /** Titles in the two languages of every verdict. */
    public record Title(String zh, String en) {
    }

    static final String DESCRIPTOR = "edition.yaml";

    private final String id;
    private final Title title;
    private final String publisher;
    private final Integer year;
    private final String source;
    private final String extendsId;
    private final Map<String, String> extendsByArea;
    private final YamlTable descriptor;
    private final EditionFolder folder;
    private final String location;
    private Edition parent;
    private final Map<String, Edition> areaParents = new TreeMap<>();

    private volatile Map<String, Edition> effectiveFiles;
    private final Map<String, YamlTable> tables = new ConcurrentHashMap<>();
    private volatile boolean checkSchemas = true;
    private final Map<String, YamlTable> ownTables = new ConcurrentHashMap<>();
    private final Map<String, RuleBases.Memo> ruleBases = new ConcurrentHashMap<>();

    private Edition(YamlTable descriptor, EditionFolder folder, String location) {
        this.descriptor = descriptor;
        this.folder = folder;
        this.location = location;
        // A committee's folder is checked against schemas/edition.schema.json (unknown keys, types, missing fields);
        // the bundled editions were checked when the build indexed them.
        if (!folder.bundled()) {
            TableSchema.named("edition").ifPresent(s -> s.check(descriptor));
        }
        JsonNode d = descriptor.root();
        this.id = d.path("id").asText().strip();
        JsonNode t = d.path("title");
        this.title = new Title(t.path("zh").asText().strip(), t.path("en").asText().strip());
        this.publisher = optionalText(d.path("publisher"));
        JsonNode y = d.path("year");
        this.year = y.isNumber() ? y.intValue() : null;
        this.source = optionalText(d.path("source"));
        JsonNode e = d.path("extends");
        Map<String, String> byArea = new TreeMap<>();
        if (e.isObject()) {
            for (var it = e.properties().iterator(); it.hasNext(); ) {
                var entry = it.next();
                byArea.put(entry.getKey(), entry.getValue().asText().strip());
            }
        }
        this.extendsId = e.isTextual() && !e.asText().isBlank() ? e.asText().strip() : null;
        this.extendsByArea = Collections.unmodifiableMap(byArea);
    }

    static Edition load(EditionFolder folder, String location) {
        if (!folder.exists(DESCRIPTOR)) {
            throw new RulesException(folder.display(DESCRIPTOR), 0, 0, "missing: every edition folder needs an edition.yaml"
                    + " (id, title {zh, en}, publisher, year, source, extends)");
        }
        return new Edition(parse(folder, DESCRIPTOR), folder, location);
    }

    private static String optionalText(JsonNode n) {
        return n.isValueNode() && !n.isNull() ? n.asText() : null;
    }

    /**
     * The project's own rules/ tree as the build reads it: its tables are held to their schemas by a test, so that a
     * table that gains a field fails one test that names it, not the build.
     */
    void skipSchemas() {
        checkSchemas = false;
    }

    void linkParent(Edition parent) {
        this.parent = parent;
    }

    void linkParent(String area, Edition parent) {
        areaParents.put(area, parent);
    }

    public String id() {
        return id;
    }

    public Title title() {
        return title;
    }

    public String publisher() {
        return publisher;
    }

    public OptionalInt year() {
        return year == null ? OptionalInt.empty() : OptionalInt.of(year);
    }

    /** The rule book: its title, publisher, year, what the project read it from; no path outside the repository. */
    public String source() {
        return source;
    }

    /**
     * Where the casebook's transcriptions of the book's figures, and the scenarios of its provisions, are kept in the
     * repository ({@code casebook: [casebook/repetition/wxf-*.yaml]}); empty when the edition names none.
     */
    public List<String> casebook() {
        List<String> out = new ArrayList<>();
        descriptor.root().path("casebook").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** The id named by a plain {@code extends: ID} (every area), if any. */
    public Optional<String> extendsId() {
        return Optional.ofNullable(extendsId);
    }

    /** The ids named by {@code extends: {area: ID}}, by area; empty for a plain or no {@code extends}. */
    public Map<String, String> extendsByArea() {
        return extendsByArea;
    }

    /** {@code extends} as written: {@code tw-2007}, {@code conduct: tw-2007, competition: axf-events}, or "-". */
    public String extendsText() {
        if (extendsId != null) {
            return extendsId;
        }
        if (extendsByArea.isEmpty()) {
            return "-";
        }
        List<String> parts = new ArrayList<>();
        extendsByArea.forEach((area, id) -> parts.add(area + ": " + id));
        return String.join(", ", parts);
    }

    /** The edition this one extends in every area ({@code extends: ID}). */
    public Optional<Edition> parent() {
        return Optional.ofNullable(parent);
    }

    /** The edition this one extends in {@code area}: the per-area parent, else the every-area parent. */
    public Optional<Edition> parent(String area) {
        Edition p = areaParents.get(area);
        return Optional.ofNullable(p != null ? p : parent);
    }

    /** This edition, then its parent, grandparent… (every-area {@code extends}). */
    public List<Edition> lineage() {
        List<Edition> chain = new ArrayList<>();
        for (Edition e = this; e != null; e = e.parent) {
            chain.add(e);
        }
        return chain;
    }

    /** This edition, then the edition it extends in {@code area}, and so on: {@code wxf-2018 → tw-2007}. */
    public List<Edition> lineage(String area) {
        List<Edition> chain = new ArrayList<>();
        for (Edition e = this; e != null && !chain.contains(e); e = e.parent(area).orElse(null)) {
            chain.add(e);
        }
        return chain;
    }

    /** The area names of {@code edition.yaml}'s {@code extends: {area: ID}}, for the repository's cycle check. */
    Set<String> inheritedAreas() {
        return areaParents.keySet();
    }

    /** The whole edition.yaml, for fields beyond the common ones (e.g. {@code verified}, {@code based_on}). */
    public JsonNode descriptor() {
        return descriptor.root();
    }

    /** True if packaged in the jar (precompiled rule bases); false for a folder given with {@code fromDirectory}. */
    public boolean bundled() {
        return folder.bundled();
    }

    /** Where the edition comes from, e.g. {@code rules/wxf-2018} or the committee's folder. */
    public String location() {
        return location;
    }

    RulesException errorAtDescriptor(String pointer, String message) {
        return descriptor.error(pointer, message);
    }

    // ---- files ------------------------------------------------------------------------------------------------

    /** Each visible file (relative path) with the nearest edition, in its area's lineage, that has it. */
    private Map<String, Edition> effectiveFiles() {
        Map<String, Edition> files = effectiveFiles;
        if (files == null) {
            TreeMap<String, Edition> merged = new TreeMap<>();
            if (parent != null) {
                parent.effectiveFiles().forEach((f, owner) -> {
                    if (!areaParents.containsKey(areaOf(f))) {
                        merged.put(f, owner);
                    }
                });
            }
            areaParents.forEach((area, p) -> p.effectiveFiles().forEach((f, owner) -> {
                if (area.equals(areaOf(f))) {
                    merged.put(f, owner);
                }
            }));
            for (String f : folder.files()) {
                if (!f.equals(DESCRIPTOR)) {
                    merged.put(f, this);
                }
            }
            files = Collections.unmodifiableMap(merged);
            effectiveFiles = files;
        }
        return files;
    }

    /** Every file the edition sees (its own and its parents', children first), relative, sorted. */
    public List<String> files() {
        return List.copyOf(effectiveFiles().keySet());
    }

    /** The files of one area, e.g. {@code files("repetition")} → {@code repetition/chase.yaml, repetition/verdict.drl}. */
    public List<String> files(String area) {
        String prefix = area.endsWith("/") ? area : area + "/";
        return effectiveFiles().keySet().stream().filter(f -> f.startsWith(prefix)).toList();
    }

    /** The areas (top-level subfolders) in which the edition or its parents have files. */
    public SortedSet<String> areas() {
        SortedSet<String> areas = new TreeSet<>();
        for (String f : effectiveFiles().keySet()) {
            int slash = f.indexOf('/');
            if (slash > 0) {
                areas.add(f.substring(0, slash));
            }
        }
        return areas;
    }

    /**
     * The editions whose tables an area's rows come from, nearest first: {@code [wxf-2018, tw-2007]} for wxf-2018's
     * repetition (its own rows patch tw-2007's, some of tw-2007's are unpatched), {@code [tw-2007]} for its conduct
     * (the whole area inherited). A table laid over its parent's counts for both.
     */
    public List<Edition> textEditions(String area) {
        Set<Edition> owners = new java.util.LinkedHashSet<>();
        for (String f : files(area)) {
            if (f.endsWith(".yaml") || f.endsWith(".yml")) {
                for (Edition e : lineage(area)) {
                    if (e.folder.exists(f)) {
                        owners.add(e);
                        if (TableOverlay.replaces(e.ownYaml(f))) {
                            break; // overlay: replace takes the table whole
                        }
                    }
                }
            }
        }
        List<Edition> ordered = new ArrayList<>();
        for (Edition e : lineage(area)) {
            if (owners.contains(e)) {
                ordered.add(e);
            }
        }
        return ordered;
    }

    /** True if the edition or a parent has this file. */
    public boolean has(String relativePath) {
        return effectiveFiles().containsKey(normalise(relativePath));
    }

    /** The file as shown in messages, from the edition that provides it (or this edition's folder if none does). */
    public String display(String relativePath) {
        String rel = normalise(relativePath);
        Edition owner = effectiveFiles().get(rel);
        return (owner == null ? this : owner).folder.display(rel);
    }

    /** The raw bytes of a file, from the nearest edition in the lineage that has it. */
    public byte[] read(String relativePath) {
        String rel = normalise(relativePath);
        Edition owner = effectiveFiles().get(rel);
        if (owner == null) {
            throw missing(rel);
        }
        return owner.folder.read(rel);
    }

    private RulesException missing(String rel) {
        List<String> where = lineage(areaOf(rel)).stream().map(e -> e.folder.display(rel)).toList();
        return new RulesException(folder.display(rel), 0, 0, "no such file in edition " + id
                + (where.size() > 1 ? " (looked in " + String.join(", ", where) + ")" : ""));
    }

    private static String areaOf(String relativePath) {
        int slash = relativePath.indexOf('/');
        return slash > 0 ? relativePath.substring(0, slash) : "";
    }

    private static String normalise(String relativePath) {
        String rel = relativePath.replace('\\', '/');
        while (rel.startsWith("/")) {
            rel = rel.substring(1);
        }
        return rel;
    }

    // ---- tables -----------------------------------------------------------------------------------------------

    /** A YAML table, e.g. {@code table("repetition/chase.yaml")}; missing or malformed → {@link RulesException}. */
    public JsonNode table(String relativePath) {
        return yaml(relativePath).root();
    }

    /** Like {@link #table} but null when neither the edition nor a parent has the file. */
    public JsonNode tableOrNull(String relativePath) {
        YamlTable t = yamlOrNull(relativePath);
        return t == null ? null : t.root();
    }

    /**
     * The effective table with the file, line and column of each value, to report a bad row with
     * {@link YamlTable#error}: this edition's file laid over its parent's of the same path ({@link TableOverlay}).
     */
    public YamlTable yaml(String relativePath) {
        YamlTable t = yamlOrNull(relativePath);
        if (t == null) {
            throw missing(normalise(relativePath));
        }
        return t;
    }

    /** Like {@link #yaml} but null when the file is absent. */
    public YamlTable yamlOrNull(String relativePath) {
        String rel = normalise(relativePath);
        Edition owner = effectiveFiles().get(rel);
        if (owner == null) {
            return null;
        }
        if (owner != this) {
            return owner.yamlOrNull(rel);
        }
        YamlTable known = tables.get(rel);
        if (known == null) {
            Edition p = parent(areaOf(rel)).orElse(null);
            YamlTable under = p == null ? null : p.yamlOrNull(rel);
            known = TableOverlay.apply(under, ownYaml(rel));
            if (!bundled() && checkSchemas) {
                // schemas/<area>/<table>.schema.json: an unknown key, a wrong type or a missing field, at its
                // file:line:column (the bundled tables are held to their schemas by TableSchemasTest)
                YamlTable effective = known;
                TableSchema.forTable(rel).ifPresent(schema -> schema.check(effective));
            }
            tables.putIfAbsent(rel, known);
        }
        return known;
    }

    /** This edition's own file of a table, as written (null if it has none): what it changes. */
    public YamlTable ownYaml(String relativePath) {
        String rel = normalise(relativePath);
        if (!folder.exists(rel)) {
            return null;
        }
        return ownTables.computeIfAbsent(rel, r -> parse(folder, r).ownedBy(this));
    }

    private static YamlTable parse(EditionFolder folder, String relativePath) {
        String shown = folder.display(relativePath);
        byte[] bytes = folder.read(relativePath);
        return folder.bundled() ? YamlTable.parseBundled(shown, bytes) : YamlTable.parse(shown, bytes);
    }

    /** Shortcut for {@code yaml(relativePath).error(pointer, message)}: an error at a table row, with file and line. */
    public RulesException errorAt(String relativePath, String pointer, String message) {
        return yaml(relativePath).error(pointer, message);
    }

    // ---- rule bases -------------------------------------------------------------------------------------------

    /**
     * The Drools rule base of an area, built from the area's {@code .drl} files (a child's file replaces the parent's
     * of the same relative path), once per edition object and process. Bundled editions load the executable model
     * compiled at build time; a committee's folder is compiled from DRL on first use.
     * A DRL error is a {@link RulesException} at the file and line; no rule base is returned then.
     */
    public KieBase kieBase(String area) {
        return ruleBase(area).kieBase();
    }

    /** The rule base with where it came from (precompiled model or DRL) and how long it took; see {@link #kieBase}. */
    public RuleBase ruleBase(String area) {
        String a = area.endsWith("/") ? area.substring(0, area.length() - 1) : area;
        return ruleBases.computeIfAbsent(a, x -> new RuleBases.Memo(this, x)).get();
    }

    /** True if the area has at least one {@code .drl} file in the edition or a parent. */
    public boolean hasRules(String area) {
        return !ruleFiles(area).isEmpty();
    }

    /** The {@code .drl} files that make up an area's rule base, relative, sorted. */
    public List<String> ruleFiles(String area) {
        return files(area).stream().filter(f -> f.endsWith(".drl")).toList();
    }

    /** The edition (this or an ancestor) whose own files define the area's rules; {@code this} if it has its own. */
    Edition ruleOwner(String area) {
        Map<String, Edition> files = effectiveFiles();
        for (String f : ruleFiles(area)) {
            if (files.get(f) == this) {
                return this;
            }
        }
        Edition p = parent(area).orElse(null);
        return p == null || !p.hasRules(area) ? this : p.ruleOwner(area);
    }

    /** The {@code .drl} sources of an area, in path order, with their display names. */
    Map<String, byte[]> ruleSources(String area) {
        Map<String, byte[]> sources = new LinkedHashMap<>();
        for (String f : ruleFiles(area)) {
            sources.put(f, read(f));
        }
        return sources;
    }

    @Override
    public String toString() {
        return id + " (" + location + ")";
    }
}
