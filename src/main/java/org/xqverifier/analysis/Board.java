package org.xqverifier.analysis;

import org.xqverifier.board.Piece;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.function.IntConsumer;

/**
 * The analysis' scratch board: a mailbox with make/unmake that can answer "could this side capture there" for the side
 * that is <em>not</em> on move. Repetition rulings keep asking that question (a chase is a threat to capture on the next
 * move, a protector is a piece that could recapture), which a game position, always asked about the side to move,
 * cannot answer without null moves. Pieces carry an identity so a chased piece can be followed through its own moves.
 */
public final class Board {
    static final int NO_SQUARE = -1;

    final int[] piece = new int[Square.COUNT];
    /** Identity of the piece on each point (0 = none); ids are stable for a piece's whole life. */
    final int[] id = new int[Square.COUNT];
    private final int[] kingSq = new int[2];
    private int toMove;
    private long key;
    private final long[] keyHistory = new long[4096];
    private final int[] capturedHistory = new int[4096];
    private final int[] capturedIdHistory = new int[4096];
    private int depth;

    private final int[] scratch = new int[128];

    private Board() {
    }

    /** A board with the given placement; ids are numbered 1.. in square order. */
    public static Board of(int[] placement, Side toMove) {
        Board b = new Board();
        int next = 1;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            b.piece[sq] = placement[sq];
            if (placement[sq] != Piece.EMPTY) {
                b.id[sq] = next++;
                if (Piece.typeCode(placement[sq]) == Piece.KING) {
                    b.kingSq[Piece.sideIndex(placement[sq])] = sq;
                }
            }
        }
        b.toMove = toMove.index();
        b.key = b.computeKey();
        return b;
    }

    public int pieceAt(int sq) {
        return piece[sq];
    }

    public int idAt(int sq) {
        return id[sq];
    }

    public Side sideToMove() {
        return Side.ofIndex(toMove);
    }

    int toMoveIndex() {
        return toMove;
    }

    public int kingSquare(int sideIndex) {
        return kingSq[sideIndex];
    }

    /** Zobrist key of placement and side to move: equal keys = the same position for repetition purposes. */
    public long key() {
        return key;
    }

    private long computeKey() {
        long k = toMove == 1 ? Zobrist.BLACK_TO_MOVE : 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (piece[sq] != Piece.EMPTY) {
                k ^= Zobrist.PIECE[piece[sq]][sq];
            }
        }
        return k;
    }

    /** Plays from→to (no legality test) and switches the side to move. */
    public void make(int from, int to) {
        int p = piece[from];
        int cap = piece[to];
        keyHistory[depth] = key;
        capturedHistory[depth] = cap;
        capturedIdHistory[depth] = id[to];
        depth++;
        if (cap != Piece.EMPTY) {
            key ^= Zobrist.PIECE[cap][to];
        }
        key ^= Zobrist.PIECE[p][from] ^ Zobrist.PIECE[p][to] ^ Zobrist.BLACK_TO_MOVE;
        piece[to] = p;
        id[to] = id[from];
        piece[from] = Piece.EMPTY;
        id[from] = 0;
        if (Piece.typeCode(p) == Piece.KING) {
            kingSq[Piece.sideIndex(p)] = to;
        }
        toMove ^= 1;
    }

    /** Takes back the last {@link #make(int, int)} of from→to. */
    public void unmake(int from, int to) {
        depth--;
        int p = piece[to];
        piece[from] = p;
        id[from] = id[to];
        piece[to] = capturedHistory[depth];
        id[to] = capturedIdHistory[depth];
        if (Piece.typeCode(p) == Piece.KING) {
            kingSq[Piece.sideIndex(p)] = from;
        }
        key = keyHistory[depth];
        toMove ^= 1;
    }

    /** Passes the move to the other side (for threat questions: "if this side could move again"). */
    void pass() {
        toMove ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
    }

    /** True if a pawn of its side stands beyond the river. */
    static boolean crossedRiver(int pawnSq, int sideIndex) {
        return !Square.onOwnHalf(pawnSq, Side.ofIndex(sideIndex));
    }

    // ---- attacks -------------------------------------------------------------------------------------------

    private static final int[] ORTHO_DF = {1, -1, 0, 0};
    private static final int[] ORTHO_DR = {0, 0, 1, -1};

    /**
     * Every point the piece on {@code from} attacks, whatever stands there (own pieces included: that is protection).
     * The king's flying-general "attack" on the other king is not included here.
     */
    public void forEachAttack(int from, IntConsumer target) {
        int p = piece[from];
        int side = Piece.sideIndex(p);
        int f = Square.file(from), r = Square.rank(from);
        switch (Piece.typeCode(p)) {
            case Piece.KING:
                for (int d = 0; d < 4; d++) {
                    int nf = f + ORTHO_DF[d], nr = r + ORTHO_DR[d];
                    if (Square.onBoard(nf, nr) && Square.inPalace(Square.of(nf, nr), Side.ofIndex(side))) {
                        target.accept(Square.of(nf, nr));
                    }
                }
                break;
            case Piece.ADVISOR:
                for (int df = -1; df <= 1; df += 2) {
                    for (int dr = -1; dr <= 1; dr += 2) {
                        int nf = f + df, nr = r + dr;
                        if (Square.onBoard(nf, nr) && Square.inPalace(Square.of(nf, nr), Side.ofIndex(side))) {
                            target.accept(Square.of(nf, nr));
                        }
                    }
                }
                break;
            case Piece.ELEPHANT:
                for (int df = -1; df <= 1; df += 2) {
                    for (int dr = -1; dr <= 1; dr += 2) {
                        int nf = f + 2 * df, nr = r + 2 * dr;
                        if (Square.onBoard(nf, nr) && Square.onOwnHalf(Square.of(nf, nr), Side.ofIndex(side))
                                && piece[Square.of(f + df, r + dr)] == Piece.EMPTY) {
                            target.accept(Square.of(nf, nr));
                        }
                    }
                }
                break;
            case Piece.HORSE:
                for (int d = 0; d < 4; d++) {
                    int lf = f + ORTHO_DF[d], lr = r + ORTHO_DR[d];
                    if (!Square.onBoard(lf, lr) || piece[Square.of(lf, lr)] != Piece.EMPTY) {
                        continue; // the horse's leg is blocked (蹩马腿)
                    }
                    for (int s = -1; s <= 1; s += 2) {
                        int nf = lf + ORTHO_DF[d] + (ORTHO_DF[d] == 0 ? s : 0);
                        int nr = lr + ORTHO_DR[d] + (ORTHO_DR[d] == 0 ? s : 0);
                        if (Square.onBoard(nf, nr)) {
                            target.accept(Square.of(nf, nr));
                        }
                    }
                }
                break;
            case Piece.ROOK:
                for (int d = 0; d < 4; d++) {
                    int nf = f + ORTHO_DF[d], nr = r + ORTHO_DR[d];
                    while (Square.onBoard(nf, nr)) {
                        int sq = Square.of(nf, nr);
                        target.accept(sq);
                        if (piece[sq] != Piece.EMPTY) {
                            break;
                        }
                        nf += ORTHO_DF[d];
                        nr += ORTHO_DR[d];
                    }
                }
                break;
            case Piece.CANNON:
                for (int d = 0; d < 4; d++) {
                    int nf = f + ORTHO_DF[d], nr = r + ORTHO_DR[d];
                    boolean screened = false;
                    while (Square.onBoard(nf, nr)) {
                        int sq = Square.of(nf, nr);
                        if (piece[sq] != Piece.EMPTY) {
                            if (screened) {
                                target.accept(sq);
                                break;
                            }
                            screened = true;
                        }
                        nf += ORTHO_DF[d];
                        nr += ORTHO_DR[d];
                    }
                }
                break;
            case Piece.PAWN: {
                int fwd = side == 0 ? 1 : -1;
                if (Square.onBoard(f, r + fwd)) {
                    target.accept(Square.of(f, r + fwd));
                }
                if (crossedRiver(from, side)) {
                    if (f > 0) {
                        target.accept(Square.of(f - 1, r));
                    }
                    if (f < 8) {
                        target.accept(Square.of(f + 1, r));
                    }
                }
                break;
            }
            default:
                break;
        }
    }

    /** True if the piece on {@code from} attacks {@code to} (pseudo-legally, whoever stands on {@code to}). */
    public boolean attacks(int from, int to) {
        int p = piece[from];
        if (p == Piece.EMPTY || from == to) {
            return false;
        }
        int side = Piece.sideIndex(p);
        int f = Square.file(from), r = Square.rank(from);
        int tf = Square.file(to), tr = Square.rank(to);
        int df = tf - f, dr = tr - r;
        int adf = Math.abs(df), adr = Math.abs(dr);
        switch (Piece.typeCode(p)) {
            case Piece.KING:
                return adf + adr == 1 && Square.inPalace(to, Side.ofIndex(side));
            case Piece.ADVISOR:
                return adf == 1 && adr == 1 && Square.inPalace(to, Side.ofIndex(side));
            case Piece.ELEPHANT:
                return adf == 2 && adr == 2 && Square.onOwnHalf(to, Side.ofIndex(side))
                        && piece[Square.of(f + df / 2, r + dr / 2)] == Piece.EMPTY;
            case Piece.HORSE:
                if (adf == 1 && adr == 2) {
                    return piece[Square.of(f, r + dr / 2)] == Piece.EMPTY;
                }
                if (adf == 2 && adr == 1) {
                    return piece[Square.of(f + df / 2, r)] == Piece.EMPTY;
                }
                return false;
            case Piece.ROOK:
                return (df == 0 || dr == 0) && between(from, to) == 0;
            case Piece.CANNON:
                return (df == 0 || dr == 0) && between(from, to) == 1;
            case Piece.PAWN: {
                int fwd = side == 0 ? 1 : -1;
                if (df == 0 && dr == fwd) {
                    return true;
                }
                return dr == 0 && adf == 1 && crossedRiver(from, side);
            }
            default:
                return false;
        }
    }

    /** Number of pieces strictly between two points on one line. */
    private int between(int a, int b) {
        int fa = Square.file(a), ra = Square.rank(a), fb = Square.file(b), rb = Square.rank(b);
        int sf = Integer.signum(fb - fa), sr = Integer.signum(rb - ra);
        int n = 0;
        int f = fa + sf, r = ra + sr;
        while (f != fb || r != rb) {
            if (piece[Square.of(f, r)] != Piece.EMPTY) {
                n++;
            }
            f += sf;
            r += sr;
        }
        return n;
    }

    /** True if the two kings face each other on an open file (flying general). */
    public boolean kingsFace() {
        int a = kingSq[0], b = kingSq[1];
        if (Square.file(a) != Square.file(b)) {
            return false;
        }
        for (int sq = a + Square.FILES; sq < b; sq += Square.FILES) {
            if (piece[sq] != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** True if any piece of side {@code bySide} attacks {@code sq}. */
    public boolean attacked(int sq, int bySide) {
        return forEachAttacker(sq, bySide, null) > 0;
    }

    /**
     * Calls {@code found} with the point of every piece of side {@code bySide} that attacks {@code sq} (found from the
     * target outwards, so it costs a few probes, not a scan of the board); returns how many there are. With a null
     * consumer it stops at the first one.
     */
    public int forEachAttacker(int sq, int bySide, IntConsumer found) {
        int n = 0;
        // along the lines: a rook is the first piece met, a cannon the second; kings and pawns stand next door
        int[][] rays = RAYS[sq];
        for (int d = 0; d < 4; d++) {
            int[] ray = rays[d];
            int seen = 0;
            for (int i = 0; i < ray.length; i++) {
                int s = ray[i];
                int q = piece[s];
                if (q == Piece.EMPTY) {
                    continue;
                }
                if (Piece.sideIndex(q) == bySide) {
                    int t = Piece.typeCode(q);
                    if (seen == 0 && t == Piece.ROOK || seen == 1 && t == Piece.CANNON
                            || i == 0 && (t == Piece.KING || t == Piece.PAWN) && attacks(s, sq)) {
                        if (found == null) {
                            return 1;
                        }
                        found.accept(s);
                        n++;
                    }
                }
                if (++seen == 2) {
                    break;
                }
            }
        }
        int[] horses = HORSE_FROM[sq], legs = HORSE_LEG[sq];
        for (int k = 0; k < horses.length; k++) {
            int s = horses[k];
            int q = piece[s];
            if (q != Piece.EMPTY && Piece.sideIndex(q) == bySide && Piece.typeCode(q) == Piece.HORSE
                    && piece[legs[k]] == Piece.EMPTY) {
                if (found == null) {
                    return 1;
                }
                found.accept(s);
                n++;
            }
        }
        int[] diagonal = DIAGONAL_FROM[sq];
        for (int k = 0; k < diagonal.length; k++) {
            int s = diagonal[k];
            int q = piece[s];
            if (q != Piece.EMPTY && Piece.sideIndex(q) == bySide) {
                int t = Piece.typeCode(q);
                if ((t == Piece.ADVISOR || t == Piece.ELEPHANT) && attacks(s, sq)) {
                    if (found == null) {
                        return 1;
                    }
                    found.accept(s);
                    n++;
                }
            }
        }
        return n;
    }

    /** For each point and direction, the points outwards from it (precomputed: the attack scans walk these). */
    private static final int[][][] RAYS = new int[Square.COUNT][4][];
    /** For each point, where a horse attacking it may stand, and the leg that horse needs free. */
    private static final int[][] HORSE_FROM = new int[Square.COUNT][];
    private static final int[][] HORSE_LEG = new int[Square.COUNT][];
    /** For each point, the points one and two diagonal steps away (advisors and elephants). */
    private static final int[][] DIAGONAL_FROM = new int[Square.COUNT][];

    static {
        int[] odf = {1, -1, 0, 0}, odr = {0, 0, 1, -1};
        int[] hdf = {1, 1, -1, -1, 2, 2, -2, -2}, hdr = {2, -2, 2, -2, 1, -1, 1, -1};
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int f = Square.file(sq), r = Square.rank(sq);
            for (int d = 0; d < 4; d++) {
                java.util.List<Integer> ray = new java.util.ArrayList<>();
                for (int nf = f + odf[d], nr = r + odr[d]; Square.onBoard(nf, nr); nf += odf[d], nr += odr[d]) {
                    ray.add(Square.of(nf, nr));
                }
                RAYS[sq][d] = ray.stream().mapToInt(Integer::intValue).toArray();
            }
            java.util.List<int[]> horses = new java.util.ArrayList<>();
            for (int k = 0; k < 8; k++) {
                int hf = f + hdf[k], hr = r + hdr[k];
                if (Square.onBoard(hf, hr)) {
                    // the leg is next to the horse, one step along the long side of its move towards the target
                    int legF = Math.abs(hdf[k]) == 2 ? hf - Integer.signum(hdf[k]) : hf;
                    int legR = Math.abs(hdr[k]) == 2 ? hr - Integer.signum(hdr[k]) : hr;
                    horses.add(new int[] {Square.of(hf, hr), Square.of(legF, legR)});
                }
            }
            HORSE_FROM[sq] = horses.stream().mapToInt(h -> h[0]).toArray();
            HORSE_LEG[sq] = horses.stream().mapToInt(h -> h[1]).toArray();
            java.util.List<Integer> diag = new java.util.ArrayList<>();
            for (int step = 1; step <= 2; step++) {
                for (int df = -1; df <= 1; df += 2) {
                    for (int dr = -1; dr <= 1; dr += 2) {
                        if (Square.onBoard(f + step * df, r + step * dr)) {
                            diag.add(Square.of(f + step * df, r + step * dr));
                        }
                    }
                }
            }
            DIAGONAL_FROM[sq] = diag.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static final int[] HORSE_DF = {1, 1, -1, -1, 2, 2, -2, -2};
    private static final int[] HORSE_DR = {2, -2, 2, -2, 1, -1, 1, -1};
    private static final int[] DIAG_DF = {1, 1, -1, -1};
    private static final int[] DIAG_DR = {1, -1, 1, -1};

    /** True if the side's king is attacked or faces the other king. */
    public boolean inCheck(int sideIndex) {
        return kingsFace() || attacked(kingSq[sideIndex], sideIndex ^ 1);
    }

    /**
     * True if the piece on {@code from} may legally capture on {@code to} whoever is on move: it attacks the point, the
     * point holds an enemy piece, and afterwards its own king is neither attacked nor facing the other king.
     */
    public boolean legalCapture(int from, int to) {
        int p = piece[from], q = piece[to];
        if (p == Piece.EMPTY || q == Piece.EMPTY || Piece.sideIndex(p) == Piece.sideIndex(q) || !attacks(from, to)) {
            return false;
        }
        return legalAfter(from, to);
    }

    /**
     * Like {@link #legalAfter(int, int)} when the mover is known not to be in check now: a move of a piece other than
     * the king that leaves a point off the king's lines and away from its horse-leg points, and lands off the king's
     * lines (where it could become a cannon's screen), cannot expose the king.
     */
    boolean legalAfterOutOfCheck(int from, int to) {
        int p = piece[from];
        int k = kingSq[Piece.sideIndex(p)];
        int kf = Square.file(k), kr = Square.rank(k);
        if (Piece.typeCode(p) != Piece.KING && Square.file(from) != kf && Square.rank(from) != kr
                && Square.file(to) != kf && Square.rank(to) != kr
                && !(Math.abs(Square.file(from) - kf) == 1 && Math.abs(Square.rank(from) - kr) == 1)) {
            return true;
        }
        return legalAfter(from, to);
    }

    /** True if the side may play from→to now: a pseudo-legal move (whoever is on move) that leaves its king safe. */
    public boolean isLegal(int from, int to) {
        int p = piece[from];
        if (p == Piece.EMPTY || from == to) {
            return false;
        }
        int q = piece[to];
        if (q != Piece.EMPTY && Piece.sideIndex(q) == Piece.sideIndex(p)) {
            return false;
        }
        boolean reachable;
        if (Piece.typeCode(p) == Piece.CANNON && q == Piece.EMPTY) {
            reachable = (Square.file(from) == Square.file(to) || Square.rank(from) == Square.rank(to)) && between(from, to) == 0;
        } else {
            reachable = attacks(from, to);
        }
        return reachable && legalAfter(from, to);
    }

    /** True if moving from→to (assumed pseudo-legal) leaves the mover's king safe. */
    boolean legalAfter(int from, int to) {
        int side = Piece.sideIndex(piece[from]);
        int saved = toMove;
        make(from, to);
        boolean ok = !inCheck(side);
        unmake(from, to);
        toMove = saved;
        return ok;
    }

    /** Every legal move of the side, as {@code from | to << 7} (the board package's move encoding). */
    public int legalMoves(int sideIndex, int[] out) {
        int n = 0;
        for (int from = 0; from < Square.COUNT; from++) {
            int p = piece[from];
            if (p == Piece.EMPTY || Piece.sideIndex(p) != sideIndex) {
                continue;
            }
            n = addMoves(from, out, n);
        }
        return n;
    }

    private int addMoves(int from, int[] out, int n) {
        int p = piece[from];
        int side = Piece.sideIndex(p);
        int[] count = {n};
        if (Piece.typeCode(p) == Piece.CANNON) {
            // a cannon moves like a rook onto empty points and captures by jumping
            int f = Square.file(from), r = Square.rank(from);
            for (int d = 0; d < 4; d++) {
                int nf = f + ORTHO_DF[d], nr = r + ORTHO_DR[d];
                while (Square.onBoard(nf, nr) && piece[Square.of(nf, nr)] == Piece.EMPTY) {
                    int to = Square.of(nf, nr);
                    if (legalAfter(from, to)) {
                        out[count[0]++] = from | (to << 7);
                    }
                    nf += ORTHO_DF[d];
                    nr += ORTHO_DR[d];
                }
            }
        }
        boolean cannon = Piece.typeCode(p) == Piece.CANNON;
        forEachAttack(from, to -> {
            int q = piece[to];
            if (cannon && q == Piece.EMPTY) {
                return;
            }
            if (q != Piece.EMPTY && Piece.sideIndex(q) == side) {
                return;
            }
            if (legalAfter(from, to)) {
                out[count[0]++] = from | (to << 7);
            }
        });
        return count[0];
    }

    /** Every pseudo-legal move of the side (its own king may be left in check), as {@code from | to << 7}. */
    public int pseudoMoves(int sideIndex, int[] out) {
        int[] count = {0};
        for (int from = 0; from < Square.COUNT; from++) {
            int p = piece[from];
            if (p == Piece.EMPTY || Piece.sideIndex(p) != sideIndex) {
                continue;
            }
            final int fr = from;
            boolean cannon = Piece.typeCode(p) == Piece.CANNON;
            if (cannon) {
                int f = Square.file(from), r = Square.rank(from);
                for (int d = 0; d < 4; d++) {
                    int nf = f + ORTHO_DF[d], nr = r + ORTHO_DR[d];
                    while (Square.onBoard(nf, nr) && piece[Square.of(nf, nr)] == Piece.EMPTY) {
                        out[count[0]++] = from | (Square.of(nf, nr) << 7);
                        nf += ORTHO_DF[d];
                        nr += ORTHO_DR[d];
                    }
                }
            }
            forEachAttack(from, to -> {
                int q = piece[to];
                if (cannon && q == Piece.EMPTY || q != Piece.EMPTY && Piece.sideIndex(q) == sideIndex) {
                    return;
                }
                out[count[0]++] = fr | (to << 7);
            });
        }
        return count[0];
    }

    /** True if the side has at least one legal move. */
    public boolean hasLegalMove(int sideIndex) {
        int[] buf = scratch;
        for (int from = 0; from < Square.COUNT; from++) {
            int p = piece[from];
            if (p != Piece.EMPTY && Piece.sideIndex(p) == sideIndex && addMoves(from, buf, 0) > 0) {
                return true;
            }
        }
        return false;
    }
}
