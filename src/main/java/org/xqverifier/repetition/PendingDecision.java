package org.xqverifier.repetition;

import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RulesException;

import java.util.ArrayList;
import java.util.List;

/**
 * A game replayed under an edition ({@link Replayer}), waiting for the edition's rules: the facts they will be given,
 * the plies they will label, and what the tables alone already ruled (a mate or stalemate at the end, a search that
 * stopped at its bound). It keeps nothing of the game but these facts. Most games need no decision at all:
 * {@link #ruling()} rules on them without the rule base; the others go to {@link Arbiter#rule(PendingDecision)}.
 */
public final class PendingDecision {
    private final Edition edition;
    private final RepetitionTables tables;
    private final Cycle cycle;
    private final List<PlyFacts> labelled;
    private final List<Object> given;
    private final Verdict ending;
    private final Citation endingReason;
    private final int endingPly;
    private final Citation boundHit;

    PendingDecision(Edition edition, RepetitionTables tables, Cycle cycle, List<PlyFacts> labelled, List<Object> given,
                    Verdict ending, Citation endingReason, int endingPly, Citation boundHit) {
        this.edition = edition;
        this.tables = tables;
        this.cycle = cycle;
        this.labelled = labelled;
        this.given = given;
        this.ending = ending;
        this.endingReason = endingReason;
        this.endingPly = endingPly;
        this.boundHit = boundHit;
    }

    /** True if the edition's rules must run (a cycle to decide, or plies to label) before there is a ruling. */
    public boolean needsDecision() {
        return given != null;
    }

    /** The ruling of a game that needs no decision; for one that does, ask the {@link Arbiter}. */
    public Ruling ruling() {
        if (needsDecision()) {
            throw new IllegalStateException("this ruling waits for the rules of " + edition.id());
        }
        return ruling(Arbiter.Session.EMPTY);
    }

    Edition edition() {
        return edition;
    }

    /** What the rules are given; null when no decision is needed. */
    List<Object> facts() {
        return given;
    }

    /** The ruling, with the labels and the decision the rules reached over {@link #facts()}. */
    Ruling ruling(Arbiter.Session result) {
        List<RuledMove> ruled = new ArrayList<>(labelled.size());
        for (PlyFacts f : labelled) {
            ruled.add(result.move(f, tables));
        }
        Verdict verdict = ending;
        String violator = null;
        List<Citation> reasons = new ArrayList<>();
        int decisionPly = endingPly;
        if (cycle != null) {
            if (result.decision == null) {
                throw new RulesException(edition.display("repetition/verdict.drl"), 0, 0,
                        "the rules reached no decision on the cycle at plies " + cycle.startPly() + "-" + cycle.endPly());
            }
            verdict = Verdict.ofCode(result.decision.verdict());
            violator = result.decision.violator();
            reasons.addAll(result.decision.reasons());
            decisionPly = cycle.endPly();
        } else if (endingReason != null) {
            reasons.add(endingReason);
        }
        if (boundHit != null) {
            reasons.add(boundHit);
        }
        return new Ruling(edition.id(), verdict, violator, cycle, ruled, reasons, decisionPly);
    }
}
