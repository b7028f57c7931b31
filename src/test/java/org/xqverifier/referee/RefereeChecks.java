package org.xqverifier.referee;

import org.xqverifier.board.Move;
import org.xqverifier.repetition.Arbiter;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.Verdict;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * The two checks the issue asks of the referee, for one game under one edition, shared by the bounded tests and the
 * whole-corpus check under the benchmark profile:
 * <ol>
 * <li>played move by move, the referee's first repetition ruling is {@code xq rule --games}' ruling of the game (the
 * same {@link Ruling}: verdict, violator, cycle, labels, reasons and ply); a game without one ends as the batch
 * ruler says (checkmate, stalemate, or no ruling);</li>
 * <li>at every position of the game's repetition (from the first position that stands twice to a few plies after
 * the first ruling, or {@link #WINDOW} plies when none comes), every forbidden move, when played, brings the ruling the referee gave for it (and, at the
 * occurrence the edition rules on, that ruling is the status's), and every other legal move does not make the mover
 * the one who must change.</li>
 * </ol>
 * A disagreement is kept as a line saying where and what, so a failing run names every game.
 */
final class RefereeChecks {
    /** Plies after the first ruling still checked (the moves that continue the cycle are forbidden there). */
    static final int AFTER_RULING = 6;
    /** Plies checked after the first position that stands twice, when no ruling comes sooner. */
    static final int WINDOW = 40;

    final TreeMap<String, Integer> counts = new TreeMap<>();
    final List<String> problems = new ArrayList<>();

    void count(String what) {
        counts.merge(what, 1, Integer::sum);
    }

    int count(String what, int n) {
        return counts.merge(what, n, Integer::sum);
    }

    int of(String what) {
        return counts.getOrDefault(what, 0);
    }

    /** Both checks for one game; {@code consistency} false runs only the first. */
    void game(Referee referee, Arbiter batch, String name, String fen, int[] moves, boolean consistency) {
        Ruling expected = batch.firstRuling(fen, moves);
        RefereeGame game = referee.newGame(fen);
        int n = referee.tables().occurrences();
        Ruling first = null;
        int firstPly = -1;
        int windowFrom = Integer.MAX_VALUE;
        int windowTo = -1;
        Status naturalLimit = null;
        for (int p = 0; p < moves.length; p++) {
            if (consistency && game.ply() >= windowFrom && game.ply() <= windowTo) {
                everyMove(game, name, n);
            }
            Status s = game.play(Move.iccs(moves[p]));
            if (windowFrom == Integer.MAX_VALUE && occurredBefore(game)) {
                windowFrom = Math.max(0, s.ply() - 1);
                windowTo = windowFrom + WINDOW;
            }
            if (s.state() == State.NATURAL_LIMIT) {
                naturalLimit = s;
                break;
            }
            if (s.state() == State.REPETITION && first == null) {
                first = s.ruling();
                firstPly = s.ply();
                windowTo = s.ply() + AFTER_RULING;
                if (!consistency) {
                    break;
                }
            }
            if (first != null && game.ply() > windowTo) {
                break;
            }
        }
        count("games");
        if (naturalLimit != null && first == null) {
            count("natural limit before any repetition");
            if (expected.cycleOrNull() != null && expected.decisionPly() <= naturalLimit.ply()) {
                problems.add(name + ": natural limit at ply " + naturalLimit.ply() + " after the batch ruling at ply "
                        + expected.decisionPly());
            }
            return;
        }
        if (first != null) {
            count("first repetition ruling: " + first.code());
            if (!first.equals(expected)) {
                problems.add(name + ": referee " + describe(first) + " at ply " + firstPly + ", xq rule --games "
                        + describe(expected));
            }
            return;
        }
        Status end = game.status();
        if (end.state() == State.CHECKMATE || end.state() == State.STALEMATE) {
            count("ended by " + end.state().code());
            if (!end.ruling().equals(expected)) {
                problems.add(name + ": referee " + end.state().code() + " " + describe(end.ruling())
                        + ", xq rule --games " + describe(expected));
            }
            return;
        }
        count("no ruling");
        if (expected.verdict() != Verdict.NONE || expected.cycleOrNull() != null) {
            problems.add(name + ": referee no ruling, xq rule --games " + describe(expected));
        }
    }

    /** The position on the board has stood there before: the game's repetition has begun. */
    private static boolean occurredBefore(RefereeGame game) {
        return game.occurrences() >= 2;
    }

    /**
     * Every legal move of the side to move, tried: a forbidden one brings the ruling given for it; any other leaves the
     * mover out of the must-change side. The game is left as it was (checked).
     */
    void everyMove(RefereeGame game, String name, int rulesOn) {
        Status before = game.status();
        if (before.state().over()) {
            return;
        }
        count("positions tried");
        Set<String> forbidden = new HashSet<>();
        for (ForbiddenMove f : before.forbidden()) {
            forbidden.add(f.move());
            count("forbidden moves tried");
            Status after = game.play(f.move());
            String where = name + " ply " + before.ply() + " " + f.move();
            if (after.forbiddenPlayed() == null || !after.forbiddenPlayed().ruling().equals(f.ruling())) {
                problems.add(where + ": forbidden for " + describe(f.ruling()) + ", played gives "
                        + (after.forbiddenPlayed() == null ? "no forbidden move" : describe(after.forbiddenPlayed().ruling())));
            }
            if (f.occurrence() >= rulesOn && (after.state() != State.REPETITION || !after.ruling().equals(f.ruling()))) {
                problems.add(where + ": forbidden at the ruled occurrence, played gives " + after.state().code()
                        + (after.ruling() == null ? "" : " " + describe(after.ruling())));
            }
            game.undo();
        }
        for (String m : game.legalMoves()) {
            if (forbidden.contains(m)) {
                continue;
            }
            count("allowed moves tried");
            Status after = game.play(m);
            if (after.forbiddenPlayed() != null) {
                problems.add(name + " ply " + before.ply() + " " + m + ": allowed, played gives "
                        + describe(after.forbiddenPlayed().ruling()));
            }
            if (after.ruling() != null && after.state() == State.REPETITION) {
                count("allowed moves that bring a ruling");
                String mover = before.sideToMove();
                if (mover.equals(after.ruling().violator())) {
                    problems.add(name + " ply " + before.ply() + " " + m + ": allowed, but its ruling makes "
                            + mover + " change");
                }
            }
            game.undo();
        }
        if (!game.status().equals(before)) {
            problems.add(name + " ply " + before.ply() + ": trying the moves changed the status");
        }
    }

    static String describe(Ruling r) {
        String pattern = r.reasons().isEmpty() ? "-" : r.reasons().get(0).id();
        return r.code() + " (" + pattern + ", cycle " + (r.cycleOrNull() == null ? "none"
                : r.cycleOrNull().startPly() + "+" + r.cycleOrNull().length()) + ", ply " + r.decisionPly() + ")";
    }

    /** This check's counts and problems with another's added (for checks run on several threads). */
    RefereeChecks add(RefereeChecks other) {
        RefereeChecks sum = new RefereeChecks();
        for (RefereeChecks c : List.of(this, other)) {
            c.counts.forEach((k, v) -> sum.counts.merge(k, v, Integer::sum));
            sum.problems.addAll(c.problems);
        }
        return sum;
    }

    String report() {
        StringBuilder b = new StringBuilder();
        counts.forEach((k, v) -> b.append(String.format("  %-45s %,10d%n", k, v)));
        b.append(String.format("  %-45s %,10d%n", "problems", problems.size()));
        for (String p : problems.subList(0, Math.min(40, problems.size()))) {
            b.append("    ").append(p).append('\n');
        }
        return b.toString();
    }
}
