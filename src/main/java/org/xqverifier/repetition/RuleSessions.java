package org.xqverifier.repetition;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.drools.base.base.ClassObjectType;
import org.drools.base.base.ObjectType;
import org.drools.core.impl.InternalRuleBase;
import org.drools.core.reteoo.ObjectTypeNode;
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
 * <p>
 * A row or fact of a class that no pattern of the rule base matches is not inserted: it would cost its fact handle
 * and its place in the session's object store and reach no rule (the rule base has no object-type node that takes
 * it). Which classes those are is read from the rule base, so it holds for any edition's rules, a committee's too:
 * wxf-2018 reads no MovedPiece or AnsweredCheck, cxa-2020 no VictimRule. The labels and the decision are read back
 * from what the rules inserted, never from the facts given.
 */
final class RuleSessions {
    private final List<Object> allRows;
    private final List<Object> rows;
    private final RuleFiring firing;
    private final KieSessionsPool pool;
    private final ReadClasses read;

    RuleSessions(KieBase kieBase, List<Object> rows, RuleFiring firing) {
        this.allRows = List.copyOf(rows);
        this.read = ReadClasses.of(kieBase);
        List<Object> kept = new ArrayList<>(rows.size());
        for (Object row : rows) {
            if (read.test(row.getClass())) {
                kept.add(row);
            }
        }
        this.rows = List.copyOf(kept);
        this.firing = firing;
        this.pool = kieBase.newKieSessionsPool(1);
    }

    /** The same rows and bounds over another rule base (the decision benchmark compares variants of the rules). */
    RuleSessions withKieBase(KieBase other) {
        return new RuleSessions(other, allRows, firing);
    }

    /** Whether a pattern of the rule base may match an object of the class (checked once per class). */
    boolean reads(Class<?> type) {
        return read.test(type);
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
                if (read.test(o.getClass())) {
                    session.insert(o);
                }
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

    /**
     * The classes the rule base's object-type nodes take: a class is read when one of them, with a node below it, is of
     * it or of a supertype.
     * A rule base with an object type that is not a class (a declared or templated type) reads everything, as does
     * one whose network cannot be looked at.
     */
    private static final class ReadClasses {
        private final List<Class<?>> types;
        private final Map<Class<?>, Boolean> known = new ConcurrentHashMap<>();

        private ReadClasses(List<Class<?>> types) {
            this.types = types;
        }

        static ReadClasses of(KieBase kieBase) {
            if (!(kieBase instanceof InternalRuleBase base)) {
                return new ReadClasses(null);
            }
            List<Class<?>> types = new ArrayList<>();
            for (ObjectTypeNode node : base.getRete().getObjectTypeNodes()) {
                ObjectType type = node.getObjectType();
                if (!(type instanceof ClassObjectType c)) {
                    return new ReadClasses(null);
                }
                // a node with nothing below it reads nothing (Drools adds one for a class when it is first inserted)
                if (node.getObjectSinkPropagator().size() > 0) {
                    types.add(c.getClassType());
                }
            }
            return new ReadClasses(List.copyOf(types));
        }

        boolean test(Class<?> type) {
            if (types == null) {
                return true;
            }
            return known.computeIfAbsent(type, t -> {
                for (Class<?> read : types) {
                    if (read.isAssignableFrom(t)) {
                        return true;
                    }
                }
                return false;
            });
        }
    }
}
