package org.xqverifier.competition;

import java.util.ArrayList;
import java.util.List;

/**
 * The round-robin order table (循環賽對局秩序表), Berger's construction: the Taiwan 2007 rules' 附錄 tables for 3–12 players are
 * exactly this, as are FIDE's Berger tables. With an odd number of players the table of the next even number is used
 * and whoever meets the last number has the bye. The first number of a pair plays red.
 *
 * <p>Construction (n even): round 1 pairs k with n+1−k, k = 1…n/2, the smaller number red. From round to round
 * every number except n moves on by n/2 (counting 1…n−1 round a circle) and keeps its board and colour; n stays on
 * board 1 and has black in odd rounds, red in even rounds.
 */
public final class BergerTable {

    /** One game of the table: {@code red} plays {@code black}; {@code black == 0} is the bye. */
    public record Pair(int red, int black) {
        public boolean bye() {
            return black == 0 || red == 0;
        }

        @Override
        public String toString() {
            return red + "-" + black;
        }
    }

    private BergerTable() {
    }

    /** The rounds of a single round robin of {@code players} (≥ 2), pairs in board order, bye as number n. */
    public static List<List<Pair>> rounds(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 players, not " + players);
        }
        int n = players % 2 == 0 ? players : players + 1;
        int step = n / 2;
        List<List<Pair>> rounds = new ArrayList<>();
        int[] reds = new int[n / 2];
        int[] blacks = new int[n / 2];
        for (int k = 1; k <= n / 2; k++) {
            reds[k - 1] = k;
            blacks[k - 1] = n + 1 - k;
        }
        int onBoardOne = 1;   // the number meeting n
        for (int r = 1; r <= n - 1; r++) {
            List<Pair> round = new ArrayList<>();
            round.add(r % 2 == 1 ? new Pair(onBoardOne, n) : new Pair(n, onBoardOne));
            for (int b = 1; b < n / 2; b++) {
                round.add(new Pair(reds[b], blacks[b]));
            }
            rounds.add(round);
            onBoardOne = advance(onBoardOne, step, n);
            for (int b = 1; b < n / 2; b++) {
                reds[b] = advance(reds[b], step, n);
                blacks[b] = advance(blacks[b], step, n);
            }
        }
        return rounds;
    }

    private static int advance(int v, int step, int n) {
        return (v - 1 + step) % (n - 1) + 1;
    }

    /**
     * A double round robin: the first cycle, then the table's rounds again in order with colours reversed. FIDE
     * advises playing the last two rounds of the first cycle in swapped order (so nobody has three equal colours in a
     * row at the turn); the book does not say, so it is the edition table's choice.
     */
    public static List<List<Pair>> doubleRounds(int players, boolean swapLastTwoOfFirstCycle) {
        List<List<Pair>> single = rounds(players);
        List<List<Pair>> first = new ArrayList<>(single);
        if (swapLastTwoOfFirstCycle && first.size() >= 2) {
            List<Pair> last = first.remove(first.size() - 1);
            first.add(first.size() - 1, last);
        }
        List<List<Pair>> all = new ArrayList<>(first);
        for (List<Pair> r : single) {
            all.add(r.stream().map(p -> new Pair(p.black(), p.red())).toList());
        }
        return all;
    }

    /** The number that stands for the bye in the table of {@code players}, or 0 when nobody has one. */
    public static int byeNumber(int players) {
        return players % 2 == 0 ? 0 : players + 1;
    }
}
