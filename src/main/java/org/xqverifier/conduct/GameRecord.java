package org.xqverifier.conduct;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;
import org.xqverifier.conduct.facts.NaturalLimitCount;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The game as played so far: the board, and for every ply the mover, whether it gave check, and the position it
 * reached. The move-limit facts are counted from it: plies since the last capture, checks, repeated cycles.
 */
final class GameRecord {
    private final Position pos;
    private final List<String> moves = new ArrayList<>();
    /** keys.get(p) is the position after ply p; keys.get(0) the start. */
    private final List<Long> keys = new ArrayList<>();
    private final List<Boolean> checks = new ArrayList<>();
    private final List<Side> movers = new ArrayList<>();
    private int lastCapturePly;

    GameRecord(Position start) {
        this.pos = start;
        keys.add(pos.key());
        movers.add(null);
        checks.add(false);
    }

    Position position() { return pos; }
    List<String> moves() { return List.copyOf(moves); }
    int plies() { return moves.size(); }

    /** The side that made the last ply, or null before the first. */
    Side lastMover() { return movers.get(movers.size() - 1); }

    /** Plays a move (legal or not: an uncorrected illegal move stands on the board too). */
    void play(int m) {
        boolean capture = pos.pieceAt(Move.to(m)) != Piece.EMPTY;
        Side side = pos.sideToMove();
        pos.make(m);
        moves.add(Move.iccs(m));
        keys.add(pos.key());
        movers.add(side);
        checks.add(pos.inCheck());
        if (capture) lastCapturePly = moves.size();
    }

    /** The move takes the other king with one's own across an open file (飛將/王見王). */
    boolean kingTakesKing(int m, Side side) {
        int own = pos.kingSquare(side);
        int other = pos.kingSquare(side.opposite());
        if (own < 0 || other < 0 || Move.from(m) != own || Move.to(m) != other) return false;
        if (Square.file(own) != Square.file(other)) return false;
        for (int sq = Math.min(own, other) + 9; sq < Math.max(own, other); sq += 9) {
            if (pos.pieceAt(sq) != Piece.EMPTY) return false;
        }
        return true;
    }

    /** How often the current position has occurred in the game. */
    int occurrencesOfCurrent() {
        int n = 0;
        for (long k : keys) if (k == pos.key()) n++;
        return n;
    }

    int movesSince(int ply, Side side) {
        int n = 0;
        for (int i = ply + 1; i < movers.size(); i++) if (movers.get(i) == side) n++;
        return n;
    }

    /**
     * The natural-limit count since the last capture. A ply whose starting position has occurred more than
     * {@code maxCycles} times in the window lies beyond the counted cycles; it is counted apart when the cycle it
     * repeats is a perpetual check or chase, and the checks among those plies are left out of the check counts.
     * {@code chases} gives, per ply, whether the repetition rulings label it a chase (捉); it is asked only when a
     * cycle goes beyond the count, and may give null (no rulings: only perpetual checks are recognised).
     */
    NaturalLimitCount naturalLimitCount(String claimant, boolean byArbiter, int maxCycles, Supplier<boolean[]> chases) {
        byte[] beyond = beyondCountedCycles(lastCapturePly, maxCycles, chases);
        int perpetualExcess = 0;
        int otherExcess = 0;
        int red = 0;
        int black = 0;
        for (int i = 0; i < beyond.length; i++) {
            if (beyond[i] == PERPETUAL) {
                perpetualExcess++;
                continue;
            }
            if (beyond[i] == OTHER) otherExcess++;
            int ply = lastCapturePly + 1 + i;
            if (checks.get(ply)) {
                if (movers.get(ply) == Side.RED) red++; else black++;
            }
        }
        return new NaturalLimitCount(claimant, byArbiter, beyond.length, red, black, perpetualExcess, otherExcess);
    }

    /** Red's and Black's moves since {@code fromPly} that lie beyond the counted cycles of a perpetual check or chase. */
    int[] perpetualExcess(int fromPly, int maxCycles, Supplier<boolean[]> chases) {
        byte[] beyond = beyondCountedCycles(fromPly, maxCycles, chases);
        int[] out = new int[2];
        for (int i = 0; i < beyond.length; i++) {
            if (beyond[i] == PERPETUAL) out[movers.get(fromPly + 1 + i) == Side.RED ? 0 : 1]++;
        }
        return out;
    }

    private static final byte COUNTED = 0;
    private static final byte PERPETUAL = 1;
    private static final byte OTHER = 2;

    /**
     * For each ply after {@code fromPly} (index 0 = ply fromPly + 1): {@link #COUNTED}, or, when its starting position
     * has occurred more than {@code maxCycles} times since fromPly, {@link #PERPETUAL} if the cycle it repeats is a
     * perpetual check or chase and {@link #OTHER} if not. {@code chases} is asked once, at the first such ply.
     */
    private byte[] beyondCountedCycles(int fromPly, int maxCycles, Supplier<boolean[]> chases) {
        byte[] beyond = new byte[Math.max(0, keys.size() - fromPly - 1)];
        boolean[] chase = null;
        boolean asked = false;
        Map<Long, Integer> seen = new HashMap<>();
        for (int ply = fromPly + 1; ply < keys.size(); ply++) {
            int n = seen.merge(keys.get(ply - 1), 1, Integer::sum);
            if (n <= maxCycles) continue;
            if (!asked) {
                chase = chases.get();
                asked = true;
            }
            beyond[ply - fromPly - 1] = perpetualCycle(ply, fromPly, chase) ? PERPETUAL : OTHER;
        }
        return beyond;
    }

    /**
     * Whether the cycle that ply {@code ply} repeats (since the previous occurrence of the position before it) is a
     * perpetual check or chase (長照長捉): one side checked with every one of its moves in it, or chased with every one.
     */
    private boolean perpetualCycle(int ply, int fromPly, boolean[] chase) {
        long key = keys.get(ply - 1);
        int prev = -1;
        for (int i = ply - 2; i >= fromPly; i--) {
            if (keys.get(i) == key) {
                prev = i;
                break;
            }
        }
        if (prev < 0) return false;
        for (Side s : Side.values()) {
            boolean moved = false;
            boolean allChecks = true;
            boolean allChases = chase != null;
            for (int k = prev + 1; k <= ply - 1; k++) {
                if (movers.get(k) != s) continue;
                moved = true;
                allChecks &= checks.get(k);
                allChases &= chase != null && k < chase.length && chase[k];
            }
            if (moved && (allChecks || allChases)) return true;
        }
        return false;
    }
}
