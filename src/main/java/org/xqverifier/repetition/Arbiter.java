package org.xqverifier.repetition;

import org.kie.api.KieBase;
import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RuleFiring;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.repetition.facts.Decision;
import org.xqverifier.repetition.facts.LabelRule;
import org.xqverifier.repetition.facts.MoveLabel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Rules on repetitions under one edition: its {@link Replayer} replays the moves on the analysis board, finds the
 * first position that occurs as often as the edition says and computes the facts of the plies to label, and the
 * edition's rules (Drools + tables) label the moves and decide. One Arbiter per edition and process; it is safe to
 * share between threads.
 */
public final class Arbiter {
    private final Edition edition;
    private final Replayer replayer;
    private final RepetitionTables tables;
    private final KieBase kieBase;
    private final RuleFiring firing;
    private final RuleSessions sessions;

    private Arbiter(Replayer replayer) {
        this.edition = replayer.edition();
        this.replayer = replayer;
        this.tables = replayer.tables();
        this.kieBase = edition.kieBase("repetition");
        this.firing = RuleFiring.of(edition, "repetition");
        List<Object> rows = new ArrayList<>(tables.rows());
        if (replayer.material() != null) {
            rows.addAll(replayer.material().rows());
        }
        this.sessions = new RuleSessions(kieBase, rows, firing);
    }

    /** The arbiter of a bundled edition (built once per process); unknown id → RulesException listing the editions. */
    public static Arbiter forEdition(String id) {
        return Arbiters.bundled().get(id);
    }

    /**
     * The arbiter of any edition, e.g. a committee's folder loaded with {@link EditionRepository#fromDirectory}: its
     * door, made once per edition object over the edition's replayer (the rule base is built here).
     */
    public static Arbiter forEdition(Edition edition) {
        return of(edition);
    }

    static Arbiter of(Edition edition) {
        return edition.door(Arbiter.class, e -> new Arbiter(Replayer.of(e)));
    }

    /** An arbiter over a replayer of its own, not the edition's door (a test compares two ways of replaying). */
    static Arbiter over(Replayer replayer) {
        return new Arbiter(replayer);
    }

    public Edition edition() {
        return edition;
    }

    /** The replayer whose gatherings this arbiter decides (the referee's live game asks it for its cycles' facts). */
    Replayer replayer() {
        return replayer;
    }

    /** The edition's repetition tables as read (occurrences, mate search depth, rows). */
    public RepetitionTables tables() {
        return tables;
    }

    /** Labels every move and rules on the first cycle that reaches the edition's occurrence count. */
    public Ruling rule(String fen, List<String> moves) {
        return rule(replayer.everyPly(fen, moves));
    }

    /**
     * Rules like {@link #rule(String, List)} but stops at the first ruling and labels only the plies the ruling needs
     * (the cycle): the rule engine runs only where a cycle needs a decision. For long runs (a PGN file).
     */
    public Ruling firstRuling(String fen, List<String> moves) {
        return rule(replayer.firstRuling(fen, moves));
    }

    /**
     * Like {@link #firstRuling(String, List)} for moves already known to be legal in sequence (a game record's main
     * line, {@code org.xqverifier.board.Move} codes): the game is replayed with make and Zobrist keys only, and only
     * the plies of the repetition are analysed.
     */
    public Ruling firstRuling(String fen, int[] moves) {
        return firstRuling(fen, moves, null);
    }

    /** {@link #firstRuling(String, int[])} handing the facts of its decision to {@code watch} (the decision benchmark). */
    Ruling firstRuling(String fen, int[] moves, Consumer<List<Object>> watch) {
        PendingDecision pending = replayer.firstRuling(fen, moves);
        if (watch != null && pending.needsDecision()) {
            watch.accept(pending.facts());
        }
        return rule(pending);
    }

    /**
     * Decides what a {@link Replayer} of this arbiter's edition gathered (its {@link Arbiters#replayer}): the rules
     * label the plies and rule on the cycle.
     */
    public Ruling rule(PendingDecision pending) {
        if (pending.edition() != edition) {
            throw new IllegalArgumentException("a decision of " + pending.edition().id() + " given to the arbiter of "
                    + edition.id());
        }
        return pending.ruling(pending.needsDecision() ? decide(pending.facts()) : Session.EMPTY);
    }

    /** One run of the edition's rules over the given facts: the labels and the decision they lead to. */
    Session decide(List<Object> given) {
        try (RuleSessions.Lease lease = sessions.acquire()) {
            lease.insert(given);
            lease.fire();
            Session out = new Session();
            for (Object o : lease.session().getObjects()) {
                if (o instanceof MoveLabel l) {
                    out.labels.computeIfAbsent(l.ply(), k -> new ArrayList<>()).add(l);
                } else if (o instanceof Decision d) {
                    out.decision = d;
                }
            }
            return out;
        }
    }

    /** The rule sessions the decisions run in (the decision benchmark times their steps). */
    RuleSessions sessions() {
        return sessions;
    }

    static final class Session {
        static final Session EMPTY = new Session();
        final Map<Integer, List<MoveLabel>> labels = new HashMap<>();
        Decision decision;

        RuledMove move(PlyFacts f, RepetitionTables tables) {
            List<MoveLabel> ls = new ArrayList<>(labels.getOrDefault(f.getPly(), List.of()));
            ls.sort(Comparator.comparingInt((MoveLabel l) -> precedence(tables, l.code()))
                    .thenComparing(l -> l.targetSquare() == null ? "" : l.targetSquare()));
            Set<String> words = new LinkedHashSet<>();
            Set<String> codes = new LinkedHashSet<>();
            Set<String> targets = new LinkedHashSet<>();
            for (MoveLabel l : ls) {
                LabelRule rule = tables.label(l.code());
                words.add(rule == null ? l.code() : rule.getZh());
                codes.add(l.code());
                if (l.targetSquare() != null && l.code().equals("chase")) {
                    targets.add(l.targetSquare());
                }
            }
            return new RuledMove(f.getPly(), f.getMove(), f.getSide(), List.copyOf(words), List.copyOf(codes),
                    List.copyOf(targets));
        }

        private static int precedence(RepetitionTables tables, String code) {
            LabelRule r = tables.label(code);
            return r == null ? Integer.MAX_VALUE : r.getPrecedence();
        }
    }
}
