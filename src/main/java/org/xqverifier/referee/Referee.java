package org.xqverifier.referee;

import org.xqverifier.board.Fen;
import org.xqverifier.conduct.NaturalLimitReview;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.RepetitionTables;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The referee of one edition: its repetition rulings (the arbiter {@code xq rule} uses, rule base built once) and,
 * where the edition has one, its natural move limit. Safe to share between threads; each game is one thread's.
 */
public final class Referee {
    private static final Map<String, Referee> BUNDLED = new ConcurrentHashMap<>();

    private final Arbiter arbiter;
    private final NaturalLimitReview naturalLimit;

    private Referee(Arbiters arbiters, String edition) {
        Edition e = arbiters.replayer(edition).edition();
        // the conduct rules (natural limit) load on a thread of their own while the repetition rule base is built
        CompletableFuture<NaturalLimitReview> conduct = new CompletableFuture<>();
        Thread loader = new Thread(() -> {
            try {
                conduct.complete(NaturalLimitReview.of(e, arbiters));
            } catch (Throwable t) {
                conduct.completeExceptionally(t);
            }
        }, "xq-referee-conduct");
        loader.setDaemon(true);
        loader.start();
        this.arbiter = arbiters.get(edition);
        try {
            this.naturalLimit = conduct.join();
        } catch (CompletionException x) {
            if (x.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw x;
        }
    }

    /**
     * The referee of a bundled edition (tw-2007, wxf-2018, cxa-2020), one per process; an unknown edition, or one
     * without repetition rules, is an {@link org.xqverifier.edition.RulesException} naming the known ones.
     */
    public static Referee of(String edition) {
        Referee r = BUNDLED.get(edition);
        if (r == null) {
            Referee made = new Referee(Arbiters.bundled(), edition);
            r = BUNDLED.computeIfAbsent(edition, k -> made);
        }
        return r;
    }

    /** The referee of an edition of another repository, e.g. a committee's folder ({@link EditionRepository#fromDirectory}). */
    public static Referee of(Arbiters arbiters, String edition) {
        return new Referee(arbiters, edition);
    }

    /** The edition's id. */
    public String edition() {
        return arbiter.edition().id();
    }

    public Edition editionInfo() {
        return arbiter.edition();
    }

    /** The repetition tables: how often a position stands before a ruling, and from when a move is forbidden. */
    public RepetitionTables tables() {
        return arbiter.tables();
    }

    /** A game from the start position. */
    public RefereeGame newGame() {
        return newGame(Fen.START);
    }

    /** A game from {@code fen}; a FEN that cannot be read or cannot occur is a {@link RefereeException} saying why. */
    public RefereeGame newGame(String fen) {
        return new RefereeGame(this, fen == null ? Fen.START : fen);
    }

    Arbiter arbiter() {
        return arbiter;
    }

    /**
     * The natural limit's review under the edition's conduct rules when a game with {@code pliesSinceCapture} could
     * reach it (at least the limit's plies since the last capture), else null; always null for an edition without one.
     */
    NaturalLimitReview naturalLimitIfReachable(int pliesSinceCapture) {
        return naturalLimit != null && pliesSinceCapture >= naturalLimit.plies() ? naturalLimit : null;
    }

    /** The natural limit in plies, or 0 when the edition has none. */
    public int naturalLimitPlies() {
        return naturalLimit == null ? 0 : naturalLimit.plies();
    }
}
