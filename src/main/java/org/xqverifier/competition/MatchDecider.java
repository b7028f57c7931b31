package org.xqverifier.competition;

import org.kie.api.KieBase;
import org.kie.api.io.ResourceType;
import org.kie.api.runtime.StatelessKieSession;
import org.kie.internal.utils.KieHelper;
import org.kie.api.builder.Message;
import org.kie.api.builder.Results;

import java.util.List;

/**
 * The edition's match-result rules (match-result.drl) as a Drools rule base, built once per edition and process.
 * Every Drools call of the competition area goes through this class, so moving to the shared
 * {@code Edition.kieBase("competition")} is a change here only. Invoked once per standings for all multi-game
 * pairings together; one-game individual events never need it.
 */
public final class MatchDecider {
    private final String source;
    private final String drl;
    private volatile KieBase kieBase;

    MatchDecider(String edition, String source, String drl) {
        this.source = source;
        this.drl = drl;
    }

    private KieBase base() {
        KieBase kb = kieBase;
        if (kb == null) {
            synchronized (this) {
                if (kieBase == null) {
                    KieHelper helper = new KieHelper();
                    helper.addContent(drl, ResourceType.DRL);
                    Results results = helper.verify();
                    if (results.hasMessages(Message.Level.ERROR)) {
                        Message m = results.getMessages(Message.Level.ERROR).get(0);
                        throw new RulesFolderException(source + ":" + m.getLine() + ": " + m.getText().lines().findFirst().orElse(""));
                    }
                    kieBase = helper.build();
                }
                kb = kieBase;
            }
        }
        return kb;
    }

    /** Decides every tally; a tally no rule decides is an error in the rules folder, not a silent draw. */
    public void decide(List<MatchTally> tallies) {
        if (tallies.isEmpty()) {
            return;
        }
        StatelessKieSession session = base().newStatelessKieSession();
        session.execute(tallies);
        for (MatchTally t : tallies) {
            if (t.isUndecided()) {
                throw new RulesFolderException(source + ": no rule decides a " + t.getKind() + " match ("
                        + t.getFirstGamePoints() + ":" + t.getSecondGamePoints() + ")");
            }
        }
    }
}
