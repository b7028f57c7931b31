package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqverifier.edition.Edition;
import org.xqverifier.repetition.Arbiters;

import java.util.List;

/**
 * The arbiter's own review of the natural move limit (自然限著) for a game played so far, by the edition's conduct
 * rules exactly as {@code xq arbitrate} reviews it: the game is replayed as a log of its moves followed by
 * {@code review: natural-limit}, and the rules count the plies since the last capture (less the checks beyond the
 * quota and the plies beyond the counted cycles of a perpetual check or chase) and decide. Only an edition whose
 * conduct tables set {@code natural-limit-plies} has a natural limit.
 */
public final class NaturalLimitReview {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ConductRules rules;
    private final Arbiters rulings;
    private final int limit;
    private final Param row;

    /** What a review found: the plies it counted, and the result when the limit is reached (a draw, with its article). */
    public record Review(int counted, Decision result) {
    }

    private NaturalLimitReview(ConductRules rules, Arbiters rulings, Param row) {
        this.rules = rules;
        this.rulings = rulings;
        this.row = row;
        this.limit = row.value();
    }

    /**
     * The review under {@code edition}'s conduct rules, chases labelled by {@code rulings}; null when the edition has
     * no conduct rules or sets no natural limit.
     */
    public static NaturalLimitReview of(Edition edition, Arbiters rulings) {
        ConductRules rules = ConductRules.ofEditionOrNull(edition);
        if (rules == null) {
            return null;
        }
        for (Param p : rules.params()) {
            if (p.name().equals("natural-limit-plies")) {
                return new NaturalLimitReview(rules, rulings, p);
            }
        }
        return null;
    }

    /** The limit in plies (the edition's {@code natural-limit-plies}): no review can reach it with fewer plies since a capture. */
    public int plies() {
        return limit;
    }

    /** The row the limit comes from, with its article. */
    public Param row() {
        return row;
    }

    /** Reviews the game from {@code startFen} through {@code moves} (ICCS, legal): the count, and the result if reached. */
    public Review review(String startFen, List<String> moves) {
        ObjectNode log = JSON.createObjectNode();
        log.put("fen", startFen);
        ArrayNode events = log.putArray("events");
        for (String m : moves) {
            events.addObject().put("move", m);
        }
        events.addObject().put("review", "natural-limit");
        Arbitration.Outcome outcome = new Arbitration(rules, rules.repetitionJudge(rulings), rulings, null)
                .replay(ArbiterLog.parse("natural-limit review", log.toString(), true));
        int counted = -1;
        for (Decision d : outcome.decisions()) {
            if ("count".equals(d.getKind())) {
                counted = d.getCount();
            }
        }
        Decision result = outcome.result();
        return new Review(counted, result != null && result.getEvent() == moves.size() + 1 ? result : null);
    }
}
