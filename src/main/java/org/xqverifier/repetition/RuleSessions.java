package org.xqverifier.repetition;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import org.xqverifier.edition.RuleFiring;

/**
 * Rule sessions that already hold an edition's table rows, one per thread, reused from one decision to the next.
 * Inserting the rows (and joining them with each other) costs more than most decisions, and a corpus has thousands
 * of them. After a decision every fact that is not one of the rows, or derived from the rows alone, is deleted; if the
 * session does not come back exactly to that state it is thrown away and the next decision gets a new one.
 */
final class RuleSessions {
    private final KieBase kieBase;
    private final List<Object> rows;
    private final RuleFiring firing;
    private final ThreadLocal<Lease> idle = new ThreadLocal<>();

    RuleSessions(KieBase kieBase, List<Object> rows, RuleFiring firing) {
        this.kieBase = kieBase;
        this.rows = List.copyOf(rows);
        this.firing = firing;
    }

    /** A session holding the rows and what the rules derive from them alone; hand it back with {@link Lease#close}. */
    Lease acquire() {
        Lease lease = idle.get();
        if (lease != null) {
            idle.remove();
            return lease;
        }
        KieSession session = kieBase.newKieSession();
        for (Object row : rows) {
            session.insert(row);
        }
        firing.fire(session);
        return new Lease(session, new HashSet<>(session.<FactHandle>getFactHandles()));
    }

    /** One decision's use of a session. */
    final class Lease implements AutoCloseable {
        private final KieSession session;
        private final Set<FactHandle> baseline;

        private Lease(KieSession session, Set<FactHandle> baseline) {
            this.session = session;
            this.baseline = baseline;
        }

        KieSession session() {
            return session;
        }

        /** Deletes the decision's facts; the session is kept for the thread's next decision if it is back to the rows. */
        @Override
        public void close() {
            try {
                for (FactHandle h : List.copyOf(session.<FactHandle>getFactHandles())) {
                    if (!baseline.contains(h)) {
                        session.delete(h);
                    }
                }
                firing.fire(session);
                if (session.getFactCount() == baseline.size() && baseline.containsAll(session.<FactHandle>getFactHandles())) {
                    idle.set(this);
                    return;
                }
            } catch (RuntimeException e) {
                // a session that cannot be cleaned is not reused
            }
            session.dispose();
        }
    }
}
