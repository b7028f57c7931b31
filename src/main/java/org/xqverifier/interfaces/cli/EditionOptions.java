package org.xqverifier.interfaces.cli;

import org.xqverifier.rules.Edition;
import org.xqverifier.rules.EditionRepository;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;

/**
 * The two options every ruling command shares, as a picocli mixin ({@code @Mixin EditionOptions editions;}):
 * {@code --edition ID} and {@code --rules DIR} (a committee's folder used instead of the bundled editions).
 */
public final class EditionOptions {

    @Option(names = "--edition", paramLabel = "ID",
            description = "Edition to rule under (see 'xq editions'); may be left out when --rules holds a single edition.")
    String edition;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A rules folder (a copy of rules/<edition>, or a folder of editions) used instead of the bundled editions.")
    Path rules;

    /** The bundled editions, or those of {@code --rules DIR}. */
    public EditionRepository repository() {
        return rules == null ? EditionRepository.bundled() : EditionRepository.fromDirectory(rules);
    }

    /** The chosen edition: {@code --edition}, or the only edition of {@code --rules}; otherwise a one-line error. */
    public Edition edition() {
        EditionRepository repo = repository();
        if (edition != null) {
            return repo.get(edition);
        }
        List<String> ids = repo.ids();
        if (rules != null && ids.size() == 1) {
            return repo.get(ids.get(0));
        }
        throw new UserError("--edition is required; editions: " + String.join(", ", ids));
    }

    /** The edition id given, or null. */
    public String editionId() {
        return edition;
    }

    /** The folder given with --rules, or null. */
    public Path rulesDir() {
        return rules;
    }
}
