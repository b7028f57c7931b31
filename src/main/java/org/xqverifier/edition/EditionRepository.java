package org.xqverifier.edition;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A set of editions: the ones bundled in the jar ({@link #bundled()}, one per process) or a committee's folder
 * ({@link #fromDirectory}, read afresh on every call so edits are seen). A directory edition may {@code extends} a
 * bundled one; an edition whose {@code extends} names its own id extends the bundled edition of that id, so a
 * committee folder can hold only the files it changes.
 */
public final class EditionRepository {
    private static final Object BUNDLED_LOCK = new Object();
    private static volatile EditionRepository bundled;
    private static volatile BundledIndex bundledIndex;

    private final Map<String, Edition> editions;
    private final String description;

    private EditionRepository(Map<String, Edition> editions, String description) {
        this.editions = editions;
        this.description = description;
    }

    /** The editions packaged from the repository's top-level {@code rules/} folder. */
    public static EditionRepository bundled() {
        EditionRepository repo = bundled;
        if (repo == null) {
            synchronized (BUNDLED_LOCK) {
                repo = bundled;
                if (repo == null) {
                    repo = loadBundled();
                    bundled = repo;
                }
            }
        }
        return repo;
    }

    /** The build-time index, or null when running from classes that Maven's process-classes step has not indexed. */
    static BundledIndex bundledIndex() {
        bundled();
        return bundledIndex;
    }

    private static EditionRepository loadBundled() {
        BundledIndex index = BundledIndex.load();
        List<EditionFolder> folders = new ArrayList<>();
        if (index != null) {
            Map<String, List<String>> byFolder = new TreeMap<>();
            for (String f : index.files()) {
                int slash = f.indexOf('/');
                if (slash > 0) {
                    byFolder.computeIfAbsent(f.substring(0, slash), k -> new ArrayList<>()).add(f.substring(slash + 1));
                }
            }
            byFolder.forEach((name, files) -> {
                if (files.contains(Edition.DESCRIPTOR)) {
                    folders.add(new ClasspathFolder("rules/" + name, files));
                }
            });
        } else {
            // Without the index (an IDE build), the rules can still be read when they are a plain directory.
            Path dir = classpathDirectory("rules");
            if (dir == null) {
                throw new RulesException(BundledIndex.RESOURCE, 0, 0,
                        "bundled rules index missing from the classpath (build with mvn package)");
            }
            folders.addAll(editionFolders(dir, "rules"));
        }
        bundledIndex = index;
        return link(folders, null, "bundled editions", true);
    }

    private static Path classpathDirectory(String resource) {
        URL url = EditionRepository.class.getClassLoader().getResource(resource);
        if (url == null || !"file".equals(url.getProtocol())) {
            return null;
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /**
     * The editions of a committee's folder: either one edition folder (it has an {@code edition.yaml}) or a folder of
     * edition folders. Their {@code extends} may name bundled editions.
     */
    public static EditionRepository fromDirectory(Path dir) {
        return fromDirectory(dir, bundled());
    }

    /** Source-tree form used when precompiling: folders shown as {@code rules/<name>}, no bundled fallback. */
    static EditionRepository sourceTree(Path rulesDir) {
        return link(editionFolders(rulesDir, "rules"), null, "editions in " + rulesDir, true);
    }

    static EditionRepository fromDirectory(Path dir, EditionRepository fallback) {
        String shown = dir.toString().replace('\\', '/');
        if (!Files.isDirectory(dir)) {
            throw new RulesException(shown, 0, 0, Files.exists(dir) ? "not a directory" : "no such directory");
        }
        List<EditionFolder> folders;
        if (Files.isRegularFile(dir.resolve(Edition.DESCRIPTOR))) {
            folders = List.of(new DirectoryFolder(dir, shown));
        } else {
            folders = editionFolders(dir, shown);
            if (folders.isEmpty()) {
                throw new RulesException(shown + "/" + Edition.DESCRIPTOR, 0, 0, "missing: a rules folder is one edition"
                        + " folder with an edition.yaml, or a folder of such edition folders");
            }
        }
        return link(folders, fallback, "editions in " + shown, false);
    }

    /** The subfolders of {@code dir} that hold an edition.yaml, in name order. */
    private static List<EditionFolder> editionFolders(Path dir, String shown) {
        try (Stream<Path> children = Files.list(dir)) {
            return children.filter(Files::isDirectory)
                    .filter(d -> Files.isRegularFile(d.resolve(Edition.DESCRIPTOR)))
                    .sorted()
                    .map(d -> (EditionFolder) new DirectoryFolder(d, shown + "/" + d.getFileName()))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static EditionRepository link(List<EditionFolder> folders, EditionRepository fallback, String description,
                                          boolean folderNameIsId) {
        Map<String, Edition> byId = new TreeMap<>();
        for (EditionFolder folder : folders) {
            String location = folder.display(Edition.DESCRIPTOR).replaceAll("/" + Edition.DESCRIPTOR + "$", "");
            Edition e = Edition.load(folder, location);
            if (folderNameIsId) {
                e.skipSchemas();
                String name = location.substring(location.lastIndexOf('/') + 1);
                if (!name.equals(e.id())) {
                    throw new RulesException(folder.display(Edition.DESCRIPTOR), 0, 0, "id '" + e.id()
                            + "' differs from its folder name '" + name + "'");
                }
            }
            Edition clash = byId.putIfAbsent(e.id(), e);
            if (clash != null) {
                throw new RulesException(folder.display(Edition.DESCRIPTOR), 0, 0, "edition id '" + e.id()
                        + "' is also used by " + clash.location());
            }
        }
        for (Edition e : byId.values()) {
            e.extendsId().ifPresent(id -> e.linkParent(resolve(e, id, "/extends", byId, fallback)));
            e.extendsByArea().forEach((area, id) ->
                    e.linkParent(area, resolve(e, id, "/extends/" + area, byId, fallback)));
        }
        // Checked before anything reads files: an area's files are found by walking its chain.
        Set<String> areas = new java.util.TreeSet<>(Set.of(""));
        byId.values().forEach(e -> areas.addAll(e.inheritedAreas()));
        for (Edition e : byId.values()) {
            for (String area : areas) {
                List<String> chain = new ArrayList<>();
                Set<Edition> seen = new LinkedHashSet<>();
                for (Edition x = e; x != null; x = x.parent(area).orElse(null)) {
                    chain.add(x.id());
                    if (!seen.add(x)) {
                        throw e.errorAtDescriptor(e.extendsByArea().containsKey(area) ? "/extends/" + area : "/extends",
                                "'extends' makes a cycle: " + String.join(" → ", chain));
                    }
                }
            }
        }
        return new EditionRepository(java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byId)), description);
    }

    private static Edition resolve(Edition e, String parentId, String pointer, Map<String, Edition> byId,
                                   EditionRepository fallback) {
        Edition parent = parentId.equals(e.id()) ? null : byId.get(parentId);
        if (parent == null && fallback != null) {
            parent = fallback.find(parentId).orElse(null);
        }
        if (parent == null) {
            Set<String> known = new LinkedHashSet<>(byId.keySet());
            if (fallback != null) {
                known.addAll(fallback.ids());
            }
            known.remove(e.id());
            throw e.errorAtDescriptor(pointer, parentId.equals(e.id())
                    ? "an edition cannot extend itself (only a folder given with --rules may extend the bundled"
                    + " edition of its own id)"
                    : "extends unknown edition '" + parentId + "'; known editions: " + String.join(", ", known));
        }
        return parent;
    }

    /** The edition with this id; an unknown id is a {@link RulesException} listing the known ids. */
    public Edition get(String id) {
        Edition e = editions.get(id);
        if (e == null) {
            throw new RulesException("unknown edition '" + id + "'; known editions: " + String.join(", ", ids()));
        }
        return e;
    }

    public Optional<Edition> find(String id) {
        return Optional.ofNullable(editions.get(id));
    }

    /** The editions, by id. */
    public Collection<Edition> editions() {
        return editions.values();
    }

    public List<String> ids() {
        return List.copyOf(editions.keySet());
    }

    @Override
    public String toString() {
        return description;
    }
}
