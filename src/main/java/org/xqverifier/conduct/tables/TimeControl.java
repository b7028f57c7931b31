package org.xqverifier.conduct.tables;

import org.xqverifier.conduct.facts.Deadline;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One time control of an edition's table ({@code controls:} of {@code conduct/time-controls.yaml}, keyed by its id):
 * either periods (a time and a move quota each, the last one possibly repeating) on clocks that add up each side's
 * time, or a Fischer clock (a base time plus an increment per move). It computes the facts — which deadlines a side's
 * clock has passed and what was required by then — and leaves the verdict to the rules. {@code recording}: whether the
 * players must keep a record; {@code drawCountsAs}: the result a draw counts as (an armageddon game's black-wins);
 * {@code gamesPerDay}: the numbers of games a day the control is for (TW 第二章第二節 一 [A]–[D]).
 */
public record TimeControl(Citation citation, List<Period> periods, BaseMinutes baseMinutes, int incrementSeconds,
                          boolean recording, String drawCountsAs, List<Integer> gamesPerDay)
        implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("periods", "baseMinutes", "incrementSeconds", "recording", "drawCountsAs",
            "gamesPerDay");
    static final Map<String, Object> DEFAULTS = Map.of("recording", true);
    /** The longest period a table may set, in minutes. */
    static final int LONGEST_PERIOD = 600;

    /**
     * A period: its minutes (null: set by the event, see {@link #withFirstPeriodMinutes}), the moves to make in it (null:
     * free time), whether it repeats to the end of the game, whether spare moves carry into the next quota.
     */
    public record Period(int minutes, Integer moves, boolean repeat, boolean carryOver) implements TableBinder.Checked {
        static final Set<String> OPTIONAL = Set.of("minutes", "moves", "repeat", "carryOver");
        static final Map<String, Object> DEFAULTS = Map.of("carryOver", true);

        @Override
        public void check() {
            if (minutes < 0 || minutes > LONGEST_PERIOD) {
                throw TableBinder.problem("minutes", "must be a whole number from 0 to " + LONGEST_PERIOD
                        + " (null: set by the event)");
            }
            if (repeat && minutes < 1) {
                // a repeating period of no time would never end
                throw TableBinder.problem("minutes", "a repeating period needs at least 1 minute");
            }
            if (moves != null && moves < 1) {
                throw TableBinder.problem("moves", "must be a whole number of at least 1 (absent: free time)");
            }
        }
    }

    /** A Fischer clock's base time, each side's: {@code base_minutes: 60}, or {@code {red: 15, black: 10}}. */
    public record BaseMinutes(int red, int black) implements TableBinder.Checked {
        public BaseMinutes(int both) {
            this(both, both);
        }

        @Override
        public void check() {
            if (red < 0 || black < 0 || red > LONGEST_PERIOD || black > LONGEST_PERIOD) {
                throw TableBinder.problem("", "base_minutes must be whole numbers from 0 to " + LONGEST_PERIOD);
            }
        }
    }

    @Override
    public void check() {
        if (periods.isEmpty() && baseMinutes == null) {
            throw TableBinder.problem("", "a control needs periods or base_minutes");
        }
        if (incrementSeconds < 0 || incrementSeconds > 3600) {
            throw TableBinder.problem("increment_seconds", "must be a whole number of seconds from 0 to 3600");
        }
    }

    /** The control's id, the key of its row. */
    public String id() { return citation.id(); }
    public boolean fischer() { return periods.isEmpty(); }
    public boolean recordingRequired() { return recording; }

    /** A copy with the first period's length set (for controls whose table leaves it to the event, e.g. CXA 6.5). */
    public TimeControl withFirstPeriodMinutes(int minutes) {
        if (fischer()) {
            return new TimeControl(citation, periods, new BaseMinutes(minutes), incrementSeconds, recording,
                    drawCountsAs, gamesPerDay);
        }
        List<Period> p = new ArrayList<>(periods);
        Period first = p.get(0);
        p.set(0, new Period(minutes, first.moves(), first.repeat(), first.carryOver()));
        return new TimeControl(citation, List.copyOf(p), baseMinutes, incrementSeconds, recording, drawCountsAs,
                gamesPerDay);
    }

    /** The first time limit (第一時限) in minutes: the first period, or a Fischer clock's base time (the side's). */
    public int firstPeriodMinutes(String side) {
        if (fischer()) {
            return baseMinutes == null ? 0 : "black".equals(side) ? baseMinutes.black() : baseMinutes.red();
        }
        return periods.get(0).minutes();
    }

    /**
     * Deadlines of {@code side} passed when its used time went from {@code fromSeconds} (exclusive) to
     * {@code toSeconds} (inclusive). {@code moveTimes} are the used times at which the side completed its moves so far,
     * in order; {@code creditedMoves} the moves whose Fischer increment is already on the clock.
     */
    public List<Deadline> passed(String side, int fromSeconds, int toSeconds, List<Integer> moveTimes, int creditedMoves) {
        return passed(side, fromSeconds, toSeconds, moveTimes, creditedMoves, true);
    }

    /**
     * As above; {@code freeTimeMovesCount}: whether the moves made in a free period (no quota) count toward the quota
     * of the period after it, or that quota starts from the end of the free time.
     */
    public List<Deadline> passed(String side, int fromSeconds, int toSeconds, List<Integer> moveTimes, int creditedMoves,
                                 boolean freeTimeMovesCount) {
        List<Deadline> out = new ArrayList<>();
        if (fischer()) {
            int limit = firstPeriodMinutes(side) * 60 + incrementSeconds * creditedMoves;
            if (toSeconds > limit) {
                out.add(new Deadline(side, limit, -1, madeBy(moveTimes, limit), true, id()));
            }
            return out;
        }
        int end = 0;
        int required = 0;
        for (int k = 0; ; k++) {
            Period p = periods.get(Math.min(k, periods.size() - 1));
            boolean last = k >= periods.size() - 1;
            if (k >= periods.size() && !p.repeat()) break;
            int start = end;
            end += p.minutes() * 60;
            if (p.moves() != null) {
                boolean afterFree = k > 0 && k <= periods.size() - 1 && periods.get(k - 1).moves() == null;
                boolean fresh = !p.carryOver() || afterFree && !freeTimeMovesCount;
                required = fresh ? madeBy(moveTimes, start) + p.moves() : required + p.moves();
            }
            boolean isFinal = last && !p.repeat();
            if (end >= fromSeconds && end < toSeconds) {
                out.add(new Deadline(side, end, p.moves() == null ? -1 : required, madeBy(moveTimes, end), isFinal, id()));
            }
            if (end >= toSeconds || isFinal) break;
        }
        return out;
    }

    /**
     * The number of the period the used time falls in, from 0, counting each repetition of a repeating period
     * (a Fischer clock has one). A move completed exactly at a period's end belongs to that period.
     */
    public int periodAt(String side, int usedSeconds) {
        if (fischer()) return 0;
        int end = 0;
        for (int k = 0; ; k++) {
            Period p = periods.get(Math.min(k, periods.size() - 1));
            if (k >= periods.size() && !p.repeat()) return k - 1;
            end += p.minutes() * 60;
            if (end >= usedSeconds) return k;
        }
    }

    /** Seconds left in the period the used time falls in (a Fischer clock: its balance). */
    public int remainingInPeriod(String side, int usedSeconds, int creditedMoves) {
        if (fischer()) {
            return firstPeriodMinutes(side) * 60 + incrementSeconds * creditedMoves - usedSeconds;
        }
        int end = 0;
        for (int k = 0; ; k++) {
            Period p = periods.get(Math.min(k, periods.size() - 1));
            if (k >= periods.size() && !p.repeat()) return end - usedSeconds;
            end += p.minutes() * 60;
            if (end >= usedSeconds) return end - usedSeconds;
        }
    }

    private static int madeBy(List<Integer> moveTimes, int seconds) {
        int n = 0;
        for (int t : moveTimes) {
            if (t <= seconds) n++;
        }
        return n;
    }
}
