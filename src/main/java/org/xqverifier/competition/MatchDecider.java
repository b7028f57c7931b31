package org.xqverifier.competition;

import org.xqverifier.edition.Citation;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;

import java.util.List;

/**
 * The edition's match-result rules (competition/match-result.drl) deciding multi-game pairings, with the provisions
 * they cite (competition/match-result.yaml). Every Drools call
 * of the competition area goes through this class. The rule base is fetched only when a tournament has
 * multi-game pairings (one-game individual events never need it), then once per edition and process; all the
 * pairings of a standings are decided in one session.
 */
public final class MatchDecider {
    private final CompetitionTables tables;
    /** The rows of match-result.yaml, each with the id its rule looks for and the article and wording it cites. */
    private final List<Citation> provisions;

    MatchDecider(CompetitionTables tables, List<Citation> provisions) {
        this.tables = tables;
        this.provisions = provisions;
    }

    /** Decides every tally; a tally no rule decides is an error in the rules folder, not a silent draw. */
    public void decide(List<MatchTally> tallies) {
        if (tallies.isEmpty()) {
            return;
        }
        KieBase kb = tables.kieBase();
        if (kb == null) {
            throw new RulesFolderException("edition " + tables.edition() + " has no competition/*.drl rules to decide"
                    + " multi-game pairings");
        }
        KieSession session = kb.newKieSession();
        try {
            provisions.forEach(session::insert);
            tallies.forEach(session::insert);
            tables.fire(session);
        } finally {
            session.dispose();
        }
        for (MatchTally t : tallies) {
            if (t.isUndecided()) {
                throw new RulesFolderException(tables.rulesSource() + ": no rule decides a " + t.getKind() + " match ("
                        + Standings.number(t.getFirstGamePoints()) + ":" + Standings.number(t.getSecondGamePoints()) + ")");
            }
        }
    }
}
