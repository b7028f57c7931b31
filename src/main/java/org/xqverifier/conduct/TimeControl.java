package org.xqverifier.conduct;

import org.xqverifier.conduct.facts.Deadline;

import java.util.ArrayList;
import java.util.List;

/**
 * One time control of an edition's table: either periods (a time and a move quota each, the last one possibly
 * repeating) on clocks that add up each side's time, or a Fischer clock (a base time plus an increment per move).
 * It computes the facts — which deadlines a side's clock has passed and what was required by then — and leaves the
 * verdict to the rules.
 */
public final class TimeControl {
    /** A period: its minutes, the moves to make in it (null: free time), whether it repeats, whether spare moves carry. */
    public record Period(int minutes, Integer moves, boolean repeat, boolean carryOver) {
    }

    private final String id;
    private final List<Period> periods;
    private final Integer baseMinutesRed;
    private final Integer baseMinutesBlack;
    private final int incrementSeconds;
    private final boolean recordingRequired;
    private final String drawCountsAs;
    private final String article;
    private final String zh;
    private final String en;

    public TimeControl(String id, List<Period> periods, Integer baseMinutesRed, Integer baseMinutesBlack,
                       int incrementSeconds, boolean recordingRequired, String drawCountsAs,
                       String article, String zh, String en) {
        this.id = id;
        this.periods = List.copyOf(periods);
        this.baseMinutesRed = baseMinutesRed;
        this.baseMinutesBlack = baseMinutesBlack;
        this.incrementSeconds = incrementSeconds;
        this.recordingRequired = recordingRequired;
        this.drawCountsAs = drawCountsAs;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public String id() { return id; }
    public boolean fischer() { return periods.isEmpty(); }
    public boolean recordingRequired() { return recordingRequired; }
    public String drawCountsAs() { return drawCountsAs; }
    public String article() { return article; }
    public String zh() { return zh; }
    public String en() { return en; }
    public List<Period> periods() { return periods; }
    public int incrementSeconds() { return incrementSeconds; }

    /** A copy with the first period's length set (for controls whose table leaves it to the event, e.g. CXA 6.5). */
    public TimeControl withFirstPeriodMinutes(int minutes) {
        if (fischer()) {
            return new TimeControl(id, periods, minutes, minutes, incrementSeconds, recordingRequired, drawCountsAs, article, zh, en);
        }
        List<Period> p = new ArrayList<>(periods);
        Period first = p.get(0);
        p.set(0, new Period(minutes, first.moves(), first.repeat(), first.carryOver()));
        return new TimeControl(id, p, baseMinutesRed, baseMinutesBlack, incrementSeconds, recordingRequired, drawCountsAs, article, zh, en);
    }

    /** The first time limit (第一時限) in minutes: the first period, or a Fischer clock's base time (the side's). */
    public int firstPeriodMinutes(String side) {
        if (fischer()) {
            Integer m = "black".equals(side) ? baseMinutesBlack : baseMinutesRed;
            return m == null ? 0 : m;
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
                out.add(new Deadline(side, limit, -1, madeBy(moveTimes, limit), true, id));
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
                out.add(new Deadline(side, end, p.moves() == null ? -1 : required, madeBy(moveTimes, end), isFinal, id));
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
