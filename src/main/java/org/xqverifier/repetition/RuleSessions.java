package org.xqverifier.repetition;

import java.util.List;

import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.KieSessionsPool;
import org.xqverifier.edition.RuleFiring;

/**
 * Rule sessions for decisions, taken from a pool of the rule base and given the edition's table rows for each
 * decision. Handing a session back resets it whole (Drools drops its memories at once), which costs less than
 * deleting the decision's facts and everything the rules derived from them one by one, and lets the rows go through
 * the network in the same firing as the decision's facts. Sessions are not shared: a decision has its session to
 * itself until it closes the lease.
 */
final class RuleSessions {
    private final List<Object> rows;
    private final RuleFiring firing;
    private final KieSessionsPool pool;

    RuleSessions(KieBase kieBase, List<Object> rows, RuleFiring firing) {
        this.rows = List.copyOf(rows);
        this.firing = firing;
        this.pool = kieBase.newKieSessionsPool(1);
    }

    /** The same rows and bounds over another rule base (the decision benchmark compares variants of the rules). */
    RuleSessions withKieBase(KieBase other) {
        return new RuleSessions(other, rows, firing);
    }

    int rowCount() {
        return rows.size();
    }

    /** A session holding the rows; hand it back with {@link Lease#close}. */
    Lease acquire() {
        KieSession session = pool.newKieSession();
        try {
            for (Object row : rows) {
                session.insert(row);
            }
        } catch (RuntimeException e) {
            session.dispose();
            throw e;
        }
        return new Lease(session);
    }

    /** One decision's use of a session. */
    final class Lease implements AutoCloseable {
        private final KieSession session;

        private Lease(KieSession session) {
            this.session = session;
        }

        KieSession session() {
            return session;
        }

        /** Hands one decision's facts to the session. */
        void insert(List<Object> facts) {
            for (Object o : facts) {
                session.insert(o);
            }
        }

        /** Fires the rules within the edition's bounds; the number of rules fired. */
        int fire() {
            return firing.fire(session);
        }

        /** Gives the session back to the pool, which resets it for the next decision. */
        @Override
        public void close() {
            session.dispose();
        }
    }
}
