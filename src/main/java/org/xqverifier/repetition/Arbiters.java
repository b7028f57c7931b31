package org.xqverifier.repetition;

import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The arbiters of one repository's editions, one per edition, built on first use and then shared: the one way the
 * page, the commands, the reports and the conduct replay reach the repetition rulings, so that an edition's rule base
 * is built once per process ({@link #bundled()}) or once per committee's folder ({@link #of}).
 */
public final class Arbiters {
    private static final class Bundled {
        static final Arbiters INSTANCE = new Arbiters(EditionRepository.bundled());
    }

    private final EditionRepository repository;
    private final Map<String, Replayer> replayers = new ConcurrentHashMap<>();
    private final Map<String, Arbiter> built = new ConcurrentHashMap<>();

    private Arbiters(EditionRepository repository) {
        this.repository = repository;
    }

    /** The editions packaged with xq, for the whole process. */
    public static Arbiters bundled() {
        return Bundled.INSTANCE;
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
        Arbiter a = built.get(id);
        if (a == null) {
            Replayer r = replayer(id);
            a = built.computeIfAbsent(id, k -> Arbiter.over(r));
        }
        return a;
    }

    /**
     * The replayer of an edition of this repository, the one its arbiter decides for: it needs the edition's tables
     * only, so a long run replays games with it while {@link #get} builds the rule base. Errors as {@link #get}.
     */
    public Replayer replayer(String id) {
        Replayer r = replayers.get(id);
        if (r == null) {
            Edition e = repository.get(id);
            r = replayers.computeIfAbsent(id, k -> Replayer.of(e));
        }
        return r;
    }
}
