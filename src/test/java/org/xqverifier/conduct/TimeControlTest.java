package org.xqverifier.conduct;

import org.xqverifier.conduct.tables.TimeControl;
import org.junit.jupiter.api.Test;
import org.xqverifier.conduct.facts.Deadline;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The deadline facts of the AXF 5+2 ordinary-clock schedule (附录2 4): 25 moves by 60 minutes, 35 by 75, 45 by 90,
 * 55 by 105, 65 by 120 ("多余着数可以累积"), then 10 moves in every 5 minutes ("此阶段着数不予累积").
 */
class TimeControlTest {
    private final TimeControl control = ConductRules.forEdition("axf-events").controls().get("5+2-clock");

    private static List<Integer> movesEvery(int seconds, int count) {
        List<Integer> t = new ArrayList<>();
        for (int i = 1; i <= count; i++) t.add(i * seconds);
        return t;
    }

    @Test
    void spareMovesCarryUpTo120Minutes() {
        List<Integer> times = movesEvery(100, 30); // 30 moves by 50 minutes
        List<Deadline> d = control.passed("red", 0, 60 * 60 + 1, times, times.size());
        assertEquals(1, d.size());
        assertEquals(25, d.get(0).getRequiredMoves());
        assertEquals(30, d.get(0).getMadeByThen());
        List<Deadline> at75 = control.passed("red", 60 * 60 + 1, 75 * 60 + 1, times, times.size());
        assertEquals(35, at75.get(0).getRequiredMoves(), "cumulative: 35 by 75 minutes, whatever was spare at 60");
        assertTrue(at75.get(0).getMadeByThen() < at75.get(0).getRequiredMoves());
    }

    @Test
    void after120MinutesEveryFiveMinutesNeedsTenNewMoves() {
        List<Integer> times = movesEvery(100, 70); // 70 moves by 116m40s: five spare at 120 minutes
        List<Deadline> d = control.passed("red", 120 * 60 + 1, 125 * 60 + 1, times, times.size());
        assertEquals(1, d.size());
        assertEquals(125 * 60, d.get(0).getAtSeconds());
        assertEquals(80, d.get(0).getRequiredMoves(), "no carrying: 70 made by 120 minutes + 10");
    }

    @Test
    void aFischerClockHasOneFinalDeadlineMovingWithTheIncrement() {
        TimeControl standard = ConductRules.forEdition("axf-events").controls().get("standard");
        assertTrue(standard.passed("red", 0, 3630, List.of(10, 3630), 1).isEmpty(), "60 minutes + one 30 s increment");
        List<Deadline> d = standard.passed("red", 0, 3631, List.of(10, 3631), 1);
        assertEquals(1, d.size());
        assertTrue(d.get(0).isFinalLimit());
    }
}
