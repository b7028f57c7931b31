package org.xqverifier.conduct;

import org.xqverifier.conduct.tables.TimeControl;
import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Side;
import org.xqverifier.conduct.facts.Deadline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.xqverifier.conduct.LogFields.name;

/**
 * The game clock as the log reads it: each side's used time, the used time at which each of its moves counts as made,
 * and the time control both run under (none when the log names none). It checks the readings — a clock does not go
 * back, and only the mover's runs — and computes the deadlines a side's clock passed; the rules judge them.
 */
final class GameClock {
    private final TimeControl control;
    private final Map<Side, Integer> used = new EnumMap<>(Side.class);
    private final Map<Side, List<Integer>> moveTimes = new EnumMap<>(Side.class);

    /** @param control the log's time control, or null */
    GameClock(TimeControl control) {
        this.control = control;
        for (Side s : Side.values()) {
            used.put(s, 0);
            moveTimes.put(s, new ArrayList<>());
        }
    }

    /** Whether the log names a time control (without one, no deadline passes). */
    boolean timed() {
        return control != null;
    }

    /** The time control; null when the log names none. */
    TimeControl control() {
        return control;
    }

    int used(Side side) {
        return used.get(side);
    }

    /** Both sides' used time together: the time the game has run. */
    int elapsed() {
        return used(Side.RED) + used(Side.BLACK);
    }

    /** The moves the side has made, each with its clock time. */
    int moves(Side side) {
        return moveTimes.get(side).size();
    }

    /** The side's move is made when its clock shows {@code usedSeconds}. */
    void moveMade(Side side, int usedSeconds) {
        moveTimes.get(side).add(usedSeconds);
    }

    /** Sets the side's used time as the arbiter does after a clock fault (it may go back). */
    void set(Side side, int usedSeconds) {
        used.put(side, usedSeconds);
    }

    /** Adds time to the side's clock (a penalty, lateness): it then shows at least {@code usedSeconds}. */
    void charge(Side side, int usedSeconds) {
        used.put(side, Math.max(used(side), usedSeconds));
    }

    /**
     * Takes the event's readings ({@code clock: {red: USED, black: USED}}, either may be missing). {@code running}: the
     * only clock that may have moved since the last reading (the mover's), or null if any may; {@code unpressed}: a clock
     * left running by a player who forgot to press it, or null.
     */
    void read(LogEvent e, Side running, Side unpressed) {
        JsonNode c = e.body().path("clock");
        if (!c.isObject()) throw LogError.at(e, "clock is {red: USED, black: USED} (each side's used time, h:mm:ss)");
        for (Side s : Side.values()) {
            JsonNode v = c.path(name(s));
            if (v.isMissingNode()) continue;
            int reading = ClockReading.seconds(v, "clock." + name(s));
            int last = used(s);
            if (reading < last) {
                throw LogError.at(e, name(s) + "'s clock went backwards: " + ClockReading.text(reading) + " after "
                        + ClockReading.text(last));
            }
            if (running != null && s != running && s != unpressed && reading > last) {
                throw LogError.at(e, name(s) + "'s clock ran during " + name(running) + "'s move: "
                        + ClockReading.text(reading) + " after " + ClockReading.text(last));
            }
            used.put(s, reading);
        }
    }

    /**
     * The deadlines the side's clock passed since it showed {@code fromSeconds}; {@code creditedMoves}: the moves whose
     * Fischer increment is on the clock. Needs a time control.
     */
    List<Deadline> passedSince(Side side, int fromSeconds, int creditedMoves, boolean freeTimeMovesCount) {
        return control.passed(name(side), fromSeconds, used(side), moveTimes.get(side), creditedMoves, freeTimeMovesCount);
    }

    /** Whether a deadline of the side falls between the two readings of its clock (a press after the release). */
    boolean deadlineBetween(Side side, int fromSeconds, int toSeconds) {
        return control != null && !control.passed(name(side), fromSeconds, toSeconds, moveTimes.get(side), moves(side)).isEmpty();
    }

    /** The number of the period the side's clock is in (see {@link TimeControl#periodAt}). Needs a time control. */
    int period(Side side) {
        return control.periodAt(name(side), used(side));
    }

    /** Seconds left in the side's period, or its Fischer balance. Needs a time control. */
    int remainingInPeriod(Side side) {
        return control.remainingInPeriod(name(side), used(side), moves(side));
    }

    /** The side's first time limit in minutes, which some rules measure lateness against. */
    int firstPeriodMinutes(Side side) {
        if (control == null) throw new IllegalArgumentException("this event needs the log's time_control (the first time limit decides)");
        return control.firstPeriodMinutes(name(side));
    }

    /** A press after the hand left the piece: the release must lie between the side's last reading and the press. */
    void checkRelease(Side side, int released, int pressed) {
        int last = used(side);
        if (released < last || released > pressed) {
            throw new IllegalArgumentException("released (" + ClockReading.text(released) + ") must lie between "
                    + name(side) + "'s last reading (" + ClockReading.text(last) + ") and the press ("
                    + ClockReading.text(pressed) + ")");
        }
    }
}
