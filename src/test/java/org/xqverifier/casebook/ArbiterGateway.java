package org.xqverifier.casebook;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The casebook's only door to the engine: {@code org.xqverifier.ruling.Arbiter} as documented in the team brief —
 * {@code Arbiter.forEdition(id).rule(fen, moves)} returning a {@code Ruling} with {@code verdict().code()},
 * {@code moves()} (each with {@code labels()}) and {@code reasons()}.
 *
 * <p>Why reflection: the casebook is written independently of the engine and lands on its own branch before the
 * engine does. Looking the documented API up by name keeps the casebook compiling and its board checks running
 * either way; while the engine is absent the steps that need a ruling are reported as skipped (not passed). Once
 * {@code org.xqverifier.ruling} is on main this class can call it directly — nothing else in the glue changes.
 */
final class ArbiterGateway {

    /** What the casebook reads from a ruling, in the contract's words. */
    record Ruling(String verdict, List<List<String>> labelsPerPly, List<String> reasons) {
    }

    static final class EngineMissing extends RuntimeException {
        EngineMissing(String message) {
            super(message);
        }
    }

    private static final String ARBITER = "org.xqverifier.ruling.Arbiter";
    private static final Map<String, Object> ARBITERS = new ConcurrentHashMap<>();

    private ArbiterGateway() {
    }

    static boolean engineAvailable() {
        try {
            Class.forName(ARBITER);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    static Ruling rule(String edition, String fen, List<String> moves) {
        Object arbiter = ARBITERS.computeIfAbsent(edition, ArbiterGateway::arbiterFor);
        Object ruling = invoke(arbiter, "rule", new Class<?>[]{String.class, List.class}, fen, moves);
        Object verdict = invoke(ruling, "verdict", new Class<?>[0]);
        String code = String.valueOf(invoke(verdict, "code", new Class<?>[0]));
        List<List<String>> labels = new ArrayList<>();
        for (Object move : (List<?>) invoke(ruling, "moves", new Class<?>[0])) {
            List<String> ofMove = new ArrayList<>();
            for (Object label : (Iterable<?>) invoke(move, "labels", new Class<?>[0])) {
                ofMove.add(String.valueOf(label));
            }
            labels.add(ofMove);
        }
        List<String> reasons = new ArrayList<>();
        for (Object reason : (List<?>) invoke(ruling, "reasons", new Class<?>[0])) {
            reasons.add(String.valueOf(reason));
        }
        return new Ruling(code, labels, reasons);
    }

    private static Object arbiterFor(String edition) {
        Class<?> arbiter;
        try {
            arbiter = Class.forName(ARBITER);
        } catch (ClassNotFoundException e) {
            throw new EngineMissing("the repetition engine (" + ARBITER + ") is not on this branch yet");
        }
        return invokeStatic(arbiter, "forEdition", new Class<?>[]{String.class}, edition);
    }

    private static Object invokeStatic(Class<?> type, String name, Class<?>[] params, Object... args) {
        try {
            return call(type.getMethod(name, params), null, args);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no " + name + " as the brief documents it", e);
        }
    }

    private static Object invoke(Object target, String name, Class<?>[] params, Object... args) {
        try {
            Method m = target.getClass().getMethod(name, params);
            m.setAccessible(true);
            return call(m, target, args);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(target.getClass().getName() + " has no " + name
                    + "() as the brief documents it", e);
        }
    }

    private static Object call(Method m, Object target, Object... args) {
        try {
            return m.invoke(target, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause.getMessage(), cause);
        }
    }
}
