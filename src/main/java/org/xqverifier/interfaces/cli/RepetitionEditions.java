package org.xqverifier.interfaces.cli;

import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.Replayer;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/**
 * Finds the arbiter (or the replayer) the options name: a bundled edition, or one of a committee's folder (--rules DIR), through
 * {@link Services} like every other command.
 */
final class RepetitionEditions {
    private RepetitionEditions() {
    }

    static Arbiter arbiter(String editionId, Path rulesDir) {
        Named named = named(editionId, rulesDir);
        try {
            return named.arbiter();
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    /**
     * An edition the options name, with the arbiters it is kept among: its replayer needs only the edition's tables,
     * its arbiter the rule base too (a long run replays games while that is built). Both throw RulesException for an
     * unknown or broken edition.
     */
    record Named(Arbiters arbiters, String id) {
        Replayer replayer() {
            return arbiters.replayer(id);
        }

        Arbiter arbiter() {
            return arbiters.get(id);
        }
    }

    static Named named(String editionId, Path rulesDir) {
        try {
            if (rulesDir == null) {
                return new Named(Services.rulings().arbiters(), editionId == null ? "wxf-2018" : editionId);
            }
            EditionRepository repo = EditionRepository.fromDirectory(rulesDir);
            Edition edition;
            if (editionId != null) {
                edition = repo.get(editionId);
            } else {
                Collection<Edition> own = repo.editions().stream().filter(e -> !e.bundled()).toList();
                if (own.size() != 1) {
                    throw new UserError("--rules " + rulesDir + " holds " + own.size()
                            + " editions; name one with --edition (" + String.join(", ", ids(own)) + ")");
                }
                edition = own.iterator().next();
            }
            return new Named(Services.rulings(repo).arbiters(), edition.id());
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    private static List<String> ids(Collection<Edition> editions) {
        return editions.stream().map(Edition::id).toList();
    }
}
