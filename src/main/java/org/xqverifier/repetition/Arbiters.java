package org.xqverifier.repetition;

import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;

/**
 * The arbiters of one repository's editions: the one way the page, the commands, the reports and the conduct replay
 * reach the repetition rulings. Each edition's replayer and arbiter are its doors ({@link Edition#door}), made once per
 * edition object, so that an edition's rule base is built once per process ({@link #bundled()}) or once per committee's
 * folder ({@link #of}).
 */
public final class Arbiters {
    private final EditionRepository repository;

    private Arbiters(EditionRepository repository) {
        this.repository = repository;
    }

    /** The editions packaged with xq. */
    public static Arbiters bundled() {
        return new Arbiters(EditionRepository.bundled());
    }

    /** The editions of another repository, e.g. a committee's folder ({@link EditionRepository#fromDirectory}). */
    public static Arbiters of(EditionRepository repository) {
        return new Arbiters(repository);
    }

    /**
     * The arbiter of an edition of this repository; an unknown id or an edition without repetition rules is a
     * RulesException naming what is missing.
     */
    public Arbiter get(String id) {
        return Arbiter.of(repository.get(id));
    }

    /**
     * The replayer of an edition of this repository, the one its arbiter decides for: it needs the edition's tables
     * only, so a long run replays games with it while {@link #get} builds the rule base. Errors as {@link #get}.
     */
    public Replayer replayer(String id) {
        return Replayer.of(repository.get(id));
    }
}
