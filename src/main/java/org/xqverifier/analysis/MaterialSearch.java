package org.xqverifier.analysis;

import org.xqverifier.board.Piece;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the material a side could win if it were to move now, the way a value-based rule book judges a chase
 * (CXA 24.3): a capture followed through its complete exchange sequence on the point (by one piece or several
 * together), or a check or series of checks from the next move that ends ahead. Values come from the edition's table
 * ({@link PieceValues}); depths from its parameters. A line after which the winner is mated at once does not count,
 * so a piece that may not leave its line (不能离线) wins nothing by leaving it.
 */
public final class MaterialSearch {
    /** Search limits and the value table, all read from an edition's tables. */
    public record Settings(PieceValues values, int winByChecksPlies, int winnerMatedPlies, boolean matedAfterCheckReply,
                           boolean counterChecksBefore, boolean counterChecksAfter, Bounds exchange,
                           int offerRefutedByChecksMargin, int recapturerMatedPlies, boolean checkInBetween,
                           boolean checkLineHandsBack, boolean winOwnedByTheNeededPiece,
                           int winByChecksForcedLinePlies, boolean pinAndDepartureTakePart,
                           boolean escapingPieceNotAnAnswer, boolean evenCounterCaptureKeepsTheWin) {
        /**
         * @param offerRefutedByChecksMargin an exchange offer is no offer when, once it is accepted, the offering side
         *                                   wins back by checks at least this much more than the recapture (1: any gain)
         * @param recapturerMatedPlies       in the whole-board exchange, a recapture after which the capturer's side
         *                                   mates by checks within this many plies loses everything (a false root,
         *                                   CXA 24.15 充分保护); 0: not looked for
         * @param checkInBetween             in the whole-board exchange, a side may answer a capture by a capture
         *                                   elsewhere that gives check and, once the check is answered, take back on
         *                                   the point (中间将军吃子再还吃: the complete exchange, CXA 24.3)
         * @param checkLineHandsBack         a win by checks is net of what the line hands back: once its capture is
         *                                   made, the opponent may also take a piece that moved in the line or a piece
         *                                   that was guarded where the search began and is no longer (得不偿失, CXA 24.3)
         * @param winOwnedByTheNeededPiece   a capture's win belongs to the piece it needs (CXA 26.1): after an even
         *                                   first trade, to the king or pawn whose later capture makes the gain; a king's
         *                                   or pawn's capture that wins only because the moved piece adds the attack or
         *                                   pins the recapturer, to the moved piece
         * @param winByChecksForcedLinePlies when above {@code winByChecksPlies}: a check with a single legal answer is
         *                                   not counted in the depth of a win by checks (the answer is forced), the
         *                                   whole line bounded by this many plies; 0: every check counts
         * @param pinAndDepartureTakePart    the moved piece takes part in a win when it pins the target (it may not
         *                                   leave its point, 不能离线) or when its departure opened the capturer's line
         * @param escapingPieceNotAnAnswer   before the move, the opponent's taking of the piece about to move, which it
         *                                   could take anyway, does not answer a capture (the escape rule decides)
         * @param evenCounterCaptureKeepsTheWin a capture answered only by the opponent's taking of a piece the
         *                                   capturer's departure uncovered (被牵子捉子), the trade coming out even, still
         *                                   wins what it takes: only a trade that comes out behind is no win (得不偿失, CXA 24.3)
         */
        public Settings {
        }

        public Settings(PieceValues values, int winByChecksPlies, int winnerMatedPlies, boolean matedAfterCheckReply,
                        boolean counterChecksBefore, boolean counterChecksAfter, Bounds exchange,
                        int offerRefutedByChecksMargin, int recapturerMatedPlies, boolean checkInBetween,
                        boolean checkLineHandsBack, boolean winOwnedByTheNeededPiece, int winByChecksForcedLinePlies,
                        boolean pinAndDepartureTakePart, boolean escapingPieceNotAnAnswer) {
            this(values, winByChecksPlies, winnerMatedPlies, matedAfterCheckReply, counterChecksBefore, counterChecksAfter,
                    exchange, offerRefutedByChecksMargin, recapturerMatedPlies, checkInBetween, checkLineHandsBack,
                    winOwnedByTheNeededPiece, winByChecksForcedLinePlies, pinAndDepartureTakePart,
                    escapingPieceNotAnAnswer, false);
        }

        public Settings(PieceValues values, int winByChecksPlies, int winnerMatedPlies, boolean matedAfterCheckReply,
                        boolean counterChecksBefore, boolean counterChecksAfter, Bounds exchange) {
            this(values, winByChecksPlies, winnerMatedPlies, matedAfterCheckReply, counterChecksBefore, counterChecksAfter,
                    exchange, 1, 0, false, false, false, 0, false, false);
        }

        /** The one-point exchange count only (no whole-board answer). */
        public Settings(PieceValues values, int winByChecksPlies, int winnerMatedPlies, boolean matedAfterCheckReply,
                        boolean counterChecksBefore, boolean counterChecksAfter) {
            this(values, winByChecksPlies, winnerMatedPlies, matedAfterCheckReply, counterChecksBefore, counterChecksAfter,
                    Bounds.ONE_POINT);
        }
    }

    /**
     * How far the answer to a capture is followed over the whole board (CXA 24.3 完整交换: the opponent may take back
     * anywhere, the winner may go on taking anywhere, being mated is a loss): {@code plies} captures and check answers
     * after the first capture (0 = only recaptures on the captured point), at most {@code nodes} positions per
     * position searched and {@code cpuMillis} of CPU time per ruling. Hitting a limit is reported, never hidden.
     * Each side's captures in the search belong to the exchange: a recapture on the point, a capture the last move
     * uncovered (被牵子捉子), any answer to a check, and — for the winner always, for the opponent as
     * {@code before}/{@code after} say for the position before and after the move — a capture of a piece the last
     * capturer guarded before it moved, or any capture (24.3: after the move the opponent's next move is not
     * considered).
     */
    public record Bounds(int plies, long nodes, long cpuMillis, Answers before, Answers after) {
        public static final Bounds ONE_POINT = new Bounds(0, Long.MAX_VALUE, Long.MAX_VALUE, Answers.EXCHANGE, Answers.EXCHANGE);
    }

    /** Which captures the opponent may answer a capture with in the whole-board search. */
    public enum Answers {
        /** a recapture on the point, a capture the last move uncovered, any answer to a check */
        EXCHANGE,
        /** also a capture of a piece the last capturer guarded before it moved */
        EXCHANGE_AND_ABANDONED,
        /** any capture on the board */
        ANYWHERE
    }

    private static final int INF = 1 << 20;

    private final Board board;
    private final Settings settings;
    private final PieceValues values;
    private final PlyAnalyzer mateProbe;
    private int seeWinnerCaptures;
    /** Above 0 while searching inside a line of checks: the opponent's counter-checks are looked at only at the top. */
    private int nesting;
    private boolean counterChecks;
    /** The opponent's answers to a capture in the whole-board search, as the edition sets them for this phase. */
    private Answers answers = Answers.EXCHANGE;

    public MaterialSearch(Board board, Settings settings) {
        this(board, settings, new java.util.HashMap<>());
    }

    /**
     * A search that keeps its answers to "does this side mate by checks here?" in {@code mateAnswers}, which may
     * outlive it (a live game's searches share one: the answer depends on the position alone).
     */
    public MaterialSearch(Board board, Settings settings, java.util.Map<Long, Boolean> mateAnswers) {
        this.mateAnswers = mateAnswers;
        this.board = board;
        this.settings = settings;
        this.values = settings.values();
        this.mateProbe = new PlyAnalyzer(board, 0);
    }

    /** Off in the reference search: every capture searched, nothing reused (the tests hold the shortcuts to it). */
    private boolean shortcuts = true;

    /**
     * This search without its shortcuts, which change only what it costs: the captures a line of checks need not
     * search ({@link SearchCost} counts them) are searched. The reference the tests compare the shortcuts with.
     */
    public MaterialSearch withoutShortcuts() {
        shortcuts = false;
        return this;
    }

    /** One way to win material: its gain and what it takes. */
    private record Line(int firstTargetId, int gain, int targetSq, int targetId, int targetPiece, int capturerId, int capturerPiece,
                        int capturerSq, boolean joint, int protectors, int attackers, int leadId, long targets) {
        /** A line that takes one piece: its target is the only one it reaches. */
        Line(int firstTargetId, int gain, int targetSq, int targetId, int targetPiece, int capturerId, int capturerPiece,
             int capturerSq, boolean joint, int protectors, int attackers, int leadId) {
            this(firstTargetId, gain, targetSq, targetId, targetPiece, capturerId, capturerPiece, capturerSq, joint,
                    protectors, attackers, leadId, targetId > 0 && targetId < 64 ? 1L << targetId : 0);
        }
    }

    /**
     * Every enemy piece the side could win now (one win per target, the best), plus the best win by checks.
     * Nothing when the opponent is in check: a checking move is judged as a check.
     */
    /**
     * The edition reads the opponent's answers to a capture (by checks, or by taking what the capturer abandoned)
     * differently before and after the move (CXA 24.3).
     */
    public boolean readingsDiffer() {
        return settings.counterChecksBefore() != settings.counterChecksAfter()
                || settings.exchange().before() != settings.exchange().after();
    }

    public List<Object> wins(int ply, Phase phase, int side, int movedId) {
        return wins(ply, phase, side, movedId, -1);
    }

    /**
     * As {@link #wins(int, Phase, int, int)}, knowing the move: after it ({@link Phase#AFTER}) {@code moveFrom} is the
     * point the moved piece left; before it ({@link Phase#BEFORE}) the point of the piece about to move, -1 if unknown.
     */
    public List<Object> wins(int ply, Phase phase, int side, int movedId, int moveFrom) {
        return wins(ply, phase, side, movedId, moveFrom, ALL_PIECES, ALL_PIECES);
    }

    /** Every piece id, for {@link #wins(int, Phase, int, int, int, long, long)}. */
    public static final long ALL_PIECES = -1L;

    /**
     * As {@link #wins(int, Phase, int, int, int)}, looking only at some targets: captures of the pieces whose ids are
     * set in {@code captured} (bit {@code 1L << id}) and offers facing those set in {@code facing}; the win by checks
     * is searched as always. The caller asks only for what the rules can compare with another search's findings.
     */
    public List<Object> wins(int ply, Phase phase, int side, int movedId, int moveFrom, long captured, long facing) {
        AnalysisCancelled.ifInterrupted();
        cost.searches++;
        movedFrom = phase == Phase.AFTER ? moveFrom : -1;
        // this board and this phase's reading first, for every exchange searched here (the escaping piece's too): what
        // the search finds must not depend on what it was asked before (the batch ruler asks one search every phase of
        // a ruling, a live game a fresh one for each ply)
        if (settings.exchange().plies() > 0) {
            markHeld();
        }
        // the _READ_AS_ pair is the same two positions searched with the other side's reading of the answers
        boolean readBefore = phase == Phase.BEFORE || phase == Phase.AFTER_READ_AS_BEFORE;
        answers = readBefore ? settings.exchange().before() : settings.exchange().after();
        counterChecks = readBefore ? settings.counterChecksBefore() : settings.counterChecksAfter();
        recordReplies = useReplies = false; // the last phase's shared exchanges are another board's
        // 因果关系 (CXA 24.3 因果关系): before the move, the opponent's taking of the piece about to escape, which
        // it could take anyway, is not an answer a capture of the mover's created: the escape rule decides about it
        // it could take it anyway for what taking it now wins (its complete exchange); an answer that wins more than that
        // through the piece was created by the capture (it stopped guarding it, opened a line to a better take)
        escapingId = -1;
        if (phase == Phase.BEFORE && moveFrom >= 0 && settings.escapingPieceNotAnAnswer()
                && board.pieceAt(moveFrom) != Piece.EMPTY && board.attacked(moveFrom, side ^ 1)) {
            Line anyway = exchange(moveFrom, side ^ 1, -1, 0, 0); // (read as no less than nothing)
            escapingId = board.id[moveFrom];
            escapingAnyway = anyway == null ? 0 : Math.max(0, anyway.gain());
        }
        List<Object> out = new ArrayList<>();
        if (board.inCheck(side ^ 1)) {
            return out;
        }
        String sideName = Side.ofIndex(side).name().toLowerCase();
        shareReplies(phase, side);
        if (phase == Phase.BEFORE_READ_AS_AFTER || phase == Phase.AFTER_READ_AS_BEFORE) {
            // only the captures, to compare with the BEFORE and AFTER ones
            for (int t = 0; t < Square.COUNT; t++) {
                int tp = board.pieceAt(t);
                if (tp != Piece.EMPTY && Piece.sideIndex(tp) != side && Piece.typeCode(tp) != Piece.KING
                        && (captured >>> board.id[t] & 1) != 0) {
                    addCaptureWins(ply, phase, sideName, t, side, movedId, out);
                }
            }
            return out;
        }
        for (int t = 0; t < Square.COUNT; t++) {
            int tp = board.pieceAt(t);
            if (tp == Piece.EMPTY || Piece.sideIndex(tp) == side || Piece.typeCode(tp) == Piece.KING) {
                continue;
            }
            // one win per first capturer: the rules decide whose wins count (a king's or a pawn's may not, CXA 26.1)
            if ((captured >>> board.id[t] & 1) != 0) {
                addCaptureWins(ply, phase, sideName, t, side, movedId, out);
            }
            if ((facing >>> board.id[t] & 1) != 0) {
                offers(ply, phase, t, side, movedId, out);
            }
        }
        if (phase == Phase.AFTER && movedId > 0) {
            lineBlocks(ply, side, movedId, out);
        }
        if (settings.winByChecksPlies() >= 3) {
            nesting++;
            forcedFree = true;
            Line l = checkWin(side, settings.winByChecksPlies(), 0, INF, 0);
            forcedFree = false;
            nesting--;
            if (l != null && l.gain() > 0) {
                out.add(win(ply, phase, sideName, "checks", l, movedId, ANY_TAKER));
            }
        }
        if (phase == Phase.AFTER) {
            markNeededOffers(out, side);
        }
        return out;
    }

    /**
     * A BEFORE or AFTER phase keeps its exchange searches for the other reading of the same board and side, which
     * follows it; a _READ_AS_ phase takes them (only where neither reading lets the opponent take anywhere: then the
     * readings differ only on an abandoned piece's capture, which the search notes when it meets one).
     */
    private void shareReplies(Phase phase, int side) {
        boolean shareable = shortcuts && settings.exchange().before() != Answers.ANYWHERE
                && settings.exchange().after() != Answers.ANYWHERE;
        long root = board.key() ^ mix(side + 1);
        if (phase == Phase.BEFORE || phase == Phase.AFTER) {
            sharedReplies.clear();
            sharedRoot = root;
            recordReplies = shareable;
            useReplies = false;
        } else {
            recordReplies = false;
            useReplies = shareable && root == sharedRoot;
        }
    }

    /** Marks the joint wins that need a piece the side offers for exchange (24.4). */
    private void markNeededOffers(List<Object> facts, int side) {
        for (Object o : facts) {
            if (!(o instanceof ExchangeOffer offer)) {
                continue;
            }
            int at = Square.parse(offer.getOfferedSquare());
            for (Object f : facts) {
                if (!(f instanceof MaterialWin w) || !w.isJoint()) {
                    continue;
                }
                boolean needed = w.getLeadId() == offer.getOfferedId() || w.getCapturerId() == offer.getOfferedId();
                if (!needed && w.getHow().equals("capture")) {
                    int target = Square.parse(w.getTargetSquare());
                    int capturerSq = -1;
                    for (int sq = 0; sq < Square.COUNT && capturerSq < 0; sq++) {
                        if (board.id[sq] == w.getCapturerId()) {
                            capturerSq = sq;
                        }
                    }
                    int p = board.pieceAt(at);
                    board.lift(at);
                    Line without = capturerSq < 0 ? null : exchange(target, side, capturerSq, 0, w.getGain() - 1);
                    board.restore(at, p);
                    needed = without == null || without.gain() < w.getGain();
                }
                if (needed) {
                    w.needsOffered(offer.getOfferedId());
                }
            }
        }
    }

    /**
     * The enemy piece on {@code t} and a piece of the side of its kind attack each other, and the enemy may take
     * first without losing material (24.4: the offer can be accepted at no cost).
     */
    private void offers(int ply, Phase phase, int t, int side, int movedId, List<Object> out) {
        int type = Piece.typeCode(board.pieceAt(t));
        for (int c : capturers(t, side)) {
            if (Piece.typeCode(board.pieceAt(c)) != type || !board.attacks(t, c) || !board.legalAfter(t, c)) {
                continue;
            }
            int taken = values.taken(board.pieceAt(c), c);
            board.make(t, c);
            int answer = see(c, side, side ^ 1);
            if (nesting == 0 && settings.winByChecksPlies() >= 3) {
                // after accepting, the offering side may win more by checks (如黑方吃车则双车尽失, CXA 24.4)
                nesting++;
                Line back = checkWin(side, ANSWER_CHECK_PLIES, 0, INF,
                        Math.max(0, answer + settings.offerRefutedByChecksMargin() - 1));
                nesting--;
                if (back != null && back.gain() >= answer + settings.offerRefutedByChecksMargin()) {
                    answer = back.gain();
                }
            }
            int net = taken - answer;
            // accepting must not lead to an immediate mate either (24.4): then the offer is a threat
            boolean mated = settings.winnerMatedPlies() > 0 && mates(side, settings.winnerMatedPlies());
            board.unmake(t, c);
            if (net >= 0 && !mated) {
                out.add(new ExchangeOffer(ply, phase, board.id[c], Square.name(c), board.id[t], Square.name(t),
                        Piece.type(board.pieceAt(c)).name(), board.id[c] == movedId, net,
                        phase == Phase.AFTER && type == Piece.CANNON && screens(movedId, c, t)));
            }
        }
    }

    /** The piece {@code id} stands on the line strictly between the points {@code a} and {@code b}. */
    private boolean screens(int id, int a, int b) {
        if (id <= 0) {
            return false;
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (board.id[sq] == id) {
                return between(a, b, sq);
            }
        }
        return false;
    }

    /** {@code sq} lies on the file or rank of {@code a} and {@code b}, strictly between them. */
    private static boolean between(int a, int b, int sq) {
        int fa = Square.file(a), ra = Square.rank(a), fb = Square.file(b), rb = Square.rank(b);
        int fs = Square.file(sq), rs = Square.rank(sq);
        if (fa == fb && fs == fa) {
            return rs > Math.min(ra, rb) && rs < Math.max(ra, rb);
        }
        return ra == rb && rs == ra && fs > Math.min(fa, fb) && fs < Math.max(fa, fb);
    }

    private static final int[] DF = {1, -1, 0, 0};
    private static final int[] DR = {0, 0, 1, -1};

    /** Enemy rooks and cannons whose open line the moved piece now stands on. */
    private void lineBlocks(int ply, int side, int movedId, List<Object> out) {
        int at = -1;
        for (int sq = 0; sq < Square.COUNT && at < 0; sq++) {
            if (board.id[sq] == movedId) {
                at = sq;
            }
        }
        if (at < 0) {
            return;
        }
        for (int d = 0; d < 4; d++) {
            int f = Square.file(at) + DF[d], r = Square.rank(at) + DR[d];
            while (f >= 0 && f < 9 && r >= 0 && r < 10 && board.pieceAt(Square.of(f, r)) == Piece.EMPTY) {
                f += DF[d];
                r += DR[d];
            }
            if (f < 0 || f >= 9 || r < 0 || r >= 10) {
                continue;
            }
            int sq = Square.of(f, r), p = board.pieceAt(sq);
            int type = Piece.typeCode(p);
            if (Piece.sideIndex(p) != side && (type == Piece.ROOK || type == Piece.CANNON)) {
                out.add(new LineBlock(ply, movedId, board.id[sq], Piece.type(p).name(), Square.name(sq)));
            }
        }
    }

    /**
     * @param takers the piece types (a bit per type code) whose captures for the winner the search of the line tried,
     *               anywhere in it ({@link #takersTried}; {@link #ANY_TAKER}: not known)
     */
    private MaterialWin win(int ply, Phase phase, String side, String how, Line l, int movedId, int takers) {
        int sideIndex = Side.valueOf(side.toUpperCase()).index();
        boolean part = phase == Phase.AFTER && movedId > 0 && takesPart(l, how, sideIndex, movedId);
        int owner = l.capturerPiece();
        boolean joint = l.joint();
        if (phase == Phase.AFTER && how.equals("capture") && settings.winOwnedByTheNeededPiece()) {
            int needed = neededPiece(l, sideIndex, movedId, takers);
            if (needed != Piece.EMPTY) {
                owner = needed;
                joint = true;
            }
        }
        MaterialWin w = new MaterialWin(ply, phase, side, how, l.firstTargetId(), l.gain(), l.targetId(),
                Piece.type(l.targetPiece()).name(), Square.name(l.targetSq()), l.capturerId(),
                Piece.type(l.capturerPiece()).name(), l.capturerId() == movedId, joint, l.protectors(), l.attackers(),
                l.leadId(), part, Piece.type(owner).name());
        w.reaches(l.targets());
        return w;
    }

    /** After the move: the point the moved piece left (-1 unknown). */
    private int movedFrom = -1;
    /** Before the move: the id of the piece about to escape (-1 none), and what the opponent wins taking it now. */
    private int escapingId = -1;
    private int escapingAnyway;
    /** While set, the opponent's answers may not take the piece about to escape. */
    private boolean sparingEscaping;
    /** Searching again without the opponent's first answer through the line the capturer opened (被牵子捉子, CXA 24.3). */
    private boolean sparingCounter;

    /** Piece types whose captures the winner may not make after its first capture (a bit per type code). */
    private int barredLater;
    /**
     * The piece types whose captures for the winner of a search (whichever side that is, in a line nested in it too)
     * the searches since it was last cleared tried, past the first capture: the captures {@link #barredLater} would
     * have left out (a bit per type code).
     */
    private int takersTried;
    private static final int ANY_TAKER = -1;

    /**
     * Who the capture's win belongs to when it is not its first capturer (26.1: the king's and a pawn's own chases are
     * allowed), or {@link Piece#EMPTY}: (a) a king or pawn of the winner when without its later captures the line
     * would win nothing (等值交换后兵吃士：判闲, CXA 24.3); (b) the moved piece when the first capturer is the king or
     * a pawn, the moved piece attacks the point too and, lifted from the board, the capture would win nothing
     * (炮卒联合捉子, CXA 24.17; a move that only pins the piece that would take back leaves the capture the pawn's own:
     * 卒捉仕, 判闲).
     */
    private int neededPiece(Line l, int side, int movedId, int takers) {
        int first = Piece.typeCode(l.capturerPiece());
        if (first != Piece.KING && first != Piece.PAWN) {
            for (int type : new int[]{Piece.KING, Piece.PAWN}) {
                if (shortcuts && (takers & 1 << type) == 0) {
                    // the line's search never tried a capture of that type: barred, it would search the same
                    // positions in the same order and find the same line, which wins (the reference search makes it)
                    continue;
                }
                barredLater = 1 << type;
                Line without = exchange(l.targetSq(), side, l.capturerSq(), 0, 0);
                barredLater = 0;
                if (without == null || without.gain() <= 0) {
                    return type | side << 3;
                }
            }
            return Piece.EMPTY;
        }
        int at = squareOf(movedId);
        if (at < 0 || board.id[at] == l.capturerId() || Piece.typeCode(board.pieceAt(at)) == Piece.KING) {
            return Piece.EMPTY;
        }
        int moved = board.pieceAt(at);
        if (!board.attacks(at, l.targetSq())) {
            // a moved piece that only pins the piece that would take back leaves the win the pawn's (卒捉仕, 判闲:
            // the pin takes no part in the capture, CXA 24.3 因果关系)
            return Piece.EMPTY;
        }
        board.lift(at);
        Line without = exchange(l.targetSq(), side, l.capturerSq(), 0, 0);
        board.restore(at, moved);
        return without == null || without.gain() <= 0 ? moved : Piece.EMPTY;
    }

    private int squareOf(int id) {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (board.id[sq] == id && board.pieceAt(sq) != Piece.EMPTY) {
                return sq;
            }
        }
        return -1;
    }

    /**
     * Causality (因果关系, CXA 24.3): the moved piece takes part in the win — it captures or leads the line, or without
     * it on the board the same capture would win less (it is a mount, a root-cutter's partner, a second attacker), or
     * it guards the point, the capturer or the capturing cannon's mount.
     */
    private boolean takesPart(Line l, String how, int side, int movedId) {
        if (l.capturerId() == movedId || l.leadId() == movedId) {
            return true;
        }
        if (!how.equals("capture")) {
            return false;
        }
        int at = -1;
        for (int sq = 0; sq < Square.COUNT && at < 0; sq++) {
            if (board.id[sq] == movedId) {
                at = sq;
            }
        }
        if (at < 0 || Piece.typeCode(board.pieceAt(at)) == Piece.KING) {
            return false;
        }
        // it guards the point, the capturer, or the capturing cannon's mount where the opponent could take it
        // (车马炮联合捉车); guarding a mount nobody attacks is no part in the capture (CXA 24.3–24.4: a rook that only
        // backs a cannon's unattacked mount takes no part in its win)
        int mount = mountOf(l.capturerSq(), l.targetSq());
        if (board.attacks(at, l.targetSq()) || board.attacks(at, l.capturerSq())
                || mount >= 0 && Piece.sideIndex(board.pieceAt(mount)) == side && board.attacks(at, mount)
                && board.attacked(mount, side ^ 1)) {
            // (the mount guarded must be the capturer's own screen: attacking an enemy screen is no part, CXA 24.3 因果关系)
            return true;
        }
        if (settings.pinAndDepartureTakePart()) {
            // its departure opened the capturer's line, leg or eye (lifting it from its new square cannot show that)
            if (movedFrom >= 0 && uncovered(l.capturerSq(), l.targetSq(), movedFrom)) {
                return true;
            }
            // it pins the target: the target may not leave its point, the moved piece would then check or mate
            // (不能离线: the pinned piece may not leave the line, CXA 24.3)
            if (pins(at, l.targetSq(), side)) {
                return true;
            }
        }
        int p = board.pieceAt(at);
        board.lift(at);
        Line without = board.pieceAt(l.capturerSq()) == Piece.EMPTY ? null
                : exchange(l.targetSq(), side, l.capturerSq(), 0, l.gain() - 1);
        board.restore(at, p);
        return without == null || without.gain() < l.gain();
    }

    /**
     * With the piece on {@code target} lifted, the moved piece on {@code at} checks the enemy king, or the side mates by
     * checks (within winner_mated_plies) and would not without the moved piece.
     */
    private boolean pins(int at, int target, int side) {
        int tp = board.pieceAt(target);
        board.lift(target);
        boolean pinned = board.attacks(at, board.kingSquare(side ^ 1));
        if (!pinned && settings.winnerMatedPlies() > 0 && mates(side, settings.winnerMatedPlies())) {
            int mp = board.pieceAt(at);
            board.lift(at);
            pinned = !mates(side, settings.winnerMatedPlies());
            board.restore(at, mp);
        }
        board.restore(target, tp);
        return pinned;
    }

    /** One capturer's winning line, with the piece types its search tried as the winner's later takers. */
    private record Exchange(Line line, int takers) {
    }

    /** The winning first captures on {@code t}, the best line for each capturer. */
    private List<Exchange> exchanges(int t, int winner) {
        List<Exchange> lines = new ArrayList<>();
        for (int a : capturers(t, winner)) {
            // a line that wins nothing is not a win: its exchange is searched only as far as that
            takersTried = 0;
            Line l = exchange(t, winner, a, 0, 0);
            if (l != null && l.gain() > 0) {
                lines.add(new Exchange(l, takersTried));
            }
        }
        return lines;
    }

    /** The side's capture wins of the piece on {@code t}, one per first capturer, searched before any is labelled. */
    private void addCaptureWins(int ply, Phase phase, String sideName, int t, int side, int movedId, List<Object> out) {
        for (Exchange e : exchanges(t, side)) {
            out.add(win(ply, phase, sideName, "capture", e.line(), movedId, e.takers()));
        }
    }

    /** No line is read as none: every line's gain is exact. */
    private static final int EXACT = Integer.MIN_VALUE;

    /**
     * The best first capture on {@code t} by {@code winner} (from {@code only}, or any point if -1), followed through
     * the exchange; null if none is legal. For a caller that reads the line only if it wins more than {@code floor}
     * (0: any winning line): whether the winner is mated after a capture is asked only of a capture that would be the
     * best line and win more than that; a line returned winning no more may be one the mate would have removed. And
     * for a caller that reads a line winning no more than {@code none} as no line ({@link #EXACT}: none such): the
     * opponent's answers to a capture are searched only until they hold it to that, and such a line comes back with
     * a gain that is only a bound (at most {@code none}).
     */
    private Line exchange(int t, int winner, int only, int floor, int none) {
        int[] capturers = capturers(t, winner);
        if (capturers.length == 0) {
            return null;
        }
        int target = board.pieceAt(t);
        int targetId = board.id[t];
        int taken = values.taken(target, t);
        Line best = null;
        for (int a : capturers) {
            if (only >= 0 && a != only) {
                continue;
            }
            int ap = board.pieceAt(a);
            int aid = board.id[a];
            board.make(a, t);
            int protectors = legalCapturers(t, winner ^ 1);
            int fakeRoots = pseudoFound - protectors; // the same point's attackers, counted by legalCapturers
            int ceiling = replyCeiling(taken, none);
            int reply = answerTo(a, t, winner, ceiling);
            if (escapingId > 0 && nesting == 0 && reply > 0 && reply <= escapingAnyway && board.id[t] != escapingId) {
                // 因果关系 (CXA 24.3 因果关系): an answer that wins no more than taking the piece about to escape
                // would win anyway was not created by this capture; without it the capture stands, and the escape rule
                // decides whether the move makes it a chase
                sparingEscaping = true;
                reply = Math.min(reply, answerTo(a, t, winner, ceiling));
                sparingEscaping = false;
            }
            if (settings.evenCounterCaptureKeepsTheWin() && nesting == 0 && reply > 0 && reply == taken
                    && counterUncovered(a, t, winner)) {
                // 被牵子捉子 (CXA 24.3): the capturer left a line open and the opponent's taking through it
                // only evens the trade; 得不偿失 (the trade comes out behind) is what makes it idle, so an even
                // counter-capture does not cancel the win: the exchange is counted without it
                sparingCounter = true;
                reply = Math.min(reply, answerTo(a, t, winner, ceiling));
                sparingCounter = false;
            }
            // a capture after which the winner is mated at once wins nothing (24.3): asked only of a capture that
            // would win, the search being the costly part (a losing capture is no win either way)
            if (!shortcuts && taken - reply > 0 && winnerMated(winner)) {
                board.unmake(a, t);
                continue;
            }
            board.unmake(a, t);
            int net = taken - reply;
            // joint (联合捉, 24.17): the capturer alone would lose what it takes back (another piece of the winner's
            // makes the exchange pay), or it is a cannon whose mount is the winner's own piece (联合捉, CXA 24.17)
            int alone = taken - (protectors > 0 ? values.given(ap, t) : 0);
            // a root that may not recapture because another piece of the winner pins it (假根) joins that piece to
            // the chase: without the pin the capturer would lose the exchange (车炮联合捉子, CXA 24.17)
            int unpinned = fakeRoots > 0 && protectors == 0 ? taken - values.given(ap, t) : 1;
            boolean joint = net > 0 && (alone <= 0 || unpinned <= 0 || friendlyMount(a, t, winner));
            if (best == null || net > best.gain() || net == best.gain() && best.joint() && !joint) {
                if (shortcuts && net > 0 && net > floor) {
                    board.make(a, t);
                    boolean mated = winnerMated(winner);
                    board.unmake(a, t);
                    if (mated) {
                        continue;
                    }
                }
                best = new Line(targetId, net, t, targetId, target, aid, ap, a, joint, protectors, capturers.length, aid);
            }
        }
        return best;
    }

    /**
     * What the opponent gets back after the winner's capture from {@code a} on {@code t} (made on the board): the
     * complete exchange, and at the top the opponent's answer by checks (抽, CXA 24.3), whichever wins more.
     */
    private int answerTo(int a, int t, int winner, int ceiling) {
        int reply = reply(a, t, winner, ceiling);
        if (reply >= ceiling) {
            return reply; // the capture wins nothing the caller reads; an answer by checks would only take back more
        }
        // the exchange is complete only with the opponent's answer by checks: a capture that lets the opponent
        // win material back by a check (抽, CXA 24.3) wins only the difference
        if (counterChecks && nesting == 0 && settings.winByChecksPlies() >= 3) {
            nesting++;
            Line back = checkWin(winner ^ 1, ANSWER_CHECK_PLIES, 0, INF, Math.max(0, reply));
            nesting--;
            if (back != null && back.gain() > reply) {
                reply = back.gain();
            }
        }
        return reply;
    }

    /**
     * Where the search of the opponent's answers to a capture of {@code taken} may stop, for a caller that reads a
     * line winning no more than {@code none} as none: an answer taking back {@code taken - none} or more. Above the
     * root (where the answers are read exactly, up to what the escape and counter-capture rules compare) and without
     * the shortcuts every answer is exact ({@link #MATE}).
     */
    private int replyCeiling(int taken, int none) {
        if (!shortcuts || none == EXACT) {
            return MATE;
        }
        int ceiling = taken - none;
        if (nesting == 0) {
            if (settings.evenCounterCaptureKeepsTheWin()) {
                ceiling = Math.max(ceiling, taken + 1); // 被牵子捉子 reads whether the answer is exactly the capture
            }
            if (escapingId > 0) {
                ceiling = Math.max(ceiling, escapingAnyway + 1); // 因果关系 reads whether it is within the escape's
            }
        }
        return ceiling;
    }

    /** The screen a cannon on {@code a} fires over at {@code t}, or -1 (not a cannon, or not on one line). */
    private int mountOf(int a, int t) {
        if (Piece.typeCode(board.pieceAt(a)) != Piece.CANNON) {
            return -1;
        }
        int df = Integer.signum(Square.file(t) - Square.file(a)), dr = Integer.signum(Square.rank(t) - Square.rank(a));
        if (df != 0 && dr != 0) {
            return -1;
        }
        for (int f = Square.file(a) + df, r = Square.rank(a) + dr; f != Square.file(t) || r != Square.rank(t); f += df, r += dr) {
            if (board.pieceAt(Square.of(f, r)) != Piece.EMPTY) {
                return Square.of(f, r);
            }
        }
        return -1;
    }

    /** A cannon capturing from {@code a} to {@code t} over a rook, horse or cannon of its own side. */
    private boolean friendlyMount(int a, int t, int side) {
        if (Piece.typeCode(board.pieceAt(a)) != Piece.CANNON) {
            return false;
        }
        int df = Integer.signum(Square.file(t) - Square.file(a)), dr = Integer.signum(Square.rank(t) - Square.rank(a));
        for (int f = Square.file(a) + df, r = Square.rank(a) + dr; f != Square.file(t) || r != Square.rank(t); f += df, r += dr) {
            int p = board.pieceAt(Square.of(f, r));
            if (p != Piece.EMPTY) {
                // a mount that is itself a fighting piece (rook, horse, cannon) takes part in the capture; an
                // advisor, elephant or pawn standing in the line is only a screen (CXA 24.17)
                int type = Piece.typeCode(p);
                return Piece.sideIndex(p) == side && (type == Piece.ROOK || type == Piece.HORSE || type == Piece.CANNON);
            }
        }
        return false;
    }

    /**
     * What the opponent gets back after the winner's capture on {@code t}: by the whole-board search when the edition
     * sets one (24.3 "material can be won" is a question about the whole board), else by recaptures on the point.
     */
    private int reply(int from, int t, int winner, int ceiling) {
        Bounds b = settings.exchange();
        if (b.plies() <= 0 || clockDue() && outOfBounds()) {
            return see(t, winner ^ 1, winner);
        }
        // the other reading of the same position (the _READ_AS_ phase) asks the same exchange searches again: one whose
        // line never met a capture the readings treat apart (the opponent's taking of an abandoned piece) is shared
        boolean shared = (recordReplies || useReplies) && nesting == 0 && checkLineDepth == 0 && !sparingEscaping
                && barredLater == 0;
        long key = 0;
        if (shared) {
            key = board.key() ^ mix(from | t << 7 | winner << 14 | (sparingCounter ? 1 << 15 : 0))
                    ^ mix(rootHeld[0][0] + 3 * rootHeld[0][1]) * 5 ^ mix(rootHeld[1][0] + 7 * rootHeld[1][1]) * 11
                    ^ mix(ceiling) * 13; // a search that stopped at its ceiling is another's only with the same
            Integer known = useReplies ? sharedReplies.get(key) : null;
            if (known != null) {
                cost.repliesShared++;
                return known;
            }
        }
        searchNodes = 0;
        lineFrom[0] = from;
        boolean matteredAbove = readingMattered;
        readingMattered = false;
        int r = answer(winner ^ 1, winner, b.plies(), 1, -MATE, Math.min(MATE, ceiling), t, -1, -1);
        if (shared && recordReplies && !readingMattered && searchNodes <= b.nodes() && !timeBoundHit) {
            sharedReplies.put(key, r);
        }
        readingMattered |= matteredAbove;
        return r;
    }

    private static long mix(long x) {
        x *= 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29);
    }

    /**
     * The exchange searches' results of the last BEFORE or AFTER phase whose lines never met a capture the two readings
     * treat apart, by position, capture and the root's held pieces; valid for the other reading of that position.
     */
    private final java.util.Map<Long, Integer> sharedReplies = new java.util.HashMap<>();
    private long sharedRoot;
    private boolean recordReplies;
    private boolean useReplies;
    /** Set when the search met an opponent's capture one reading allows and the other not. */
    private boolean readingMattered;

    private static final int MATE = 100_000;
    /** The longest exchange line the search follows (a table's {@code exchange_search.plies} lies within it). */
    public static final int LONGEST_EXCHANGE = 32;
    private static final int MAX_PLIES = LONGEST_EXCHANGE;
    private final int[][] moveBuffers = new int[MAX_PLIES + 1][160];
    /** The point each move of the line being searched left, by level (0 = the winner's first capture). */
    private final int[] lineFrom = new int[MAX_PLIES + 2];
    private long searchNodes;
    private long cpuStart = -1;
    private boolean nodeBoundHit;
    private boolean timeBoundHit;

    private final SearchCost cost = new SearchCost();

    /** What this search has cost so far (positions by kind, the deepest line, the bounds hit). */
    public SearchCost cost() {
        cost.timeBound = timeBoundHit;
        return cost;
    }

    /** Which bound of the whole-board search was hit in this ruling (null if none): "nodes" or "time". */
    public String boundHit() {
        return timeBoundHit ? "time" : nodeBoundHit ? "nodes" : null;
    }

    /**
     * Whether an exchange search about to start reads the CPU clock for the ruling's time bound ({@link #outOfBounds}):
     * the first of this search's life, then every {@link #CLOCK_EVERY}th. The clock is a system call, dearer than most
     * exchange searches (read before each, it cost 2 % of a CXA 2020 corpus run); the bound is seconds of a ruling's
     * CPU, and a search reads the clock itself every 1,024 positions, so it is seen within milliseconds all the same.
     */
    private boolean clockDue() {
        return timeBoundHit || cpuStart < 0 || ++searchesSinceClock % CLOCK_EVERY == 0;
    }

    private static final int CLOCK_EVERY = 64;
    /** Exchange searches started since this search began, for {@link #clockDue}. */
    private long searchesSinceClock;

    private boolean outOfBounds() {
        if (timeBoundHit) {
            return true;
        }
        long limit = settings.exchange().cpuMillis();
        if (limit == Long.MAX_VALUE) {
            return false;
        }
        long now = CPU.isCurrentThreadCpuTimeSupported() ? CPU.getCurrentThreadCpuTime() : System.nanoTime();
        if (cpuStart < 0) {
            cpuStart = now;
        }
        if (now - cpuStart > limit * 1_000_000L) {
            timeBoundHit = true;
        }
        return timeBoundHit;
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * Best material balance for {@code side}, on move now, from captures anywhere on the board (or, in check, any
     * answer to the check), the other side answering the same way; either side may stop when not in check. Captures
     * count at the table's values from the winner's point of view (a pawn taken low, a pawn given high, 26.6); being
     * mated counts as losing everything. Negamax with alpha-beta, at most {@code plies} deep.
     */
    /** Far below any material balance, above being mated: a line that broke its own condition (a check in between not followed by the recapture). */
    private static final int BROKEN = -MATE / 2;

    /**
     * @param lastTo    the point the last move went to
     * @param mustTake  when not -1: the side has captured with check in between and must now take back on the point
     *                  (it may not stop), with another piece than the one that gave the check: the point, plus 128 times
     *                  the square that piece went to; -1: none
     * @param owed      when this node answers a check given in between: what the other side must then take back
     *                  ({@code mustTake}'s form)
     */
    private int answer(int side, int winner, int plies, int level, int alpha, int beta, int lastTo, int mustTake, int owed) {
        if (++searchNodes > settings.exchange().nodes()) {
            if (searchNodes == settings.exchange().nodes() + 1) {
                cost.nodeBounds++;
            }
            nodeBoundHit = true;
            return 0;
        }
        cost.exchangePositions++;
        cost.deepest = Math.max(cost.deepest, level);
        if ((searchNodes & 1023) == 0 && outOfBounds()) {
            return 0;
        }
        int[] moves = moveBuffers[Math.min(level, MAX_PLIES)];
        int n;
        int best;
        long inBetween = 0;
        boolean inCheck = board.inCheck(side);
        // the false root's mate probe, asked after the captures when they do not already refute the answer
        boolean probeAfter = false;
        if (inCheck) {
            n = board.legalMoves(side, moves);
            if (n == 0) {
                return -MATE;
            }
            if (plies == 0 || level >= MAX_PLIES) {
                return 0;
            }
            best = -MATE;
        } else {
            best = 0;
            if (mustTake < 0 && (best >= beta || plies == 0 || level >= MAX_PLIES)) {
                return best;
            }
            if (level == 2 && settings.recapturerMatedPlies() > 0 && mustTake < 0) {
                // the opponent's answer to the first capture (its recapture, or what else it took) lets the winner mate
                // at once: that piece was no real protection (假根, CXA 24.15 充分保护; 24.3 不致立即被将死 applied to
                // the protector). Later recaptures of the line are not asked (a bound on the search's cost).
                // A capture that already holds the answer to its bound decides it as the mate would (the answer is
                // not the opponent's best either way, and the first capture's node, the search's root, reads no more
                // than that), so the probe is asked only when the captures do not
                if (shortcuts) {
                    probeAfter = true;
                } else if (mates(side, settings.recapturerMatedPlies())) {
                    return MATE;
                }
            }
            n = captures(side, moves);
            if (mustTake >= 0) {
                // the check in between is answered: now the recapture on the point, or the line was no exchange
                n = onPoint(moves, n, mustTake & 0x7f, mustTake >>> 7);
                best = BROKEN;
            } else {
                alpha = Math.max(alpha, best);
                if (side == winner || answers != Answers.ANYWHERE) {
                    int all = n;
                    n = exchangeAnswers(moves, n, level, lastTo, rootHeld[side ^ 1],
                            side == winner || answers == Answers.EXCHANGE_AND_ABANDONED, side != winner,
                            side != winner && checkLineDepth > 0 && settings.checkLineHandsBack());
                    if (settings.checkInBetween() && plies >= 3 && lastTo >= 0) {
                        // captures that give check, tried after the exchange's own, while another piece guards the
                        // point just taken: each must be followed by that recapture (marked in inBetween by index)
                        // the point's guards read once for the node (the board is the same for every capture tried)
                        int guards = -1, guard = -1;
                        for (int i = n; i < all && n < 63; i++) {
                            int m = moves[i], from = m & 0x7f, to = (m >>> 7) & 0x7f;
                            if (to == lastTo) {
                                continue;
                            }
                            if (guards < 0) {
                                guards = board.attackers(lastTo, side, attackerBuffer);
                                guard = attackerBuffer[0];
                            }
                            // another piece than the capturer guards the point (the guards are distinct points)
                            if ((guards > 1 || guards == 1 && guard != from)
                                    && board.legalAfterOutOfCheck(from, to) && givesCheck(from, to, side)) {
                                moves[i] = moves[n];
                                moves[n] = m;
                                inBetween |= 1L << n;
                                n++;
                            }
                        }
                    }
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = (moves[i] >>> 7) & 0x7f;
            int victim = board.pieceAt(to);
            int v = victim == Piece.EMPTY ? 0 : side == winner ? values.taken(victim, to) : values.given(victim, to);
            if (!inCheck && !board.legalAfterOutOfCheck(from, to)) {
                continue;
            }
            if (side == winner && victim != Piece.EMPTY) {
                int type = Piece.typeCode(board.pieceAt(from));
                if ((barredLater & 1 << type) != 0) {
                    continue;
                }
                takersTried |= 1 << type;
            }
            if (sparingEscaping && side != winner && board.id[to] == escapingId && !inCheck) {
                continue;
            }
            if (sparingCounter && level == 1 && !inCheck && to != lastTo && uncovered(from, to, lineFrom[0])) {
                continue;
            }
            lineFrom[Math.min(level, MAX_PLIES)] = from;
            boolean check = (inBetween & 1L << i) != 0;
            board.make(from, to);
            int score = v - answer(side ^ 1, winner, plies - 1, level + 1, v - beta, v - alpha, to, inCheck ? owed : -1,
                    check ? lastTo | to << 7 : -1);
            board.unmake(from, to);
            if (score > best) {
                best = score;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) {
                        return best;
                    }
                }
            }
        }
        if (probeAfter && mates(side, settings.recapturerMatedPlies())) {
            return MATE;
        }
        return best;
    }

    /** Keeps the captures on {@code point} by a piece not on {@code not}. */
    private static int onPoint(int[] moves, int n, int point, int not) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (((moves[i] >>> 7) & 0x7f) == point && (moves[i] & 0x7f) != not) {
                moves[k++] = moves[i];
            }
        }
        return k;
    }

    /** The side's move from→to (legal) checks the enemy king. */
    private boolean givesCheck(int from, int to, int side) {
        board.make(from, to);
        boolean check = board.inCheck(side ^ 1);
        board.unmake(from, to);
        return check;
    }

    /**
     * Per side, its pieces that stood attacked but protected where the search began: the ones a line of captures may
     * strip of their protection (a capturer that abandons what it guarded, an overloaded defender).
     */
    private final long[][] rootHeld = new long[2][2];
    /** Per side, its pieces that stood protected where the search began (attacked or not). */
    private final long[][] rootGuarded = new long[2][2];
    /** Where the winner's pieces that moved in the line of checks being searched now stand, by depth. */
    private final int[] checkLine = new int[MAX_PLIES];
    private int checkLineDepth;

    private void markHeld() {
        // every piece's attackers asked in one pass over the pieces (a search of its own asks this of each board)
        long[] attacked = attackedPieces;
        board.attackedPieces(attacked);
        long[][] own = {{0, 0}, {0, 0}};
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = board.pieceAt(sq);
            if (p != Piece.EMPTY && Piece.typeCode(p) != Piece.KING) {
                own[Piece.sideIndex(p)][sq >> 6] |= 1L << (sq & 63);
            }
        }
        for (int s = 0; s < 2; s++) {
            for (int w = 0; w < 2; w++) {
                rootGuarded[s][w] = own[s][w] & attacked[2 * s + w];
                rootHeld[s][w] = rootGuarded[s][w] & attacked[2 * (s ^ 1) + w];
            }
        }
    }

    private final long[] attackedPieces = new long[4];

    /**
     * Keeps the captures that belong to the exchange: on the point just taken, uncovered by the piece that left or by
     * an earlier capture of the same side in the line (its second attacker, 与其他子联合吃子: the first capture opened
     * its line, CXA 24.3), or (with {@code abandoned}) of a piece that was attacked but protected where the search began
     * ({@code held}) and has lost its protection since. {@code level} is the number of moves made in the line. With
     * {@code handback} (the opponent, after the capture that ends a line of checks) also of a piece that moved in the
     * line, or of one that was protected where the search began and is no longer.
     */
    private int exchangeAnswers(int[] moves, int n, int level, int lastTo, long[] g, boolean abandoned, boolean opponent,
                                boolean handback) {
        int k = 0;
        int last = Math.min(level - 1, MAX_PLIES);
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = (moves[i] >>> 7) & 0x7f;
            boolean opened = uncovered(from, to, lineFrom[last]);
            for (int l = last - 1; l >= 0 && !opened; l -= 2) {
                opened = uncovered(from, to, lineFrom[l]);
            }
            boolean bit = (g[to >> 6] & 1L << (to & 63)) != 0;
            if (handback && !opened) {
                opened = inCheckLine(to) || (rootGuarded[Piece.sideIndex(board.pieceAt(to))][to >> 6] & 1L << (to & 63)) != 0
                        && !board.attacked(to, Piece.sideIndex(board.pieceAt(to)));
            }
            boolean keep = to == lastTo || opened;
            if (!keep && bit && (abandoned || opponent) && !board.attacked(to, Piece.sideIndex(board.pieceAt(to)))) {
                // the opponent's taking of an abandoned piece: the readings differ on it (one reading's result is
                // then not the other's)
                keep = abandoned;
                readingMattered |= opponent;
            }
            if (keep) {
                // swapped to the front: the captures left out stay behind them (a check in between is looked for there)
                int kept = moves[i];
                moves[i] = moves[k];
                moves[k++] = kept;
            }
        }
        return k;
    }

    private boolean inCheckLine(int sq) {
        for (int i = 0; i < checkLineDepth; i++) {
            if (checkLine[i] == sq) {
                return true;
            }
        }
        return false;
    }

    /**
     * After the winner's capture from {@code a} to {@code t} (made on the board), the opponent may take a piece
     * elsewhere through the point {@code a} the capturer left (the capturer was pinned: 被牵子).
     */
    private boolean counterUncovered(int a, int t, int winner) {
        int[] moves = new int[160];
        int n = captures(winner ^ 1, moves);
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = (moves[i] >>> 7) & 0x7f;
            if (to != t && uncovered(from, to, a)) {
                return true;
            }
        }
        return false;
    }

    /** The capture from {@code a} to {@code t} passes through {@code vacated}: a line, a horse's leg, an elephant's eye. */
    private boolean uncovered(int a, int t, int vacated) {
        int fa = Square.file(a), ra = Square.rank(a), ft = Square.file(t), rt = Square.rank(t);
        int fv = Square.file(vacated), rv = Square.rank(vacated);
        switch (Piece.typeCode(board.pieceAt(a))) {
            case Piece.ROOK, Piece.CANNON -> {
                return between(a, t, vacated);
            }
            case Piece.HORSE -> {
                int df = ft - fa, dr = rt - ra;
                return Math.abs(df) == 2 ? fv == fa + df / 2 && rv == ra : rv == ra + dr / 2 && fv == fa;
            }
            case Piece.ELEPHANT -> {
                return fv == (fa + ft) / 2 && rv == (ra + rt) / 2;
            }
            default -> {
                return false;
            }
        }
    }

    /** The side's pseudo-legal captures (kings excepted), the most valuable victim first, then the least valuable capturer. */
    int captures(int side, int[] out) {
        // listed from the capturers (Board.captures); among equal keys in the order of asking every enemy piece in
        // point order for its attackers: by target point, then by the capturer's place in that target's attackers
        int k = board.captures(side, out);
        int[] order = captureOrder;
        for (int i = 0; i < k; i++) {
            int m = out[i], a = m & 0x7f, t = (m >>> 7) & 0x7f;
            int key = Math.min(values.taken(board.pieceAt(t), t), 100) * 64 - Math.min(values.given(board.pieceAt(a), a), 63) + 64;
            order[i] = key << 12 | (127 - t) << 5 | (31 - (m >>> 14));
            out[i] = a | t << 7 | key << 14;
        }
        // insertion sort on the ordering, highest first (every capture's is distinct)
        for (int i = 1; i < k; i++) {
            int m = out[i], o = order[i], j = i - 1;
            while (j >= 0 && order[j] < o) {
                out[j + 1] = out[j];
                order[j + 1] = order[j];
                j--;
            }
            out[j + 1] = m;
            order[j + 1] = o;
        }
        return k;
    }

    /** {@link #captures}' ordering of each capture (used within one call). */
    private final int[] captureOrder = new int[64];

    /** Best net gain for {@code side} from capturing on {@code t} now, or 0 if it does better to stop. */
    private int see(int t, int side, int winner) {
        int best = 0, bestCount = 0;
        int victim = board.pieceAt(t);
        int v = side == winner ? values.taken(victim, t) : values.given(victim, t);
        for (int a : capturers(t, side)) {
            board.make(a, t);
            int r = see(t, side ^ 1, winner);
            int rc = seeWinnerCaptures;
            board.unmake(a, t);
            if (v - r > best) {
                best = v - r;
                bestCount = rc + (side == winner ? 1 : 0);
            }
        }
        seeWinnerCaptures = bestCount;
        return best;
    }

    /** Where the attackers of a point are written (asked at every node of the search; used at once). */
    private final int[] attackerBuffer = new int[16];

    /** The side's pieces that may legally capture on {@code t} (a new array: callers search while they loop over it). */
    private int[] capturers(int t, int side) {
        int k = legalCapturers(t, side);
        return k == 0 ? NONE : java.util.Arrays.copyOf(attackerBuffer, k);
    }

    private static final int[] NONE = new int[0];

    /** How many pieces attacked the point of the last {@link #legalCapturers} call, legal captures or not. */
    private int pseudoFound;

    /** How many pieces of the side may legally capture on {@code t}; they are left at the front of the attacker buffer. */
    private int legalCapturers(int t, int side) {
        int[] found = attackerBuffer;
        int n = board.attackers(t, side, found);
        pseudoFound = n;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (board.legalAfter(found[i], t)) {
                found[k++] = found[i];
            }
        }
        return k;
    }

    /**
     * After the winner's capture, is it mated at once (24.3)? Either the opponent mates by checks within the set
     * depth, or — when the capture gave check — the opponent has an answer after which every move of the winner
     * allows a mate within that depth (垫将还杀: the piece may not leave its line, CXA 24.3).
     */
    private boolean winnerMated(int winner) {
        int opp = winner ^ 1;
        if (board.inCheck(opp)) {
            if (!settings.matedAfterCheckReply()) {
                return false;
            }
            int[] replies = matedReplies;
            int n = board.legalMoves(opp, replies);
            for (int i = 0; i < n; i++) {
                int from = replies[i] & 0x7f, to = replies[i] >>> 7;
                board.make(from, to);
                boolean lost = everyMoveAllowsMate(winner);
                board.unmake(from, to);
                if (lost) {
                    return true;
                }
            }
            return false;
        }
        return settings.winnerMatedPlies() > 0 && mates(opp, settings.winnerMatedPlies());
    }

    /**
     * Whether {@code side} mates by checks within {@code plies} here: a question of the position alone, which the
     * search asks again and again (the same positions recur along its lines, and the two readings of a phase search
     * the same board), so each answer is kept for the rest of this search's life, up to a bound.
     */
    private boolean mates(int side, int plies) {
        long key = board.key() ^ (side == 0 ? 0x5DEECE66DL : 0x2545F4914F6CDD1DL) ^ ((long) plies << 56);
        Boolean known = mateAnswers.get(key);
        cost.mateProbes++;
        if (known != null) {
            cost.mateProbesRemembered++;
        } else {
            long positions = mateProbe.positions();
            known = mateProbe.matesByChecks(side, plies, 0);
            cost.matePositions += mateProbe.positions() - positions;
            if (mateAnswers.size() >= MATE_ANSWERS) {
                mateAnswers.clear();
            }
            mateAnswers.put(key, known);
        }
        return known;
    }

    private static final int MATE_ANSWERS = 1 << 16;
    private final java.util.Map<Long, Boolean> mateAnswers;

    /** {@link #winnerMated}'s and {@link #everyMoveAllowsMate}'s move lists (neither is asked again inside itself). */
    private final int[] matedReplies = new int[160], matedMoves = new int[160];

    private boolean everyMoveAllowsMate(int side) {
        int[] moves = matedMoves;
        int n = board.legalMoves(side, moves);
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = moves[i] >>> 7;
            board.make(from, to);
            boolean mated = mates(side ^ 1, Math.max(1, settings.winnerMatedPlies()));
            board.unmake(from, to);
            if (!mated) {
                return false;
            }
        }
        return true;
    }

    /**
     * How deep the opponent's answers by checks are searched (a 抽 that wins back more than the capture, an exchange
     * offer refuted by checks): one check, its answer and a capture, as before 连续将军 was searched for the chase.
     */
    private static final int ANSWER_CHECK_PLIES = 3;
    /** True while the side's own win by checks is searched (forced answers then cost no depth), not an answer's. */
    private boolean forcedFree;

    /** Above any material: a line of checks that ends in mate (the defender avoids it; at the top it is 杀, not 捉). */
    private static final int MATED = 10_000;

    /**
     * The best material won by a check now and, after every answer, a winning capture or more checks (将军得子, 连续将军).
     * A check with a single legal answer costs no depth when the edition says so (the answer is forced); a later check
     * that mates counts above any material, so the defender's answer that allows it is never its best.
     *
     * @param floor the caller reads only a line that wins more than this (its answer is otherwise the same): a line
     *              winning no more is not returned, and a check whose answers already hold it to the floor, or to the
     *              best line found, is not followed through its other answers (it cannot be the best line). 0: every
     *              winning line counts
     */
    private Line checkWin(int side, int plies, int level, int enough, int floor) {
        // each call its own two lists (lines of checks nest: deeper checks, and an answer's checks inside an exchange)
        checkCalls++;
        try {
            return checkWin(side, plies, level, enough, floor, checkBuffer(2 * checkCalls), checkBuffer(2 * checkCalls + 1));
        } finally {
            checkCalls--;
        }
    }

    /** How many {@link #checkWin} calls are under way; their move and answer lists, kept for the search's life. */
    private int checkCalls;
    private int[][] checkBuffers = new int[16][];

    private int[] checkBuffer(int i) {
        if (i >= checkBuffers.length) {
            checkBuffers = java.util.Arrays.copyOf(checkBuffers, Math.max(i + 1, checkBuffers.length * 2));
        }
        int[] b = checkBuffers[i];
        return b != null ? b : (checkBuffers[i] = new int[160]);
    }

    private Line checkWin(int side, int plies, int level, int enough, int floor, int[] moves, int[] replies) {
        AnalysisCancelled.ifInterrupted();
        if (!shortcuts) {
            floor = 0;
        }
        cost.checkPositions++;
        // (a king in check already, which no line of checks starts from, would stay in check after any move)
        boolean enemyInCheck = board.inCheck(side ^ 1);
        // not in check, only the moves that could check are listed (Position#checkCandidates, pseudo-legal, in the
        // order of the side's legal moves), and only the checks among them are tested for legality
        int n = enemyInCheck ? board.legalMoves(side, moves) : board.checkCandidates(side, false, moves);
        assert enemyInCheck || sameChecks(side, moves, n) : "check candidates and legal moves disagree";
        Line best = null;
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = moves[i] >>> 7;
            int mover = board.pieceAt(from), moverId = board.id[from];
            int captured = board.pieceAt(to), capturedId = board.id[to];
            if (sparingEscaping && captured != Piece.EMPTY && capturedId == escapingId) {
                continue; // an answer that takes the piece about to escape (CXA 24.3 因果关系)
            }
            if (!enemyInCheck && (!board.wouldCheck(from, to, false) || !board.legalAfter(from, to))) {
                continue; // it gives no check (asked without playing it), or it is not legal: not played
            }
            board.make(from, to);
            if (enemyInCheck && !board.inCheck(side ^ 1)) {
                board.unmake(from, to);
                continue;
            }
            // the answers, listed once: none is the mate
            int m = board.legalMoves(side ^ 1, replies);
            if (m == 0) {
                board.unmake(from, to);
                if (level > 0) {
                    // a mate inside the line: better for the checker than any material, nothing else to look for
                    return new Line(capturedId, MATED, to, capturedId, captured, moverId, mover, from, false, 0, 1, moverId);
                }
                continue;
            }
            // the pieces that give the check: another than the one that moves (a discovered check, a cannon over
            // the moved piece) joins the chase (联合捉, CXA 24.17)
            long checkers = checkerIds(side);
            int v = captured == Piece.EMPTY ? 0 : values.taken(captured, to);
            // a checking capture after which the winner is mated wins nothing (不能离线, CXA 24.3); asked, with the
            // shortcuts, only of a line that would be the best (the answers cost less than the question)
            if (v > 0 && !shortcuts && winnerMated(side)) {
                board.unmake(from, to);
                continue;
            }
            int worst = INF;
            Line worstLine = null;
            // the checking piece stands in the line: once the line's capture is made the opponent may take it back
            checkLine[checkLineDepth++] = to;
            // a forced answer widens nothing: the next check keeps the depth, within the line's bound
            int forcedLine = forcedFree ? settings.winByChecksForcedLinePlies() : 0;
            int next = m == 1 && forcedLine > settings.winByChecksPlies() && 2 * level + 5 <= forcedLine ? plies : plies - 2;
            boolean worstDeeper = false;
            // the pieces the line takes after one answer or another: its result, whichever the defender chooses
            long reached = v > 0 && capturedId < 64 ? 1L << capturedId : 0;
            // the answers stop once one holds this check to what a returned line must beat: it cannot be that line
            int cut = !shortcuts ? 0 : Math.max(floor, best == null ? 0 : best.gain());
            for (int j = 0; j < m && v + worst > cut; j++) {
                int rf = replies[j] & 0x7f, rt = replies[j] >>> 7;
                int lost = board.pieceAt(rt) == Piece.EMPTY ? 0 : values.given(board.pieceAt(rt), rt);
                board.make(rf, rt);
                // this answer matters only if it could be the defender's best: below the worst found so far
                int bound = worst == INF ? INF : worst + lost;
                // a capture winning back no more than what this answer took beyond the cut holds the check to the cut
                // like no capture at all: the check is then not the line, whatever it wins below that
                Line cont = bestCapture(side, bound, shortcuts ? cut - v + lost : EXACT);
                boolean deeperChosen = false;
                if (next >= 3 && (cont == null || cont.gain() < bound)) {
                    // the deeper line is taken only if it wins more than the capture found, and it matters only if it
                    // wins back more than this answer took beyond the cut (else the answer holds the check to the cut)
                    int deeperFloor = Math.max(cont == null ? 0 : Math.max(0, cont.gain()), shortcuts ? cut - v + lost : 0);
                    Line deeper = checkWin(side, next, level + 1, bound, deeperFloor);
                    if (deeper != null && (cont == null || deeper.gain() > cont.gain())) {
                        cont = deeper;
                        deeperChosen = true;
                    }
                }
                board.unmake(rf, rt);
                int total = -lost + (cont == null ? 0 : Math.max(0, cont.gain()));
                if (cont != null && cont.gain() > 0 && cont.gain() < MATED) {
                    reached |= cont.targets();
                }
                if (total < worst) {
                    worst = total;
                    worstLine = cont;
                    worstDeeper = deeperChosen;
                }
            }
            checkLineDepth--;
            int gain = v + worst;
            if (shortcuts && v > 0 && !(level == 0 && gain >= MATED / 2) && gain > floor && gain > 0
                    && (best == null || gain > best.gain()) && winnerMated(side)) {
                board.unmake(from, to);
                continue;
            }
            board.unmake(from, to);
            if (level == 0 && gain >= MATED / 2) {
                continue; // every answer loses to a mate: a mate threat (杀, 24.2), not a win of material
            }
            if (gain > floor && gain > 0 && (best == null || gain > best.gain())) {
                Line t = worstLine != null && worstLine.gain() > 0 ? worstLine : null;
                // the piece that makes the winning capture owns the win (a pawn's or the king's is idle, CXA 26.1);
                // a check by one piece and the capture by another is a joint chase (联合捉, 24.17), and so is a check
                // that another piece gives (CXA 24.17): the checking and the capturing piece own it together
                int capturer = t != null ? t.capturerId() : moverId;
                // a later check of the line by another piece joins it too (连续将军: every checking piece takes part)
                boolean joint = capturer != moverId || (checkers & ~(1L << capturer)) != 0 || worstDeeper && t != null && t.joint();
                best = t != null
                        ? new Line(capturedId, gain, t.targetSq(), t.targetId(), t.targetPiece(), t.capturerId(),
                                t.capturerPiece(), t.capturerSq(), joint, t.protectors(), t.attackers(), moverId, reached)
                        : new Line(capturedId, gain, to, capturedId, captured, moverId, mover, from, joint, 0, 1, moverId,
                                reached);
                if (level > 0 && gain >= enough) {
                    break; // enough for the answer that led here not to be the defender's best
                }
            }
        }
        return best;
    }

    /**
     * For the assertion in {@link #checkWin}: the legal checks among the {@code n} candidates are, in the same order,
     * the checks among the side's legal moves (a line of checks tried in another order could end on another of two
     * equal lines).
     */
    private boolean sameChecks(int side, int[] candidates, int n) {
        int[] all = new int[160];
        int m = board.legalMoves(side, all);
        int enemyKing = board.kingSquare(side ^ 1);
        java.util.List<Integer> fromLegal = new ArrayList<>(), fromCandidates = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            int from = all[i] & 0x7f, to = all[i] >>> 7;
            if (Board.mayCheck(board.pieceAt(from), from, to, enemyKing) && board.wouldCheck(from, to, false)) {
                fromLegal.add(all[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            int from = candidates[i] & 0x7f, to = candidates[i] >>> 7;
            if (board.wouldCheck(from, to, false) && board.legalAfter(from, to)) {
                fromCandidates.add(candidates[i]);
            }
        }
        return fromLegal.equals(fromCandidates);
    }

    /** The ids of the side's pieces that check the enemy king now, as bits (piece ids are below 64). */
    private long checkerIds(int side) {
        long[] ids = {0};
        board.forEachAttacker(board.kingSquare(side ^ 1), side, sq -> ids[0] |= 1L << board.id[sq]);
        return ids[0];
    }

    /**
     * The side's best winning capture now, looked for until one wins at least {@code enough}. A line winning no more
     * than {@code none} (below {@code enough}; {@link #EXACT}: no such line) is read by the caller as no line, so such
     * lines are told apart from none only as far as the look needs (they may come back as none, or with a gain that
     * is only a bound).
     */
    private Line bestCapture(int side, int enough, int none) {
        Line best = null;
        // the line of checks reads a capture that wins nothing as no capture too, and below enough it stops no look
        int readAsNone = Math.max(none, Math.min(0, enough - 1));
        boolean checkedBefore = shortcuts && board.inCheck(side ^ 1); // for the captures' checks, asked once
        // the pieces the side attacks, from one pass over its captures: most enemy pieces are not attacked at all,
        // and asking each for its attackers cost more (a piece no capture reaches has no exchange to search)
        long attackedLow = 0, attackedHigh = 0;
        for (int i = 0, n = shortcuts ? board.captures(side, attackedScratch) : 0; i < n; i++) {
            int to = (attackedScratch[i] >>> 7) & 0x7f;
            if (to < 64) {
                attackedLow |= 1L << to;
            } else {
                attackedHigh |= 1L << (to - 64);
            }
        }
        for (int t = board.nextPiece(side ^ 1, 0); t >= 0 && (best == null || best.gain() < enough);
             t = board.nextPiece(side ^ 1, t + 1)) {
            int tp = board.pieceAt(t);
            if (shortcuts && ((t < 64 ? attackedLow >>> t : attackedHigh >>> (t - 64)) & 1) == 0) {
                assert board.attackers(t, side, new int[16]) == 0 : "a capture the side's captures left out";
                continue;
            }
            if (Piece.typeCode(tp) == Piece.KING
                    || sparingEscaping && board.id[t] == escapingId) {
                continue;
            }
            // a line winning no more than this is read as none: it beats neither the best line found nor what the
            // caller reads
            int below = best == null ? readAsNone : Math.max(readAsNone, best.gain());
            if (shortcuts && below >= values.taken(tp, t) && !anyCaptureChecks(t, side, checkedBefore)) {
                // a capture that gives no check wins at most what it takes (the opponent may always stop): it cannot
                // do better than the line already found, or than what the caller reads, so its exchange is not searched
                cost.capturesBounded++;
                continue;
            }
            // (a line read as none needs no mate question either)
            Line l = exchange(t, side, -1, Math.max(0, below), below);
            if (l != null && (best == null || l.gain() > best.gain())) {
                best = l;
            }
        }
        return best;
    }

    /** {@link #bestCapture}'s list of the side's captures (read at once, before anything else is searched). */
    private final int[] attackedScratch = new int[160];

    /** Some legal capture of {@code side} on {@code t} gives check ({@code checkedBefore}: the king is in check now). */
    private boolean anyCaptureChecks(int t, int side, boolean checkedBefore) {
        int king = board.kingSquare(side ^ 1);
        // (the capturers are read from the attacker buffer: nothing below asks for attackers again)
        for (int i = 0, n = legalCapturers(t, side); i < n; i++) {
            int a = attackerBuffer[i];
            boolean check;
            if (checkedBefore) {
                board.make(a, t);
                check = board.inCheck(side ^ 1);
                board.unmake(a, t);
            } else {
                // a king not in check before is checked only through what the capture does: asked without playing it,
                // as the line of checks asks its moves
                check = Board.mayCheck(board.pieceAt(a), a, t, king) && board.wouldCheck(a, t, false);
            }
            if (check) {
                return true;
            }
        }
        return false;
    }
}
