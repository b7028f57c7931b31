package org.xqverifier.board;

/**
 * Move and attack tables computed once for all 90 points, so move generation and attack tests do no geometry at run
 * time. Pairs are stored flat: {@code {target, blocker, target, blocker, …}} where the blocker is the horse's leg
 * (蹩马腿) or the elephant's eye (塞象眼).
 */
final class MoveTables {
    /** Rays in the order up (rank+1), down, left (file-1), right; each lists the points outward from the square. */
    static final int[][][] RAYS = new int[Square.COUNT][4][];
    static final int UP = 0, DOWN = 1, LEFT = 2, RIGHT = 3;

    static final int[][] KING_STEPS = new int[Square.COUNT][];
    static final int[][] ADVISOR_STEPS = new int[Square.COUNT][];
    /** {target, eye} pairs; elephants never cross the river. */
    static final int[][] ELEPHANT_STEPS = new int[Square.COUNT][];
    /** {target, leg} pairs. */
    static final int[][] HORSE_STEPS = new int[Square.COUNT][];
    /** {horse square, leg} pairs: a horse standing there attacks this square when the leg is empty. */
    static final int[][] HORSE_ATTACKERS = new int[Square.COUNT][];
    /** [side][square]: the points a pawn of that side may step to. */
    static final int[][][] PAWN_STEPS = new int[2][Square.COUNT][];
    /** True if the two squares share a file or a rank. */
    static final boolean[][] SAME_LINE = new boolean[Square.COUNT][Square.COUNT];
    /** True if the two squares are diagonal neighbours (a horse leg next to a king). */
    static final boolean[][] DIAGONAL_NEIGHBOUR = new boolean[Square.COUNT][Square.COUNT];
    /** [a][b]: the index of the ray of {@code a} that passes through {@code b} (UP…RIGHT), or -1 off a's lines. */
    static final byte[][] DIRECTION = new byte[Square.COUNT][Square.COUNT];
    /** True if the two squares are at most two files and two ranks apart: a horse or pawn can attack only so near. */
    static final boolean[][] NEAR = new boolean[Square.COUNT][Square.COUNT];
    /** True if the two squares are a horse's jump apart (one file and two ranks, or two files and one rank). */
    static final boolean[][] HORSE_JUMP = new boolean[Square.COUNT][Square.COUNT];

    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private MoveTables() {
    }

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int f = Square.file(sq), r = Square.rank(sq);
            for (int d = 0; d < 4; d++) {
                int[] buf = new int[9];
                int n = 0;
                for (int ff = f + ORTHOGONAL[d][0], rr = r + ORTHOGONAL[d][1]; Square.onBoard(ff, rr);
                     ff += ORTHOGONAL[d][0], rr += ORTHOGONAL[d][1]) {
                    buf[n++] = Square.of(ff, rr);
                }
                RAYS[sq][d] = java.util.Arrays.copyOf(buf, n);
            }
            java.util.Arrays.fill(DIRECTION[sq], (byte) -1);
            for (int d = 0; d < 4; d++) {
                for (int t : RAYS[sq][d]) {
                    DIRECTION[sq][t] = (byte) d;
                }
            }
            Side palaceSide = Square.inPalace(sq, Side.RED) ? Side.RED : Square.inPalace(sq, Side.BLACK) ? Side.BLACK : null;
            KING_STEPS[sq] = steps(sq, ORTHOGONAL, palaceSide);
            ADVISOR_STEPS[sq] = steps(sq, DIAGONAL, palaceSide);
            ELEPHANT_STEPS[sq] = elephantSteps(f, r);
            HORSE_STEPS[sq] = horseSteps(f, r);
            for (Side side : Side.values()) {
                PAWN_STEPS[side.index()][sq] = pawnSteps(f, r, side);
            }
            for (int other = 0; other < Square.COUNT; other++) {
                int of = Square.file(other), or = Square.rank(other);
                SAME_LINE[sq][other] = of == f || or == r;
                DIAGONAL_NEIGHBOUR[sq][other] = Math.abs(of - f) == 1 && Math.abs(or - r) == 1;
                NEAR[sq][other] = Math.abs(of - f) <= 2 && Math.abs(or - r) <= 2;
                HORSE_JUMP[sq][other] = Math.abs(of - f) * Math.abs(or - r) == 2;
            }
        }
        int[] counts = new int[Square.COUNT];
        int[][] buf = new int[Square.COUNT][16];
        for (int from = 0; from < Square.COUNT; from++) {
            int[] steps = HORSE_STEPS[from];
            for (int i = 0; i < steps.length; i += 2) {
                int to = steps[i];
                buf[to][counts[to]++] = from;
                buf[to][counts[to]++] = steps[i + 1];
            }
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            HORSE_ATTACKERS[sq] = java.util.Arrays.copyOf(buf[sq], counts[sq]);
        }
    }

    private static int[] steps(int sq, int[][] dirs, Side palace) {
        if (palace == null) {
            return new int[0];
        }
        int f = Square.file(sq), r = Square.rank(sq);
        int[] buf = new int[4];
        int n = 0;
        for (int[] d : dirs) {
            int ff = f + d[0], rr = r + d[1];
            if (Square.onBoard(ff, rr) && Square.inPalace(Square.of(ff, rr), palace)) {
                buf[n++] = Square.of(ff, rr);
            }
        }
        return java.util.Arrays.copyOf(buf, n);
    }

    private static int[] elephantSteps(int f, int r) {
        Side half = r <= 4 ? Side.RED : Side.BLACK;
        int[] buf = new int[8];
        int n = 0;
        for (int[] d : DIAGONAL) {
            int ff = f + 2 * d[0], rr = r + 2 * d[1];
            if (Square.onBoard(ff, rr) && Square.onOwnHalf(Square.of(ff, rr), half)) {
                buf[n++] = Square.of(ff, rr);
                buf[n++] = Square.of(f + d[0], r + d[1]);
            }
        }
        return java.util.Arrays.copyOf(buf, n);
    }

    private static int[] horseSteps(int f, int r) {
        int[] buf = new int[16];
        int n = 0;
        for (int[] leg : ORTHOGONAL) {
            int lf = f + leg[0], lr = r + leg[1];
            if (!Square.onBoard(lf, lr)) {
                continue;
            }
            for (int side = -1; side <= 1; side += 2) {
                // the horse goes one step straight (over the leg) then one step diagonally outward
                int ff = lf + leg[0] + (leg[0] == 0 ? side : 0);
                int rr = lr + leg[1] + (leg[1] == 0 ? side : 0);
                if (Square.onBoard(ff, rr)) {
                    buf[n++] = Square.of(ff, rr);
                    buf[n++] = Square.of(lf, lr);
                }
            }
        }
        return java.util.Arrays.copyOf(buf, n);
    }

    private static int[] pawnSteps(int f, int r, Side side) {
        int forward = side == Side.RED ? 1 : -1;
        boolean crossed = !Square.onOwnHalf(Square.of(f, r), side);
        int[] buf = new int[3];
        int n = 0;
        if (Square.onBoard(f, r + forward)) {
            buf[n++] = Square.of(f, r + forward);
        }
        if (crossed) {
            if (f > 0) {
                buf[n++] = Square.of(f - 1, r);
            }
            if (f < 8) {
                buf[n++] = Square.of(f + 1, r);
            }
        }
        return java.util.Arrays.copyOf(buf, n);
    }
}
