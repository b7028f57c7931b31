package org.xqverifier.interfaces.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Arbiters;
import org.xqverifier.repetition.RuledMove;
import org.xqverifier.repetition.Ruling;

/**
 * Rulings from the repetition engine ({@link Arbiter}) for the editions of a repository that have repetition rules:
 * the bundled editions for the page and the reports, or a committee's folder for {@code xq diff}.
 */
public final class ArbiterRulingService implements RulingService {
    private static final String AREA = "repetition";

    private final EditionRepository repository;
    private final Arbiters arbiters;
    private volatile List<EditionInfo> editions;

    private ArbiterRulingService(EditionRepository repository, boolean bundled) {
        this.repository = repository;
        this.arbiters = bundled ? Arbiters.bundled() : Arbiters.of(repository);
    }

    /** The editions packaged with xq; their rule bases are built once per process and shared. */
    public static ArbiterRulingService bundled() {
        return new ArbiterRulingService(EditionRepository.bundled(), true);
    }

    /** The editions of a repository such as a committee's folder ({@link EditionRepository#fromDirectory}). */
    public static ArbiterRulingService of(EditionRepository repository) {
        return new ArbiterRulingService(repository, false);
    }

    @Override
    public List<EditionInfo> editions() {
        List<EditionInfo> list = editions;
        if (list == null) {
            list = new ArrayList<>();
            for (Edition e : repository.editions()) {
                if (e.hasRules(AREA)) {
                    list.add(new EditionInfo(e.id(), e.title().zh() + " · " + e.title().en()));
                }
            }
            editions = list = List.copyOf(list);
        }
        return list;
    }

    /** The arbiter of an edition, built (rules loaded and compiled) on first use; a broken folder throws RulesException. */
    public Arbiter arbiter(String edition) {
        return arbiters.get(edition);
    }

    /** The arbiters behind these rulings, for code below the interfaces that rules too (the conduct replay). */
    public Arbiters arbiters() {
        return arbiters;
    }

    @Override
    public RulingResult rule(String edition, String fen, List<String> moves) {
        if (editions().stream().noneMatch(e -> e.id().equals(edition))) {
            List<String> ids = editions().stream().map(EditionInfo::id).toList();
            throw new IllegalArgumentException("unknown edition '" + edition + "' (known: " + String.join(", ", ids) + ")");
        }
        Ruling r;
        try {
            r = arbiter(edition).rule(fen, moves);
        } catch (RulesException e) {
            throw new IllegalStateException("the rules of " + edition + " do not load: " + e.getMessage(), e);
        }
        return result(r, fen);
    }

    @Override
    public RulingResult firstRuling(String edition, String fen, List<String> moves) {
        if (editions().stream().noneMatch(e -> e.id().equals(edition))) {
            return rule(edition, fen, moves);
        }
        return result(arbiter(edition).firstRuling(fen, moves));
    }

    /** With keys only (the edition's tables, not its rule base): see {@link org.xqverifier.repetition.Replayer#firstCycle}. */
    @Override
    public RulingResult.Cycle firstCycle(String edition, String fen, List<String> iccsMoves) {
        if (editions().stream().noneMatch(e -> e.id().equals(edition))) {
            return rule(edition, fen, iccsMoves).cycle(); // the unknown edition's message
        }
        int[] moves = new int[iccsMoves.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = org.xqverifier.board.Move.parseIccs(iccsMoves.get(i));
            if (moves[i] == org.xqverifier.board.Move.NONE) {
                throw new IllegalArgumentException("move " + (i + 1) + " is not an ICCS move: " + iccsMoves.get(i));
            }
        }
        org.xqverifier.repetition.Cycle c;
        try {
            c = arbiters.replayer(edition).firstCycle(fen, moves);
        } catch (RulesException e) {
            throw new IllegalStateException("the rules of " + edition + " do not load: " + e.getMessage(), e);
        }
        return c == null ? null : new RulingResult.Cycle(c.startPly(), c.length());
    }

    /**
     * The engine's ruling in the shape of {@code xq rule --json}, with each move's label codes but not its text or
     * position: for long runs (a collection's first rulings), which need neither.
     */
    public static RulingResult result(Ruling r) {
        return result(r, null);
    }

    /**
     * The ruling of the moves played from {@code fen} in the shape of {@code xq rule --json}, complete: the start
     * position, and per move its label codes, its text in every notation and the position after it. {@code fen}
     * null leaves the texts and positions out, as {@link #result(Ruling)} does.
     */
    public static RulingResult result(Ruling r, String fen) {
        Position position = fen == null ? null : startOf(fen);
        List<RulingResult.MoveRuling> moves = new ArrayList<>(r.moves().size());
        for (RuledMove m : r.moves()) {
            Map<String, String> text = null;
            String after = null;
            // the plies in order from the first: each is played on the position the one before it left
            int move = position == null || m.ply() != moves.size() + 1 ? Move.NONE : Move.parseIccs(m.move());
            if (move != Move.NONE) {
                text = new LinkedHashMap<>();
                for (MoveNotation n : Notations.all()) {
                    text.put(n.name(), n.write(position, move));
                }
                position.make(move);
                after = position.toFen();
            } else {
                position = null;    // a ruling that does not follow from the FEN: no texts rather than wrong ones
            }
            moves.add(new RulingResult.MoveRuling(m.ply(), m.move(), m.side(), m.labels(), m.targets(), m.codes(),
                    text, after));
        }
        List<RulingResult.Reason> reasons = new ArrayList<>(r.reasons().size());
        for (Citation reason : r.reasons()) {
            reasons.add(new RulingResult.Reason(reason.id(), reason.article(), reason.figures(), reason.zh(), reason.en(),
                    reason.sourceEdition(), reason.inherited(), reason.cited()));
        }
        RulingResult.Cycle cycle = r.cycleOrNull() == null ? null
                : new RulingResult.Cycle(r.cycleOrNull().startPly(), r.cycleOrNull().length());
        return new RulingResult(r.edition(), r.code(), r.violator(), cycle, moves, reasons,
                fen == null ? null : startOf(fen).toFen());
    }

    private static Position startOf(String fen) {
        try {
            return Position.fromFen(fen);
        } catch (FenException e) {
            throw new IllegalArgumentException(e.getMessage(), e);   // the arbiter read it already: not reached
        }
    }
}
