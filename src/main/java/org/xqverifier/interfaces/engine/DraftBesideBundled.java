package org.xqverifier.interfaces.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;

/**
 * The page's editions for {@code xq serve --rules DIR}: the bundled ones, then each edition of a committee's folder,
 * so a draft is ruled side by side with the edition it revises. A draft whose id is a bundled edition's (a copy of
 * {@code rules/wxf-2018}, or a folder that extends its own id) is shown as {@code wxf-2018 (FOLDER)}, and its rulings
 * carry that name, so the two never read alike.
 */
public final class DraftBesideBundled implements RulingService {
    private record Source(ArbiterRulingService service, String edition) {
    }

    private final Map<String, Source> byShownId = new LinkedHashMap<>();
    private final List<EditionInfo> editions = new ArrayList<>();
    private final List<String> drafts = new ArrayList<>();

    private DraftBesideBundled() {
    }

    /**
     * @param bundled the bundled editions' rulings
     * @param folder  the committee's folder ({@link EditionRepository#fromDirectory}); its editions' rule bases are
     *                built here, so a folder that does not load throws its {@code RulesException} before anything is served
     */
    public static DraftBesideBundled of(ArbiterRulingService bundled, EditionRepository folder) {
        DraftBesideBundled d = new DraftBesideBundled();
        for (EditionInfo e : bundled.editions()) {
            d.add(e.id(), e.title(), bundled, e.id());
        }
        ArbiterRulingService drafts = Services.rulings(folder);
        for (Edition e : folder.editions()) {
            if (e.bundled() || !e.hasRules("repetition")) {
                continue;
            }
            drafts.arbiter(e.id()); // loads and compiles the draft now
            String name = d.byShownId.containsKey(e.id()) ? e.id() + " (" + folderName(e) + ")" : e.id();
            d.add(name, "draft " + e.location() + " · " + e.title().zh() + " · " + e.title().en(), drafts, e.id());
            d.drafts.add(name);
        }
        return d;
    }

    private static String folderName(Edition e) {
        String location = e.location().replaceAll("/+$", "");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    private void add(String shown, String title, ArbiterRulingService service, String edition) {
        byShownId.put(shown, new Source(service, edition));
        editions.add(new EditionInfo(shown, title));
    }

    /** The drafts' names as the page shows them. */
    public List<String> drafts() {
        return List.copyOf(drafts);
    }

    @Override
    public List<EditionInfo> editions() {
        return List.copyOf(editions);
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        Source s = source(edition);
        return named(edition, s.service().rule(s.edition(), fen, moves));
    }

    @Override
    public RulingResult firstRuling(String edition, String fen, List<String> moves) {
        Source s = source(edition);
        return named(edition, s.service().firstRuling(s.edition(), fen, moves));
    }

    private Source source(String edition) {
        Source s = byShownId.get(edition);
        if (s == null) {
            throw new IllegalArgumentException("unknown edition '" + edition + "' (known: " + String.join(", ", byShownId.keySet()) + ")");
        }
        return s;
    }

    private static RulingResult named(String shown, RulingResult r) {
        return shown.equals(r.edition()) ? r
                : new RulingResult(shown, r.verdict(), r.violator(), r.cycle(), r.moves(), r.reasons(), r.fen());
    }
}
